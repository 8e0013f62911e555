import { resultPathUses } from '../../src/engine/result-paths';
import { type RunOutcome, runCalculator } from '../../src/engine/run';
import { isSeverity, SEVERITIES } from '../../src/engine/severity';
import type { CalculatorDefinition } from '../../src/engine/types';

/** The "today" of a worked example that gives none (the contract suite and the browser tests use it too). */
export const EXAMPLE_TODAY = '2026-11-25';

type Result = Record<string, unknown>;

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** Where `expected` (part of a result, as an example's `expect`) differs from `actual`: `key: expected …, got …`. */
export function expectMismatches(expected: unknown, actual: unknown, key: string): string[] {
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
export function checkResults(file: string, def: CalculatorDefinition): string[] {
  const errors: string[] = [];
  const uses = resultPathUses(def.result);

  const results: { label: string; result: Result }[] = [];
  def.examples.forEach((example, index) => {
    const label = `examples.${index} ("${example.title}")`;
    let outcome: RunOutcome;
    try {
      outcome = runCalculator(def, example.input, { today: example.today ?? EXAMPLE_TODAY });
    } catch (error) {
      errors.push(`${file}: ${label}: the formula throws: ${(error as Error).message}`);
      return;
    }
    if (!outcome.ok) {
      const why = outcome.errors.map((error) => `${error.field}: ${error.message}`).join('; ');
      errors.push(`${file}: ${label}: does not compute (${why}); correct the example's input`);
      return;
    }
    results.push({ label, result: outcome.result });
    for (const problem of expectMismatches(example.expect, outcome.result, 'expect')) {
      errors.push(`${file}: ${label}: ${problem}; correct the example's expect (or the formula)`);
    }
  });
  if (results.length === 0) return errors;

  for (const use of uses) {
    const found = results.map(({ result }) => read(result, use.path) !== undefined);
    if (!found.some(Boolean)) {
      const near = keysNear(results[0]?.result ?? {}, use.path);
      errors.push(
        `${file}: ${use.key}: result path '${use.path}' is in no worked example's result` +
          `${near ? ` (${near})` : ''}; correct the path, or add an example whose result has it`,
      );
      continue;
    }
    if (use.role === 'flag') continue;
    results.forEach(({ label, result }, index) => {
      if (found[index] || !use.conditions.every((when) => read(result, when))) return;
      const shown =
        use.conditions.length > 0 ? `while its block shows (${use.conditions.join(', ')} hold)` : '';
      errors.push(
        `${file}: ${use.key}: result path '${use.path}' is missing from the result of ${label} ${shown}`.trimEnd() +
          `; give the block a \`when\` that is false then, or have the formula always return it`,
      );
    });
  }
  errors.push(...severityProblems(file, uses, results));
  return errors;
}

/**
 * A card's `severity` holds a severity id in every example that shows it, and an urgent card has an `action` to
 * lead with (an urgent result says first what to do).
 */
function severityProblems(
  file: string,
  uses: ReturnType<typeof resultPathUses>,
  results: { label: string; result: Result }[],
): string[] {
  const errors: string[] = [];
  for (const use of uses) {
    if (use.role !== 'severity') continue;
    const action = uses.find((other) => other.key === use.key.replace(/severity$/, 'action'));
    for (const { label, result } of results) {
      const value = read(result, use.path);
      if (value === undefined || !use.conditions.every((when) => read(result, when))) continue;
      if (!isSeverity(value)) {
        errors.push(
          `${file}: ${use.key}: result path '${use.path}' holds ${show(value)} in ${label}; a severity is one of ${SEVERITIES.join(', ')}`,
        );
        continue;
      }
      const text = action ? read(result, action.path) : undefined;
      if (value === 'urgent' && (typeof text !== 'string' || !text.trim()))
        errors.push(
          `${file}: ${use.key}: ${label} is urgent but its card has no \`action\` text to lead with; give the block an \`action\` path the formula fills whenever it is urgent`,
        );
    }
  }
  return errors;
}
