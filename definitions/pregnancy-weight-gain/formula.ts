import {
  FIRST_TRIMESTER_LAST_WEEK,
  fromCanonical,
  IOM_WEEKLY_GAIN_NORMAL,
  IOM_WEEKLY_GAIN_OBESE,
  IOM_WEEKLY_GAIN_OVERWEIGHT,
  IOM_WEEKLY_GAIN_UNDERWEIGHT,
  PREGNANCY_DAYS,
  round,
  type Severity,
  type UnitId,
} from '@/engine';

/** Canonical input: weights in kg, height in cm, plus the units the visitor picked. */
export interface PregnancyWeightGainInput {
  prePregnancyWeight: number;
  currentWeight: number;
  weightUnit: UnitId;
  height: number;
  heightUnit: UnitId;
  week: number;
  pregnancyType: 'singleton' | 'twins' | 'triplets';
}

/**
 * Where the visitor's gain stands against the range for her week; 'total-only' for twins (the IOM gives a total for
 * the whole pregnancy and no range by week); 'no-guideline' when no range exists.
 */
export type GainStatus = 'below' | 'optimal' | 'above' | 'total-only' | 'no-guideline';

/** A pre-pregnancy BMI category (WHO), by id: messages.ts names it. */
export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';

/** A total gain range in kg. */
export interface GainRange {
  min: number;
  max: number;
}

/** The upper bounds of the pre-pregnancy BMI categories (WHO): underweight, normal weight, overweight. */
export const UNDERWEIGHT_BELOW = 18.5;
export const NORMAL_BELOW = 25;
export const OVERWEIGHT_BELOW = 30;

/** Pre-pregnancy BMI categories (WHO), the rows of the IOM 2009 table. */
const BMI_CATEGORIES: { below: number; id: BmiCategory }[] = [
  { below: UNDERWEIGHT_BELOW, id: 'underweight' },
  { below: NORMAL_BELOW, id: 'normal' },
  { below: OVERWEIGHT_BELOW, id: 'overweight' },
  { below: Number.POSITIVE_INFINITY, id: 'obese' },
];

/** IOM 2009 total gain for one baby by pre-pregnancy BMI category, kg (spec part 1 §9), each bound named. */
export const UNDERWEIGHT_MIN_KG = 12.5;
export const UNDERWEIGHT_MAX_KG = 18;
export const NORMAL_MIN_KG = 11.5;
export const NORMAL_MAX_KG = 16;
export const OVERWEIGHT_MIN_KG = 7;
export const OVERWEIGHT_MAX_KG = 11.5;
export const OBESE_MIN_KG = 5;
export const OBESE_MAX_KG = 9;
export const SINGLETON_RANGES: Record<BmiCategory, GainRange> = {
  underweight: { min: UNDERWEIGHT_MIN_KG, max: UNDERWEIGHT_MAX_KG },
  normal: { min: NORMAL_MIN_KG, max: NORMAL_MAX_KG },
  overweight: { min: OVERWEIGHT_MIN_KG, max: OVERWEIGHT_MAX_KG },
  obese: { min: OBESE_MIN_KG, max: OBESE_MAX_KG },
};

/** IOM 2009 provisional total gain for twins, kg; none is published for underweight women (README, "Departures from the spec"). */
export const TWIN_NORMAL_MIN_KG = 17;
export const TWIN_NORMAL_MAX_KG = 25;
export const TWIN_OVERWEIGHT_MIN_KG = 14;
export const TWIN_OVERWEIGHT_MAX_KG = 23;
export const TWIN_OBESE_MIN_KG = 11;
export const TWIN_OBESE_MAX_KG = 19;
const TWIN_RANGES: Partial<Record<BmiCategory, GainRange>> = {
  normal: { min: TWIN_NORMAL_MIN_KG, max: TWIN_NORMAL_MAX_KG },
  overweight: { min: TWIN_OVERWEIGHT_MIN_KG, max: TWIN_OVERWEIGHT_MAX_KG },
  obese: { min: TWIN_OBESE_MIN_KG, max: TWIN_OBESE_MAX_KG },
};

/** A weekly gain rate in kg a week: mean and range. */
export interface WeeklyRate {
  mean: number;
  min: number;
  max: number;
}

/** IOM 2009 weekly gain in the 2nd and 3rd trimesters for singletons, by pre-pregnancy BMI category. */
export const SINGLETON_WEEKLY: Record<BmiCategory, WeeklyRate> = {
  underweight: IOM_WEEKLY_GAIN_UNDERWEIGHT,
  normal: IOM_WEEKLY_GAIN_NORMAL,
  overweight: IOM_WEEKLY_GAIN_OVERWEIGHT,
  obese: IOM_WEEKLY_GAIN_OBESE,
};

/** The week of the due date (280 days), where the ranges end. */
export const TERM_WEEK = PREGNANCY_DAYS / 7;
/** Completed weeks at the end of the first trimester (ACOG: it runs to 13 weeks 6 days, so 14 weeks 0 days). */
export const FIRST_TRIMESTER_WEEKS = FIRST_TRIMESTER_LAST_WEEK + 1;
/** Weeks from the end of the first trimester to the due date. */
export const LATER_WEEKS = TERM_WEEK - FIRST_TRIMESTER_WEEKS;
/** The spec's expected gain by the end of the first trimester (kg). */
export const FIRST_TRIMESTER_EXPECTED = 0.5;
/** First-trimester gain the IOM assumes, 0.5–2 kg: the band at the end of the first trimester. */
export const FIRST_TRIMESTER_BAND_MIN = 0.5;
export const FIRST_TRIMESTER_BAND_MAX = 2;
const FIRST_TRIMESTER_BAND: GainRange = { min: FIRST_TRIMESTER_BAND_MIN, max: FIRST_TRIMESTER_BAND_MAX };

/**
 * The edges of the range for a week after the first trimester, in kg a week: each edge moves at the IOM weekly rate
 * or at the rate that takes the first-trimester band to the total range by week 40, whichever is wider. The IOM's
 * weekly rates alone stop short of its own totals (underweight: 0.5–2 kg + 26 × 0.44–0.58 = 11.9–17.1 kg against
 * 12.5–18), and a gain on course for the total must never be called above it; the mean stays the IOM's.
 */
export function bandRate(range: GainRange, weekly: WeeklyRate): WeeklyRate {
  return {
    mean: weekly.mean,
    min: Math.min(weekly.min, (range.min - FIRST_TRIMESTER_BAND.min) / LATER_WEEKS),
    max: Math.max(weekly.max, (range.max - FIRST_TRIMESTER_BAND.max) / LATER_WEEKS),
  };
}

/** The card's colour by status (spec part 1 §9: optimal green, above orange, below blue). */
const STATUS_SEVERITY: Record<GainStatus, Severity> = {
  optimal: 'good',
  above: 'caution',
  below: 'info',
  'total-only': 'info',
  'no-guideline': 'info',
};

/** Category of a pre-pregnancy BMI (the rounded value, so the number shown and its category agree). */
function bmiCategoryOf(bmi: number): BmiCategory {
  return BMI_CATEGORIES.find((category) => bmi < category.below)?.id ?? 'obese';
}

/** The IOM total gain range, or null where no guideline exists (triplets, underweight twins). */
export function recommendedRange(category: BmiCategory, type: PregnancyWeightGainInput['pregnancyType']) {
  if (type === 'singleton') return SINGLETON_RANGES[category] ?? null;
  if (type === 'twins') return TWIN_RANGES[category] ?? null;
  return null;
}

/** 0.5 kg by the end of the first trimester (linear before), then + the weekly mean; held at week 40 after it. */
export function expectedGainAt(week: number, rate: WeeklyRate): number {
  if (week <= FIRST_TRIMESTER_WEEKS) return (FIRST_TRIMESTER_EXPECTED * week) / FIRST_TRIMESTER_WEEKS;
  return FIRST_TRIMESTER_EXPECTED + (Math.min(week, TERM_WEEK) - FIRST_TRIMESTER_WEEKS) * rate.mean;
}

/**
 * The range for a week: 0 at week 0, 0.5–2 kg at the end of the first trimester (IOM's assumption), then + the
 * weekly range (`bandRate` for the status) for each later week, held at week 40 after it.
 */
export function bandAt(week: number, rate: WeeklyRate): GainRange {
  if (week <= FIRST_TRIMESTER_WEEKS) {
    const share = week / FIRST_TRIMESTER_WEEKS;
    return { min: FIRST_TRIMESTER_BAND.min * share, max: FIRST_TRIMESTER_BAND.max * share };
  }
  const weeks = Math.min(week, TERM_WEEK) - FIRST_TRIMESTER_WEEKS;
  return {
    min: FIRST_TRIMESTER_BAND.min + weeks * rate.min,
    max: FIRST_TRIMESTER_BAND.max + weeks * rate.max,
  };
}

function statusOf(gain: number, band: GainRange): GainStatus {
  if (gain < band.min) return 'below';
  return gain > band.max ? 'above' : 'optimal';
}

/**
 * Pre-pregnancy BMI → IOM 2009 range; for one baby, gain so far compared with the range for the week (all values
 * rounded to 1 decimal first, so the numbers shown and the status agree). Twins get the total range only: the IOM
 * publishes no pace for them, and a singleton curve must not judge a twin pregnancy.
 */
export function pregnancyWeightGainFormula(input: PregnancyWeightGainInput) {
  const meters = input.height / 100;
  const prePregnancyBMI = round(input.prePregnancyWeight / meters ** 2, 1);
  const bmiCategory = bmiCategoryOf(prePregnancyBMI);
  const range = recommendedRange(bmiCategory, input.pregnancyType);
  const gainKg = input.currentWeight - input.prePregnancyWeight;
  const currentGain = round(gainKg, 1);
  const inUnit = (kg: number) => round(fromCanonical(kg, input.weightUnit), 1);
  const unit = input.weightUnit;

  // The IOM weekly pace, shown as the target; the week's range for the status widens it to reach the total.
  const rate = range && input.pregnancyType === 'singleton' ? SINGLETON_WEEKLY[bmiCategory] : null;
  const edges = range && rate ? bandRate(range, rate) : null;
  const band = edges ? bandAt(input.week, edges) : null;
  const bandForWeek = band ? { min: round(band.min, 1), max: round(band.max, 1) } : null;
  let status: GainStatus = 'no-guideline';
  if (bandForWeek) status = statusOf(currentGain, bandForWeek);
  else if (range) status = 'total-only';
  const expectedGain = rate ? round(expectedGainAt(input.week, rate), 1) : null;
  const recommendedWeeklyGain = rate ? round(rate.mean, 2) : null;

  const chartRows =
    rate && edges
      ? Array.from({ length: TERM_WEEK + 1 }, (_, week) => {
          const rowBand = bandAt(week, edges);
          return {
            week,
            low: round(rowBand.min, 1),
            high: round(rowBand.max, 1),
            expected: round(expectedGainAt(week, rate), 1),
          };
        })
      : [];

  // Why no range applies: no published guideline for triplets, or for twins under BMI 18.5.
  const noGuidelineReason = range
    ? null
    : input.pregnancyType === 'triplets'
      ? ('triplets' as const)
      : ('underweightTwins' as const);

  return {
    prePregnancyBMI,
    bmiCategory,
    currentGain,
    expectedGain,
    recommendedGain: range ? { min: range.min, max: range.max } : null,
    status,
    severity: STATUS_SEVERITY[status],
    isAbove: status === 'above',
    noGuideline: range === null,
    /** Twins: the total range shown alone, with no expected gain, range for the week or chart. */
    totalOnly: status === 'total-only',
    /** One baby with a range: the expected gain, the range for the week and the chart. */
    weekByWeek: rate !== null,
    remainingWeeks: Math.max(0, TERM_WEEK - input.week),
    recommendedWeeklyGain,
    recommendedWeeklyRange: rate ? { min: round(rate.min, 2), max: round(rate.max, 2) } : null,
    gestationalWeeks: input.week,
    rangeForWeek: bandForWeek,
    progress: range ? Math.min(100, Math.max(0, round((currentGain / range.max) * 100))) : null,
    display: {
      unit,
      currentGain: inUnit(gainKg),
      expectedGain: rate ? inUnit(expectedGainAt(input.week, rate)) : null,
      recommendedMin: range ? inUnit(range.min) : null,
      recommendedMax: range ? inUnit(range.max) : null,
      /** The range for the week in her unit (present.ts writes it). */
      weekRange: band ? { min: inUnit(band.min), max: inUnit(band.max) } : null,
      weeklyGain: rate ? round(fromCanonical(rate.mean, unit), 2) : null,
      weeklyRange: rate ? { min: fromCanonical(rate.min, unit), max: fromCanonical(rate.max, unit) } : null,
      /** The chart's rows in the visitor's unit (chartRows stays in kg, the headless contract's unit). */
      chartRows: chartRows.map((row) => ({
        week: row.week,
        low: inUnit(row.low),
        high: inUnit(row.high),
        expected: inUnit(row.expected),
      })),
    },
    chartRows,
    noGuidelineReason,
    firstTrimester: input.week <= FIRST_TRIMESTER_WEEKS,
  };
}

/** The pregnancy weight gain formula's values. */
export type PregnancyWeightGainValues = ReturnType<typeof pregnancyWeightGainFormula>;
