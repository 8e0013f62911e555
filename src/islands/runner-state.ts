import type { ErrorSchema } from '@rjsf/utils';
import type { AnyBrowserDefinition, ResultMessages } from '@/engine';
import { todayIso } from '@/site/browser/today';
import type { CalculatorModule } from '@/site/data/calculator-module';
import type { Drawable } from './calculation';
import { problemsSaid, type Values } from './runner-values';

/**
 * A result, with the whole definition it was computed by (its result blocks and explain lines), their words, the
 * values she gave (her units) and when she computed it: what its printout says.
 */
interface Computed {
  result: Values;
  input: Values;
  values: Values;
  at: Date;
  definition: AnyBrowserDefinition;
  explain: string[];
  words: ResultMessages;
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

type RunnerAction =
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
  if (action.type === 'wait') return { ...state, phase: 'computing' };
  // Every other action ends what was on screen: a new result replaces it, anything else leaves none.
  const next: RunnerState = { ...state, phase: 'refused', computed: null };
  switch (action.type) {
    case 'drop':
      return { ...next, phase: 'editing' };
    case 'show': {
      const { computed, focus } = action;
      const focused = state.focused + (focus ? 1 : 0);
      return {
        ...next,
        phase: 'shown',
        computed,
        formError: undefined,
        extraErrors: undefined,
        hint: [],
        said: '',
        focused,
      };
    }
    case 'refuse': {
      const { type, said, ...shown } = action;
      return { ...next, ...shown, ...(said === undefined ? {} : { said, attempt: state.attempt + 1 }) };
    }
    case 'invalid':
      return { ...next, extraErrors: undefined, said: action.said, attempt: state.attempt + 1 };
    case 'fail':
      return { ...next, formError: action.formError };
  }
}

/**
 * What a computation with her values does to the runner: a result to show (with what its printout says), or the
 * checks' refusal; `focus`: she pressed Calculate (a result then takes focus; a refusal is said, focus goes to the
 * first problem).
 */
export function landing(
  def: CalculatorModule['definition'],
  [whole, checks, words]: Drawable,
  values: Values,
  { live, focus }: { live: boolean; focus: boolean },
): RunnerAction {
  const outcome = checks.computeForForm(whole, values, { today: todayIso(), live });
  if (!outcome.ok) {
    const { ok, fields, ...refused } = outcome;
    return { type: 'refuse', ...refused, said: focus ? problemsSaid(def, fields) : undefined };
  }
  const { ok, ...shown } = outcome;
  return { type: 'show', focus, computed: { ...shown, values, at: new Date(), definition: whole, words } };
}
