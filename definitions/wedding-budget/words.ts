import { nameSome } from '@/engine';
import {
  type ActualSpending,
  MAX_ACTUAL,
  readActual,
  type WeddingInput,
  type WeddingValues,
} from './formula';
import type { Messages } from './messages.en.gen';

/** The wedding budget result the page and `npm run calc` show: the formula's amounts, and the tips in words. */
export function weddingWords(values: WeddingValues, _input: WeddingInput, m: Messages) {
  const { overPlan, ...shown } = values;
  return {
    ...shown,
    tips: [
      ...(values.remaining < 0 ? [m.overBudget()] : []),
      // The categories' contract names, as the table shows them.
      ...(overPlan.length > 0 ? [m.overPlan({ categories: overPlan.join(', ') })] : []),
      m.keepAside(),
      m.guestList(),
    ],
  };
}

/** Wedding budget result. */
export type WeddingResult = ReturnType<typeof weddingWords>;

/** The actual-spending field's parser: readActual's amounts, or its problems in words, one after another. */
export function actualParser(m: Messages) {
  return (raw: unknown): { value: ActualSpending } | { error: string } => {
    const read = readActual(raw);
    if ('value' in read) return read;
    const said = read.problems.map((problem) =>
      problem.id === 'unknown'
        ? m.unknownCategories({ count: problem.names.length, names: nameSome(problem.names, 3, m) })
        : m.actualProblem({ id: problem.id, name: 'name' in problem ? problem.name : '', max: MAX_ACTUAL }),
    );
    return { error: said.join(' ') };
  };
}
