import {
  CARE_CREDIT_EXPENSES_ONE,
  CARE_CREDIT_EXPENSES_TWO_OR_MORE,
  CARE_CREDIT_RATE,
  DEPENDENT_CARE_FSA_LIMIT,
  DEPENDENT_CARE_FSA_LIMIT_MFS,
  type FieldError,
  HOUSEHOLD_EMPLOYEE_THRESHOLD,
  TAX_YEAR,
} from '@/engine';
import { type ChildcareInput, type ChildcareValues, zeroCostField } from './formula';
import type { Messages } from './messages.en.gen';

/** The childcare result the page and `npm run calc` show: the care type and the ways to lower the cost in words. */
export function presentChildcare(values: ChildcareValues, _input: ChildcareInput, m: Messages) {
  const { advice, ...shown } = values;
  // The tax year's figures from the facts registry (a year is written as is, without a thousands comma).
  const figures = {
    year: String(TAX_YEAR),
    fsa: DEPENDENT_CARE_FSA_LIMIT,
    fsaMfs: DEPENDENT_CARE_FSA_LIMIT_MFS,
    rateLow: CARE_CREDIT_RATE[0],
    rateHigh: CARE_CREDIT_RATE[1],
    creditOne: CARE_CREDIT_EXPENSES_ONE,
    creditTwo: CARE_CREDIT_EXPENSES_TWO_OR_MORE,
    household: HOUSEHOLD_EMPLOYEE_THRESHOLD,
  };
  return {
    ...shown,
    careType: m.careType({ type: values.type }),
    recommendations: advice.map((id) => m.advice({ id, ...figures })),
  };
}

/** The cross-field check in words: a zero cost at its field, named as the form names it (messages `zeroCost`). */
export function childcareChecks(input: ChildcareInput, m: Messages): FieldError[] {
  const field = zeroCostField(input);
  return field ? [{ field, message: m.zeroCost({ field }) }] : [];
}
