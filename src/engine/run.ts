import { refusals } from './audience';
import { FORM_ERROR_FIELD } from './fields';
import { brokenValuePath } from './finite';
import { languageOf } from './language-of';
import { capMessage } from './shape';
import type { BrowserDefinition, FieldError, FormulaContext, MessageFunctions, ResultOf } from './types';
import { canonicalize, validateInput } from './validate';

/** What running a calculator gives: a result, or a message per field. */
export type RunOutcome<R = Record<string, unknown>> =
  | { ok: true; result: R; input: Record<string, unknown> }
  | { ok: false; errors: FieldError[] };

/**
 * Field validation, unit conversion, the values outside the calculator's population it refuses (`audience`) and the
 * definition's cross-field checks: everything but the formula.
 */
export function checkInput<I, R, V, M extends MessageFunctions>(
  def: Pick<BrowserDefinition<I, R, V, M>, 'fields' | 'checks' | 'messages' | 'audience'>,
  raw: Record<string, unknown>,
  ctx: FormulaContext,
): { ok: true; input: I & Record<string, unknown> } | { ok: false; errors: FieldError[] } {
  const { values, errors } = validateInput(def, raw);
  if (errors.length > 0) return { ok: false, errors };
  const input = canonicalize(def, values) as I & Record<string, unknown>;
  // A value the formula was not made for is refused at its field before any other check reads it.
  const refused = refusals(def, input);
  const problems = (refused.length > 0 ? refused : (def.checks?.(input, ctx, def.messages as M) ?? [])).map(
    ({ field, message }) => ({
      field,
      message: capMessage(message),
    }),
  );
  return problems.length > 0 ? { ok: false, errors: problems } : { ok: true, input };
}

/** The result the page shows: the formula's values put in words by the definition's `present` and messages. */
function present<I, R, V, M extends MessageFunctions>(
  def: BrowserDefinition<I, R, V, M>,
  values: V,
  input: I,
): R {
  // The schema asks a definition with `present` for its `messages` (checked at generate, not here in the browser).
  return def.present ? def.present(values, input, def.messages as M) : (values as unknown as R);
}

/**
 * The result for input already checked and in canonical units (`checkInput`), put in words: what a test of one
 * formula compares with what the page shows. `today` defaults to the examples' fixed day.
 */
export function resultOf<I, R, V, M extends MessageFunctions>(
  def: BrowserDefinition<I, R, V, M>,
  input: I,
  ctx: FormulaContext = { today: '2026-11-25' },
): R {
  return present(def, def.formula(input, ctx), input);
}

/**
 * Runs one calculator exactly as the page and the headless CLI do: `checkInput`, then the formula. A result
 * holding NaN, Infinity or an invalid date (`brokenValuePath`) is never returned: it becomes a form-level error.
 */
export function runCalculator<I, R, V, M extends MessageFunctions>(
  def: BrowserDefinition<I, R, V, M>,
  raw: Record<string, unknown>,
  ctx: FormulaContext,
): RunOutcome<R> {
  const checked = checkInput(def, raw, ctx);
  if (!checked.ok) return checked;
  const { input } = checked;
  const values = def.formula(input, ctx);
  const result = present(def, values, input);
  const broken = brokenValuePath(result);
  if (broken !== undefined) {
    return {
      ok: false,
      errors: [{ field: FORM_ERROR_FIELD, message: languageOf(def).messages.checkMeasurements() }],
    };
  }
  return { ok: true, result, input };
}

/** The "How we calculate" lines of a result, with the definition's messages (none for a definition without). */
export function explainLines<I, R, V, M extends MessageFunctions>(
  def: BrowserDefinition<I, R, V, M>,
  input: I,
  result: ResultOf<R, V>,
): string[] {
  return def.explain?.(input, result, def.messages as M) ?? [];
}
