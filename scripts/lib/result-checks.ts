import { outsideRules, refusalParams } from '../../src/engine/audience';
import { unitFieldOf } from '../../src/engine/fields';
import { resolveExampleInput } from '../../src/engine/relative-date';
import { resultPathUses } from '../../src/engine/result-paths';
import { type RunOutcome, runCalculator } from '../../src/engine/run';
import { parseKey, pathLabel } from '../../src/engine/schema/describe';
import { didYouMean } from '../../src/engine/schema/nearest';
import { isSeverity, SEVERITIES } from '../../src/engine/severity';
import type { CalculatorDefinition, Example, MessageFunctions, OutsideRule } from '../../src/engine/types';

/** The "today" of a worked example that gives none (the contract suite and the browser tests use it too). */
export const EXAMPLE_TODAY = '2026-11-25';

/** A worked example as it is computed on one day: its relative dates resolved, `today` always given. */
export interface ResolvedExample {
  title: string;
  input: Record<string, unknown>;
  today: string;
  expect: Record<string, unknown>;
}

/** One example on `today` (default: its own fixed day): relative dates ('today-59d') become ISO dates of that day. */
export function resolveExample(example: Example, today = example.today ?? EXAMPLE_TODAY): ResolvedExample {
  return { ...example, today, input: resolveExampleInput(example.input, today) };
}

/** Every worked example of `def` on its own fixed day, as the contract suite and the browser tests compute it. */
export function workedExamples(def: Pick<CalculatorDefinition, 'examples'>): ResolvedExample[] {
  return def.examples.map((example) => resolveExample(example));
}

/** Today's local date as ISO: the build date, on which `npm run generate` runs every example once more. */
export function buildDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The ISO dates written as fixed days anywhere in an example's input, with where they are. */
function fixedDates(value: unknown, at: string): { at: string; date: string }[] {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? [{ at, date: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fixedDates(item, `${at}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => fixedDates(item, `${at}.${key}`));
  return [];
}

type Result = Record<string, unknown>;

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** Where `expected` (part of a result, as an example's `expect`) differs from `actual`: `key: expected …, got …`. */
function expectMismatches(expected: unknown, actual: unknown, key: string): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return [`${key}: expected ${show(expected)}, the formula gives ${show(actual)}`];
    return expected.flatMap((item, index) => expectMismatches(item, actual[index], `${key}.${index}`));
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual))
      return [`${key}: expected ${show(expected)}, the formula gives ${show(actual)}`];
    return Object.entries(expected).flatMap(([name, value]) =>
      expectMismatches(value, (actual as Result)[name], `${key}.${name}`),
    );
  }
  return Object.is(expected, actual) || expected === actual
    ? []
    : [`${key}: expected ${show(expected)}, the formula gives ${show(actual)}`];
}

/** Every dotted path in a result (objects only, not into arrays), for a "did you mean" on a misspelt path. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return [here, ...pathsOf(item, here)];
  });
}

/** " (did you mean 'x'?)" for the path nearest to `path` in any example's result. */
const pathHint = (results: Result[], path: string) =>
  didYouMean(path, new Set(results.flatMap((result) => pathsOf(result))));

/** The keys at the deepest part of `path` that exists in `result`, for a "did you mean" hint. */
function keysNear(result: Result, path: string): string {
  let current: unknown = result;
  let at = 'the result';
  for (const part of path.split('.')) {
    if (!current || typeof current !== 'object' || !(part in current)) break;
    current = (current as Result)[part];
    at = at === 'the result' ? part : `${at}.${part}`;
  }
  const keys = current && typeof current === 'object' ? Object.keys(current) : [];
  return keys.length > 0 ? `${at} has ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', …' : ''}` : '';
}

const read = (result: Result, path: string): unknown => {
  let current: unknown = result;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Result)[part];
  }
  return current;
};

/**
 * What `npm run generate` checks beyond the schema (docs/authoring.md, "What generate checks"; the schema already
 * names an unknown field widget, block kind or component): every worked example computes and matches its
 * `expect`, and every result path a block reads is in the examples' results. Returns `file: key: problem — fix`
 * lines.
 */
export function checkResults(file: string, def: CalculatorDefinition, today = buildDate()): string[] {
  const errors: string[] = [];
  const uses = resultPathUses(def.result);
  const where = (key: string) => pathLabel(def, parseKey(key));
  const run = (example: ResolvedExample): RunOutcome | Error => {
    try {
      return runCalculator(def, example.input, { today: example.today });
    } catch (error) {
      return error as Error;
    }
  };
  const why = (outcome: RunOutcome) =>
    outcome.ok ? '' : outcome.errors.map((error) => `${error.field}: ${error.message}`).join('; ');

  const results: { label: string; result: Result }[] = [];
  def.examples.forEach((example, index) => {
    const label = `examples.${index} ("${example.title}")`;
    // A fixed date is shown in the past on a later day: only where the date is the example's point, named in the
    // title by its year (a rule year, a leap day), may an example keep one.
    for (const fixed of fixedDates(example.input, 'input')) {
      if (!example.title.includes(fixed.date.slice(0, 4))) {
        errors.push(
          `${file}: ${label}: ${fixed.at} is the fixed date ${fixed.date}, which a visitor reads in the past on a later day; write it relative to the day ('today-59d', docs/authoring.md), or name its year in the title when that date is the example's point`,
        );
      }
    }
    const outcome = run(resolveExample(example));
    if (outcome instanceof Error) {
      errors.push(`${file}: ${label}: the formula throws: ${outcome.message}`);
      return;
    }
    if (!outcome.ok) {
      errors.push(`${file}: ${label}: does not compute (${why(outcome)}); correct the example's input`);
      return;
    }
    results.push({ label, result: outcome.result });
    for (const problem of expectMismatches(example.expect, outcome.result, 'expect')) {
      errors.push(`${file}: ${label}: ${problem}; correct the example's expect (or the formula)`);
    }
    // The page's "Try an example" link computes on the visitor's date: on the build date it must compute too.
    const onBuildDate = run(resolveExample(example, today));
    if (onBuildDate instanceof Error || !onBuildDate.ok) {
      const reason =
        onBuildDate instanceof Error ? `the formula throws: ${onBuildDate.message}` : why(onBuildDate);
      errors.push(
        `${file}: ${label}: does not compute on the build date ${today} (${reason}), so its link fails for a visitor today; write its dates relative to the day ('today-59d', docs/authoring.md)`,
      );
    }
  });
  if (results.length === 0) return errors;

  for (const use of uses) {
    const found = results.map(({ result }) => read(result, use.path) !== undefined);
    if (!found.some(Boolean)) {
      const near = keysNear(results[0]?.result ?? {}, use.path);
      errors.push(
        `${file}: ${where(use.key)}: result path '${use.path}' is in no worked example's result` +
          `${pathHint(
            results.map(({ result }) => result),
            use.path,
          )}` +
          `${near ? ` (${near})` : ''}; correct the path, or add an example whose result has it`,
      );
      continue;
    }
    if (use.role === 'flag') continue;
    if (use.role === 'strings') {
      // A list block draws an array of strings and nothing else: a single sentence there would vanish unseen.
      results.forEach(({ label, result }, index) => {
        const value = read(result, use.path);
        if (!found[index] || (Array.isArray(value) && value.every((item) => typeof item === 'string')))
          return;
        errors.push(
          `${file}: ${where(use.key)}: result path '${use.path}' is ${Array.isArray(value) ? 'an array holding more than strings' : `a ${typeof value}`} in the result of ${label}, and a list block shows only an array of strings; return a list (\`[sentence]\` for one)`,
        );
      });
    }
    results.forEach(({ label, result }, index) => {
      if (found[index] || !use.conditions.every((when) => read(result, when))) return;
      const shown =
        use.conditions.length > 0 ? `while its block shows (${use.conditions.join(', ')} hold)` : '';
      errors.push(
        `${file}: ${where(use.key)}: result path '${use.path}' is missing from the result of ${label} ${shown}`.trimEnd() +
          `; give the block a \`when\` that is false then, or have the formula always return it`,
      );
    });
  }
  errors.push(...severityProblems(def, file, uses, results));
  errors.push(...audienceProblems(def, file, results[0]?.result ?? {}));
  return errors;
}

/** A value inside the part of the input a rule describes, next to its edge (and inside the field's limits). */
function valueOutside(def: CalculatorDefinition, rule: OutsideRule): unknown {
  if (rule.equals !== undefined) return typeof rule.equals === 'string' ? rule.equals : rule.equals[0];
  const field = def.fields[rule.field];
  const step = field?.type === 'number' && !field.integer ? (field.step ?? 0.1) : 1;
  const near = rule.below !== undefined ? rule.below - step : (rule.above ?? 0) + step;
  if (field?.type !== 'number') return near;
  return Math.min(field.max, Math.max(field.min, near));
}

/** Every string in a result (deep), for the links a `refer` rule asks for. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * Each `audience.outside` rule does what it says, run on the first worked example with the field's value moved just
 * inside the rule: `refuse` gives its message at the field, `trim` a result without the paths it omits (each present
 * in the example's own result), `adjust` a result with the paths it shows, `refer` a link to the calculator carrying
 * the values as she typed them.
 */
function audienceProblems(def: CalculatorDefinition, file: string, typical: Result): string[] {
  const example = def.examples[0];
  if (!example) return [];
  const base = resolveExample(example);
  const errors: string[] = [];
  for (const [index, rule] of (def.audience?.outside ?? []).entries()) {
    const label = `audience.outside.${index} (${rule.field} ${rule.equals !== undefined ? `= ${show(rule.equals)}` : rule.below !== undefined ? `below ${rule.below}` : `above ${rule.above}`}, ${rule.action})`;
    const value = valueOutside(def, rule);
    const input = { ...base.input, [rule.field]: value };
    const say = (problem: string) =>
      errors.push(`${file}: ${label}: ${problem} (first worked example with ${rule.field} = ${show(value)})`);
    const first = outsideRules(def, input).find((other) => other.field === rule.field);
    if (first !== rule) {
      say('an earlier rule on the same field takes every value this one describes; reorder or narrow them');
      continue;
    }
    let outcome: RunOutcome;
    try {
      outcome = runCalculator(def, input, { today: base.today });
    } catch (error) {
      say(`the formula throws: ${(error as Error).message}`);
      continue;
    }
    if (rule.action === 'refuse') {
      const message = (def.messages as MessageFunctions | undefined)?.[rule.message ?? ''] as
        | ((p: ReturnType<typeof refusalParams>) => string)
        | undefined;
      const expected = message?.(refusalParams(rule, value));
      const refused =
        !outcome.ok && outcome.errors.some((e) => e.field === rule.field && e.message === expected);
      if (!refused) say(`expected the message '${rule.message}' at the field, got ${show(outcome)}`);
      continue;
    }
    if (!outcome.ok) {
      say(`expected a result, got ${outcome.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
      continue;
    }
    for (const path of rule.omits ?? []) {
      if (read(typical, path) === undefined)
        say(
          `'${path}' is not in the first worked example's result, so leaving it out says nothing; name a path it has`,
        );
      if (read(outcome.result, path) !== undefined) say(`the result still holds '${path}'`);
    }
    for (const path of rule.shows ?? []) {
      if (read(outcome.result, path) === undefined)
        say(`the result lacks '${path}', which says what the formula did`);
    }
    if (rule.action === 'refer') errors.push(...referProblems(def, rule, input, outcome.result, say));
  }
  return errors;
}

/** A `refer` result links to its calculator with each carried field (and its unit) as she typed it. */
function referProblems(
  def: CalculatorDefinition,
  rule: OutsideRule,
  input: Record<string, unknown>,
  result: Result,
  say: (problem: string) => number,
): string[] {
  const prefix = `/calculators/${rule.calculator}?`;
  const href = stringsOf(result).find((text) => text.startsWith(prefix));
  if (!href) {
    say(`the result holds no link starting '${prefix}'`);
    return [];
  }
  const query = new URLSearchParams(href.slice(prefix.length));
  for (const name of rule.carry ?? []) {
    const field = def.fields[name];
    const typed = input[name];
    if (typed === undefined) continue;
    const carried = query.get(name);
    const same =
      typeof typed === 'number'
        ? Math.abs(Number(carried) - typed) <= 1e-9 * Math.max(1, Math.abs(typed))
        : carried === String(typed);
    if (!same) say(`the link carries ${name}=${show(carried)} where she typed ${show(typed)}`);
    if (field?.type === 'quantity') {
      const unit = unitFieldOf(name, field);
      if (input[unit] !== undefined && query.get(unit) !== String(input[unit]))
        say(`the link carries ${unit}=${show(query.get(unit))} where she chose ${show(input[unit])}`);
    }
  }
  return [];
}

/**
 * A card's `severity` holds a severity id in every example that shows it, and an urgent card has an `action` to
 * lead with (an urgent result says first what to do).
 */
function severityProblems(
  def: CalculatorDefinition,
  file: string,
  uses: ReturnType<typeof resultPathUses>,
  results: { label: string; result: Result }[],
): string[] {
  const errors: string[] = [];
  const where = (key: string) => pathLabel(def, parseKey(key));
  for (const use of uses) {
    if (use.role !== 'severity') continue;
    const action = uses.find((other) => other.key === use.key.replace(/severity$/, 'action'));
    for (const { label, result } of results) {
      const value = read(result, use.path);
      if (value === undefined || !use.conditions.every((when) => read(result, when))) continue;
      if (!isSeverity(value)) {
        errors.push(
          `${file}: ${where(use.key)}: result path '${use.path}' holds ${show(value)} in ${label}; a severity is one of ${SEVERITIES.join(', ')}`,
        );
        continue;
      }
      const text = action ? read(result, action.path) : undefined;
      if (value === 'urgent' && (typeof text !== 'string' || !text.trim()))
        errors.push(
          `${file}: ${where(use.key)}: ${label} is urgent but its card has no \`action\` text to lead with; give the block an \`action\` path the formula fills whenever it is urgent`,
        );
    }
  }
  return errors;
}
