import { FRAME_FACTORS, type IdealWeightInput, type IdealWeightValues, PER_INCH_RULES } from './formula';
import type { Messages } from './messages.en.gen';

const FRAMES = ['small', 'medium', 'large'] as const;

/**
 * The ideal-weight result the page and `npm run calc` show: the formulas table (each figure against the healthy
 * range), a line for each figure outside the range, the wrist guide and advice in words.
 */
export function presentIdealWeight(values: IdealWeightValues, _input: IdealWeightInput, m: Messages) {
  const frame = { frame: values.frame, factor: FRAME_FACTORS[values.frame] };
  return {
    ...values,
    formulas: values.formulas.map((row) => ({
      ...row,
      method: m.method(row),
      rule: m.rule({ ...row, ...frame, ...PER_INCH_RULES[row.method] }),
      band: m.band(row),
    })),
    outsideRange: values.formulas
      .filter((row) => row.band !== 'within')
      .map((row) => m.outsideRange({ ...row, ...values.healthyRange })),
    wristGuide: FRAMES.map((id) => ({
      frame: id,
      label: m.frameName({ frame: id }),
      wrist: m.wrist({ frame: id }),
    })),
    recommendations: [
      ...(values.shortHeight ? [m.shortHeight()] : []),
      m.roughGuide(),
      m.anyWeight(),
      m.waist(),
    ],
  };
}
