import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { useRef, useState } from 'react';
import { formatDate } from '@/engine/intl';
import { PERIOD_MAX_DAYS } from '../formats/types';
import type { Journal, PeriodEntry } from '../types';
import { daysInclusive } from './entries';
import {
  DateBox,
  focusFirstProblem,
  JournalForm,
  type Problems,
  RowActions,
  readDate,
  SaveCancel,
  useDateProblemMessage,
} from './fields';
import { useJournalMessages } from './journal-messages';
import { type JournalActions, Section } from './section';

/** A period read from a form, or the problems of its boxes (`start`, `end`). */
function usePeriodForm() {
  const { m } = useJournalMessages();
  const dateProblemMessage = useDateProblemMessage();
  return (form: HTMLFormElement): { period?: PeriodEntry; problems: Problems } => {
    const start = readDate(form, 'start', dateProblemMessage);
    const end = readDate(form, 'end', dateProblemMessage, { optional: true });
    const problems: Problems = {};
    if (start.problem) problems.start = start.problem;
    if (end.problem) problems.end = end.problem;
    else if (end.value && !start.problem) {
      if (end.value < start.value) problems.end = m.pageEndBeforeStart();
      else if (daysInclusive(start.value, end.value) > PERIOD_MAX_DAYS)
        problems.end = m.pagePeriodTooLong({ days: PERIOD_MAX_DAYS });
    }
    if (Object.keys(problems).length > 0) return { problems };
    return { period: end.value ? { start: start.value, end: end.value } : { start: start.value }, problems };
  };
}

/** Her periods, the most recent first, each with Edit and Remove; a form to add one. */
export function Periods({ journal, actions }: { journal: Journal; actions: JournalActions }) {
  const { m, locale } = useJournalMessages();
  const [editing, setEditing] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [editProblems, setEditProblems] = useState<Problems>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const read = usePeriodForm();
  const periods = [...journal.periods].reverse();
  const shown = (iso: string) => formatDate(iso, 'short', locale);

  const add = async (form: HTMLFormElement) => {
    const { period, problems: found } = read(form);
    setProblems(found);
    if (!period) return focusFirstProblem(form, found);
    const kept = await actions.change(
      (j) => ({ ...j, periods: [...j.periods, period] }),
      m.pagePeriodAdded({ date: period.start }),
    );
    if (kept) form.reset();
  };

  const save = async (before: string, form: HTMLFormElement) => {
    const { period, problems: found } = read(form);
    setEditProblems(found);
    if (!period) return focusFirstProblem(form, found);
    const kept = await actions.change(
      (j) => ({ ...j, periods: [...j.periods.filter((p) => p.start !== before), period] }),
      m.pagePeriodSaved({ date: period.start }),
    );
    if (kept) {
      setEditing(null);
      heading.current?.focus();
    }
  };

  const remove = async (start: string) => {
    await actions.change(
      (j) => ({ ...j, periods: j.periods.filter((p) => p.start !== start) }),
      m.pagePeriodRemoved({ date: start }),
    );
    heading.current?.focus();
  };

  return (
    <Section title={m.pagePeriodsTitle()} id="journal-periods" headingRef={heading}>
      {periods.length === 0 ? (
        <Text color="fg.muted">{m.pagePeriodsNone()}</Text>
      ) : (
        // Sideways only: a box of its own that scrolls up and down hid rows on a phone with no sign of them.
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label={m.pagePeriodsCaption()}>
          <Table.Root
            recipe={tableSlotRecipe}
            size="sm"
            stickyHeader
            data-testid="journal-periods"
            css={{ '& td, & th': { whiteSpace: 'normal' } }}
          >
            <Table.Caption captionSide="top" textAlign="start" mb="2" srOnly>
              {m.pagePeriodsCaption()}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{m.pageFirstDay()}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.pageLastDay()}</Table.ColumnHeader>
                <Table.ColumnHeader>{m.pageActions()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {periods.map((period) =>
                editing === period.start ? (
                  <Table.Row key={period.start}>
                    <Table.Cell colSpan={3}>
                      <JournalForm
                        label={m.pageEditPeriod({ date: period.start })}
                        onSubmit={(form) => save(period.start, form)}
                      >
                        <HStack gap="3" align="start" wrap="wrap">
                          <DateBox
                            field="start"
                            label={m.pageFirstDay()}
                            defaultValue={period.start}
                            problem={editProblems.start}
                            required
                          />
                          <DateBox
                            field="end"
                            label={m.pageLastDayOptional()}
                            defaultValue={period.end ?? ''}
                            problem={editProblems.end}
                          />
                        </HStack>
                        <SaveCancel onCancel={() => setEditing(null)} />
                      </JournalForm>
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  <Table.Row key={period.start}>
                    <Table.Cell>
                      <time dateTime={period.start}>{shown(period.start)}</time>
                    </Table.Cell>
                    <Table.Cell>
                      {period.end ? (
                        <time dateTime={period.end}>{shown(period.end)}</time>
                      ) : (
                        <Text as="span" color="fg.muted">
                          {m.pageNoLastDay()}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <RowActions
                        editLabel={m.pageEditPeriod({ date: period.start })}
                        removeLabel={m.pageRemovePeriod({ date: period.start })}
                        onEdit={() => {
                          setEditProblems({});
                          setEditing(period.start);
                        }}
                        onRemove={() => void remove(period.start)}
                      />
                    </Table.Cell>
                  </Table.Row>
                ),
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Stack gap="3" borderWidth="1px" rounded="md" p="4">
        <Heading as="h3" size="md">
          {m.pageAddPeriod()}
        </Heading>
        <JournalForm label={m.pageAddPeriod()} onSubmit={add}>
          <HStack gap="3" align="start" wrap="wrap">
            <DateBox field="start" label={m.pageFirstDay()} problem={problems.start} required />
            <DateBox field="end" label={m.pageLastDayOptional()} problem={problems.end} />
          </HStack>
          <Button type="submit" colorPalette="pink" mt="3" data-action="add-period">
            {m.pageAddPeriod()}
          </Button>
        </JournalForm>
      </Stack>
    </Section>
  );
}
