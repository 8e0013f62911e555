import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS_DIR, listDefinitionIds } from '../../scripts/lib/definitions';
import { buildDate, resolveExample } from '../../scripts/lib/result-checks';
import { type CalculatorDefinition, runCalculator } from '../../src/engine';
import { hasRelativeDate } from '../visitor-day';

// The page's "Try an example" links compute on the visitor's date, not the example's own (issue 24: 15 of 141
// showed an error on 2026-11-27). Every worked example must compute on any day: the build date, the day of the
// report, leap days, year ends and days years ahead.
const DAYS = [
  buildDate(),
  '2026-11-27',
  '2026-12-31',
  '2027-01-01',
  '2027-06-15',
  '2028-02-29',
  '2028-12-31',
  '2030-03-01',
  '2032-02-29',
  '2035-10-10',
];

const definitions = await Promise.all(
  listDefinitionIds().map(async (id) => {
    const url = pathToFileURL(path.join(DEFINITIONS_DIR, id, 'page.ts')).href;
    return ((await import(url)) as { default: CalculatorDefinition }).default;
  }),
);

describe.each(definitions.map((def) => [def.id, def] as const))('worked examples of %s', (_id, def) => {
  it.each(DAYS)('compute on %s (a result, not an error)', (today) => {
    const failures = def.examples.flatMap((example) => {
      const { input } = resolveExample(example, today);
      const outcome = runCalculator(def, input, { today });
      return outcome.ok
        ? []
        : [`${example.title}: ${outcome.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`];
    });
    expect(failures).toEqual([]);
  });
});

/** Every number, flag and null in a result by its path, but the calendar's layout (months, years, days of month). */
function figures(value: unknown, at = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (/calendar|\.year$|\.monthIndex$|\.day$/.test(at)) return out;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) out[at] = value;
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) figures(item, `${at}.${key}`, out);
  }
  return out;
}

// "Reads sensibly on any day": a dated example says the same on the visitor's day as on its own (8 weeks 3 days
// pregnant, 221 days to go, not late), so no link turns into "due date passed" or "next period expected" in the past.
// Only definitions with a dated example get these tests (an example without a relative date reads the same any day).
const datedExamples = definitions
  .map((def) => ({
    def,
    dated: def.examples.filter((example) => Object.values(example.input).some(hasRelativeDate)),
  }))
  .filter(({ dated }) => dated.length > 0);

it('some definitions have dated worked examples (else the tests below would check nothing)', () => {
  expect(datedExamples.length).toBeGreaterThan(0);
});

describe.each(datedExamples.map(({ def, dated }) => [def.id, def, dated] as const))(
  'dated worked examples of %s',
  (_id, def, dated) => {
    it.each(DAYS)('give the same figures and flags on %s as on their own day', (today) => {
      for (const example of dated) {
        const own = resolveExample(example);
        const ownOutcome = runCalculator(def, own.input, { today: own.today });
        const outcome = runCalculator(def, resolveExample(example, today).input, { today });
        expect(outcome.ok && figures(outcome.result), example.title).toEqual(
          ownOutcome.ok && figures(ownOutcome.result),
        );
      }
    });
  },
);

describe('relative dates of worked examples', () => {
  it('resolve against the day they are computed on, in weeks and days, across month and leap-day ends', () => {
    const example = {
      title: 'probe',
      input: { a: 'today-8w3d', b: ['today', 'today+2w', 'today-1d'], c: 28, d: '2025-03-01' },
      expect: {},
    };
    expect(resolveExample(example, '2028-03-01').input).toEqual({
      a: '2028-01-02',
      b: ['2028-03-01', '2028-03-15', '2028-02-29'],
      c: 28,
      d: '2025-03-01',
    });
    expect(resolveExample({ ...example, today: '2026-12-31' }).input.b).toEqual([
      '2026-12-31',
      '2027-01-14',
      '2026-12-30',
    ]);
  });
});
