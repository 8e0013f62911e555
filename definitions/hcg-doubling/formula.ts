import { formatNumber, round, type Severity } from '@/engine';

/** Input: two hCG results in mIU/mL and the hours between the two blood draws. */
export interface HcgInput {
  firstValue: number;
  secondValue: number;
  hoursApart: number;
}

const CONTACT = 'Contact your doctor or early pregnancy unit about this result';

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

  const falling = ratio < 1;
  const slow = rising && riseIn48HoursPercent < MIN_RISE_SEEBER;

  // The card says what the numbers do, never "Rise" for a fall; its severity comes from the same comparison.
  let trend: string;
  let severity: Severity;
  let action: string | null = null;
  let comparison: string;
  if (falling) {
    trend = `Falling: down ${formatNumber(-riseIn48HoursPercent, 1)}% in 48 hours`;
    severity = 'risk';
    action = `${CONTACT}; get urgent care now if you have pain or bleeding.`;
    comparison =
      'A falling hCG level has no doubling time. It can mean a miscarriage or an ectopic pregnancy (a pregnancy outside the womb), which needs care: only your clinician can tell which, with an ultrasound and often another blood test.';
  } else if (!rising) {
    trend = 'Unchanged: no rise in 48 hours';
    severity = 'caution';
    action = `${CONTACT} soon; get urgent care now if you have pain or bleeding.`;
    comparison =
      'An hCG level that stays the same has no doubling time. In early pregnancy it is a reason to be checked again: it can go with a pregnancy that is not developing or an ectopic pregnancy.';
  } else if (slow) {
    trend = `Rising slowly: up ${formatNumber(riseIn48HoursPercent, 1)}% in 48 hours`;
    severity = 'caution';
    action = `${CONTACT} soon; get urgent care now if you have pain or bleeding.`;
    comparison = `A 48-hour rise of ${riseIn48HoursPercent}% is below the ${MIN_RISE_SEEBER}% minimum reported for 99% of ongoing pregnancies. It can go with a pregnancy that is not developing or an ectopic pregnancy, and sometimes with a normal one: talk to your clinician about this result.`;
  } else {
    trend = `Rising: doubling about every ${doublingTimeHours} hours`;
    severity = 'info';
    comparison =
      riseIn48HoursPercent >= MIN_RISE_BARNHART
        ? `A 48-hour rise of ${riseIn48HoursPercent}% is at or above both published minimums (${MIN_RISE_SEEBER}% and ${MIN_RISE_BARNHART}%).`
        : `A 48-hour rise of ${riseIn48HoursPercent}% is above the ${MIN_RISE_SEEBER}% minimum of Seeber et al. but below the ${MIN_RISE_BARNHART}% of Barnhart et al.`;
  }

  return {
    doublingTimeHours,
    riseIn48HoursPercent,
    changePercent,
    rising,
    falling,
    notRising: !rising,
    trend,
    severity,
    action,
    comparison,
    notes: [
      comparison,
      `In studies of early pregnancies that went on normally, hCG rose by at least ${MIN_RISE_SEEBER}% (Seeber et al. 2006) or ${MIN_RISE_BARNHART}% (Barnhart et al. 2004) in 48 hours; the rise is slower when the first level is higher.`,
      // For a level that does not rise, "a slower rise does not prove a problem" would soften its own advice.
      ...(rising
        ? [
            'A rise above these minimums does not rule out an ectopic pregnancy, and a slower rise does not prove a problem: only your clinician can interpret serial hCG, together with your symptoms and an ultrasound.',
          ]
        : []),
      'Seek urgent care for severe tummy or shoulder pain, heavy bleeding, dizziness or fainting, whatever your hCG.',
    ],
  };
}

/** hCG result. */
export type HcgResult = ReturnType<typeof hcgFormula>;
