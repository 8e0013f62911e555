import path from 'node:path';

/** What the scaffolder writes: a working ratio calculator (fields, formula, examples, sources, about.md). */
export interface ScaffoldOptions {
  /** Folder the definition goes in (imports of the engine are made relative to it). */
  dir: string;
  id: string;
  name: string;
  category?: string;
}

/** The three files of a new definition folder, ready to edit. */
export function scaffoldFiles({ dir, id, name, category = 'beauty-body' }: ScaffoldOptions) {
  const engineImport = path
    .relative(dir, path.resolve(import.meta.dirname, '../../src/engine'))
    .replace(/\\/g, '/');
  return {
    'formula.ts': `import { round } from '${engineImport}';

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
    'calculator.ts': `import { defineCalculator } from '${engineImport}';
import { formula, type Input, type Result } from './formula';

export default defineCalculator<Input, Result>({
  id: '${id}',
  name: '${name}',
  description: 'Divides one length by another and shows the ratio to two decimals, in centimetres or inches.',
  category: '${category}',
  keywords: ['${id.replace(/-/g, ' ')}'],
  icon: 'ruler',
  color: 'teal',
  fields: {
    first: { type: 'quantity', label: 'First length', dimension: 'length', units: ['cm', 'in'], unitField: 'unit',
      limits: { cm: { min: 1, max: 300 }, in: { min: 0.4, max: 118 } }, required: true },
    second: { type: 'quantity', label: 'Second length', dimension: 'length', units: ['cm', 'in'], unitField: 'unit',
      limits: { cm: { min: 1, max: 300 }, in: { min: 0.4, max: 118 } }, required: true },
  },
  formula,
  result: [{ block: 'category-card', title: 'Ratio', value: 'ratio', format: { kind: 'number', decimals: 2 } }],
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
    'about.md': `## How we calculate\n\nRatio = first length ÷ second length. Both lengths are converted to centimetres first (1 in = 2.54 cm\nexactly, NIST Handbook 44), and the ratio is rounded to two decimals.\n`,
  };
}
