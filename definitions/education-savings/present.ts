import type { FieldError } from '@/engine';
import { costAboveZero, type EducationInput, type EducationValues, targetAgeAhead } from './formula';
import type { Messages } from './messages.en.gen';

/** The education savings result the page and `npm run calc` show: the formula's figures and the next steps in words. */
export function presentEducation(values: EducationValues, _input: EducationInput, m: Messages) {
  const { advice, ...shown } = values;
  return { ...shown, recommendations: advice.map((id) => m.advice({ id })) };
}

/**
 * The checks in words (the page's messages), each at its field: a cost of $0, and a target age not above the
 * current age.
 */
export function educationChecks(input: EducationInput, m: Messages): FieldError[] {
  return [
    ...(costAboveZero(input) ? [] : [{ field: 'currentCost', message: m.zeroCost() }]),
    ...(targetAgeAhead(input) ? [] : [{ field: 'targetAge', message: m.targetAgeNotAhead() }]),
  ];
}
