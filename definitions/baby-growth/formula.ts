import {
  addDaysIso,
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
  type Severity,
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
  /** Completed weeks of pregnancy at birth (22–44); empty means born at term. */
  weeksAtBirth?: number;
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

/** A measurement far enough out that the doctor should see the baby soon, with how much it asks of her. */
export interface Concern {
  measure: Measure;
  side: 'below' | 'above';
  /** Beyond ±3 SD (any measurement); otherwise a head circumference outside the 3rd to 97th percentiles. */
  far: boolean;
  severity: Severity;
}

/** A baby born early measured before her due date: where she is in weeks of pregnancy. */
export interface BeforeTerm {
  /** Postmenstrual age: the weeks at birth plus the time since, in completed weeks and days. */
  weeks: number;
  days: number;
  /** Whole weeks and days still to go to the due date (40 weeks). */
  toDueWeeks: number;
  toDueDays: number;
}

/** The formula's values. Percentiles to one decimal, z to two. */
export interface BabyGrowthValues {
  ageDays: number;
  age: AgeParts;
  /** Which age the WHO tables were read at: corrected (from the due date) for a baby born before 37 weeks. */
  ageUsed: 'corrected' | 'actual';
  /** Born before 37 weeks: the days from the due date to the measurement (negative before the due date). */
  correctedAgeDays?: number;
  /** The corrected age in calendar parts, from the due date on. */
  correctedAge?: AgeParts;
  weeksAtBirth?: number;
  /** Corrected age below 0: the WHO standard does not apply yet, so no measurement is read against it. */
  beforeTerm?: BeforeTerm;
  /** Age used, in months (days ÷ 30.4375): the charts' x axis. */
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
  /** The measurements in a tail of their own (see `Concern`): the doctor soon, with no reassurance beside them. */
  concerns: Concern[];
  /** The other measurements below the 3rd or above the 97th percentile: a reason to talk to the doctor. */
  outside: { measure: Measure; side: 'below' | 'above' }[];
}

/** Chart ages: every month from birth to 24 months (the curves between are drawn straight). */
const CHART_MONTHS = Array.from({ length: 25 }, (_, i) => i);
/** The oldest age the tables cover: 24 months (730.5 days); a 24th birthday 731 days on reads this row. */
export const MAX_MONTHS = 24;

/** Born before this many completed weeks a baby is preterm (AAP 2004) and is read at corrected age. */
export const PRETERM_BEFORE_WEEKS = 37;
/** Corrected age counts from 40 weeks of pregnancy, the due date (AAP 2004). */
export const TERM_WEEKS = 40;
/** The weeks at birth the form takes: from the edge of viability to late post-term. */
export const MIN_WEEKS_AT_BIRTH = 22;
export const MAX_WEEKS_AT_BIRTH = 44;
export const WEEKS_AT_BIRTH = { min: MIN_WEEKS_AT_BIRTH, max: MAX_WEEKS_AT_BIRTH } as const;
/**
 * The outermost chart lines: outside them a measurement is worth the doctor's look, and a head circumference is a
 * result of its own (doctors check for microcephaly under the 3rd, WHO 2016, and for macrocephaly over the 97th).
 */
export const OUTER_LOW_PERCENTILE = 3;
export const OUTER_HIGH_PERCENTILE = 97;
const OUTER_PERCENTILES = { low: OUTER_LOW_PERCENTILE, high: OUTER_HIGH_PERCENTILE } as const;
/** The chart's inner percentile curves, between the outer lines. */
export const CURVE_P15 = 15;
export const CURVE_P50 = 50;
export const CURVE_P85 = 85;
/** Beyond this many SD any measurement is a result of its own: fewer than 2 in 1,000 healthy babies are so far out. */
export const FAR_Z = 3;

/**
 * The percentiles shown are held between these (past them a percentile says nothing more and would round to 0 or
 * 100: the z carries the distance); above ALMOST_ALL_PERCENTILE the sentence says "more than 99 in 100".
 */
export const LOWEST_PERCENTILE = 0.1;
export const HIGHEST_PERCENTILE = 99.9;
export const ALMOST_ALL_PERCENTILE = 99;

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

const curveCache = new Map<string, readonly CurveRow[]>();

/**
 * The WHO chart's percentile curves of a measurement and sex, every month from birth to 24 months,
 * in `unit`. They depend on nothing else, so each is computed once (a page drawing many measurements asks again);
 * every caller gets rows of its own.
 */
export function whoCurves(measure: Measure, sex: Sex, unit: UnitId): CurveRow[] {
  const key = `${measure}/${sex}/${unit}`;
  let curves = curveCache.get(key);
  if (!curves) {
    const inUnit = (value: number) => round(fromCanonical(value, unit), 2);
    curves = CHART_MONTHS.map((month) => {
      const lms = whoLms(measure, sex, month * DAYS_PER_MONTH);
      const at = (p: number) => inUnit(lmsValue(zOfPercentile(p), lms));
      return {
        month,
        p3: at(OUTER_LOW_PERCENTILE),
        p15: at(CURVE_P15),
        p50: at(CURVE_P50),
        p85: at(CURVE_P85),
        p97: at(OUTER_HIGH_PERCENTILE),
      };
    });
    curveCache.set(key, curves);
  }
  return curves.map((row) => ({ ...row }));
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
  if (percentile <= LOWEST_PERCENTILE) return 'lowest';
  if (percentile >= HIGHEST_PERCENTILE) return 'highest';
  if (percentile < 1) return 'under1';
  return percentile > ALMOST_ALL_PERCENTILE ? 'over99' : 'within';
}

function measureResult(
  measure: Measure,
  sex: Sex,
  z: number,
  canonical: number,
  unit: UnitId,
): MeasureValues {
  // Past 0.1 and 99.9 a percentile says nothing more (and would round to 0 or 100): the z carries the distance.
  const percentile = Math.min(HIGHEST_PERCENTILE, Math.max(LOWEST_PERCENTILE, round(normalCdf(z) * 100, 1)));
  const inUnit = (value: number) => round(fromCanonical(value, unit), 2);
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
    curves: whoCurves(measure, sex, unit),
    band: bandOf(percentile),
  };
}

/** Whether an unrounded z lies outside the 3rd to 97th percentiles (2.96 is below the 3rd though shown as 3.0). */
function outerSide(z: number): 'below' | 'above' | undefined {
  const percentile = normalCdf(z) * 100;
  if (percentile < OUTER_PERCENTILES.low) return 'below';
  return percentile > OUTER_PERCENTILES.high ? 'above' : undefined;
}

/** The tail of its own a measurement's unrounded z puts it in, if any (see `Concern`). */
function concernOf(measure: Measure, z: number): Omit<Concern, 'measure'> | undefined {
  if (Math.abs(z) > FAR_Z) return { side: z < 0 ? 'below' : 'above', far: true, severity: 'risk' };
  const side = outerSide(z);
  return measure === 'head' && side ? { side, far: false, severity: 'caution' } : undefined;
}

/**
 * The age the WHO tables are read at. Born before 37 weeks: corrected age, the age from birth less the weeks born
 * before 40 (AAP 2004), used to the second birthday (USDA WIC guidance), which is also the last day this page takes.
 */
function ageToRead(input: BabyGrowthInput, ageDays: number, measuredOn: string) {
  const weeks = input.weeksAtBirth;
  if (weeks === undefined || weeks >= PRETERM_BEFORE_WEEKS)
    return { ageUsed: 'actual' as const, days: ageDays };
  const early = (TERM_WEEKS - weeks) * 7;
  const days = ageDays - early;
  const gestation = weeks * 7 + ageDays;
  const toDue = early - ageDays;
  return {
    ageUsed: 'corrected' as const,
    days,
    correctedAgeDays: days,
    weeksAtBirth: weeks,
    ...(days >= 0
      ? { correctedAge: ageParts(addDaysIso(input.birthDate, early), measuredOn) }
      : {
          beforeTerm: {
            weeks: Math.floor(gestation / 7),
            days: gestation % 7,
            toDueWeeks: Math.floor(toDue / 7),
            toDueDays: toDue % 7,
          },
        }),
  };
}

/**
 * WHO percentiles and z-scores of a baby's weight, length and head circumference for her exact age in days (her
 * corrected age if she was born before 37 weeks; none before her due date, where the WHO standard does not apply).
 */
export function babyGrowthFormula(input: BabyGrowthInput, ctx: FormulaContext): BabyGrowthValues {
  const measuredOn = input.measuredOn ?? ctx.today;
  const ageDays = daysBetween(input.birthDate, measuredOn);
  const { days, ...read } = ageToRead(input, ageDays, measuredOn);
  const result: BabyGrowthValues = {
    ageDays,
    age: ageParts(input.birthDate, measuredOn),
    ...read,
    ageMonths: round(Math.max(0, days) / DAYS_PER_MONTH, 2),
    measuredOn,
    concerns: [],
    outside: [],
  };
  if (result.beforeTerm) return result;
  const given: [Measure, number | undefined, UnitId][] = [
    ['weight', input.weight, input.weightUnit],
    ['length', input.length, input.lengthUnit],
    ['head', input.headCircumference, input.headUnit],
  ];
  for (const [measure, value, unit] of given) {
    if (value === undefined) continue;
    const z = whoZ(measure, input.sex, days, value);
    const measured = measureResult(measure, input.sex, z, value, unit);
    result[measure] = measured;
    if (measure === 'weight')
      Object.assign(result, { weightPercentile: measured.percentile, weightZ: measured.z });
    if (measure === 'length')
      Object.assign(result, { lengthPercentile: measured.percentile, lengthZ: measured.z });
    if (measure === 'head') Object.assign(result, { headPercentile: measured.percentile, headZ: measured.z });
    const concern = concernOf(measure, z);
    const side = outerSide(z);
    if (concern) result.concerns.push({ measure, ...concern });
    else if (side) result.outside.push({ measure, side });
  }
  return result;
}
