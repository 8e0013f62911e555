import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runCalc } from '../scripts/calc';
import { type LoadedDefinition, listDefinitionIds, loadDefinitions } from '../scripts/lib/definitions';
import { EXAMPLE_TODAY, workedExamples } from '../scripts/lib/result-checks';
import {
  type CalculatorDefinition,
  customLimits,
  describeBrokenValue,
  FORM_ERROR_FIELD,
  fromQuery,
  MAX_MESSAGE_LENGTH,
  type RunOutcome,
  runCalculator,
  SHAPE_LIMITS,
  shapeProblem,
  shareableNames,
  toQuery,
} from '../src/engine';
import { toTexts } from '../src/form/fields/budget-table';
import { asList } from '../src/form/fields/date-list';

// Issue #16: values no form would send, as a share link or the headless contract's JSON may carry them, for every
// field of every definition. Each must give a result or messages at fields with work that does not grow with the
// input (its size is checked before anything is parsed or walked): never a throw, a stack overflow, NaN, a
// form-level error or a message that grows with the input. The work is counted, not timed (a loaded machine is no
// defect; issue 28): the JSON text parsed, and the reads of a value's entries.

const ids = listDefinitionIds();
let loaded: Map<string, LoadedDefinition>;
const TODAY = EXAMPLE_TODAY;
const DATE = '2026-01-01';
/** Every name an object inherits: `toString`, `valueOf`, `__proto__`, `constructor`, `hasOwnProperty`, … */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** Longest text the engine may parse as JSON: a longer custom value is refused by its length first. */
const PARSE_LIMIT = SHAPE_LIMITS.textLength;
/**
 * Reads of a value's entries that handling it may take, whatever its size: a few per entry the shape checks let
 * through (SHAPE_LIMITS.nodes); a walk over a hostile list of 100,000 dates (issue #16: 26 s) makes 100,000 and more.
 */
const READ_LIMIT = 20 * SHAPE_LIMITS.nodes;

beforeAll(async () => {
  loaded = new Map((await loadDefinitions()).map((entry) => [entry.definition.id, entry]));
});

function definition(id: string): CalculatorDefinition {
  const entry = loaded.get(id);
  if (!entry) throw new Error(`${id} did not load`);
  return entry.definition;
}

/** JSON text of an object with one name (own, as JSON.parse makes it), also for `__proto__`. */
function objectText(name: string, inner: string): string {
  return `{${JSON.stringify(name)}:${inner}}`;
}

/** The most entries a hostile list or object has. */
const MAX_ENTRIES = 100_000;
/** The date at `index` of a hostile list: 2000-01-01, 2001-01-01, … 2099-01-01, 2000-01-01, … */
const dateAt = (index: number) => `20${String(index % 100).padStart(2, '0')}-01-01`;

/**
 * JSON text of the first `count` (1 to MAX_ENTRIES) of `entries` (each entry's JSON) between `open` and `close`,
 * cut from one text made once: the text JSON.stringify writes for those entries (a test below holds it), without
 * writing up to 100,000 entries out for each of ~3,000 cases (issue 28: ~20 s, most of this file's time).
 */
function prefixesOf(entries: string[], open: string, close: string): (count: number) => string {
  const whole = `${open}${entries.join(',')}${close}`;
  const ends: number[] = [];
  let at = open.length;
  for (const entry of entries) {
    at += entry.length;
    ends.push(at);
    at += 1;
  }
  return (count) => `${whole.slice(0, ends[count - 1])}${close}`;
}

/** A list of `count` dates as JSON text. */
const datesText = prefixesOf(
  Array.from({ length: MAX_ENTRIES }, (_, index) => JSON.stringify(dateAt(index))),
  '[',
  ']',
);
/** An object of `count` names (k0: 0, k1: 1, …) as JSON text. */
const namesText = prefixesOf(
  Array.from({ length: MAX_ENTRIES }, (_, index) => `${JSON.stringify(`k${index}`)}:${index}`),
  '{',
  '}',
);

/** A name every object inherits, most often one of those that broke pages and the contract. */
const prototypeName = fc.oneof(
  fc.constantFrom('toString', 'valueOf', '__proto__', 'constructor'),
  fc.constantFrom(...PROTOTYPE_NAMES),
);

/** Hostile values as JSON text (what a share link or the CLI carries). */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  // Objects named like the members every object inherits, with anything inside, alone or in a list.
  fc.tuple(prototypeName, fc.jsonValue({ maxDepth: 2 }), fc.boolean()).map(([name, inner, listed]) => {
    const text = objectText(name, JSON.stringify(inner) ?? 'null');
    return listed ? `[${text},${JSON.stringify(DATE)}]` : text;
  }),
  // A budget-like object whose amount is an object with toString / valueOf, or a prototype name holding amounts.
  fc
    .constantFrom(...PROTOTYPE_NAMES)
    .map(
      (name) => `{"Venue & Catering":${objectText(name, '"x"')},${JSON.stringify(name)}:{"Stationery":5000}}`,
    ),
  // Lists and objects nested up to 5,000 deep around a date.
  fc
    .tuple(fc.oneof(fc.constant(5000), fc.integer({ min: 2, max: 5000 })), fc.boolean())
    .map(([depth, lists]) =>
      lists
        ? `${'['.repeat(depth)}"${DATE}"${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}"${DATE}"${'}'.repeat(depth)}`,
    ),
  // Lists of up to 100,000 dates, objects of up to 100,000 names.
  fc
    .tuple(fc.integer({ min: 50, max: MAX_ENTRIES }), fc.boolean())
    .map(([count, list]) => (list ? datesText(count) : namesText(count))),
  // Long text: plain, a comma-separated list of dates, a quoted string.
  fc
    .tuple(fc.integer({ min: 1000, max: 1_000_000 }), fc.constantFrom('x', `${DATE},`, '9'))
    .map(([length, unit]) => JSON.stringify(unit.repeat(Math.ceil(length / unit.length)))),
  // Numbers no form offers.
  fc
    .oneof(
      fc.constantFrom(1e308, -1e308, 1e-320, 5e-324, -0, Number.MAX_SAFE_INTEGER + 2),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    )
    .map((value) => JSON.stringify(value)),
);

/** A worked example's input: every hostile value goes into an otherwise valid input. */
function baseInput(def: CalculatorDefinition): { input: Record<string, unknown>; today: string } {
  const example = workedExamples(def)[0];
  return { input: { ...(example?.input ?? {}) }, today: example?.today ?? TODAY };
}

/** What running `run` costs that could grow with a hostile input: the longest text it handed JSON.parse. */
function work<T>(run: () => T): { value: T; parsed: number } {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    const value = run();
    return { value, parsed: Math.max(0, ...parse.mock.calls.map(([text]) => String(text).length)) };
  } finally {
    parse.mockRestore();
  }
}

/**
 * A value whose every read of an entry (`value[key]`, its descriptor) is counted in `count`: the same value to any
 * code (one proxy per list or object, made as it is reached, so identity holds). Listing an object's names is one
 * read: `Object.keys` on a proxy also asks for each name's descriptor, in order, which a plain object answers
 * without reading the entries.
 */
function counted(value: unknown, count: { reads: number }, made = new WeakMap<object, object>()): unknown {
  if (!value || typeof value !== 'object') return value;
  const known = made.get(value);
  if (known) return known;
  let listing: { keys: (string | symbol)[]; at: number } | undefined;
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      count.reads++;
      return counted(Reflect.get(target, key, receiver), count, made);
    },
    getOwnPropertyDescriptor(target, key) {
      if (listing?.keys[listing.at] === key) listing.at++;
      else {
        listing = undefined;
        count.reads++;
      }
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
      if (descriptor && 'value' in descriptor && descriptor.configurable)
        descriptor.value = counted(descriptor.value, count, made);
      return descriptor;
    },
    ownKeys(target) {
      count.reads++;
      listing = { keys: Reflect.ownKeys(target), at: 0 };
      return listing.keys;
    },
  });
  made.set(value, proxy);
  return proxy;
}

/** What every outcome must be: finite numbers and real dates, or short messages at named fields. */
function expectSound(outcome: RunOutcome, label: string) {
  if (outcome.ok) {
    expect(describeBrokenValue(outcome.result), label).toBeUndefined();
    return;
  }
  for (const error of outcome.errors) {
    expect(error.field, `${label}: ${error.message}`).not.toBe(FORM_ERROR_FIELD);
    expect(error.field.length, label).toBeGreaterThan(0);
    expect(error.message.length, label).toBeGreaterThan(5);
    expect(error.message.length, label).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  }
  expect(JSON.stringify(outcome.errors).length, label).toBeLessThan(20_000);
}

/**
 * Copies a value the way form libraries merge one (`target[key] = value`): an own `__proto__` name becomes the
 * copy's prototype. A value the engine accepts must mean the same after such a copy.
 */
function assignCopy(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 50) return value;
  if (Array.isArray(value)) return value.map((item) => assignCopy(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    copy[key] = assignCopy((value as Record<string, unknown>)[key], depth + 1);
  return copy;
}

describe('the hostile lists and objects', () => {
  it('are the JSON texts of that many dates or names, written out', () => {
    for (const count of [1, 50, 99, 100, 101, 4321, MAX_ENTRIES]) {
      expect(datesText(count), `${count} dates`).toBe(
        JSON.stringify(Array.from({ length: count }, (_, index) => dateAt(index))),
      );
      expect(namesText(count), `${count} names`).toBe(
        JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]))),
      );
    }
  });
});

describe.each(ids)('hostile input: %s', (id) => {
  it('gives a result or field errors with bounded work for any field holding a hostile value (headless path)', () => {
    const def = definition(id);
    const names = shareableNames(def);
    const { input, today } = baseInput(def);
    fc.assert(
      fc.property(fc.nat(), hostileJson, fc.boolean(), (pick, text, asText) => {
        const name = names[pick % names.length] as string;
        // As the CLI's JSON has it (parsed, every read of it counted), and as typed text.
        const count = { reads: 0 };
        const value = asText ? text : counted(JSON.parse(text), count);
        const { value: outcome, parsed } = work(() =>
          runCalculator(def, { ...input, [name]: value }, { today }),
        );
        const label = `${name}=${text.slice(0, 80)}`;
        expectSound(outcome, label);
        expect(parsed, label).toBeLessThanOrEqual(PARSE_LIMIT);
        expect(count.reads, label).toBeLessThanOrEqual(READ_LIMIT);
      }),
      { numRuns: 60 },
    );
  });

  it('decodes any hostile share link with bounded work into flat or shape-checked values that compute as above', () => {
    const def = definition(id);
    const names = shareableNames(def);
    const { input, today } = baseInput(def);
    const base = toQuery(def, input);
    expect(fromQuery(def, `?${base}`)).not.toEqual({});
    fc.assert(
      fc.property(fc.nat(), hostileJson, (pick, text) => {
        const name = names[pick % names.length] as string;
        const params = new URLSearchParams(base);
        params.set(name, text);
        const search = `?${params}`;
        const label = `${name}=${text.slice(0, 80)}`;
        const { value: values, parsed } = work(() => fromQuery(def, search));
        expect(parsed, label).toBeLessThanOrEqual(PARSE_LIMIT);
        for (const [field, value] of Object.entries(values)) {
          const spec = def.fields[field];
          if (typeof value === 'object' && value !== null) {
            // Only a custom field gets a structure, and only one that fits its limits.
            expect(spec?.type, label).toBe('custom');
            if (spec?.type === 'custom')
              expect(shapeProblem(value, field, customLimits(spec)), label).toBeUndefined();
          } else {
            expect(['string', 'number'], label).toContain(typeof value);
          }
        }
        const run = work(() => runCalculator(def, values, { today }));
        expectSound(run.value, label);
        expect(run.parsed, label).toBeLessThanOrEqual(PARSE_LIMIT);
        // The form copies the value it is given; the copy must compute exactly as the value did.
        const copied = assignCopy(values) as Record<string, unknown>;
        expect(JSON.stringify(runCalculator(def, copied, { today })), label).toBe(JSON.stringify(run.value));
      }),
      { numRuns: 40 },
    );
  });
});

describe('custom fields as the form shows them', () => {
  it('the date list draws only real dates, at most as many as the engine accepts, for any share link', () => {
    const def = definition('cycle-length');
    fc.assert(
      fc.property(hostileJson, (text) => {
        const { value: dates, parsed } = work(() =>
          asList(fromQuery(def, `?dates=${encodeURIComponent(text)}`).dates),
        );
        expect(parsed).toBeLessThanOrEqual(PARSE_LIMIT);
        expect(dates.length).toBeLessThanOrEqual(SHAPE_LIMITS.items);
        for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 60 },
    );
  });

  it('the budget table shows an amount only when the engine counts that amount, for any share link', () => {
    const def = definition('wedding-budget');
    const actualField = def.fields.actual;
    const names = Object.keys(actualField?.type === 'custom' ? (actualField.schema.properties ?? {}) : {});
    const amounts = fc.dictionary(
      fc.constantFrom(...names, ...PROTOTYPE_NAMES),
      fc.oneof(
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom('{"toString":"x"}', '{"valueOf":1}', '"12"', '[5]').map((text) => JSON.parse(text)),
        fc.constant(JSON.parse('{"Venue & Catering":5000}')),
      ),
    );
    fc.assert(
      fc.property(amounts, (actual) => {
        const text = `{${Object.entries(actual)
          .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
          .join(',')}}`;
        const values = fromQuery(def, `?totalBudget=30000&actual=${encodeURIComponent(text)}`);
        // What the form holds after copying the value, and what each row then shows.
        const held = assignCopy(values) as Record<string, unknown>;
        const rows = toTexts(names, held.actual);
        const outcome = runCalculator(def, held, { today: TODAY });
        if (!outcome.ok) return;
        const counted = outcome.result as { categories: { name: string; actualAmount: number }[] };
        for (const category of counted.categories) {
          expect(Number(rows[category.name] || 0), category.name).toBe(category.actualAmount);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the reproductions of issue #16 (headless)', () => {
  const run = (id: string, input: Record<string, unknown>, today = TODAY) =>
    runCalculator(definition(id), input, { today });

  it('a date list nested inside a list is refused as such, not as an unreal date', () => {
    const outcome = run('cycle-length', JSON.parse(`{"dates":[["${DATE}"],"2026-02-01"]}`));
    expect(outcome).toMatchObject({ ok: false, errors: [{ field: 'dates' }] });
    if (!outcome.ok) {
      expect(outcome.errors[0]?.message).not.toContain('is not a real date');
      expect(outcome.errors[0]?.message).toMatch(/list/);
    }
  });

  it('two starts one day apart are "1 day apart"', () => {
    const outcome = run('cycle-length', { dates: ['2026-01-01', '2026-01-02', '2026-01-30'] });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.errors.map((error) => error.message).join(' ')).toContain('only 1 day apart');
  });

  it('hair growth gives no target date after 2100 (the last year a date field accepts), with a note', () => {
    // 10 cm in the 180 days to June 30, 2100: 30 cm is 180 days later (Dec 27, 2100), 31 cm 198 days (in 2101).
    const input = {
      startDate: '2100-01-01',
      startLength: 10,
      currentDate: '2100-06-30',
      currentLength: 20,
      unit: 'cm',
      targetLength: 31,
    };
    const outcome = run('hair-growth', input, '2100-12-31');
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      const result = outcome.result as { targetDate: string | null; timeToTarget: { days: number } | null };
      expect(result.targetDate).toBeNull();
      expect(result.timeToTarget?.days).toBe(198);
      expect(JSON.stringify(result)).toContain('after 2100');
    }
    expect(run('hair-growth', { ...input, targetLength: 30 }, '2100-12-31')).toMatchObject({
      ok: true,
      result: { targetDate: '2100-12-27', timeToTarget: { days: 180 } },
    });
  });

  it("the live wedding budget's extreme numbers are errors at their fields", () => {
    const outcome = fromQuery(definition('wedding-budget'), '?totalBudget=1e308&guests=1e-320');
    expect(run('wedding-budget', outcome)).toMatchObject({
      ok: false,
      errors: [{ field: 'totalBudget' }, { field: 'guests' }],
    });
  });

  it('names three of 100 unknown budget names and counts the rest', () => {
    const actual = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`k${index}`, 1]));
    const outcome = run('wedding-budget', { totalBudget: 1, actual });
    expect(outcome).toMatchObject({
      ok: false,
      errors: [{ field: 'actual', message: '“k0”, “k1”, “k2” and 97 more are not budget categories.' }],
    });
  });
});

describe('the reproductions of issue #16 (share links)', () => {
  const open = (id: string, search: string) => {
    const def = definition(id);
    return work(() => {
      const values = fromQuery(def, search);
      return { values, outcome: runCalculator(def, values, { today: TODAY }) };
    });
  };

  it('dates nested 2,100 deep stay flat text for the form and give a message at the field', () => {
    const { value, parsed } = open('cycle-length', `?dates=${'['.repeat(2100)}"${DATE}"${']'.repeat(2100)}`);
    expect(parsed).toBeLessThanOrEqual(PARSE_LIMIT);
    expect(typeof value.values.dates).toBe('string');
    expect(value.outcome).toMatchObject({ ok: false, errors: [{ field: 'dates' }] });
  });

  it('100,000 dates (a 1.4 MB link) are refused by length before any date is read, and draw no rows', () => {
    const dates = Array.from(
      { length: 100_000 },
      (_, index) => `2026-01-${String((index % 28) + 1).padStart(2, '0')}`,
    );
    const { value, parsed } = open('cycle-length', `?dates=${encodeURIComponent(JSON.stringify(dates))}`);
    // Refused by its length: nothing of the 1.4 MB was parsed.
    expect(parsed).toBe(0);
    expect(value.outcome).toMatchObject({
      ok: false,
      errors: [{ field: 'dates', message: 'Period start dates is too long: at most 4,000 characters.' }],
    });
    expect(asList(value.values.dates)).toEqual([]);
  });

  it('a budget carrying __proto__ is refused at the field, and the form shows no amount the result ignores', () => {
    const { value } = open(
      'wedding-budget',
      `?totalBudget=30000&actual=${encodeURIComponent('{"__proto__":{"Venue & Catering":5000}}')}`,
    );
    expect(value.outcome).toMatchObject({
      ok: false,
      errors: [{ field: 'actual', message: 'Actual spending so far may not use the name “__proto__”.' }],
    });
    const held = assignCopy(value.values) as Record<string, unknown>;
    expect(toTexts(['Venue & Catering'], held.actual)).toEqual({ 'Venue & Catering': '' });
  });

  it('an amount with its own toString is refused at the field and shows as a blank row', () => {
    const text = '{"Venue & Catering":{"toString":"x"}}';
    const { value } = open('wedding-budget', `?totalBudget=30000&actual=${encodeURIComponent(text)}`);
    expect(value.outcome).toMatchObject({ ok: false, errors: [{ field: 'actual' }] });
    expect(toTexts(['Venue & Catering'], JSON.parse(text))).toEqual({ 'Venue & Catering': '' });
  });
});

// In this process: runCalc is the command's whole body (tests/unit/cli.test.ts runs it as a process too).
describe('the headless contract (npm run --silent calc)', () => {
  it('exits 1 with the field and no stack trace for hostile shapes, and for every argument mistake', async () => {
    const deep = `${'['.repeat(5000)}"${DATE}"${']'.repeat(5000)}`;
    const unknownNames = JSON.stringify({
      totalBudget: 1,
      actual: Object.fromEntries(Array.from({ length: 9000 }, (_, index) => [`k${index}`, 1])),
    });
    const cases: [string[], string][] = [
      [['cycle-length', '{"dates":[{"toString":"x"}]}', '--today', TODAY], 'dates'],
      [['cycle-length', `{"dates":${deep}}`, '--today', TODAY], 'dates'],
      [
        ['wedding-budget', '{"totalBudget":30000,"actual":{"__proto__":{"Venue & Catering":5000}}}'],
        'actual',
      ],
      [['wedding-budget', unknownNames], 'actual'],
      [['cycle-length'], 'input'],
      [['cycle-length', '{}', 'extra'], 'input'],
      [['cycle-length', '{}', '--today', TODAY, '--today', '2026-11-26'], 'today'],
    ];
    const runs = await Promise.all(cases.map(([args]) => runCalc(args)));
    runs.forEach((result, index) => {
      const [args, field] = cases[index] as [string[], string];
      const label = args.join(' ').slice(0, 100);
      expect(result.stderr, label).toBe('');
      expect(result.code, label).toBe(1);
      expect(result.stdout.length, label).toBeLessThan(1000);
      const printed = JSON.parse(result.stdout) as { ok: boolean; errors: { field: string }[] };
      expect(printed.ok, label).toBe(false);
      expect(
        printed.errors.map((error) => error.field),
        label,
      ).toContain(field);
    });
  }, 60_000);
});

describe('shape checks', () => {
  it('refuse a getter without calling it', () => {
    let called = false;
    const value = {
      get amount() {
        called = true;
        throw new Error('read');
      },
    };
    expect(shapeProblem(value, 'Amounts', customLimits({ schema: { type: 'object' } }))).toBe(
      'Amounts holds an object of an unknown kind.',
    );
    expect(called).toBe(false);
  });
});
