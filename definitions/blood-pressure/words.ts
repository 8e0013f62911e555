import {
  type ActionId,
  type AdviceId,
  BANDS,
  type BloodPressureInput,
  type BloodPressureValues,
  type Limit,
  PREGNANCY_BANDS,
} from './formula';
import type { Messages } from './messages.en.gen';

/** Pregnant or gave birth in the last 6 weeks: the words that differ say "after birth" for the second. */
type Situation = 'pregnant' | 'postpartum';

/** Each line of advice in words; the pregnancy lines read differently after birth. */
const ADVICE: Record<AdviceId, (m: Messages, situation: Situation) => string> = {
  severeEmergency: (m) => m.severeEmergency(),
  severeRemeasure: (m) => m.severeRemeasure(),
  pregnancySevereNow: (m, situation) => m.pregnancySevereNow({ situation }),
  pregnancySevereEmergency: (m) => m.pregnancySevereEmergency(),
  pregnancySevereSigns: (m) => m.pregnancySevereSigns(),
  pregnancyHigh: (m, situation) => m.pregnancyHigh({ situation }),
  pregnancySigns: (m, situation) => m.pregnancySigns({ situation }),
  low: (m) => m.low(),
  lowSymptoms: (m) => m.lowSymptoms(),
  lowShock: (m) => m.lowShock(),
  lowPregnant: (m) => m.lowPregnant(),
  normal: (m) => m.normal(),
  elevated: (m) => m.elevated(),
  stage1: (m) => m.stage1(),
  stage2: (m) => m.stage2(),
  pregnantChecks: (m) => m.pregnantChecks(),
  postpartumWatch: (m) => m.postpartumWatch(),
  measure: (m) => m.measure(),
};

const ACTION: Record<ActionId, (m: Messages, situation: Situation) => string> = {
  actionSevere: (m) => m.actionSevere(),
  actionPregnancySevere: (m, situation) => m.actionPregnancySevere({ situation }),
  actionPregnancyHigh: (m) => m.actionPregnancyHigh(),
};

const limit = (m: Messages, { kind, value, ...rest }: Limit) =>
  m.limit({ kind, value, to: 'to' in rest ? rest.to : value });

/**
 * The blood pressure result the page and `npm run calc` show: the category, headline, action and advice in words,
 * the reading, and the two band tables (the highlighted row is the one named like the result's category or level).
 */
export function bloodPressureWords(values: BloodPressureValues, _input: BloodPressureInput, m: Messages) {
  const situation: Situation = values.situation ?? 'pregnant';
  const category = m.category({ category: values.category });
  const headline =
    values.pregnancyHypertension && values.pregnancyLevel
      ? m.pregnancyHeadline({ level: values.pregnancyLevel, situation })
      : category;
  return {
    category,
    pregnancyCategory: values.pregnancyHypertension ? headline : null,
    pregnancyLevel: values.pregnancyLevel ? m.pregnancyLevel({ level: values.pregnancyLevel }) : null,
    headline,
    reading: m.reading(values),
    severity: values.severity,
    urgent: values.urgent,
    action: values.action ? ACTION[values.action](m, situation) : null,
    advice: values.advice.map((id) => ADVICE[id](m, situation)),
    bands: BANDS.map((band) => ({
      category: m.category({ category: band.key }),
      systolic: limit(m, band.systolic),
      join: m.join(band),
      diastolic: limit(m, band.diastolic),
    })),
    pregnancyBands: PREGNANCY_BANDS.map((band) => ({
      level: m.pregnancyLevel({ level: band.key }),
      systolic: limit(m, band.systolic),
      join: m.join(band),
      diastolic: limit(m, band.diastolic),
    })),
  };
}

/** Blood pressure result. */
export type BloodPressureResult = ReturnType<typeof bloodPressureWords>;
