import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/engine/categories';
import { BORN_ON_DUE_DATE } from '../../src/generated/data/facts';

interface Definition {
  id: string;
  name: string;
  icon: string;
  category: string;
  keywords: string[];
  featured?: boolean;
}

const definitions = import.meta.glob<{ default: Definition }>('../../definitions/*/page.ts', {
  eager: true,
});
const calculators = Object.values(definitions).map((module) => module.default);

describe('the calculator catalogue', () => {
  // Each calculator's own icon is checked by `npm run generate` (scripts/lib/icons.ts), in the editor's routine.
  it("features exactly the spec's eight calculators (a full home grid, no orphan card)", () => {
    const featured = calculators
      .filter((calculator) => calculator.featured)
      .map((calculator) => calculator.id);
    expect(featured.sort()).toEqual(
      [
        'bmi',
        'bmr',
        'calorie',
        'due-date',
        'macro',
        'ovulation',
        'period-tracker',
        'waist-to-hip-ratio',
      ].sort(),
    );
  });
});

// "How many babies arrive on the due date" is said one way, from one source, wherever the site says it.
describe('babies born on the due date', () => {
  const root = join(__dirname, '../..');
  const files = ['content', 'definitions']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)),
    )
    .filter((file) => /\.(md|ts)$/.test(file));
  const texts = [
    ...files.map((file) => ({ where: file, text: readFileSync(join(root, file), 'utf8') })),
    ...CATEGORIES.flatMap((category) =>
      category.panels.map((panel) => ({ where: category.id, text: panel.text })),
    ),
  ];

  it('is never given as a figure other than the registered fact', () => {
    const said = texts.flatMap(({ where, text }) =>
      [
        ...text.matchAll(/[^.;]{0,80}\b(?:born|arrives?|arrive) on (?:the|their) (?:estimated )?due date/gi),
      ].map((match) => ({ where, sentence: match[0] })),
    );
    expect(said.length).toBeGreaterThanOrEqual(3);
    for (const { where, sentence } of said.filter(({ sentence }) =>
      /\d|one|twenty|percent|%/i.test(sentence),
    )) {
      expect({
        where,
        quotesTheFact: sentence.includes('BORN_ON_DUE_DATE') || sentence.includes(BORN_ON_DUE_DATE),
      }).toEqual({
        where,
        quotesTheFact: true,
      });
    }
  });
});

// A blurb that leaves out one of its calculators is a note of `npm run generate` (blurbNotes in scripts/lib/categories.ts).
