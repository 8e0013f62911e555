import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the scaffolder writes: a working ratio calculator (fields, formula, examples, sources, about.md). */
export interface ScaffoldOptions {
  id: string;
  name: string;
  category?: string;
  /** A free icon (`scaffoldIcon`): each calculator has its own, and `generate` refuses a taken one. */
  icon?: string;
}

/** Icons the scaffold may give a new calculator, in order: generic ones for a calculator of any topic. */
const SCAFFOLD_ICONS = [
  'calculator',
  'sigma',
  'square-function',
  'divide',
  'variable',
  'pi',
  'hash',
  'equal',
];

/** The icons the calculators in `root` use, as written in their calculator.ts. */
export function takenIcons(root: string): Set<string> {
  const taken = new Set<string>();
  for (const id of existsSync(root) ? readdirSync(root) : []) {
    const file = path.join(root, id, 'calculator.ts');
    if (!existsSync(file)) continue;
    const icon = /\bicon: '([a-z0-9-]+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    if (icon) taken.add(icon);
  }
  return taken;
}

/** The first scaffold icon no calculator uses yet. */
export function scaffoldIcon(taken: ReadonlySet<string>): string {
  const free = SCAFFOLD_ICONS.find((icon) => !taken.has(icon));
  if (!free)
    throw new Error(`every scaffold icon is taken (${SCAFFOLD_ICONS.join(', ')}): add one to SCAFFOLD_ICONS`);
  return free;
}

/**
 * The three English files of a new definition folder, ready to edit: they pass `biome check` (with the rules for
 * the definitions folder), the typecheck, the definition's checks and the contract suite as written
 * (tests/unit/new-calculator.test.ts). `npm run generate` also wants the Spanish files (SPANISH_FILES), which the
 * editor writes from the English. The form-schema snapshot is accepted by `npm run check -- <id> --accept`, not
 * written here, so that accepting it stays a deliberate step.
 */
export function scaffoldFiles({
  id,
  name,
  category = 'beauty-body',
  icon = SCAFFOLD_ICONS[0],
}: ScaffoldOptions) {
  return {
    'formula.ts': `import { round } from '@/engine';

/** Canonical input: both lengths in cm. */
export interface Input {
  first: number;
  second: number;
}

/** Ratio of the first length to the second, to 2 decimals. */
export function formula(input: Input) {
  return { ratio: round(input.first / input.second, 2) };
}

/** Result. */
export type Result = ReturnType<typeof formula>;
`,
    'calculator.ts': `import { defineCalculator } from '@/engine';
import { formula, type Input, type Result } from './formula';

/** Both lengths share one unit select (\`unit\`), with the same limits. */
const LENGTH_LIMITS = { cm: { min: 1, max: 300 }, in: { min: 0.4, max: 118 } };

export default defineCalculator<Input, Result>({
  id: ${JSON.stringify(id).replace(/"/g, "'")},
  name: ${JSON.stringify(name).replace(/"/g, "'")},
  description: 'Divides one length by another and shows the ratio to two decimals, in cm or inches.',
  category: '${category}',
  keywords: ['${id.replace(/-/g, ' ')}'],
  icon: '${icon}',
  color: 'teal',
  audience: { note: 'For anyone comparing two lengths.' },
  fields: {
    first: {
      type: 'quantity',
      label: 'First length',
      dimension: 'length',
      units: ['cm', 'in'],
      unitField: 'unit',
      limits: LENGTH_LIMITS,
      required: true,
    },
    second: {
      type: 'quantity',
      label: 'Second length',
      dimension: 'length',
      units: ['cm', 'in'],
      unitField: 'unit',
      limits: LENGTH_LIMITS,
      required: true,
    },
  },
  formula,
  result: [
    { block: 'category-card', title: 'Ratio', value: 'ratio', format: { kind: 'number', decimals: 2 } },
  ],
  examples: [
    { title: '80 cm and 100 cm', input: { first: 80, second: 100, unit: 'cm' }, expect: { ratio: 0.8 } },
    { title: '30 in and 40 in', input: { first: 30, second: 40, unit: 'in' }, expect: { ratio: 0.75 } },
    { title: 'Equal lengths', input: { first: 50, second: 50, unit: 'cm' }, expect: { ratio: 1 } },
  ],
  sources: [
    {
      title: 'NIST Handbook 44, Appendix C: 1 inch = 2.54 cm exactly',
      url: 'https://www.nist.gov/pml/owm/nist-handbook-44-current-edition',
    },
  ],
});
`,
    'about.md': `## What this calculator tells you

How many times the second length fits into the first: a ratio of 0.80 means the first length is 80 % of the
second.

## How we calculate

Ratio = first length ÷ second length. Both lengths are converted to centimetres first (1 in = 2.54 cm exactly),
and the ratio is rounded to two decimals. The ratio is the same in either unit.

## Limits worth knowing

We accept lengths of 1–300 cm (0.4–118 in). Measure both lengths the same way, with the same tape.

## Sources

- National Institute of Standards and Technology. *NIST Handbook 44*, Appendix C (1 inch = 2.54 cm exactly).
`,
  };
}
