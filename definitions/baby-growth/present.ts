import { formatList, languageOf } from '@/engine';
import type {
  AgeParts,
  BabyGrowthInput,
  BabyGrowthValues,
  BeforeTerm,
  Concern,
  Measure,
  MeasureValues,
} from './formula';
import {
  ALMOST_ALL_PERCENTILE,
  FAR_Z,
  HIGHEST_PERCENTILE,
  LOWEST_PERCENTILE,
  OUTER_HIGH_PERCENTILE,
  OUTER_LOW_PERCENTILE,
  TERM_WEEKS,
} from './formula';
import type { Messages } from './messages.en.gen';

const MEASURES = ['weight', 'length', 'head'] as const;

/** The formula's limits the sentences state: the chart's outer lines, the percentile caps and the far-out SD. */
const LIMITS = {
  low: OUTER_LOW_PERCENTILE,
  high: OUTER_HIGH_PERCENTILE,
  lowest: LOWEST_PERCENTILE,
  highest: HIGHEST_PERCENTILE,
  almostAll: ALMOST_ALL_PERCENTILE,
  farZ: FAR_Z,
};

/** One measurement's place on its chart, with the measurement as typed and its sentence in words. */
function measureWords(measure: Measure, values: MeasureValues, input: BabyGrowthInput, m: Messages) {
  const { typed, band, curves, ...shown } = values;
  const kind = typed.unit === 'lb-oz' ? 'lbOz' : measure === 'weight' ? 'weight' : 'other';
  return {
    ...shown,
    shown: m.shown({ kind, ...typed }),
    curves,
    sentence: m.sentence({ ...LIMITS, measure, band, percentile: values.percentile, sex: input.sex }),
  };
}

/**
 * "4 months 2 weeks", "1 year 2 months": completed parts of an age, or `none` when all are 0. Spanish joins them as a
 * list ("4 meses y 2 semanas", "1 año, 2 meses y 3 días"): parts side by side read as a slip there.
 */
function ageWords(age: AgeParts, none: string, m: Messages): string {
  const parts = (['year', 'month', 'week', 'day'] as const)
    .map((unit) => ({ unit, n: age[`${unit}s`] }))
    .filter(({ n }) => n > 0)
    .map((part) => m.agePart(part));
  const { locale } = languageOf(m);
  if (parts.length === 0) return none;
  return locale === 'en-US' ? parts.join(' ') : formatList(parts, locale);
}

/** A tail of its own as its card reads it: the action first, what it is, what the doctor will do. */
function concernWords({ measure, side, far, severity }: Concern, input: BabyGrowthInput, m: Messages) {
  const yes = (flag: boolean) => (flag ? 'yes' : 'no');
  return {
    severity,
    action: m.concernAction(),
    category: m.concernCategory({ ...LIMITS, far: yes(far), side }),
    interpretation: m.concernText({ ...LIMITS, far: yes(far), side, measure, sex: input.sex }),
  };
}

/** "4 weeks before the due date", "3 weeks 2 days before the due date". */
function beforeDue(before: BeforeTerm, m: Messages): string {
  const span = { years: 0, months: 0, weeks: before.toDueWeeks, days: before.toDueDays };
  return m.beforeDue({ span: ageWords(span, '', m) });
}

/** Before the due date: her weeks of pregnancy (the card's value) and why the WHO charts wait for term. */
function beforeTermWords(before: BeforeTerm, weeksAtBirth: number, m: Messages) {
  const to = beforeDue(before, m);
  return {
    severity: 'info' as const,
    value: ageWords({ years: 0, months: 0, weeks: before.weeks, days: before.days }, '', m),
    category: m.beforeTermCategory(),
    interpretation: m.beforeTermText({ weeksAtBirth, to, term: TERM_WEEKS }),
  };
}

/**
 * The baby growth result the page and `npm run calc` show: the age (and the corrected age it was read at for a
 * baby born early) and each percentile in words for parents, the measurement as typed, a card of its own for each
 * measurement in a tail, and what to do when one lies outside the 3rd to 97th percentiles.
 */
export function presentBabyGrowth(values: BabyGrowthValues, input: BabyGrowthInput, m: Messages) {
  const { age, correctedAge, beforeTerm, concerns, outside, weight, length, head, ...shown } = values;
  const measured = { weight, length, head };
  const words = Object.fromEntries(
    MEASURES.flatMap((measure) => {
      const value = measured[measure];
      return value ? [[measure, measureWords(measure, value, input, m)]] : [];
    }),
  ) as Partial<Record<Measure, ReturnType<typeof measureWords>>>;
  const weeks = values.weeksAtBirth ?? TERM_WEEKS;
  const early = TERM_WEEKS - weeks;
  const corrected = correctedAge ? ageWords(correctedAge, m.dueDate(), m) : undefined;
  const correctedAgeText = beforeTerm ? beforeDue(beforeTerm, m) : corrected;
  const concern = Object.fromEntries(concerns.map((item) => [item.measure, concernWords(item, input, m)]));
  const [first = '', second = '', third = ''] = outside.map((item) => m.outsideItem({ ...LIMITS, ...item }));
  const sentences = MEASURES.flatMap((measure) => words[measure]?.sentence ?? []);
  return {
    ...shown,
    ageText: ageWords(age, m.ageBirth(), m),
    ...(correctedAgeText !== undefined ? { correctedAgeText, bornAtText: m.bornAt({ weeks, early }) } : {}),
    ...(beforeTerm ? { beforeTerm: beforeTermWords(beforeTerm, weeks, m) } : {}),
    ...(beforeTerm
      ? {}
      : {
          summary: corrected
            ? [
                m.correctedLine({
                  age: corrected,
                  weeks,
                  early,
                  atDue: values.correctedAgeDays === 0 ? 'yes' : 'no',
                }),
                ...sentences,
              ]
            : sentences,
        }),
    ...words,
    ...(concerns.length > 0
      ? { concern: concern as Partial<Record<Measure, ReturnType<typeof concernWords>>> }
      : {}),
    ...(outside.length > 0
      ? {
          outside: [
            m.outside({
              concern: concerns.length > 0 ? 'yes' : 'no',
              count: outside.length,
              first,
              second,
              third,
            }),
          ],
        }
      : {}),
  };
}

/** Baby growth result. */
export type BabyGrowthResult = ReturnType<typeof presentBabyGrowth>;
