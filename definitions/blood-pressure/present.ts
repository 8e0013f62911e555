import {
  BANDS,
  type BloodPressureInput,
  type BloodPressureValues,
  BP_LIMITS,
  type Limit,
  PREGNANCY_BANDS,
} from './formula';
import type { Messages } from './messages.en.gen';

const limit = (m: Messages, [kind, value, to = value]: Limit) => m.limit({ kind, value, to });

/**
 * The blood pressure result the page and `npm run calc` show: the category, headline, action and advice in words,
 * the reading, and the two band tables (the highlighted row is the one named like the result's category or level).
 */
export function presentBloodPressure(values: BloodPressureValues, _input: BloodPressureInput, m: Messages) {
  // The pregnancy lines read differently after birth; a reading outside pregnancy has none of them.
  const situation = values.situation ?? 'pregnant';
  const category = m.category({ category: values.category });
  // In pregnancy and after birth ACOG's 140/90 decides: an adult 'elevated' or 'stage 1' reading under it is headlined
  // by where it stands against that limit, as the advice under the card says it.
  const underPregnancyLimit =
    values.pregnancyLevel === 'under' && (values.category === 'elevated' || values.category === 'stage1');
  const headline =
    values.pregnancyLevel && (values.pregnancyHypertension || underPregnancyLimit)
      ? m.pregnancyHeadline({ level: values.pregnancyLevel, situation, ...BP_LIMITS })
      : category;
  return {
    category,
    pregnancyCategory: values.pregnancyHypertension ? headline : null,
    pregnancyLevel: values.pregnancyLevel
      ? m.pregnancyLevel({ level: values.pregnancyLevel, ...BP_LIMITS })
      : null,
    headline,
    reading: m.reading(values),
    severity: values.severity,
    urgent: values.urgent,
    action: values.action ? m.action({ id: values.action, situation }) : null,
    advice: values.advice.map((id) => m.advice({ id, situation, category: values.category, ...BP_LIMITS })),
    bands: BANDS.map(([category, systolic, join, diastolic]) => ({
      category: m.category({ category }),
      systolic: limit(m, systolic),
      join: m.join({ join }),
      diastolic: limit(m, diastolic),
    })),
    pregnancyBands: PREGNANCY_BANDS.map(([level, systolic, join, diastolic]) => ({
      level: m.pregnancyLevel({ level, ...BP_LIMITS }),
      systolic: limit(m, systolic),
      join: m.join({ join }),
      diastolic: limit(m, diastolic),
    })),
  };
}
