import {
  OVERWEIGHT_BELOW,
  type PregnancyWeightGainInput,
  type PregnancyWeightGainValues,
  UNDERWEIGHT_BELOW,
} from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The pregnancy weight gain result the page and `npm run calc` show: the category and status in words, her gain
 * and ranges written in her unit, and the guidelines.
 */
export function presentPregnancyWeightGain(
  values: PregnancyWeightGainValues,
  input: PregnancyWeightGainInput,
  m: Messages,
) {
  const { noGuidelineReason, firstTrimester, display, ...shown } = values;
  const { unit, weekRange, weeklyRange, ...shownDisplay } = display;
  // The contract's status ids with a hyphen are select keys without one in messages.ts.
  const STATUS_KEYS = { 'no-guideline': 'noGuideline', 'total-only': 'totalOnly' } as const;
  const status =
    values.status === 'no-guideline' || values.status === 'total-only'
      ? STATUS_KEYS[values.status]
      : values.status;
  // The DRI extras are for one baby; with obesity the extra is lower (DRI for Energy 2023).
  let eat: 'one' | 'oneObese' | 'other' = values.bmiCategory === 'obese' ? 'oneObese' : 'one';
  if (input.pregnancyType !== 'singleton') eat = 'other';
  return {
    ...shown,
    bmiCategory: m.bmiCategory({ category: values.bmiCategory }),
    statusCategory: m.statusCategory({ status }),
    statusMessage: m.statusMessage({ status }),
    display: {
      unit,
      ...shownDisplay,
      gainText: m.gain({ positive: display.currentGain > 0 ? 'yes' : 'no', gain: display.currentGain, unit }),
      weekRangeText: weekRange ? m.weekRange({ ...weekRange, unit }) : null,
      weeklyRangeText: weeklyRange ? m.weeklyRange({ ...weeklyRange, unit }) : null,
    },
    recommendations: [
      ...(noGuidelineReason
        ? [m.noGuideline({ reason: noGuidelineReason, underweightBelow: UNDERWEIGHT_BELOW })]
        : []),
      ...(values.totalOnly ? [m.totalOnly()] : []),
      ...(firstTrimester ? [m.firstTrimester()] : []),
      ...(values.status === 'above' ? [m.above()] : []),
      ...(values.status === 'below' ? [m.below()] : []),
      m.eat({ kind: eat, obeseFrom: OVERWEIGHT_BELOW }),
      m.activity(),
      m.weigh(),
    ],
  };
}
