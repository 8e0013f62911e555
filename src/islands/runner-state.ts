import type { ErrorSchema } from '@rjsf/utils';
import { type AnyCalculatorDefinition, type FieldError, FORM_ERROR_FIELD, type ResultWords } from '@/engine';
import { toRjsfErrors } from '@/form/validator';
import { todayIso } from '@/site/browser/today';
import type { CalculatorModule } from '@/site/data/calculator-module';
import type { Drawable } from './calculation';
import { problemsSaid, type Values } from './runner-values';

/**
 * A result, with the whole definition it was computed by (its result blocks and explain lines), their words, the
 * values she gave (her units) and when she computed it: what its printout says.
 */
export interface Computed {
  result: Values;
  input: Values;
  values: Values;
  at: Date;
  definition: AnyCalculatorDefinition;
  explain: string[];
  words: ResultWords;
}

/**
 * Where the calculator runner is: `editing` (nothing to show yet, or the form is not ready), `computing` (a Calculate
 * waits for the calculation's files: the button is disabled), `shown` (a result is on screen) or `refused` (the
 * checks refused her values, or the files could not load: the form says why).
 */
export interface RunnerState {
  phase: 'editing' | 'computing' | 'shown' | 'refused';
  computed: Computed | null;
  /** A message about the whole form (under it), and the messages at its fields the checks gave. */
  formError?: string;
  extraErrors?: ErrorSchema;
  /** A live form's answers still to give, listed under it instead of flagged before she got to them. */
  hint: string[];
  /** What is said to a screen reader after a refused Calculate; `attempt` moves focus to the first problem. */
  said: string;
  attempt: number;
  /** Moves focus to a result drawn for a press. */
  focused: number;
}

export type RunnerAction =
  /** A Calculate waits for the calculation's files. */
  | { type: 'wait' }
  /** The form is not ready (or changed): no result for what it held before. */
  | { type: 'drop' }
  | { type: 'show'; computed: Computed; focus: boolean }
  /** The checks refused her values; `said` when she pressed Calculate (focus goes to the first problem). */
  | { type: 'refuse'; formError?: string; extraErrors?: ErrorSchema; hint: string[]; said?: string }
  /** The form's own checks refused a Calculate before any computation. */
  | { type: 'invalid'; said: string }
  /** The calculation's files failed twice. */
  | { type: 'fail'; formError: string };

export const startState: RunnerState = {
  phase: 'editing',
  computed: null,
  hint: [],
  said: '',
  attempt: 0,
  focused: 0,
};

export function runnerReducer(state: RunnerState, action: RunnerAction): RunnerState {
  switch (action.type) {
    case 'wait':
      return { ...state, phase: 'computing' };
    case 'drop':
      return { ...state, phase: 'editing', computed: null };
    case 'show':
      return {
        ...state,
        phase: 'shown',
        computed: action.computed,
        formError: undefined,
        extraErrors: undefined,
        hint: [],
        said: '',
        focused: state.focused + (action.focus ? 1 : 0),
      };
    case 'refuse': {
      const { formError, extraErrors, hint, said } = action;
      const told = said === undefined ? {} : { said, attempt: state.attempt + 1 };
      return { ...state, phase: 'refused', computed: null, formError, extraErrors, hint, ...told };
    }
    case 'invalid':
      return {
        ...state,
        phase: 'refused',
        computed: null,
        extraErrors: undefined,
        said: action.said,
        attempt: state.attempt + 1,
      };
    case 'fail':
      return { ...state, phase: 'refused', computed: null, formError: action.formError };
  }
}

/**
 * The checks' refusal of her values, as the form shows it: a message about the whole form under it, the rest at
 * their fields. A live form computes as she types: a field she has filled in gets its message at the field; what is
 * still empty is listed under the form instead of flagged as an error before she got to it.
 */
export function refusal(errors: FieldError[], values: Values, live: boolean) {
  const fieldErrors = errors.filter((error) => error.field !== FORM_ERROR_FIELD);
  const filled = (error: FieldError) => values[error.field] !== undefined && values[error.field] !== '';
  const atFields = live ? fieldErrors.filter(filled) : fieldErrors;
  return {
    formError: errors.find((error) => error.field === FORM_ERROR_FIELD)?.message,
    extraErrors: atFields.length > 0 ? toRjsfErrors(atFields).errorSchema : undefined,
    hint: live ? fieldErrors.filter((error) => !filled(error)).map((error) => error.message) : [],
  };
}

/**
 * What a computation with her values does to the runner: a result to show (with what its printout says), or the
 * checks' refusal; `focus`: she pressed Calculate (a result then takes focus; a refusal is said, focus goes to the
 * first problem).
 */
export function landing(
  def: CalculatorModule['definition'],
  { whole, checks, words }: Drawable,
  values: Values,
  { live, focus }: { live: boolean; focus: boolean },
): RunnerAction {
  const outcome = checks.runCalculator(whole, values, { today: todayIso() });
  if (!outcome.ok) {
    const said = focus
      ? problemsSaid(
          def,
          outcome.errors.map((error) => error.field),
        )
      : undefined;
    return { type: 'refuse', ...refusal(outcome.errors, values, live), said };
  }
  const { result, input } = outcome;
  const explain = checks.explainLines(whole, input, result);
  const computed = {
    result: result as Values,
    input,
    values,
    at: new Date(),
    definition: whole,
    explain,
    words,
  };
  return { type: 'show', focus, computed };
}
