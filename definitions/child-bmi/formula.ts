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

/** CDC's obesity classes by percent of the 95th percentile: under 120 %, 120 % to under 140 %, 140 % or more. */
export type ObesityClass = 'class1' | 'class2' | 'class3';

/** The formula's values. BMI and percentile to one decimal, z to two; words.ts words the category. */
export interface ChildBmiValues {
  bmi: number;
  percentile: number;
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
  /** BMI as a percent of the 95th percentile for age and sex, given with obesity (CDC's measure above the 95th). */
  percentOf95th?: number;
  /** Class 2 severe obesity at ≥ 120 % of the 95th, class 3 at ≥ 140 %. */
  obesityClass?: ObesityClass;
}

/** The CDC table starts at Agemos 24.0 and ends at 240.5; ages are read between those rows. */
export const FIRST_AGEMOS = 24;
export const LAST_AGEMOS = 240;

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

/** CDC 2000 BMI-for-age categories (2–19 years), judged on the percentile shown (one decimal). */
export function bmiCategory(percentile: number): ChildBmiCategory {
  if (percentile < 5) return 'underweight';
  if (percentile < 85) return 'healthy';
  if (percentile < 95) return 'overweight';
  return 'obesity';
}

/** Chart ages: every year from 2 to 20. */
const CHART_AGES = Array.from({ length: 19 }, (_, i) => 2 + i);

/** Healthy weight green and obesity red, as on the adult BMI page; under- and overweight neutral. */
const SEVERITY: Record<ChildBmiCategory, Severity> = {
  underweight: 'info',
  healthy: 'good',
  overweight: 'info',
  obesity: 'risk',
};

/** CDC 2000 BMI-for-age percentile, z and weight category of a child aged 2 to 19 (percent of the 95th for obesity). */
export function childBmiFormula(input: ChildBmiInput, ctx: FormulaContext): ChildBmiValues {
  const measuredOn = input.measuredOn ?? ctx.today;
  const ageMonths = daysBetween(input.birthDate, measuredOn) / DAYS_PER_MONTH;
  const lms = cdcBmiLms(input.sex, ageMonths);
  // As CDC's program does, the z comes from the unrounded BMI; the category is judged on the percentile shown.
  const exact = input.weight / (input.height / 100) ** 2;
  const bmi = round(exact, 1);
  const z = lmsZ(exact, lms);
  const percentile = round(normalCdf(z) * 100, 1);
  const category = bmiCategory(percentile);
  const z95 = zOfPercentile(95);
  const bmiAt95th = lmsValue(z95, lms);
  const result: ChildBmiValues = {
    bmi,
    percentile: Math.min(99.9, Math.max(0.1, percentile)),
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
        p5: round(lmsValue(zOfPercentile(5), at), 2),
        p85: round(lmsValue(zOfPercentile(85), at), 2),
        p95: round(lmsValue(z95, at), 2),
      };
    }),
  };
  if (category === 'obesity') {
    const percent = round((exact / bmiAt95th) * 100, 1);
    result.percentOf95th = percent;
    result.obesityClass = percent >= 140 ? 'class3' : percent >= 120 ? 'class2' : 'class1';
  }
  return result;
}
