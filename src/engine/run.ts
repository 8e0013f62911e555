import { brokenValuePath } from './finite';
import { capMessage } from './shape';
import type { CalculatorDefinition, FieldError, FormulaContext } from './types';
import { canonicalize, validateInput } from './validate';

/** Field name used for an error that belongs to the whole form. */
export const FORM_ERROR_FIELD = '_form';

/** What running a calculator gives: a result, or a message per field. */
export type RunOutcome<R = Record<string, unknown>> =
  | { ok: true; result: R; input: Record<string, unknown> }
  | { ok: false; errors: FieldError[] };

/** Field validation, unit conversion and the definition's cross-field checks: everything but the formula. */
export function checkInput<I, R>(
  def: CalculatorDefinition<I, R>,
  raw: Record<string, unknown>,
  ctx: FormulaContext,
): { ok: true; input: I & Record<string, unknown> } | { ok: false; errors: FieldError[] } {
  const { values, errors } = validateInput(def, raw);
  if (errors.length > 0) return { ok: false, errors };
  const input = canonicalize(def, values) as I & Record<string, unknown>;
  const problems = (def.checks?.(input, ctx) ?? []).map(({ field, message }) => ({
    field,
    message: capMessage(message),
  }));
  return problems.length > 0 ? { ok: false, errors: problems } : { ok: true, input };
}

/**
 * Runs one calculator exactly as the page and the headless CLI do: `checkInput`, then the formula. A result
 * holding NaN, Infinity or an invalid date (`brokenValuePath`) is never returned: it becomes a form-level error.
 */
export function runCalculator<I, R>(
  def: CalculatorDefinition<I, R>,
  raw: Record<string, unknown>,
  ctx: FormulaContext,
): RunOutcome<R> {
  const checked = checkInput(def, raw, ctx);
  if (!checked.ok) return checked;
  const { input } = checked;
  const result = def.formula(input, ctx);
  const broken = brokenValuePath(result);
  if (broken !== undefined) {
    return {
      ok: false,
      errors: [{ field: FORM_ERROR_FIELD, message: 'Please check your measurements and try again.' }],
    };
  }
  return { ok: true, result, input };
}
