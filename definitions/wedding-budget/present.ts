import { formatList, languageOf, nameSome } from '@/engine';
import {
  type ActualSpending,
  MAX_ACTUAL,
  readActual,
  WEDDING_CATEGORIES,
  type WeddingInput,
  type WeddingValues,
} from './formula';
import type { Messages } from './messages.en.gen';

const CATEGORY_IDS = new Map(WEDDING_CATEGORIES.map((category) => [category.name as string, category.id]));

/** A category's name in the page language (the contract name itself in English, or for a name that is none). */
function categoryName(m: Messages, name: string): string {
  const id = CATEGORY_IDS.get(name);
  return id ? m.category({ id }) : name;
}

/** The wedding budget result the page and `npm run calc` show: the formula's amounts, and the tips in words. */
export function presentWedding(values: WeddingValues, _input: WeddingInput, m: Messages) {
  const { overPlan, ...shown } = values;
  return {
    ...shown,
    // The table's rows named in the page language (English: the contract names); the key keeps its place.
    categories: shown.categories.map((row) => ({ ...row, name: categoryName(m, row.name) })),
    tips: [
      ...(values.remaining < 0 ? [m.overBudget()] : []),
      ...(overPlan.length > 0
        ? [
            m.overPlan({
              categories: formatList(
                overPlan.map((name) => m.inCategory({ name: categoryName(m, name) })),
                languageOf(m).locale,
              ),
            }),
          ]
        : []),
      m.keepAside(),
      m.guestList(),
    ],
  };
}

/** The actual-spending field's parser: readActual's amounts, or its problems in words, one after another. */
export function actualParser(m: Messages) {
  return (raw: unknown): { value: ActualSpending } | { error: string } => {
    const read = readActual(raw);
    if ('value' in read) return read;
    const said = read.problems.map((problem) =>
      problem.id === 'unknown'
        ? m.unknownCategories({ count: problem.names.length, names: nameSome(problem.names, 3, m) })
        : m.actualProblem({
            id: problem.id,
            name: 'name' in problem ? categoryName(m, problem.name) : '',
            max: MAX_ACTUAL,
          }),
    );
    return { error: said.join(' ') };
  };
}
