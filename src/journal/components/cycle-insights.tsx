import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ACCEPTED_CYCLE, FIGO_CYCLE_SPREAD, FIGO_NORMAL_CYCLE, SAME_PERIOD_GAP } from '@/engine/cycle';
import {
  FERTILITY_AWARENESS_TYPICAL_FAILURE,
  MISSED_PERIODS_MONTHS,
  PREGNANCY_TEST_RETEST_WORDING,
} from '@/generated/data/facts';
import { type Lang, LOCALE } from '@/site/i18n/lang';
import type { Messages } from '../messages.en.gen';
import { type CyclePrediction, type HistoryNotes, MIN_CYCLES, predictCycles, RANGE_CYCLES } from '../predict';
import { INSIGHTS_SOURCES } from '../sources';
import type { PeriodEntry } from '../types';
import { JournalNote } from './note';

/** What the page gives the insights: her logged periods, today's date, and the words of its language. */
export interface CycleInsightsProps {
  periods: readonly PeriodEntry[];
  /** Today as an ISO date, in her time zone. */
  today: string;
  /** The journal's messages compiled for the page's language (messages.en.gen or messages.es.gen). */
  m: Messages;
  lang: Lang;
  /** The level of the section's heading (its parts use the next level); 2 unless the page nests it. */
  headingLevel?: 2 | 3;
}

type HeadingTag = 'h2' | 'h3' | 'h4';

/** Her numbers (the past year's cycles, oldest first) as a description list. */
function Numbers({ p, m }: { p: CyclePrediction; m: Messages }) {
  const rows: [string, string][] = [
    [m.insightsCyclesLabel(), m.insightsCycles({ count: p.cycleCount, last: p.lastStart })],
    [m.insightsAverageLabel(), m.insightsDays({ days: p.averageCycleLength })],
    [m.insightsSpreadLabel(), m.insightsDays({ days: p.standardDeviation })],
    [m.insightsRangeLabel(), m.insightsRange({ shortest: p.shortest, longest: p.longest })],
  ];
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }}
      columnGap="6"
      rowGap="1"
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" fontWeight="semibold">
            {label}
          </Text>
          <Text as="dd" m="0" mb={{ base: '2', sm: '0' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** What the history holds besides her cycles: gaps, repeats, future and older starts, each said once. */
function HistoryList({ p, m }: { p: HistoryNotes; m: Messages }) {
  const notes = [
    ...p.gaps.map((gap) => m.insightsGap({ days: gap.days, start: gap.start, next: gap.nextStart })),
    ...p.samePeriod.map((same) =>
      m.insightsSamePeriod({ repeat: same.repeat, start: same.start, days: SAME_PERIOD_GAP }),
    ),
    ...(p.future.length > 0 ? [m.insightsFuture({ count: p.future.length })] : []),
    ...(p.notDates.length > 0
      ? [m.insightsNotDates({ count: p.notDates.length, dates: p.notDates.join(', ') })]
      : []),
    ...(p.olderCycles > 0 ? [m.insightsOlder({ count: p.olderCycles })] : []),
  ];
  if (notes.length === 0) return null;
  return (
    <List.Root ps="5" gap="1">
      {notes.map((note) => (
        <List.Item key={note}>{note}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * What her logged periods say: with three or more cycles in the past year, her average and spread, the next period as
 * a range, FIGO 2018's reading and the calendar rule's fertile days with what they are worth; with fewer, how many
 * more periods to log. Sources named at the end. Everything is computed here, in her browser, from `periods`.
 */
export function CycleInsights({ periods, today, m, lang, headingLevel = 2 }: CycleInsightsProps) {
  const titleId = useId();
  const p = predictCycles(periods, today);
  const h = `h${headingLevel}` as HeadingTag;
  const sub = `h${headingLevel + 1}` as HeadingTag;
  const [low, high] = FERTILITY_AWARENESS_TYPICAL_FAILURE;
  const figoWarning = p.enough && (p.regularity === 'irregular' || p.frequency !== 'normal');

  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Heading as={h} id={titleId} size="lg">
        {m.insightsTitle()}
      </Heading>
      {!p.enough && (
        <>
          <Text>
            {m.insightsNotEnough({ cycles: p.cycleCount, min: MIN_CYCLES, periods: p.periodsNeeded })}
          </Text>
          <HistoryList p={p} m={m} />
        </>
      )}
      {p.enough && (
        <>
          <Numbers p={p} m={m} />
          <HistoryList p={p} m={m} />

          <Heading as={sub} size="md">
            {m.insightsNextTitle()}
          </Heading>
          <Text fontWeight="semibold">{m.insightsNextRange(p.nextPeriod)}</Text>
          <Text>
            {m.insightsNextRule({
              last: p.lastStart,
              count: p.rangeCycles,
              shortest: p.rangeShortest,
              longest: p.rangeLongest,
            })}
          </Text>
          {p.status === 'due' && <JournalNote tone="info">{m.insightsDue()}</JournalNote>}
          {p.status === 'late' && (
            <JournalNote tone="warning">
              {m.insightsLate({ days: p.daysLate, retest: PREGNANCY_TEST_RETEST_WORDING[LOCALE[lang]] })}
            </JournalNote>
          )}
          {p.noPeriodForMonths && (
            <JournalNote tone="warning">
              {m.insightsNoPeriodForMonths({ months: MISSED_PERIODS_MONTHS })}
            </JournalNote>
          )}

          <Heading as={sub} size="md">
            {m.insightsFigoTitle()}
          </Heading>
          {[
            m.insightsRegularity({
              regularity: p.regularity,
              spread: p.spread,
              regular: FIGO_CYCLE_SPREAD.regular,
              edge: FIGO_CYCLE_SPREAD.borderline,
            }),
            m.insightsFrequency({
              frequency: p.frequency,
              short: p.shortCycles,
              long: p.longCycles,
              min: FIGO_NORMAL_CYCLE.min,
              max: FIGO_NORMAL_CYCLE.max,
            }),
          ].map((text) =>
            figoWarning ? (
              <JournalNote key={text} tone="warning">
                {text}
              </JournalNote>
            ) : (
              <Text key={text}>{text}</Text>
            ),
          )}

          <Heading as={sub} size="md">
            {m.insightsFertileTitle()}
          </Heading>
          {p.fertile.applies ? (
            <>
              <Text fontWeight="semibold">
                {m.insightsFertileRange({
                  start: p.fertile.start,
                  end: p.fertile.end,
                  first: p.fertile.firstDay,
                  last: p.fertile.lastDay,
                })}
              </Text>
              {p.fertile.end < today && <Text>{m.insightsFertilePast({ next: p.nextPeriod.start })}</Text>}
              {p.fertile.cyclesStillNeeded > 0 && (
                <Text>
                  {m.insightsFertileFewCycles({ six: RANGE_CYCLES, count: p.fertile.cyclesStillNeeded })}
                </Text>
              )}
            </>
          ) : (
            <Text>
              {m.insightsFertileNone({
                reason: p.fertile.reason,
                min: ACCEPTED_CYCLE.min,
                max: ACCEPTED_CYCLE.max,
              })}
            </Text>
          )}
        </>
      )}
      {p.enough && p.fertile.applies && (
        <>
          <JournalNote tone="warning">{m.insightsContraception({ low, high })}</JournalNote>
          <Text>{m.insightsConception()}</Text>
        </>
      )}

      <Heading as={sub} size="sm">
        {m.insightsSourcesTitle()}
      </Heading>
      <List.Root ps="5" gap="1" fontSize="sm">
        {INSIGHTS_SOURCES.map((source) => (
          <List.Item key={source.url}>
            {/* The title as published, in English on both editions; what it is cited for, in the page's. */}
            <Link href={source.url} lang={lang === 'en' ? undefined : 'en'}>
              {source.title}
            </Link>
            {source.gloss ? ` (${m.insightsSourceTypicalUseRates()})` : null}
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" color="fg.muted">
        {m.insightsDisclaimer()}
      </Text>
    </Stack>
  );
}
