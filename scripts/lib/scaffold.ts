import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the scaffolder writes: a working ratio calculator, every file of a definition folder but the snapshot. */
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

/** A string as a single-quoted TypeScript literal (Biome's quote style). */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Every file of a new definition folder that an editor writes, by name: the English and the Spanish page, the
 * formula with its test beside it (present.ts is optional and left out: explain puts the one message into words).
 * As written they pass `npm run check -- <id>` (tests/unit/editor-routine.test.ts runs them through it in a fresh
 * copy of the repository); `npm run new-calculator` also writes the form-schema snapshot from them. The templates
 * live here only: a change to what a folder holds is made here, and that test proves it.
 */
export function scaffoldFiles({ id, name, category = 'beauty-body', icon = 'calculator' }: ScaffoldOptions) {
  const title = name.replace(/ Calculator$/, '');
  return {
    'formula.ts': `import { round } from '@/engine';

/** Canonical input: both lengths in cm. */
export interface Input {
  first: number;
  second: number;
}

/** Ratio of the first length to the second, to 2 decimals: values only, no words (messages.ts holds the words). */
export function formula(input: Input) {
  return { ratio: round(input.first / input.second, 2) };
}
`,
    'formula.test.ts': `import { describe, expect, it } from 'vitest';
import { formula } from './formula';

// The formula alone, in plain Node; the worked examples in page.ts run through the whole contract too.
describe(${quoted(`${id} formula`)}, () => {
  it('divides the first length by the second, to two decimals', () => {
    expect(formula({ first: 80, second: 100 })).toEqual({ ratio: 0.8 });
    expect(formula({ first: 1, second: 3 })).toEqual({ ratio: 0.33 });
  });
});
`,
    'messages.ts': `import { defineMessages } from '@/engine';

/** Every word of the calculator, by key (ICU MessageFormat; docs/authoring.md, "Messages"); calculator.ts holds keys. */
export default defineMessages({
  name: ${quoted(name)},
  description: 'Divides one length by another and shows the ratio to two decimals, in cm or inches.',
  keywordLengthRatio: 'length ratio',
  keywordRatioOfTwo: 'ratio of two lengths',
  audienceNote: 'For anyone comparing two lengths.',
  firstLabel: 'First length',
  secondLabel: 'Second length',
  ratio: 'Ratio',
  explainRatio:
    'Ratio = first length ÷ second length = {first, number, ::.#} cm ÷ {second, number, ::.#} cm = {ratio, number, ::.00}.',
  example1: '80 cm and 100 cm',
  example2: '30 in and 40 in',
  example3: 'Equal lengths',
});
`,
    'messages.es.ts': `import { defineMessages } from '@/engine';

/** The Spanish words: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  name: ${quoted(`Calculadora de ${title}`)},
  description: 'Divide una longitud entre otra y muestra la proporción con dos decimales, en cm o pulgadas.',
  keywordLengthRatio: 'proporción de longitudes',
  keywordRatioOfTwo: 'proporción entre dos longitudes',
  audienceNote: 'Para cualquier persona que compare dos longitudes.',
  firstLabel: 'Primera longitud',
  secondLabel: 'Segunda longitud',
  ratio: 'Proporción',
  explainRatio:
    'Proporción = primera longitud ÷ segunda longitud = {first, number, ::.#} cm ÷ {second, number, ::.#} cm = {ratio, number, ::.00}.',
  example1: '80 cm y 100 cm',
  example2: '30 pulg. y 40 pulg.',
  example3: 'Longitudes iguales',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = ${quoted(`calculadora-${id}`)};
`,
    'calculator.ts': `import { defineCalculator } from '@/engine';
import { formula } from './formula';
import type { Messages } from './messages.en.gen';

/** Both lengths share one unit select (\`unit\`), with the same limits. */
const LENGTH_LIMITS = { cm: { min: 1, max: 300 }, in: { min: 0.4, max: 118 } };

// What the browser runs. Every text is a key of messages.ts: \`m\` is that language's compiled messages, so one
// shape serves each language (page.ts adds what only the server reads).
export default defineCalculator((m: Messages) => ({
  id: ${quoted(id)},
  name: m.name(),
  category: ${quoted(category)},
  icon: ${quoted(icon)},
  color: 'teal',
  audience: { note: m.audienceNote() },
  fields: {
    first: {
      type: 'quantity',
      label: m.firstLabel(),
      dimension: 'length',
      units: ['cm', 'in'],
      unitField: 'unit',
      limits: LENGTH_LIMITS,
      required: true,
    },
    second: {
      type: 'quantity',
      label: m.secondLabel(),
      dimension: 'length',
      units: ['cm', 'in'],
      unitField: 'unit',
      limits: LENGTH_LIMITS,
      required: true,
    },
  },
  formula,
  result: [
    { block: 'category-card', title: m.ratio(), value: 'ratio', format: { kind: 'number', decimals: 2 } },
  ],
  // "The calculation with your numbers": the lengths as the formula got them (cm).
  explain: (input, result) => [
    m.explainRatio({ first: input.first, second: input.second, ratio: result.ratio }),
  ],
}));
`,
    'page.ts': `import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

// What only the server reads (the page's head, its worked examples, its sources); the browser never imports this file.
export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [m.keywordLengthRatio(), m.keywordRatioOfTwo()],
  examples: [
    { title: m.example1(), input: { first: 80, second: 100, unit: 'cm' }, expect: { ratio: 0.8 } },
    { title: m.example2(), input: { first: 30, second: 40, unit: 'in' }, expect: { ratio: 0.75 } },
    { title: m.example3(), input: { first: 50, second: 50, unit: 'cm' }, expect: { ratio: 1 } },
  ],
  sources: [
    {
      title: 'NIST Handbook 44, Appendix C: 1 inch = 2.54 cm exactly',
      url: 'https://www.nist.gov/pml/owm/nist-handbook-44-current-edition',
    },
  ],
}));
`,
    'about.md': `## What this calculator does

It tells you how many times the second length fits into the first: a ratio of 0.80 means the first length is 80%
of the second.

## How we calculate

Ratio = first length ÷ second length. Both lengths are converted to centimeters first (1 in = 2.54 cm exactly),
and the ratio is rounded to two decimals. The ratio is the same in either unit.

## Limits worth knowing

We accept lengths of 1–300 cm (0.4–118 in). Measure both lengths the same way, with the same tape.

## Sources

- National Institute of Standards and Technology. *NIST Handbook 44*, Appendix C (1 inch = 2.54 cm exactly).
`,
    'about.es.md': `## Qué hace esta calculadora

Te dice cuántas veces cabe la segunda longitud en la primera: una proporción de 0.80 significa que la primera
longitud es el 80% de la segunda.

## Cómo calculamos

Proporción = primera longitud ÷ segunda longitud. Primero convertimos las dos longitudes a centímetros
(1 pulg. = 2.54 cm exactos) y redondeamos la proporción a dos decimales. La proporción es la misma en cualquiera de las
dos unidades.

## Límites que conviene conocer

Aceptamos longitudes de 1–300 cm (0.4–118 pulg.). Mide las dos longitudes de la misma manera, con la misma cinta
métrica.

## Fuentes

- National Institute of Standards and Technology. *NIST Handbook 44*, apéndice C (1 pulgada = 2.54 cm exactos).
`,
  };
}
