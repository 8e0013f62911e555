import { round } from '@/engine';

/** Input: two hCG results in mIU/mL and the hours between the two blood draws. */
export interface HcgInput {
  firstValue: number;
  secondValue: number;
  hoursApart: number;
}

/** Smallest 48-hour rise seen in 99 % of ongoing pregnancies (Seeber et al. 2006). */
export const MIN_RISE_SEEBER = 35;
/** Smallest 48-hour rise of the 99 % interval in Barnhart et al. 2004. */
export const MIN_RISE_BARNHART = 53;

/**
 * Doubling time = hours × ln 2 ÷ ln(second ÷ first); 48-hour rise = (second ÷ first)^(48 ÷ hours) − 1. A level
 * that does not rise has no doubling time (null), and the result says so.
 */
export function hcgFormula(input: HcgInput) {
  const ratio = input.secondValue / input.firstValue;
  const rising = ratio > 1;
  const doublingTimeHours = rising ? round((input.hoursApart * Math.LN2) / Math.log(ratio), 1) : null;
  const riseIn48HoursPercent = round((ratio ** (48 / input.hoursApart) - 1) * 100, 1);
  const changePercent = round((ratio - 1) * 100, 1);

  let trend: string;
  if (rising) trend = `Rising: doubling about every ${doublingTimeHours} hours`;
  else if (ratio === 1) trend = 'Unchanged: no doubling time';
  else trend = 'Falling: no doubling time';

  let comparison: string;
  if (!rising) {
    comparison =
      'A level that stays the same or falls has no doubling time. This can happen for several reasons, some of them needing prompt care: talk to your clinician about this result.';
  } else if (riseIn48HoursPercent >= MIN_RISE_BARNHART) {
    comparison = `A 48-hour rise of ${riseIn48HoursPercent}% is at or above both published minimums (${MIN_RISE_SEEBER}% and ${MIN_RISE_BARNHART}%).`;
  } else if (riseIn48HoursPercent >= MIN_RISE_SEEBER) {
    comparison = `A 48-hour rise of ${riseIn48HoursPercent}% is above the ${MIN_RISE_SEEBER}% minimum of Seeber et al. but below the ${MIN_RISE_BARNHART}% of Barnhart et al.`;
  } else {
    comparison = `A 48-hour rise of ${riseIn48HoursPercent}% is below the ${MIN_RISE_SEEBER}% minimum reported for 99% of ongoing pregnancies. Talk to your clinician about this result.`;
  }

  return {
    doublingTimeHours,
    riseIn48HoursPercent,
    changePercent,
    rising,
    trend,
    comparison,
    notes: [
      comparison,
      `In studies of early pregnancies that went on normally, hCG rose by at least ${MIN_RISE_SEEBER}% (Seeber et al. 2006) or ${MIN_RISE_BARNHART}% (Barnhart et al. 2004) in 48 hours; the rise is slower when the first level is higher.`,
      'A rise above these minimums does not rule out an ectopic pregnancy, and a slower rise does not prove a problem: only your clinician can interpret serial hCG, together with your symptoms and an ultrasound.',
      'Seek urgent care for severe tummy or shoulder pain, heavy bleeding, dizziness or fainting, whatever your hCG.',
    ],
  };
}

/** hCG result. */
export type HcgResult = ReturnType<typeof hcgFormula>;
