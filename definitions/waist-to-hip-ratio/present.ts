import {
  WAIST_THRESHOLDS,
  type WaistHipInput,
  type WaistHipValues,
  WHO_RATIO_THRESHOLD,
  WHR_BANDS,
} from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The waist-to-hip result the page and `npm run calc` show: the band, risk and advice in words, the health risk
 * table (ratio and waist against the WHO thresholds) and the ranges table.
 */
export function presentWaistHip(values: WaistHipValues, _input: WaistHipInput, m: Messages) {
  const { ratio, waistCm, waistRisk: level, riskLevel: risk } = values;
  const category = m.category({ category: values.category });
  const riskLevel = m.riskLevel({ risk });
  return {
    ratio,
    category,
    riskLevel,
    severity: values.severity,
    riskSummary: m.riskSummary({ category, risk }),
    description: m.description({ category: values.category, highFrom: WHO_RATIO_THRESHOLD }),
    waistCm,
    hipCm: values.hipCm,
    waistRisk: m.waistRisk({ level }),
    healthRisks: [
      {
        measure: m.ratioMeasure(),
        yours: m.ratioYours({ ratio }),
        threshold: m.ratioThreshold({ limit: WHO_RATIO_THRESHOLD }),
        status: m.ratioStatus({ status: values.atWhoThreshold ? 'above' : 'below' }),
      },
      {
        measure: m.waistMeasure(),
        yours: m.waistYours({ unit: values.unit, waist: waistCm, inUnit: values.waistInUnit }),
        threshold: m.waistThreshold(WAIST_THRESHOLDS),
        status: m.waistStatus({ level }),
      },
    ],
    bands: WHR_BANDS.map(({ upTo, id, risk: bandRisk }, index) => {
      const from = index === 0 ? upTo : (WHR_BANDS[index - 1]?.upTo ?? 0);
      const kind = index === 0 ? 'first' : index === WHR_BANDS.length - 1 ? 'last' : 'middle';
      return {
        range: m.range({ kind, from, to: upTo - 0.01 }),
        category: m.category({ category: id }),
        riskLevel: m.riskLevel({ risk: bandRisk }),
      };
    }),
    recommendations: [
      ...(level === 'none' ? [] : [m.waistAdvice({ waist: waistCm, limit: WAIST_THRESHOLDS[level], level })]),
      ...values.advice.map((id) => m.advice({ id, highFrom: WHO_RATIO_THRESHOLD })),
    ],
  };
}
