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
 * formula with its test beside it (words.ts is optional and left out: explain puts the one message into words).
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

/** Ratio of the first length to the second, to 2 decimals. */
export function formula(input: Input) {
  return { ratio: round(input.first / input.second, 2) };
}

/** Result: values only, no words (messages.ts holds the words). */
export type Result = ReturnType<typeof formula>;
`,
    'formula.test.ts': `import { describe, expect, it } from 'vitest';
import { formula } from './formula';

// The formula alone, in plain Node; the worked examples in calculator.ts run through the whole contract too.
describe(${quoted(`${id} formula`)}, () => {
  it('divides the first length by the second, to two decimals', () => {
    expect(formula({ first: 80, second: 100 })).toEqual({ ratio: 0.8 });
    expect(formula({ first: 1, second: 3 })).toEqual({ ratio: 0.33 });
  });
});
`,
    'messages.ts': `import { defineMessages } from '@/engine';

/** The words of the result (ICU MessageFormat; docs/authoring.md, "Words"): here, the calculation explained. */
export default defineMessages({
  explainRatio:
    'Ratio = first length ÷ second length = {first, number, ::.#} cm ÷ {second, number, ::.#} cm = {ratio, number, ::.00}.',
});
`,
    'messages.es.ts': `import { defineMessages } from '@/engine';

/** The Spanish words of the result: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  explainRatio:
    'Proporción = primera longitud ÷ segunda longitud = {first, number, ::.#} cm ÷ {second, number, ::.#} cm = {ratio, number, ::.00}.',
});
`,
    'calculator.ts': `import { defineCalculator } from '@/engine';
import { formula, type Input, type Result } from './formula';
import messages, { type Messages } from './messages.en.gen';

/** Both lengths share one unit select (\`unit\`), with the same limits. */
const LENGTH_LIMITS = { cm: { min: 1, max: 300 }, in: { min: 0.4, max: 118 } };

export default defineCalculator<Input, Result, Result, Messages>({
  id: ${quoted(id)},
  name: ${quoted(name)},
  description: 'Divides one length by another and shows the ratio to two decimals, in cm or inches.',
  category: ${quoted(category)},
  keywords: ['length ratio', 'ratio of two lengths'],
  icon: ${quoted(icon)},
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
  messages,
  result: [
    { block: 'category-card', title: 'Ratio', value: 'ratio', format: { kind: 'number', decimals: 2 } },
  ],
  // "The calculation with your numbers": the lengths as the formula got them (cm), in the words of messages.ts.
  explain: (input, result, m) => [
    m.explainRatio({ first: input.first, second: input.second, ratio: result.ratio }),
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
    'es.ts': `import { defineTranslation } from '@/engine';

/** The Spanish words of the page: its address and each text of calculator.ts (docs/es/style-guide.md). */
export default defineTranslation({
  slug: ${quoted(`calculadora-${id}`)},
  texts: {
    ${quoted(name)}: ${quoted(`Calculadora de ${title}`)},
    'Divides one length by another and shows the ratio to two decimals, in cm or inches.':
      'Divide una longitud entre otra y muestra la proporción con dos decimales, en cm o pulgadas.',
    'length ratio': 'proporción de longitudes',
    'ratio of two lengths': 'proporción entre dos longitudes',
    'For anyone comparing two lengths.': 'Para cualquier persona que compare dos longitudes.',
    'First length': 'Primera longitud',
    'Second length': 'Segunda longitud',
    Ratio: 'Proporción',
    '80 cm and 100 cm': '80 cm y 100 cm',
    '30 in and 40 in': '30 in y 40 in',
    'Equal lengths': 'Longitudes iguales',
  },
});
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
(1 in = 2.54 cm exactos) y redondeamos la proporción a dos decimales. La proporción es la misma en cualquiera de las
dos unidades.

## Límites que conviene conocer

Aceptamos longitudes de 1–300 cm (0.4–118 in). Mide las dos longitudes de la misma manera, con la misma cinta
métrica.

## Fuentes

- National Institute of Standards and Technology. *NIST Handbook 44*, apéndice C (1 pulgada = 2.54 cm exactos).
`,
  };
}
