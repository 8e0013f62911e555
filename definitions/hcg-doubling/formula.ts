import { round, type Severity } from '@/engine';

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

/** How each reading of the two levels colours the card. */
const SEVERITY: Record<'falling' | 'unchanged' | 'slow' | 'rising', Severity> = {
  falling: 'risk',
  unchanged: 'caution',
  slow: 'caution',
  rising: 'info',
};

/**
 * Doubling time = hours × ln 2 ÷ ln(second ÷ first); 48-hour rise = (second ÷ first)^(48 ÷ hours) − 1. A level
 * that does not rise has no doubling time (null), and the result says so. Values and ids only: words.ts words them.
 */
export function hcgFormula(input: HcgInput) {
  const ratio = input.secondValue / input.firstValue;
  const rising = ratio > 1;
  const doublingTimeHours = rising ? round((input.hoursApart * Math.LN2) / Math.log(ratio), 1) : null;
  const riseIn48HoursPercent = round((ratio ** (48 / input.hoursApart) - 1) * 100, 1);
  const changePercent = round((ratio - 1) * 100, 1);

  const falling = ratio < 1;
  let status: 'falling' | 'unchanged' | 'slow' | 'rising' = 'rising';
  if (falling) status = 'falling';
  else if (!rising) status = 'unchanged';
  else if (riseIn48HoursPercent < MIN_RISE_SEEBER) status = 'slow';
  // The card says what the numbers do, never "Rise" for a fall; its severity comes from the same comparison.
  const severity = SEVERITY[status];

  return {
    doublingTimeHours,
    riseIn48HoursPercent,
    changePercent,
    rising,
    falling,
    notRising: !rising,
    status,
    /** Against the published minimums: a normal rise is at or above both, or only above Seeber's. */
    comparison:
      status === 'rising'
        ? riseIn48HoursPercent >= MIN_RISE_BARNHART
          ? ('aboveBoth' as const)
          : ('aboveSeeber' as const)
        : status,
    severity,
  };
}

/** The hCG formula's values. */
export type HcgValues = ReturnType<typeof hcgFormula>;
