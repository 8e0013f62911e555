/**
 * Type tests, run by `tsc --noEmit` (tsconfig includes `tests/`), never by Vitest: each `@ts-expect-error` marks a
 * result path that must not compile (a typo, or a path to the wrong kind of value), in a definition whose generic
 * arguments are given, one whose are inferred, and one made by a function of its messages (the form every
 * calculator.ts takes), and the whole definition its page.ts makes of it keeps the types. Were the paths plain
 * strings again, each directive would be unused, and `tsc` fails on an unused one.
 */
import { type BmiInput, bmiFormula } from '../../definitions/bmi/formula';
import messages from '../../definitions/bmi/messages.en.gen';
import { type BmiResult, presentBmi } from '../../definitions/bmi/present';
import {
  type AnyBrowserDefinition,
  type AnyCalculatorDefinition,
  type Calculator,
  type CalculatorDefinition,
  defineCalculator,
  definePage,
  definitionIn,
  type MessageFunctions,
  type ReportSpec,
  type ResultBlock,
  type ResultPath,
  reportSections,
  type Severity,
} from '../../src/engine';

/** Whether two types are the same. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A small result with a value of every kind a block reads. */
interface Result {
  score: number;
  label: string;
  dueDate: string;
  severity: Severity;
  notes: string[];
  rows: { week: number; date: string }[];
  range?: { min: number; max: number; unit: string };
  late: boolean;
}
interface Input {
  weeks: number;
}
type Values = { weeks: number };

const formula = (input: Input): Values => ({ weeks: input.weeks });
const present = (values: Values): Result => ({
  score: values.weeks,
  label: 'A',
  dueDate: '2027-01-01',
  severity: 'info',
  notes: [],
  rows: [],
  late: false,
});

/** The keys every calculator.ts needs besides its formula and result. */
const base = {
  id: 'type-test',
  name: 'Type test',
  category: 'health-fitness',
  icon: 'scale',
  color: 'pink',
  audience: { note: 'Anyone.' },
  fields: { weeks: { type: 'number', label: 'Weeks', min: 0, max: 45 } },
} as const;

/** What a page.ts adds. */
const page = () => ({
  description: 'Checks result paths at compile time.',
  keywords: ['test'],
  examples: [],
  sources: [{ title: 'None' }],
});

// The paths of each kind.
const paths: {
  number: ResultPath<Result, number>;
  strings: ResultPath<Result, readonly string[]>;
  severity: ResultPath<Result, Severity>;
} = { number: 'range.min', strings: 'notes', severity: 'severity' };
// @ts-expect-error: `range.unit` is text, not a number.
const notNumber: ResultPath<Result, number> = 'range.unit';
// @ts-expect-error: `label` is a string, not a list of strings.
const notStrings: ResultPath<Result, readonly string[]> = 'label';
// An untyped result takes any path (what the site and the tools hold for a definition chosen at run time).
const untyped: ResultPath<Record<string, unknown>, number> = 'anything.at.all';

// Explicit generic arguments, as every definition gives them today.
const explicit = defineCalculator<Input, Result, Values, MessageFunctions>(() => ({
  ...base,
  formula,
  present,
  result: [
    {
      block: 'category-card',
      value: 'score',
      format: { kind: 'integer' },
      category: 'label',
      severity: 'severity',
    },
    // @ts-expect-error: a typo in a headline path.
    { block: 'category-card', value: 'scroe', category: 'label' },
    // @ts-expect-error: a severity must be a severity id, not any text.
    { block: 'category-card', value: 'score', severity: 'label' },
    // @ts-expect-error: a number format reads a number, not text.
    { block: 'category-card', value: 'label', format: { kind: 'number', decimals: 1 } },
    { block: 'stats', items: [{ label: 'Due', value: 'dueDate', format: { kind: 'date' } }] },
    // @ts-expect-error: a date format reads an ISO date (text), not a number.
    { block: 'stats', items: [{ label: 'Due', value: 'score', format: { kind: 'date' } }] },
    { block: 'range', when: 'range', title: 'R', min: 'range.min', max: 'range.max', unitFrom: 'range.unit' },
    // @ts-expect-error: a typo in a nested path.
    { block: 'range', when: 'range', title: 'R', min: 'range.mn', max: 'range.max' },
    { block: 'list', when: 'late', title: 'Notes', items: 'notes' },
    // @ts-expect-error: a list reads a list of strings, not one string.
    { block: 'list', title: 'Notes', items: 'label' },
    // @ts-expect-error: a typo in a `when`.
    { block: 'note', when: 'lte', text: 'Late.' },
    {
      block: 'group',
      mutedWhen: 'late',
      note: 'May not apply.',
      // @ts-expect-error: a typo inside a group.
      blocks: [{ block: 'progress', title: 'P', value: 'scor' }],
    },
    { block: 'custom', component: 'timeline', props: { from: 'rows' } },
    // @ts-expect-error: a timeline reads an array of rows, not a number.
    { block: 'custom', component: 'timeline', props: { from: 'score' } },
  ],
}));

// Generic arguments inferred: R comes from `present`'s return type, and the blocks never widen it.
const inferred = defineCalculator(() => ({
  ...base,
  formula,
  present,
  result: [
    { block: 'category-card', value: 'score', severity: 'severity' },
    // @ts-expect-error: a typo in a headline path, with R inferred.
    { block: 'category-card', value: 'scroe' },
    // @ts-expect-error: a typo in a `when`, with R inferred.
    { block: 'list', when: 'lat', title: 'Notes', items: 'notes' },
  ],
  explain: (input, result) => [`${input.weeks}: ${result.score}`],
}));
const inferredResult: Same<
  typeof inferred extends Calculator<Input, infer R, Values, infer _M> ? R : never,
  Result
> = true;

// Without `present`, the blocks read the formula's values.
defineCalculator(() => ({
  ...base,
  formula,
  result: [
    { block: 'progress', title: 'Weeks', value: 'weeks' },
    // @ts-expect-error: `score` is in the words' result, not in the formula's values.
    { block: 'progress', title: 'Weeks', value: 'score' },
  ],
}));

// The audience's rules name result paths too.
defineCalculator(() => ({
  ...base,
  formula,
  present,
  audience: {
    note: 'Anyone.',
    outside: [
      { field: 'weeks', below: 2, action: 'trim', omits: ['range'] },
      // @ts-expect-error: a typo in a path the result leaves out.
      { field: 'weeks', below: 1, action: 'trim', omits: ['rnage'] },
    ],
  },
  result: [{ block: 'progress', title: 'Score', value: 'score' }],
}));

const made = defineCalculator((m: typeof messages) => ({
  ...base,
  formula: bmiFormula,
  present: presentBmi,
  result: [
    { block: 'category-card', value: 'bmi', format: { kind: 'number', decimals: 1 }, severity: 'severity' },
    {
      block: 'range',
      title: 'Healthy',
      min: 'healthyWeightRangeInUnit.min',
      max: 'healthyWeightRangeInUnit.max',
    },
    { block: 'custom', component: 'links', when: 'links', props: { from: 'links' } },
  ],
  // Its parameters typed: in this form an unannotated callback fixes the generic arguments before `present` is read.
  explain: (_input: BmiInput, result: BmiResult) => [m.explainBmi({ weight: 1, meters: 1, bmi: result.bmi })],
}));
const madeResult: Same<
  typeof made extends Calculator<BmiInput, infer R, infer _V, infer _M> ? R : never,
  BmiResult
> = true;
// Its page.ts's whole definition keeps the calculator's types.
const madePage = definePage(made, messages, page);
const madePageResult: Same<
  typeof madePage extends CalculatorDefinition<BmiInput, infer R, infer _V, infer _M> ? R : never,
  BmiResult
> = true;

// With the builder's messages typed, tsc names the call, not the block: one wrong path in each.
// @ts-expect-error: a typo in a range path, with the definition made from its messages.
defineCalculator((_: typeof messages) => ({
  ...base,
  formula: bmiFormula,
  present: presentBmi,
  result: [
    { block: 'range', title: 'Healthy', min: 'healthyWeightRange.mni', max: 'healthyWeightRange.max' },
  ],
}));
// @ts-expect-error: the recommendations are a list, the category one sentence.
defineCalculator((_: typeof messages) => ({
  ...base,
  formula: bmiFormula,
  present: presentBmi,
  result: [{ block: 'list', title: 'Recommendations', items: 'category' }],
}));
// The same blocks with right paths compile: the two above fail for their one path only.
defineCalculator((_: typeof messages) => ({
  ...base,
  formula: bmiFormula,
  present: presentBmi,
  result: [
    { block: 'range', title: 'Healthy', min: 'healthyWeightRange.min', max: 'healthyWeightRange.max' },
    { block: 'list', title: 'Recommendations', items: 'recommendations' },
  ],
}));

// Blocks written apart from the definition take its result too, and a report built from them keeps it.
const blocks: ResultBlock<Result>[] = [{ block: 'list', title: 'Notes', items: 'notes' }];
const report: ReportSpec<Result> = {
  title: 'Report',
  fileName: 'report.txt',
  shareTitle: 'Summary',
  // @ts-expect-error: a typo in a report line.
  summary: [{ label: 'Score', value: 'scroe' }],
  sections: reportSections(blocks),
  footer: 'An estimate.',
};

// Every typed definition is still one the site can hold.
export const typeTests: readonly unknown[] = [
  paths,
  notNumber,
  notStrings,
  untyped,
  inferredResult,
  madeResult,
  madePageResult,
  report,
  ...([madePage, definePage(inferred, {}, page)] satisfies AnyCalculatorDefinition[]),
  ...([
    definitionIn(explicit, {}),
    definitionIn(inferred, {}),
    definitionIn(made, messages),
  ] satisfies AnyBrowserDefinition[]),
];
