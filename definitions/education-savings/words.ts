import type { EducationInput, EducationValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The education savings result the page and `npm run calc` show: the formula's figures and the next steps in words. */
export function educationWords(values: EducationValues, _input: EducationInput, m: Messages) {
  const { advice, ...shown } = values;
  return { ...shown, recommendations: advice.map((id) => m.advice({ id })) };
}

/** Education savings result. */
export type EducationResult = ReturnType<typeof educationWords>;
