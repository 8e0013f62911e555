import type { PregnancyWeightGainInput, PregnancyWeightGainValues } from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The pregnancy weight gain result the page and `npm run calc` show: the category and status in words, her gain
 * and ranges written in her unit, and the guidelines.
 */
export function pregnancyWeightGainWords(
  values: PregnancyWeightGainValues,
  _input: PregnancyWeightGainInput,
  m: Messages,
) {
  const { noGuidelineReason, firstTrimester, display, ...shown } = values;
  const { unit, weekRange, weeklyRange, ...shownDisplay } = display;
  // The contract's status id 'no-guideline' is a select key without a hyphen in messages.ts.
  const status = values.status === 'no-guideline' ? 'noGuideline' : values.status;
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
      ...(noGuidelineReason ? [m.noGuideline({ reason: noGuidelineReason })] : []),
      ...(firstTrimester ? [m.firstTrimester()] : []),
      ...(values.status === 'above' ? [m.above()] : []),
      ...(values.status === 'below' ? [m.below()] : []),
      m.eat(),
      m.activity(),
      m.weigh(),
    ],
  };
}

/** Pregnancy weight gain result. */
export type PregnancyWeightGainResult = ReturnType<typeof pregnancyWeightGainWords>;
