/**
 * A range of days says its month and year once: "del 9 al 15 de febrero de 2026", "from Feb 9 to 15, 2026", never
 * "del 9 de febrero de 2026 al 15 de febrero de 2026" (a message writes `{start, date, rangeFrom end}` and
 * `{end, date, rangeTo start}` with its own words between, src/engine/date-range.ts). Every worked example of every calculator is run in both languages and its result words and
 * "How we calculate" lines are read.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyCalculatorDefinition,
  explainLines,
  resolveExampleInput,
  runCalculator,
} from '../../src/engine';
import { dateRangeSide } from '../../src/engine/date-range';
import type { CalculationModule } from '../../src/site/data/calculator-module';

const spanish = import.meta.glob<CalculationModule>('../../src/generated/pages/es/*.ts', { eager: true });
const english = import.meta.glob<CalculationModule>('../../src/generated/pages/*.ts', { eager: true });
const TODAY = '2026-11-25';

/** Two whole dates of the same month and year joined as a range ("9 de febrero de 2026 al 15 de febrero de 2026"). */
const REPEATED = [
  /(\d{1,2}) de (\p{L}+) de (\d{4}),? (?:al|y el|a|hasta el) \d{1,2} de \2 de \3/u,
  /\b([A-Z][a-z]{2,8}) \d{1,2}, (\d{4}),? (?:to|and|–) \1 \d{1,2}, \2/,
];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('a range of days in words: the message says "from … to …", "del … al …"', () => {
  it.each([
    ['2026-02-09', '2026-02-15', 'from Feb 9 to 15, 2026', 'del 9 al 15 de febrero de 2026'],
    [
      '2026-11-22',
      '2026-12-04',
      'from Nov 22 to Dec 4, 2026',
      'del 22 de noviembre al 4 de diciembre de 2026',
    ],
    [
      '2026-12-25',
      '2027-01-12',
      'from Dec 25, 2026 to Jan 12, 2027',
      'del 25 de diciembre de 2026 al 12 de enero de 2027',
    ],
    // One day: each side is the whole date, never a dangling word.
    [
      '2026-02-09',
      '2026-02-09',
      'from Feb 09, 2026 to Feb 09, 2026',
      'del 9 de febrero de 2026 al 9 de febrero de 2026',
    ],
  ])('%s to %s', (start, end, en, es) => {
    const side = (which: 'from' | 'to', locale: 'en-US' | 'es-US') =>
      dateRangeSide(start, end, which, locale);
    expect(`from ${side('from', 'en-US')} to ${side('to', 'en-US')}`.replace(/\s/g, ' ')).toBe(en);
    expect(`del ${side('from', 'es-US')} al ${side('to', 'es-US')}`.replace(/\s/g, ' ')).toBe(es);
  });
});

describe.each([
  ['es', spanish],
  ['en', english],
] as const)('every worked example in %s', (_, modules) => {
  const pages = Object.values(modules).map((module) => module.definition as AnyCalculatorDefinition);
  it.each(pages.map((def) => [def.id, def] as const))(
    '%s says a range of days with its month and year once',
    (_, def) => {
      const repeated = def.examples.flatMap((example) => {
        const today = example.today ?? TODAY;
        const outcome = runCalculator(
          def,
          resolveExampleInput(example.input, today) as Record<string, unknown>,
          {
            today,
          },
        );
        if (!outcome.ok) return [];
        return [...strings(outcome.result), ...explainLines(def, outcome.input, outcome.result)]
          .map((text) => text.replace(/\s/g, ' '))
          .filter((text) => REPEATED.some((pattern) => pattern.test(text)))
          .map((text) => `${example.title}: ${text}`);
      });
      expect(repeated).toEqual([]);
    },
  );
});
