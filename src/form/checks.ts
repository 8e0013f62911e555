/**
 * What the form needs only once a result is wanted: the checks of each value and of the whole form, the run of the
 * formula and the lines of the calculation with her numbers. Loaded with the calculation (on her first touch of the
 * form, a share link or a Calculate held), not with the page: nothing before a Calculate checks (docs/adr/0012).
 */
import type { ErrorSchema } from '@rjsf/utils';
import { type AnyBrowserDefinition, type FieldError, FORM_ERROR_FIELD } from '@/engine';
import { explainLines, runCalculator } from '@/engine/run';
import { toRjsfErrors } from './validator';

export { checkInput, explainLines, runCalculator } from '@/engine/run';

type Values = Record<string, unknown>;

/** Her values through the calculation, as the form shows the outcome (see `computeForForm`). */
type FormOutcome =
  | { ok: true; result: Values; input: Values; explain: string[] }
  | { ok: false; fields: string[]; formError?: string; extraErrors?: ErrorSchema; hint: string[] };

/**
 * Runs the calculation with her values: the result with the lines of the calculation, or the refusal as the form
 * shows it (`fields`: each field with a problem): a message about the whole form under it, the rest at their fields.
 * A live form computes as she types: a field she has filled in gets its message at the field; what is still empty is
 * listed under the form (`hint`) instead of flagged as an error before she got to it.
 */
export function computeForForm(
  whole: AnyBrowserDefinition,
  values: Values,
  { today, live }: { today: string; live: boolean },
): FormOutcome {
  const outcome = runCalculator(whole, values, { today });
  if (outcome.ok) {
    const { input, result } = outcome;
    return { ok: true, result: result as Values, input, explain: explainLines(whole, input, result) };
  }
  const { errors } = outcome;
  const fieldErrors = errors.filter((error) => error.field !== FORM_ERROR_FIELD);
  const filled = (error: FieldError) => values[error.field] !== undefined && values[error.field] !== '';
  const atFields = live ? fieldErrors.filter(filled) : fieldErrors;
  return {
    ok: false,
    fields: errors.map((error) => error.field),
    formError: errors.find((error) => error.field === FORM_ERROR_FIELD)?.message,
    extraErrors: atFields.length > 0 ? toRjsfErrors(atFields).errorSchema : undefined,
    hint: live ? fieldErrors.filter((error) => !filled(error)).map((error) => error.message) : [],
  };
}
