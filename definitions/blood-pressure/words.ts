import {
  BANDS,
  type BloodPressureInput,
  type BloodPressureValues,
  type Limit,
  PREGNANCY_BANDS,
} from './formula';
import type { Messages } from './messages.en.gen';

const limit = (m: Messages, { kind, value, ...rest }: Limit) =>
  m.limit({ kind, value, to: 'to' in rest ? rest.to : value });

/**
 * The blood pressure result the page and `npm run calc` show: the category, headline, action and advice in words,
 * the reading, and the two band tables (the highlighted row is the one named like the result's category or level).
 */
export function bloodPressureWords(values: BloodPressureValues, _input: BloodPressureInput, m: Messages) {
  // The pregnancy lines read differently after birth; a reading outside pregnancy has none of them.
  const situation = values.situation ?? 'pregnant';
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
    action: values.action ? m.action({ id: values.action, situation }) : null,
    advice: values.advice.map((id) => m.advice({ id, situation })),
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
