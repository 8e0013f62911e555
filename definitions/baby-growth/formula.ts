import {
  addMonthsIso,
  completedMonths,
  DAYS_PER_MONTH,
  daysBetween,
  type FormulaContext,
  fromCanonical,
  type Lms,
  type LmsRow,
  lmsAt,
  lmsValue,
  lmsZ,
  normalCdf,
  restrictedLmsZ,
  round,
  splitPounds,
  type UnitId,
  zOfPercentile,
} from '@/engine';
import who from './data/who-lms.json' with { type: 'json' };

/** A child's sex, as the WHO tables are split. */
export type Sex = 'girl' | 'boy';
/** The three measurements the WHO charts cover. */
export type Measure = 'weight' | 'length' | 'head';

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

/**
 * Where a percentile sits, for the sentence about it: past 0.1 or 99.9 (the cap), under 1 or over 99 (to one
 * decimal, without an ordinal), or within (an ordinal and "about N in 100").
 */
export type PercentileBand = 'lowest' | 'under1' | 'within' | 'over99' | 'highest';

/** One measurement's place on its chart. */
export interface MeasureValues {
  percentile: number;
  z: number;
  /** The measurement in the chart's unit (kg, lb, cm or in). */
  value: number;
  unit: string;
  /** The measurement as she typed it: the value in her unit; whole pounds and ounces read for `lb-oz` only. */
  typed: { unit: UnitId; value: number; pounds: number; ounces: number };
  curves: CurveRow[];
  band: PercentileBand;
}

/** Completed years, months (after the years), weeks, and days (only under a month) of a child's age. */
export interface AgeParts {
  years: number;
  months: number;
  weeks: number;
  days: number;
}

/** The formula's values. Percentiles to one decimal, z to two. */
export interface BabyGrowthValues {
  ageDays: number;
  age: AgeParts;
  /** Age in months (days ÷ 30.4375), the charts' x axis. */
  ageMonths: number;
  measuredOn: string;
  weightPercentile?: number;
  weightZ?: number;
  lengthPercentile?: number;
  lengthZ?: number;
  headPercentile?: number;
  headZ?: number;
  weight?: MeasureValues;
  length?: MeasureValues;
  head?: MeasureValues;
  /** The measurements below the 3rd or above the 97th percentile: a reason to talk to the doctor. */
  outside: { measure: Measure; side: 'below' | 'above' }[];
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

/** "4 months 2 weeks", "3 weeks 2 days", "1 year 2 months": completed months, then weeks (and days under a month). */
export function ageParts(birthDate: string, on: string): AgeParts {
  const months = completedMonths(birthDate, on);
  const rest = daysBetween(addMonthsIso(birthDate, months), on);
  return {
    years: Math.floor(months / 12),
    months: months % 12,
    weeks: Math.floor(rest / 7),
    days: months === 0 ? rest % 7 : 0,
  };
}

/** Where a percentile (one decimal, capped at 0.1 and 99.9) sits for the sentence about it. */
function bandOf(percentile: number): PercentileBand {
  if (percentile <= 0.1) return 'lowest';
  if (percentile >= 99.9) return 'highest';
  if (percentile < 1) return 'under1';
  return percentile > 99 ? 'over99' : 'within';
}

function measureResult(
  measure: Measure,
  sex: Sex,
  ageDays: number,
  canonical: number,
  unit: UnitId,
): MeasureValues {
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
    typed: {
      unit,
      value: fromCanonical(canonical, unit),
      ...splitPounds(round(fromCanonical(canonical, unit), 4)),
    },
    curves,
    band: bandOf(percentile),
  };
}

/** WHO percentiles and z-scores of a baby's weight, length and head circumference for her exact age in days. */
export function babyGrowthFormula(input: BabyGrowthInput, ctx: FormulaContext): BabyGrowthValues {
  const measuredOn = input.measuredOn ?? ctx.today;
  const ageDays = daysBetween(input.birthDate, measuredOn);
  const result: BabyGrowthValues = {
    ageDays,
    age: ageParts(input.birthDate, measuredOn),
    ageMonths: round(ageDays / DAYS_PER_MONTH, 2),
    measuredOn,
    outside: [],
  };
  const given: [Measure, number | undefined, UnitId][] = [
    ['weight', input.weight, input.weightUnit],
    ['length', input.length, input.lengthUnit],
    ['head', input.headCircumference, input.headUnit],
  ];
  for (const [measure, value, unit] of given) {
    if (value === undefined) continue;
    const measured = measureResult(measure, input.sex, ageDays, value, unit);
    result[measure] = measured;
    if (measure === 'weight')
      Object.assign(result, { weightPercentile: measured.percentile, weightZ: measured.z });
    if (measure === 'length')
      Object.assign(result, { lengthPercentile: measured.percentile, lengthZ: measured.z });
    if (measure === 'head') Object.assign(result, { headPercentile: measured.percentile, headZ: measured.z });
    if (measured.percentile < 3) result.outside.push({ measure, side: 'below' });
    if (measured.percentile > 97) result.outside.push({ measure, side: 'above' });
  }
  return result;
}
