import { Box, Heading, HStack, List, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { getDay, parseISO } from 'date-fns';
import { Droplet, Egg, Sprout, TestTube } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { CustomBlockOf, Locale, ResultMessages } from '@/engine';
import { getPath } from '@/engine';
import { formatDate } from '@/engine/intl';
import { useLanguage, useResultMessages } from '@/form/language';
import type { BlockProps } from '../blocks';

type Status = 'period' | 'logged' | 'ovulation' | 'fertile' | 'test' | 'none';

interface Day {
  date: string;
  day: number;
  status: Status;
  label: string;
}

interface Month {
  month: string;
  days: Day[];
}

/** The weekdays from Sunday in a locale ("Sunday", "domingo"): the days of the week from Sunday, Nov 22, 2026. */
const weekdays = (locale: Locale) =>
  Array.from({ length: 7 }, (_, index) => formatDate(`2026-11-${22 + index}`, 'weekday-name', locale));

/** Colour, border style and icon per status: never colour alone (WCAG 1.4.1). */
const LOOK = {
  period: {
    bg: 'red.subtle',
    color: 'red.fg',
    borderColor: 'red.solid',
    borderStyle: 'solid',
    Icon: Droplet,
  },
  logged: {
    bg: 'red.solid',
    color: 'red.contrast',
    borderColor: 'red.fg',
    borderStyle: 'solid',
    Icon: Droplet,
  },
  ovulation: {
    bg: 'purple.solid',
    color: 'purple.contrast',
    borderColor: 'purple.solid',
    borderStyle: 'double',
    Icon: Egg,
  },
  fertile: {
    bg: 'green.subtle',
    color: 'green.fg',
    borderColor: 'green.solid',
    borderStyle: 'dashed',
    Icon: Sprout,
  },
  test: {
    bg: 'blue.subtle',
    color: 'blue.fg',
    borderColor: 'blue.solid',
    borderStyle: 'dotted',
    Icon: TestTube,
  },
  none: { bg: undefined, color: 'fg', borderColor: 'transparent', borderStyle: 'solid', Icon: undefined },
} as const;

/** The legend of a calendar that names none of its own. */
const legendOf = (words: ResultMessages): { status: Status; text: string }[] => [
  { status: 'period', text: words.legendPeriod() },
  { status: 'fertile', text: words.legendFertile() },
  { status: 'ovulation', text: words.legendOvulation() },
];

/**
 * The periods she logged in her journal, as this page read it (at the form) or just wrote it (Keep on this device):
 * src/journal/calculators/shown.ts puts the journal under this name and sends this event. Read by name, not imported,
 * so the journal's code never comes with a result. Empty on a page without her journal.
 */
const SHOWN_KEY = Symbol.for('bloomcalc.journal.shown');
const SHOWN_EVENT = 'bloomcalc-journal-shown';
type Logged = readonly { start: string; end?: string }[];
const NOTHING_LOGGED: Logged = [];
const loggedPeriods = (): Logged =>
  (globalThis as { [SHOWN_KEY]?: { periods?: Logged } })[SHOWN_KEY]?.periods ?? NOTHING_LOGGED;
const onShown = (changed: () => void) => {
  globalThis.addEventListener?.(SHOWN_EVENT, changed);
  return () => globalThis.removeEventListener?.(SHOWN_EVENT, changed);
};

/** Whether `date` is a day of a logged period: its first day, through its last when she logged one. */
const isLogged = (date: string, logged: Logged) =>
  logged.some(
    (period) =>
      period.start === date || (period.end !== undefined && period.start <= date && date <= period.end),
  );

/** A month with her logged days marked: a logged period is what happened, so it is drawn over a prediction. */
function withLogged(month: Month, logged: Logged, words: ResultMessages): Month {
  if (logged.length === 0) return month;
  return {
    ...month,
    days: month.days.map((day) =>
      isLogged(day.date, logged)
        ? {
            ...day,
            status: 'logged',
            label: day.label ? `${words.dayLogged()}; ${day.label}` : words.dayLogged(),
          }
        : day,
    ),
  };
}

function isMonth(value: unknown): value is Month {
  const month = value as Month | null;
  return typeof month?.month === 'string' && Array.isArray(month.days) && month.days.length > 0;
}

function Swatch({ status, children }: { status: Status; children?: ReactNode }) {
  const look = LOOK[status];
  const Icon = look.Icon;
  return (
    <Box
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      minW="9"
      minH="9"
      bg={look.bg}
      color={look.color}
      borderWidth={status === 'ovulation' || status === 'logged' ? '3px' : '2px'}
      borderStyle={look.borderStyle}
      borderColor={look.borderColor}
      borderRadius="md"
      fontSize="sm"
      lineHeight="1"
      gap="0.5"
    >
      {children}
      {Icon && <Icon size={12} aria-hidden />}
    </Box>
  );
}

/** One month as an ARIA grid: one tab stop, arrow keys move by day and week, Home/End to the week's ends. */
function MonthGrid({ month }: { month: Month }) {
  const captionId = useId();
  const { locale } = useLanguage();
  const [active, setActive] = useState(0);
  const cells = useRef<(HTMLTableCellElement | null)[]>([]);
  const lead = getDay(parseISO(month.days[0]?.date ?? ''));
  const slots: (Day | undefined)[] = [...Array.from({ length: lead }, () => undefined), ...month.days];
  while (slots.length % 7 !== 0) slots.push(undefined);
  const weeks = Array.from({ length: slots.length / 7 }, (_, row) => slots.slice(row * 7, row * 7 + 7));

  const moveTo = (index: number) => {
    const next = Math.min(month.days.length - 1, Math.max(0, index));
    setActive(next);
    cells.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const column = (lead + index) % 7;
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: 7,
      ArrowUp: -7,
      Home: -column,
      End: 6 - column,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveTo(index + step);
  };

  return (
    <Table.Root
      recipe={tableSlotRecipe}
      role="grid"
      aria-labelledby={captionId}
      aria-readonly="true"
      size="sm"
      tableLayout="fixed"
    >
      <Table.Caption id={captionId} captionSide="top" fontWeight="semibold" fontSize="md" mb="2" color="fg">
        {month.month}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          {weekdays(locale).map((name) => (
            <Table.ColumnHeader key={name} scope="col" textAlign="center" px="0" color="fg.muted">
              <abbr title={name} style={{ textDecoration: 'none' }}>
                {name.slice(0, 2)}
              </abbr>
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {weeks.map((week) => (
          <Table.Row key={week.find(Boolean)?.date}>
            {week.map((day, column) => {
              if (!day) {
                // biome-ignore lint/suspicious/noArrayIndexKey: empty padding cells have no identity but their column.
                return <Table.Cell key={`pad-${column}`} role="gridcell" px="0.5" py="0.5" />;
              }
              const index = day.day - 1;
              const spoken = formatDate(day.date, 'full', locale);
              return (
                <Table.Cell
                  key={day.date}
                  ref={(element: HTMLTableCellElement | null) => {
                    cells.current[index] = element;
                  }}
                  role="gridcell"
                  tabIndex={index === active ? 0 : -1}
                  aria-label={day.label ? `${spoken}: ${day.label}` : spoken}
                  data-status={day.status}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  onFocus={() => setActive(index)}
                  px="0.5"
                  py="0.5"
                  textAlign="center"
                  borderRadius="md"
                  _focusVisible={{ outline: '3px solid', outlineColor: 'fg', outlineOffset: '-1px' }}
                >
                  <Swatch status={day.status}>{day.day}</Swatch>
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Three month grids of period, fertile and ovulation days with a legend that does not rely on colour. */
export default function Calendar({ block, result }: BlockProps<CustomBlockOf<'calendar'>>) {
  const { from, legend: ownLegend } = block.props;
  const words = useResultMessages();
  const legend = ownLegend
    ? Object.entries(ownLegend).map(([status, text]) => ({ status: status as Status, text: String(text) }))
    : legendOf(words);
  const logged = useSyncExternalStore(onShown, loggedPeriods, () => NOTHING_LOGGED);
  const raw = getPath(result, from);
  const months = (Array.isArray(raw) ? raw.filter(isMonth) : []).map((month) =>
    withLogged(month, logged, words),
  );
  if (months.length === 0) return null;
  const shown = months.some((month) => month.days.some((day) => day.status === 'logged'));
  if (shown) legend.unshift({ status: 'logged', text: words.legendLogged() });
  return (
    <Box>
      {block.title && (
        <Heading as="h3" size="md" mb="2">
          {block.title}
        </Heading>
      )}
      <Text fontSize="sm" color="fg.muted" mb="3">
        {words.calendarHowTo()}
      </Text>
      <List.Root
        listStyleType="none"
        ms="0"
        mb="4"
        display="flex"
        flexWrap="wrap"
        gap="4"
        aria-label={words.legend()}
      >
        {legend.map((entry) => (
          <List.Item key={entry.status}>
            <HStack gap="2">
              <Swatch status={entry.status} />
              <Text fontSize="sm">{entry.text}</Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {months.map((month) => (
          <MonthGrid key={month.month} month={month} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
