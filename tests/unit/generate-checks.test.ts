import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import dueDateDefinition from '../../definitions/due-date/page';
import { loadDefinitions } from '../../scripts/lib/definitions';
import { compileDefinitionMessages } from '../../scripts/lib/messages';
import { checkResults } from '../../scripts/lib/result-checks';
import { scaffoldFiles } from '../../scripts/lib/scaffold';
import type { CalculatorDefinition, Example } from '../../src/engine';

// A content editor's mistakes, each written into a definition folder of its own (the scaffold's working ratio
// calculator with one edit), must fail the generator's loading step with a message naming the file and the key.
const root = mkdtempSync(path.join(tmpdir(), 'bloomcalc-bad-definitions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Edit = [from: string | RegExp, to: string];

/**
 * Writes the scaffold for `id` with `edits` applied to calculator.ts or page.ts (whichever holds the text: the
 * worked examples are page.ts's), and `formulaEdits` to formula.ts.
 */
function folder(id: string, edits: Edit[], formulaEdits: Edit[] = []) {
  const files: Record<string, string> = scaffoldFiles({ id, name: 'Probe Calculator' });
  const apply = (names: string[], list: Edit[]) => {
    for (const [from, to] of list) {
      const name = names.find((candidate) => (files[candidate] ?? '').replace(from, to) !== files[candidate]);
      if (!name) throw new Error(`the scaffold has no ${String(from)}: update this test`);
      files[name] = (files[name] ?? '').replace(from, to);
    }
  };
  apply(['calculator.ts', 'page.ts'], edits);
  apply(['formula.ts'], formulaEdits);
  mkdirSync(path.join(root, id));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, id, name), text);
}

/** The generator's error for folder `id`, or '' when it loads. */
async function problems(id: string): Promise<string> {
  try {
    // As generate does first: calculator.ts imports the compiled messages.
    await compileDefinitionMessages([path.join(root, id)]);
    await loadDefinitions(root, [id]);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

const file = (id: string) => path.relative(process.cwd(), path.join(root, id, 'calculator.ts'));
/** What only the server needs (the worked examples) is page.ts's: a mistake there names that file. */
const page = (id: string) => path.relative(process.cwd(), path.join(root, id, 'page.ts'));

/** A 4th example whose ratio is above 1 (the scaffold's three are 0.8, 0.75 and 1). */
const ABOVE_ONE: Edit = [
  '    { title: m.example3(),',
  "    { title: 'Longer first', input: { first: 120, second: 100, unit: 'cm' }, expect: { ratio: 1.2 } },\n    { title: m.example3(),",
];
/** The formula returns `excess` only when the ratio is above 1. */
const EXCESS: Edit = [
  '  return { ratio: round(input.first / input.second, 2) };',
  '  const ratio = round(input.first / input.second, 2);\n  return { ratio, ...(ratio > 1 ? { excess: round(ratio - 1, 2) } : {}) };',
];
const excessBlock = (when: string) =>
  [
    "format: { kind: 'number', decimals: 2 } },\n  ],",
    `format: { kind: 'number', decimals: 2 } },\n    { block: 'stats',${when} items: [{ label: 'Excess', value: 'excess' }] },\n  ],`,
  ] as Edit;

describe('npm run generate catches a content editor’s mistakes, naming file and key', () => {
  it('loads the scaffold as written', async () => {
    folder('fine', []);
    expect(await problems('fine')).toBe('');
  });

  it('a result path that is in no example’s result, with the keys there are', async () => {
    folder('path-typo', [["value: 'ratio'", "value: 'ratoi'"]]);
    const message = await problems('path-typo');
    expect(message).toContain(
      `${file('path-typo')}: result[category-card "Ratio"].value: result path 'ratoi' is in no worked example's result (did you mean 'ratio'?)`,
    );
    expect(message).toContain('the result has ratio');
  });

  it('a path in the props of a custom block, and in a nested block', async () => {
    folder('custom-path', [
      [
        "format: { kind: 'number', decimals: 2 } },\n  ],",
        "format: { kind: 'number', decimals: 2 } },\n    { block: 'group', summary: 'More', blocks: [{ block: 'progress', title: 'Share', value: 'ratio.percent' }] },\n    { block: 'custom', component: 'links', props: { from: 'link' } },\n  ],",
      ],
    ]);
    const message = await problems('custom-path');
    expect(message).toContain(
      `${file('custom-path')}: result[group "More"].blocks[progress "Share"].value: result path 'ratio.percent'`,
    );
    expect(message).toContain(
      `${file('custom-path')}: result[3rd block, links].props.from: result path 'link'`,
    );
  });

  it('a path present in some examples only is fine under a `when`, and named with the example without one', async () => {
    folder('when-ok', [ABOVE_ONE, excessBlock(" when: 'excess',")], [EXCESS]);
    expect(await problems('when-ok')).toBe('');
    folder('when-missing', [ABOVE_ONE, excessBlock('')], [EXCESS]);
    const message = await problems('when-missing');
    expect(message).toContain(
      `${file('when-missing')}: result[2nd block, stats].items["Excess"].value: result path 'excess' is missing from the result of examples.0 ("80 cm and 100 cm")`,
    );
    expect(message).toContain('give the block a `when`');
    expect(message).not.toContain('examples.2');
  });

  it('an unknown custom block component', async () => {
    folder('bad-component', [
      [
        "format: { kind: 'number', decimals: 2 } },\n  ],",
        "format: { kind: 'number', decimals: 2 } },\n    { block: 'custom', component: 'timelin', props: { from: 'ratio' } },\n  ],",
      ],
    ]);
    const message = await problems('bad-component');
    expect(message).toContain(
      `${file('bad-component')}: result[2nd block, timelin].component: unknown component "timelin"`,
    );
    expect(message).toContain("'timeline'");
  });

  it('an unknown custom field widget', async () => {
    folder('bad-widget', [
      [
        '  fields: {\n',
        "  fields: {\n    dates: { type: 'custom', label: 'Dates', widget: 'date-lst', schema: { type: 'array' }, parse: (value: unknown) => ({ value }) },\n",
      ],
    ]);
    const message = await problems('bad-widget');
    expect(message).toContain(`${file('bad-widget')}: fields.dates.widget: unknown widget "date-lst"`);
    expect(message).toContain("'date-list'");
  });

  it('a worked example whose expect does not match, naming the example and the key', async () => {
    folder('bad-expect', [['expect: { ratio: 0.8 }', 'expect: { ratio: 0.81 }']]);
    expect(await problems('bad-expect')).toContain(
      `${page('bad-expect')}: examples.0 ("80 cm and 100 cm"): expect.ratio: expected 0.81, the formula gives 0.8`,
    );
  });

  it('a worked example that does not compute', async () => {
    folder('bad-example', [['input: { first: 80,', 'input: { first: 8000,']]);
    expect(await problems('bad-example')).toMatch(
      new RegExp(
        `${page('bad-example').replace(/[.\\/]/g, '\\$&')}: examples\\.0 \\("80 cm and 100 cm"\\): does not compute \\(first: `,
      ),
    );
  });

  it.each([
    ['a syntax error', 'syntax', [['  icon:', '  icon::']] as Edit[], 'cannot be loaded'],
    ['a bad import', 'bad-import', [["from './formula'", "from './formulas'"]] as Edit[], 'cannot be loaded'],
    [
      'no default export',
      'no-default',
      [['export default definePage', 'export const x = definePage']] as Edit[],
      'no default export',
    ],
  ])('%s in the file', async (_what, id, edits, words) => {
    folder(id, edits);
    const message = await problems(id);
    // page.ts is what the tools load (it imports calculator.ts); a mistake in calculator.ts is named in the message.
    expect(message).toContain(`${page(id)}: ${words}`);
    if (id !== 'no-default') expect(message).toContain('calculator.ts');
  });

  it('a card severity that is not a severity id, and an urgent card with no action to lead with', async () => {
    const card = "{ block: 'category-card', title: m.ratio(), value: 'ratio',";
    folder(
      'severity-word',
      [[card, `${card} severity: 'label',`]],
      [
        [
          '  return { ratio: round(input.first / input.second, 2) };',
          "  return { ratio: round(input.first / input.second, 2), label: 'Normal' };",
        ],
      ],
    );
    expect(await problems('severity-word')).toContain(
      `${file('severity-word')}: result[category-card "Ratio"].severity: result path 'label' holds "Normal" in examples.0`,
    );
    folder(
      'urgent-silent',
      [[card, `${card} severity: 'level', action: 'todo',`]],
      [
        [
          '  return { ratio: round(input.first / input.second, 2) };',
          "  return { ratio: round(input.first / input.second, 2), level: 'urgent' as const, todo: '' };",
        ],
      ],
    );
    expect(await problems('urgent-silent')).toContain(
      `${file('urgent-silent')}: result[category-card "Ratio"].severity: examples.0`,
    );
    expect(await problems('urgent-silent')).toContain(
      'is urgent but its card has no `action` text to lead with',
    );
  });

  // A list block draws an array of strings only: baby growth's "Talk to your doctor" advice was one sentence, and
  // the page showed nothing in its place.
  it('a list block reading one sentence instead of a list of them', async () => {
    folder(
      'list-sentence',
      [
        [
          "format: { kind: 'number', decimals: 2 } },\n  ],",
          "format: { kind: 'number', decimals: 2 } },\n    { block: 'list', title: 'Advice', items: 'advice' },\n  ],",
        ],
      ],
      [
        [
          '  return { ratio: round(input.first / input.second, 2) };',
          "  return { ratio: round(input.first / input.second, 2), advice: 'see a doctor' };",
        ],
      ],
    );
    expect(await problems('list-sentence')).toContain(
      `${file('list-sentence')}: result[list "Advice"].items: result path 'advice' is a string in the result of examples.0`,
    );
  });
});

// Issue 24: the page's example links compute on the visitor's date. `npm run generate` runs every example on the
// build date too, and says which example fails and how to write it.
describe('worked examples on the build date', () => {
  const dueDate = dueDateDefinition as unknown as CalculatorDefinition;
  const fileName = 'definitions/due-date/calculator.ts';
  const withExample = (example: Example): CalculatorDefinition => ({
    ...dueDate,
    examples: [example, ...dueDate.examples.slice(1)],
  });
  const fixed: Example = {
    title: 'Last period started 31 January 2026',
    input: { lastPeriodDate: '2026-01-31' },
    today: '2026-03-31',
    expect: { dueDate: '2026-11-07' },
  };

  it('an example whose fixed date no longer computes on the build date fails, naming the file and the example', () => {
    expect(checkResults(fileName, withExample(fixed), '2026-11-27')).toEqual([
      `${fileName}: examples.0 ("Last period started 31 January 2026"): does not compute on the build date 2026-11-27 (lastPeriodDate: That is more than 42 weeks ago, past the end of a pregnancy. Check the date, or ask your midwife or doctor.), so its link fails for a visitor today; write its dates relative to the day ('today-59d', docs/authoring.md)`,
    ]);
  });

  it('the same example written relative to the day computes on its own day and on the build date', () => {
    const relative = {
      ...fixed,
      title: 'Last period 8 weeks 3 days ago',
      input: { lastPeriodDate: 'today-8w3d' },
    };
    expect(checkResults(fileName, withExample(relative), '2026-11-27')).toEqual([]);
    expect(checkResults(fileName, withExample(relative), '2031-02-28')).toEqual([]);
  });

  it('a fixed date the title does not name by its year is refused with the way to write it', () => {
    const unnamed = { ...fixed, title: 'A last period in winter' };
    expect(checkResults(fileName, withExample(unnamed), '2026-04-01')).toEqual([
      `${fileName}: examples.0 ("A last period in winter"): input.lastPeriodDate is the fixed date 2026-01-31, which a visitor reads in the past on a later day; write it relative to the day ('today-59d', docs/authoring.md), or name its year in the title when that date is the example's point`,
    ]);
  });

  it('a misspelt relative date is refused by the schema at its place in the input', async () => {
    folder('bad-relative-date', [['input: { first: 80,', "input: { when: 'today-59', first: 80,"]]);
    expect(await problems('bad-relative-date')).toContain(
      `${page('bad-relative-date')}: examples["80 cm and 100 cm"].input.when: 'today-59' is not a relative date: write 'today', 'today-59d', 'today+2w' or 'today-8w3d'`,
    );
  });
});
