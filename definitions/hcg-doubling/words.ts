import { type HcgInput, type HcgValues, MIN_RISE_BARNHART, MIN_RISE_SEEBER } from './formula';
import type { Messages } from './messages.en.gen';

/** The published minimums every sentence quotes (one place for each figure). */
const MINIMUMS = { seeber: MIN_RISE_SEEBER, barnhart: MIN_RISE_BARNHART };

/** The hCG result the page and `npm run calc` show: the trend, the action and what the numbers mean, in words. */
export function hcgWords(values: HcgValues, _input: HcgInput, m: Messages) {
  const { status, comparison: comparisonId, ...shown } = values;
  const rise = values.riseIn48HoursPercent;
  const comparison = m.comparison({ comparison: comparisonId, rise, ...MINIMUMS });
  return {
    ...shown,
    trend: m.trend({ status, rise, fall: -rise, hours: values.doublingTimeHours ?? 0 }),
    action: status === 'rising' ? null : m.action({ status }),
    comparison,
    notes: [
      comparison,
      m.studies(MINIMUMS),
      // For a level that does not rise, "a slower rise does not prove a problem" would soften its own advice.
      ...(values.rising ? [m.noRuleOut()] : []),
      m.urgentCare(),
    ],
  };
}

/** hCG result. */
export type HcgResult = ReturnType<typeof hcgWords>;
