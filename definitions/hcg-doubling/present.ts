import {
  type HcgInput,
  type HcgValues,
  HIGH_FIRST_LEVEL,
  MIN_RISE_BARNHART,
  MIN_RISE_FROM_HIGH_LEVEL,
  MIN_RISE_SEEBER,
  RISE_WINDOW_HOURS,
} from './formula';
import type { Messages } from './messages.en.gen';

/** The published minimums every sentence quotes (one place for each figure). */
const MINIMUMS = { seeber: MIN_RISE_SEEBER, barnhart: MIN_RISE_BARNHART, window: RISE_WINDOW_HOURS };

/** The hCG result the page and `npm run calc` show: the trend, the action and what the numbers mean, in words. */
export function presentHcg(values: HcgValues, _input: HcgInput, m: Messages) {
  const { status, comparison: comparisonId, highLevelRise, ...shown } = values;
  const rise = values.riseIn48HoursPercent;
  const comparison = m.comparison({ comparison: comparisonId, rise, ...MINIMUMS });
  return {
    ...shown,
    trend: m.trend({
      status,
      rise,
      fall: -rise,
      hours: values.doublingTimeHours ?? 0,
      window: RISE_WINDOW_HOURS,
    }),
    action: status === 'rising' ? null : m.action({ status }),
    comparison,
    notes: [
      comparison,
      m.studies(MINIMUMS),
      // A rise from a high first level is read against the smaller minimum seen from such levels.
      ...(highLevelRise
        ? [
            m.highLevel({
              reading: highLevelRise,
              level: HIGH_FIRST_LEVEL,
              minimum: MIN_RISE_FROM_HIGH_LEVEL,
              rise: values.riseIn48HoursPercent,
              window: RISE_WINDOW_HOURS,
            }),
          ]
        : []),
      // For a level that does not rise, "a slower rise does not prove a problem" would soften its own advice.
      ...(values.rising ? [m.noRuleOut()] : []),
      m.urgentCare(),
    ],
  };
}
