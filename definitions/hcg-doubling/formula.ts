import { round, type Severity } from '@/engine';

/** Input: two hCG results in mIU/mL and the hours between the two blood draws. */
export interface HcgInput {
  firstValue: number;
  secondValue: number;
  hoursApart: number;
}

/** Hours over which a rise is stated: a pair of results taken at any interval is compared over this window. */
export const RISE_WINDOW_HOURS = 48;
/** Smallest 48-hour rise seen in 99 % of ongoing pregnancies (Seeber et al. 2006). */
export const MIN_RISE_SEEBER = 35;
/** Smallest 48-hour rise of the 99 % interval in Barnhart et al. 2004. */
export const MIN_RISE_BARNHART = 53;
/**
 * A first level above this (mIU/mL) rises more slowly: the smallest 48-hour rise (1st percentile) of ongoing
 * pregnancies was 33 % from above 3,000, against 40 % from 1,500–3,000 and 49 % below 1,500 (Barnhart et al. 2016).
 */
export const HIGH_FIRST_LEVEL = 3000;
/** Smallest 48-hour rise from a first level above HIGH_FIRST_LEVEL (Barnhart et al. 2016). */
export const MIN_RISE_FROM_HIGH_LEVEL = 33;

/** How each reading of the two levels colours the card. */
const SEVERITY: Record<'falling' | 'unchanged' | 'slow' | 'rising', Severity> = {
  falling: 'risk',
  unchanged: 'caution',
  slow: 'caution',
  rising: 'info',
};

/**
 * Doubling time = hours × ln 2 ÷ ln(second ÷ first); 48-hour rise = (second ÷ first)^(48 ÷ hours) − 1. A level
 * that does not rise has no doubling time (null), and the result says so. Values and ids only: present.ts words them.
 */
export function hcgFormula(input: HcgInput) {
  const ratio = input.secondValue / input.firstValue;
  const rising = ratio > 1;
  const doublingTimeHours = rising ? round((input.hoursApart * Math.LN2) / Math.log(ratio), 1) : null;
  const riseIn48HoursPercent = round((ratio ** (RISE_WINDOW_HOURS / input.hoursApart) - 1) * 100, 1);
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
    /**
     * For a rise from a first level above 3,000 mIU/mL: whether it reaches the smallest rise seen from such levels
     * (present.ts says a slower rise is less unusual there); null otherwise, and for a level that does not rise.
     */
    highLevelRise:
      rising && input.firstValue > HIGH_FIRST_LEVEL
        ? riseIn48HoursPercent >= MIN_RISE_FROM_HIGH_LEVEL
          ? ('atOrAbove' as const)
          : ('below' as const)
        : null,
  };
}

/** The hCG formula's values. */
export type HcgValues = ReturnType<typeof hcgFormula>;
