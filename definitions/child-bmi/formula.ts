import {
  DAYS_PER_MONTH,
  daysBetween,
  type FormulaContext,
  type Lms,
  type LmsRow,
  lmsAt,
  lmsValue,
  lmsZ,
  normalCdf,
  round,
  type Severity,
  type UnitId,
  zOfPercentile,
} from '@/engine';
import cdc from './data/cdc-bmi.json' with { type: 'json' };

/** A child's sex, as the CDC tables are split. */
export type Sex = 'girl' | 'boy';

/** Canonical input: height in cm, weight in kg, the units she typed them in. */
export interface ChildBmiInput {
  sex: Sex;
  birthDate: string;
  /** The day of the measurement; empty means today. */
  measuredOn?: string;
  height: number;
  heightUnit: UnitId;
  weight: number;
  weightUnit: UnitId;
}

/** One row of the BMI-for-age chart: age in years and the BMI at the 5th, 85th and 95th percentiles. */
export interface BmiCurveRow {
  age: number;
  p5: number;
  p85: number;
  p95: number;
}

/** CDC 2000 BMI-for-age categories (2–19 years), by id: messages.ts names them. */
export type ChildBmiCategory = 'underweight' | 'healthy' | 'overweight' | 'obesity';

/**
 * Obesity classes (AAP 2023): class 2 (severe) from 120 % of the 95th percentile or a BMI of 35, class 3 from 140 %
 * or a BMI of 40, whichever is lower; class 1 below both.
 */
export type ObesityClass = 'class1' | 'class2' | 'class3';

/**
 * The formula's values. The percentile is the one shown (`shownPercentile`), z to two decimals; present.ts words the
 * category and writes the percentile as an ordinal.
 */
export interface ChildBmiValues {
  bmi: number;
  /** The percentile as shown (`shownPercentile`): never rounded up onto a category boundary it has not reached. */
  percentile: number;
  /** Set when the percentile is below 0.1: it is shown as "Below the 0.1st" (the value is then 0.1). */
  belowLowestShown?: true;
  /** z of the percentile: the LMS z up to the 95th, Φ⁻¹ of the extended percentile above it (CDC 2022). */
  z: number;
  category: ChildBmiCategory;
  /** How the card is coloured: as the adult BMI page colours its categories. */
  severity: Severity;
  bmiAt95th: number;
  /** Age in months as CDC counts it: days ÷ 30.4375. */
  ageMonths: number;
  ageYears: number;
  measuredOn: string;
  curves: BmiCurveRow[];
  /** CDC's σ at the child's age (kg/m², four decimals), given with obesity: the spread of BMI above the 95th. */
  sigma?: number;
  /** BMI as a percent of the 95th percentile for age and sex, given with obesity (one decimal, never up onto 120 or 140). */
  percentOf95th?: number;
  /** AAP 2023's obesity class, given with obesity. */
  obesityClass?: ObesityClass;
}

/** The CDC table starts at Agemos 24.0 and ends at 240.5; ages are read between those rows. */
const FIRST_AGEMOS = 24;
export const LAST_AGEMOS = 240;
/** The ages the calculator takes, in whole years: from the 2nd birthday to the last year before the 20th. */
export const FIRST_AGE_YEARS = FIRST_AGEMOS / 12;
export const LAST_AGE_YEARS = LAST_AGEMOS / 12 - 1;

/** CDC 2000 category bounds, percentiles: underweight below the first, overweight from the second, obesity from the third. */
export const UNDERWEIGHT_BELOW = 5;
export const OVERWEIGHT_FROM = 85;
export const OBESITY_FROM = 95;
/** AAP 2023 obesity classes: class 2 from these percents of the 95th or BMIs, class 3 from the second pair. */
export const CLASS2_PERCENT = 120;
export const CLASS3_PERCENT = 140;
export const CLASS2_BMI = 35;
export const CLASS3_BMI = 40;
/** CDC's σ above the 95th (Wei et al. 2020): intercept, age and age² coefficients, by sex. */
export const BOY_SIGMA_INTERCEPT = 0.3728;
export const BOY_SIGMA_AGE = 0.5196;
export const BOY_SIGMA_AGE2 = 0.0091;
export const GIRL_SIGMA_INTERCEPT = 0.8334;
export const GIRL_SIGMA_AGE = 0.3712;
export const GIRL_SIGMA_AGE2 = 0.0011;
/** CDC's extended percentile = base + span × Φ(…): 95 at the 95th, approaching 100. */
export const EXTENDED_BASE = 90;
export const EXTENDED_SPAN = 10;
/** CDC's z where the extended percentile rounds to 100 in double precision. */
export const EXTENDED_MAX_Z = 8.21;

const TABLES = cdc as unknown as Record<Sex, LmsRow[]>;

/**
 * CDC L, M and S at an age in months. CDC's SAS program for the 2000 charts reads the table's half-month rows
 * (Agemos 24, 24.5, 25.5 …, each the midpoint of its month) and interpolates linearly between the two around the
 * child's age, in months of 30.4375 days; a child exactly at an Agemos gets that row. Ages between 2 years and
 * Agemos 24.0 (a second birthday is 730 or 731 days, 23.98 or 24.02 months) read the first row.
 */
export function cdcBmiLms(sex: Sex, ageMonths: number): Lms {
  return lmsAt(TABLES[sex], Math.min(LAST_AGEMOS, Math.max(FIRST_AGEMOS, ageMonths)));
}

/** CDC 2000 BMI-for-age categories (2–19 years), judged on the unrounded percentile (84.96 is not overweight). */
export function bmiCategory(percentile: number): ChildBmiCategory {
  if (percentile < UNDERWEIGHT_BELOW) return 'underweight';
  if (percentile < OVERWEIGHT_FROM) return 'healthy';
  if (percentile < OBESITY_FROM) return 'overweight';
  return 'obesity';
}

/**
 * CDC's σ for BMI above the 95th percentile (2022 extended BMI-for-age charts; Wei et al. 2020): a quadratic in age
 * in years, the age in months ÷ 12, by sex. CDCAnthro rounds it to 8 decimals "to agree with NCHS"; so do we.
 */
export function extendedSigma(sex: Sex, ageMonths: number): number {
  const age = ageMonths / 12;
  const sigma =
    sex === 'boy'
      ? BOY_SIGMA_INTERCEPT + BOY_SIGMA_AGE * age - BOY_SIGMA_AGE2 * age ** 2
      : GIRL_SIGMA_INTERCEPT + GIRL_SIGMA_AGE * age - GIRL_SIGMA_AGE2 * age ** 2;
  return round(sigma, 8);
}

/**
 * CDC's extended percentile of a BMI at or above the 95th: 90 + 10·Φ((BMI − P95) ÷ σ), with P95 the LMS 95th at the
 * child's age. It equals 95 at the 95th, so it joins the LMS percentiles below it, and it approaches 100.
 */
export function extendedBmiPercentile(bmi: number, p95: number, sigma: number): number {
  return EXTENDED_BASE + EXTENDED_SPAN * normalCdf((bmi - p95) / sigma);
}

/**
 * CDC's z above the 95th: Φ⁻¹(percentile ÷ 100); where the percentile rounds to 100 in double precision, CDC's SAS
 * program and CDCAnthro give 8.21, just above the largest z that can be computed (8.209).
 */
function extendedZ(percentile: number): number {
  return percentile >= 100 ? EXTENDED_MAX_Z : zOfPercentile(percentile);
}

/** Below 0.1 the percentile is shown as "Below the 0.1st": LMS percentiles that far out say nothing more. */
export const LOWEST_SHOWN = 0.1;
/** A percentile is shown whole from WHOLE_FROM to under WHOLE_BELOW, with two decimals from TWO_DECIMALS_FROM. */
export const WHOLE_FROM = 3;
export const WHOLE_BELOW = 97;
export const TWO_DECIMALS_FROM = 99.9;
/** The highest percentile shown (never 100). */
export const HIGHEST_SHOWN = 99.99;

/** The formula's figures every sentence about a result states, by the names its messages use. */
export const CHILD_BMI_FIGURES = {
  under: UNDERWEIGHT_BELOW,
  over: OVERWEIGHT_FROM,
  obese: OBESITY_FROM,
  class2Percent: CLASS2_PERCENT,
  class3Percent: CLASS3_PERCENT,
  class2Bmi: CLASS2_BMI,
  class3Bmi: CLASS3_BMI,
  lowest: LOWEST_SHOWN,
  firstAge: FIRST_AGE_YEARS,
  lastAge: LAST_AGE_YEARS,
};

/** The category boundaries of the percentile (5th, 85th, 95th) and of the percent of the 95th (120 %, 140 %). */
const PERCENTILE_BOUNDARIES = [UNDERWEIGHT_BELOW, OVERWEIGHT_FROM, OBESITY_FROM];
const PERCENT_OF_95TH_BOUNDARIES = [CLASS2_PERCENT, CLASS3_PERCENT];

/**
 * `value` to `decimals`, rounded as usual but never up onto a boundary it has not reached: 84.96 shows as 84, not
 * 85, so the number shown never contradicts a category judged on the unrounded value.
 */
function roundedShort(value: number, decimals: number, boundaries: readonly number[]): number {
  const rounded = round(value, decimals);
  if (!boundaries.some((boundary) => value < boundary && rounded >= boundary)) return rounded;
  return Math.floor(value * 10 ** decimals) / 10 ** decimals;
}

/**
 * The percentile as it is shown: whole from the 3rd to the 97th ("64th"), one decimal in the tails ("2.2nd",
 * "99.8th") and two above the 99.9th ("99.95th"; at most 99.99, never 100), as CDC writes its extended
 * percentiles. Rounded, except never up onto a category boundary (5, 85, 95) the unrounded percentile is below.
 */
export function shownPercentile(percentile: number): number {
  if (percentile < LOWEST_SHOWN) return LOWEST_SHOWN;
  const decimals =
    percentile < WHOLE_FROM ? 1 : percentile < WHOLE_BELOW ? 0 : percentile < TWO_DECIMALS_FROM ? 1 : 2;
  return Math.min(HIGHEST_SHOWN, roundedShort(percentile, decimals, PERCENTILE_BOUNDARIES));
}

/**
 * AAP 2023's class, whichever threshold is lower: the percent of the 95th unrounded (as CDC's programs compare BMI
 * with 1.2 × P95), the BMI as shown to one decimal (as the adult BMI page judges its classes).
 */
function obesityClass(percentOf95th: number, bmi: number): ObesityClass {
  if (percentOf95th >= CLASS3_PERCENT || bmi >= CLASS3_BMI) return 'class3';
  if (percentOf95th >= CLASS2_PERCENT || bmi >= CLASS2_BMI) return 'class2';
  return 'class1';
}

/** Chart ages: every year from 2 to 20. */
const CHART_AGES = Array.from(
  { length: LAST_AGEMOS / 12 - FIRST_AGE_YEARS + 1 },
  (_, i) => FIRST_AGE_YEARS + i,
);

/** Healthy weight green and obesity red, as on the adult BMI page; under- and overweight neutral. */
const SEVERITY: Record<ChildBmiCategory, Severity> = {
  underweight: 'info',
  healthy: 'good',
  overweight: 'info',
  obesity: 'risk',
};

/**
 * CDC BMI-for-age percentile, z and weight category of a child aged 2 to 19: the CDC 2000 LMS values up to the 95th
 * percentile, CDC's 2022 extended method above it, with the percent of the 95th and AAP 2023's obesity class.
 */
export function childBmiFormula(input: ChildBmiInput, ctx: FormulaContext): ChildBmiValues {
  const measuredOn = input.measuredOn ?? ctx.today;
  const ageMonths = daysBetween(input.birthDate, measuredOn) / DAYS_PER_MONTH;
  const lms = cdcBmiLms(input.sex, ageMonths);
  // As CDC's programs do, everything comes from the unrounded BMI; the category from the unrounded percentile.
  // `clean` keeps nine decimals: far below what a measurement can tell, but a value built exactly on a boundary
  // (1.4 × the 95th) is not pushed under it by floating-point noise before it is compared and shown.
  const clean = (value: number) => round(value, 9);
  const exact = input.weight / (input.height / 100) ** 2;
  const bmi = round(exact, 1);
  const lmsPercentile = clean(normalCdf(lmsZ(exact, lms)) * 100);
  const category = bmiCategory(lmsPercentile);
  const z95 = zOfPercentile(OBESITY_FROM);
  const bmiAt95th = lmsValue(z95, lms);
  const sigma = extendedSigma(input.sex, ageMonths);
  // At or above the 95th (CDC: the LMS percentile ≥ 95), CDC's extended percentile and its z replace the LMS ones.
  const extended = category === 'obesity';
  const extendedPercentile = extendedBmiPercentile(exact, bmiAt95th, sigma);
  const percentile = extended ? clean(extendedPercentile) : lmsPercentile;
  const z = extended ? extendedZ(extendedPercentile) : lmsZ(exact, lms);
  const result: ChildBmiValues = {
    bmi,
    percentile: shownPercentile(percentile),
    ...(percentile < LOWEST_SHOWN && { belowLowestShown: true as const }),
    z: round(z, 2),
    category,
    severity: SEVERITY[category],
    bmiAt95th: round(bmiAt95th, 1),
    ageMonths: round(ageMonths, 2),
    ageYears: round(ageMonths / 12, 2),
    measuredOn,
    curves: CHART_AGES.map((age) => {
      const at = cdcBmiLms(input.sex, age * 12);
      return {
        age,
        p5: round(lmsValue(zOfPercentile(UNDERWEIGHT_BELOW), at), 2),
        p85: round(lmsValue(zOfPercentile(OVERWEIGHT_FROM), at), 2),
        p95: round(lmsValue(z95, at), 2),
      };
    }),
  };
  if (extended) {
    const percent = clean((exact / bmiAt95th) * 100);
    result.sigma = round(sigma, 4);
    // Like the percentile: 119.96 % (class 1 unless the BMI says otherwise) reads 119.9 %, never 120.0 %.
    result.percentOf95th = roundedShort(percent, 1, PERCENT_OF_95TH_BOUNDARIES);
    result.obesityClass = obesityClass(percent, bmi);
  }
  return result;
}
