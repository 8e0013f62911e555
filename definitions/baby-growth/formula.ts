import {
  addMonthsIso,
  completedMonths,
  DAYS_PER_MONTH,
  daysBetween,
  type FormulaContext,
  formatInUnit,
  formatNumber,
  fromCanonical,
  type Lms,
  type LmsRow,
  lmsAt,
  lmsValue,
  lmsZ,
  normalCdf,
  restrictedLmsZ,
  round,
  type UnitId,
  zOfPercentile,
} from '@/engine';
import who from './data/who-lms.json' with { type: 'json' };

/** A child's sex, as the WHO tables are split. */
export type Sex = 'girl' | 'boy';
type Measure = 'weight' | 'length' | 'head';

/** Canonical input: measurements in kg and cm (each optional, at least one), the units she typed them in. */
export interface BabyGrowthInput {
  sex: Sex;
  birthDate: string;
  /** The day of the measurement; empty means today. */
  measuredOn?: string;
  weight?: number;
  weightUnit: UnitId;
  length?: number;
  lengthUnit: UnitId;
  headCircumference?: number;
  headUnit: UnitId;
}

/** One row of a growth chart: age in months and the measurement at five percentiles, in the visitor's unit. */
export interface CurveRow {
  month: number;
  p3: number;
  p15: number;
  p50: number;
  p85: number;
  p97: number;
}

/** One measurement's place on its chart. */
export interface MeasureResult {
  percentile: number;
  z: number;
  /** The measurement in the chart's unit (kg, lb, cm or in). */
  value: number;
  unit: string;
  /** The measurement as she typed it: `6.4 kg`, `14 lb 2 oz`, `62 cm`. */
  shown: string;
  curves: CurveRow[];
  sentence: string;
}

/** What the page shows. Percentiles to one decimal, z to two. */
export interface BabyGrowthResult {
  ageDays: number;
  ageText: string;
  /** Age in months (days ÷ 30.4375), the charts' x axis. */
  ageMonths: number;
  measuredOn: string;
  weightPercentile?: number;
  weightZ?: number;
  lengthPercentile?: number;
  lengthZ?: number;
  headPercentile?: number;
  headZ?: number;
  weight?: MeasureResult;
  length?: MeasureResult;
  head?: MeasureResult;
  summary: string[];
  /** Set when a measurement is below the 3rd or above the 97th percentile: a reason to talk to the doctor. */
  outside?: string;
}

/** The chart lines WHO draws on its percentile charts (3rd, 15th, 50th, 85th, 97th). */
export const CHART_PERCENTILES = [3, 15, 50, 85, 97] as const;
/** Chart ages: every month from birth to 24 months (the curves between are drawn straight). */
const CHART_MONTHS = Array.from({ length: 25 }, (_, i) => i);
/** The oldest age the tables cover: 24 months (730.5 days); a 24th birthday 731 days on reads this row. */
export const MAX_MONTHS = 24;

const TABLES = who as unknown as Record<Measure, Record<Sex, LmsRow[]>>;

/** WHO L, M, S of a measurement for a sex at an exact age in days, interpolated between the weeks/months rows. */
export function whoLms(measure: Measure, sex: Sex, ageDays: number): Lms {
  return lmsAt(TABLES[measure][sex], ageDays);
}

/**
 * z of a measurement: WHO's restricted LMS beyond ±3 SD for weight (methods report ch. 7); length and head have
 * L = 1 (a normal distribution), where the plain LMS z is already the restricted one.
 */
export function whoZ(measure: Measure, sex: Sex, ageDays: number, value: number): number {
  const lms = whoLms(measure, sex, ageDays);
  return measure === 'weight' ? restrictedLmsZ(value, lms) : lmsZ(value, lms);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "4 months 2 weeks", "3 weeks 2 days", "1 year 2 months", "day of birth": completed months, then weeks (and days under a month). */
export function ageText(birthDate: string, on: string): string {
  const months = completedMonths(birthDate, on);
  const rest = daysBetween(addMonthsIso(birthDate, months), on);
  const weeks = Math.floor(rest / 7);
  const days = rest % 7;
  const parts: string[] = [];
  if (months >= 12) parts.push(plural(Math.floor(months / 12), 'year'));
  if (months % 12 > 0) parts.push(plural(months % 12, 'month'));
  if (weeks > 0) parts.push(plural(weeks, 'week'));
  if (months === 0 && days > 0) parts.push(plural(days, 'day'));
  return parts.length === 0 ? 'day of birth (0 days)' : parts.join(' ');
}

/** "50th", "21st", "36.5th": a percentile as people say it, with its one decimal when it has one. */
export const ordinal = (n: number) => {
  if (!Number.isInteger(n)) return `${n.toFixed(1)}th`;
  const whole = n;
  const suffix =
    whole % 100 >= 11 && whole % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][whole % 10] ?? 'th');
  return `${whole}${suffix}`;
};

const NAMES: Record<Measure, string> = { weight: 'weight', length: 'length', head: 'head circumference' };

/** A percentile in words for parents: "Weight: 42nd percentile. About 42 of 100 healthy girls … weigh less." */
function sentence(measure: Measure, sex: Sex, percentile: number): string {
  const children = `healthy ${sex === 'girl' ? 'girls' : 'boys'} of the same age`;
  const comparison = { weight: 'weigh less', length: 'are shorter', head: 'have a smaller head' }[measure];
  const name = `${NAMES[measure][0]?.toUpperCase()}${NAMES[measure].slice(1)}`;
  if (percentile <= 0.1)
    return `${name}: below the 0.1st percentile. Fewer than 1 in 1,000 ${children} ${comparison}.`;
  if (percentile >= 99.9)
    return `${name}: above the 99.9th percentile. More than 999 in 1,000 ${children} ${comparison}.`;
  if (percentile < 1)
    return `${name}: ${percentile.toFixed(1)} percentile. Fewer than 1 in 100 ${children} ${comparison}.`;
  if (percentile > 99)
    return `${name}: ${percentile.toFixed(1)} percentile. More than 99 in 100 ${children} ${comparison}.`;
  return `${name}: ${ordinal(percentile)} percentile. About ${Math.round(percentile)} in 100 ${children} ${comparison}.`;
}

function measureResult(
  measure: Measure,
  sex: Sex,
  ageDays: number,
  canonical: number,
  unit: UnitId,
): MeasureResult {
  const z = whoZ(measure, sex, ageDays, canonical);
  // Past 0.1 and 99.9 a percentile says nothing more (and would round to 0 or 100): the z carries the distance.
  const percentile = Math.min(99.9, Math.max(0.1, round(normalCdf(z) * 100, 1)));
  const inUnit = (value: number) => round(fromCanonical(value, unit), 2);
  const curves = CHART_MONTHS.map((month) => {
    const lms = whoLms(measure, sex, month * DAYS_PER_MONTH);
    const at = (p: number) => inUnit(lmsValue(zOfPercentile(p), lms));
    return { month, p3: at(3), p15: at(15), p50: at(50), p85: at(85), p97: at(97) };
  });
  return {
    percentile,
    z: round(z, 2),
    value: inUnit(canonical),
    unit: unit === 'lb-oz' ? 'lb' : unit,
    shown:
      unit === 'lb-oz'
        ? formatInUnit(round(fromCanonical(canonical, unit), 4), unit)
        : `${formatNumber(fromCanonical(canonical, unit), measure === 'weight' ? 2 : 1)} ${unit}`,
    curves,
    sentence: sentence(measure, sex, percentile),
  };
}

/** WHO percentiles and z-scores of a baby's weight, length and head circumference for her exact age in days. */
export function babyGrowthFormula(input: BabyGrowthInput, ctx: FormulaContext): BabyGrowthResult {
  const measuredOn = input.measuredOn ?? ctx.today;
  const ageDays = daysBetween(input.birthDate, measuredOn);
  const result: BabyGrowthResult = {
    ageDays,
    ageText: ageText(input.birthDate, measuredOn),
    ageMonths: round(ageDays / DAYS_PER_MONTH, 2),
    measuredOn,
    summary: [],
  };
  const given: [Measure, number | undefined, UnitId][] = [
    ['weight', input.weight, input.weightUnit],
    ['length', input.length, input.lengthUnit],
    ['head', input.headCircumference, input.headUnit],
  ];
  const outside: string[] = [];
  for (const [measure, value, unit] of given) {
    if (value === undefined) continue;
    const measured = measureResult(measure, input.sex, ageDays, value, unit);
    result[measure] = measured;
    if (measure === 'weight')
      Object.assign(result, { weightPercentile: measured.percentile, weightZ: measured.z });
    if (measure === 'length')
      Object.assign(result, { lengthPercentile: measured.percentile, lengthZ: measured.z });
    if (measure === 'head') Object.assign(result, { headPercentile: measured.percentile, headZ: measured.z });
    result.summary.push(measured.sentence);
    if (measured.percentile < 3) outside.push(`${NAMES[measure]} below the 3rd percentile`);
    if (measured.percentile > 97) outside.push(`${NAMES[measure]} above the 97th percentile`);
  }
  if (outside.length > 0) {
    result.outside = `Talk to your baby's doctor or health visitor: ${outside.join(' and ')}. Often it is simply how your baby is built, but the doctor will want to check, measure again and follow the curve.`;
  }
  return result;
}
