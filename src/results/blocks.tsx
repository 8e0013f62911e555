import { Box, Card, Heading, HStack, List, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress';
import { CircleAlert, CircleCheck, Info, type LucideIcon, OctagonAlert, TriangleAlert } from 'lucide-react';
import {
  type CategoryCardBlock,
  type EngineMessages,
  formatValue,
  getPath,
  type ListBlock,
  type NoteBlock,
  type ProgressBlock,
  type RangeBlock,
  type Severity,
  type StatsBlock,
} from '@/engine';
import { dateRangeSide } from '@/engine/date-range';
import { useLanguage, useResultMessages } from '@/form/language';
import { SEVERITY_PALETTE, severityAt, severityLabel } from './tone';

/** Props every result block component receives. */
export interface BlockProps<B> {
  block: B;
  result: Record<string, unknown>;
}

/** A unit a result carries as a value (`unitFrom`: the id she picked, "lbs") as her language writes it ("lb"). */
export function unitWord(unit: unknown, words: EngineMessages): unknown {
  return typeof unit === 'string' && unit ? words.unitSymbol({ unit }) : unit;
}

/** A formatted value followed by its unit (none for the '—' of a missing value). */
export function withUnit(text: string, unit: unknown): string {
  return typeof unit === 'string' && unit && text !== '—' ? `${text} ${unit}` : text;
}

const SEVERITY_ICON: Record<Severity, LucideIcon> = {
  good: CircleCheck,
  info: Info,
  caution: CircleAlert,
  risk: TriangleAlert,
  urgent: OctagonAlert,
};

/**
 * Headline value and category, coloured by the result's own severity (never by the words of its label). An urgent
 * card is solid red, leads with its action as a heading and announces it (role="alert").
 */
export function CategoryCard({ block, result }: BlockProps<CategoryCardBlock>) {
  const language = useLanguage();
  const resultMessages = useResultMessages();
  const category = block.category ? String(getPath(result, block.category) ?? '') : undefined;
  const severity = severityAt(block.severity ? getPath(result, block.severity) : undefined);
  const rawAction = block.action ? getPath(result, block.action) : undefined;
  const action = typeof rawAction === 'string' && rawAction.trim() ? rawAction : undefined;
  const urgent = severity === 'urgent';
  const Icon = SEVERITY_ICON[severity];
  const interpretation = block.interpretation ? getPath(result, block.interpretation) : undefined;
  // On the solid urgent card every text keeps the card's contrast colour.
  const muted = urgent ? 'inherit' : 'fg.muted';
  const accent = urgent ? 'inherit' : 'colorPalette.fg';
  return (
    <Card.Root
      colorPalette={SEVERITY_PALETTE[severity]}
      variant="subtle"
      borderWidth={urgent ? '3px' : '1px'}
      borderColor={urgent ? 'colorPalette.emphasized' : 'colorPalette.muted'}
      {...(urgent && { bg: 'colorPalette.solid', color: 'colorPalette.contrast' })}
      data-testid="category-card"
      data-severity={severity}
    >
      <Card.Body>
        <HStack gap="4" align="flex-start">
          <Box color={accent} pt="1" aria-hidden>
            <Icon size={urgent ? 36 : 28} />
          </Box>
          <Stack gap="1">
            {action && (
              <Box role={urgent ? 'alert' : undefined} mb="2">
                <Heading as="h3" size={urgent ? 'xl' : 'md'} color={accent} data-testid="result-action">
                  {action}
                </Heading>
              </Box>
            )}
            {block.title && (
              <Text fontSize="sm" fontWeight="semibold" color={muted}>
                {block.title}
              </Text>
            )}
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="result-value">
              {withUnit(formatValue(getPath(result, block.value), block.format, language.locale), block.unit)}
            </Text>
            {category && severity !== 'info' && (
              <Text srOnly>{`${severityLabel(severity, resultMessages)}:`}</Text>
            )}
            {category && (
              <Text fontSize="lg" fontWeight="semibold" color={accent} data-testid="result-category">
                {category}
              </Text>
            )}
            {typeof interpretation === 'string' && interpretation && <Text>{interpretation}</Text>}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** A grid of labelled values. */
export function Stats({ block, result }: BlockProps<StatsBlock>) {
  const { locale, messages: words } = useLanguage();
  return (
    <Box>
      {block.title && (
        <Heading as="h3" size="md" mb="3">
          {block.title}
        </Heading>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" asChild>
        <dl>
          {block.items.map((item) => (
            <Box key={item.label} borderWidth="1px" borderRadius="md" p="3">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {item.label}
              </Text>
              <Text as="dd" fontSize="xl" fontWeight="semibold">
                {withUnit(
                  formatValue(getPath(result, item.value), item.format, locale),
                  item.unitFrom ? unitWord(getPath(result, item.unitFrom), words) : item.unit,
                )}
              </Text>
              {item.details && (
                <Text as="dd" fontSize="sm" color="fg.muted">
                  {item.details
                    .map((detail) =>
                      withUnit(
                        formatValue(getPath(result, detail.value), detail.format, locale),
                        detail.unit,
                      ),
                    )
                    .join(' · ')}
                </Text>
              )}
            </Box>
          ))}
        </dl>
      </SimpleGrid>
    </Box>
  );
}

/** A min–max range such as a healthy weight. */
export function Range({ block, result }: BlockProps<RangeBlock>) {
  const { locale, messages: words } = useLanguage();
  const unit = block.unitFrom ? unitWord(getPath(result, block.unitFrom), words) : block.unit;
  const [from, to] = [getPath(result, block.min), getPath(result, block.max)];
  // Two days say the month and year they share once: "Jun 3 – 9, 2026", "3 – 9 de junio de 2026".
  const days =
    (block.format?.kind === 'date' || block.format?.kind === 'weekday-date') &&
    typeof from === 'string' &&
    typeof to === 'string';
  const style = block.format?.kind === 'weekday-date' ? 'weekday' : 'short';
  const min = days ? dateRangeSide(from, to, 'from', locale, style) : formatValue(from, block.format, locale);
  const max = days ? dateRangeSide(from, to, 'to', locale, style) : formatValue(to, block.format, locale);
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Text fontSize="sm" color="fg.muted">
        {block.title}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {withUnit(`${min} – ${max}`, unit)}
      </Text>
    </Box>
  );
}

/** A list of recommendations or tips. */
export function ResultList({ block, result }: BlockProps<ListBlock>) {
  const items = getPath(result, block.items);
  if (!Array.isArray(items) || items.length === 0) return null;
  return (
    <Box>
      <Heading as="h3" size="md" mb="3">
        {block.title}
      </Heading>
      <List.Root gap="2" ps="5">
        {items.map((item) => (
          <List.Item key={String(item)}>{String(item)}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** A progress bar capped at 100 %. */
export function ResultProgress({ block, result }: BlockProps<ProgressBlock>) {
  const { locale } = useLanguage();
  const raw = Number(getPath(result, block.value));
  const value = Number.isFinite(raw) ? Math.min(100, Math.max(0, raw)) : 0;
  return (
    <Progress.Root recipe={progressSlotRecipe} value={value} colorPalette="pink" aria-label={block.title}>
      <HStack justify="space-between" mb="1">
        <Progress.Label>{block.title}</Progress.Label>
        <Progress.ValueText>{formatValue(value, { kind: 'percent' }, locale)}</Progress.ValueText>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** A fixed note. */
export function ResultNote({ block }: BlockProps<NoteBlock>) {
  const warning = block.tone === 'warning';
  const Icon = warning ? CircleAlert : Info;
  return (
    <HStack
      align="flex-start"
      gap="3"
      p="4"
      borderRadius="md"
      bg={warning ? 'orange.subtle' : 'blue.subtle'}
      color={warning ? 'orange.fg' : 'blue.fg'}
    >
      <Box pt="0.5" aria-hidden>
        <Icon size={20} />
      </Box>
      <Text>{block.text}</Text>
    </HStack>
  );
}
