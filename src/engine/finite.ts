/**
 * The one walk that finds a broken value in a formula's result: a number that is NaN or ±Infinity, or text that
 * shows one ("NaN", "Invalid Date", as a template string or a date formatter writes them). runCalculator uses it
 * to refuse such a result, and the tests use it to fail on one.
 */
export function brokenValuePath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path || '(the result)';
  if (typeof value === 'string')
    return /Invalid Date|\bNaN\b/.test(value) ? path || '(the result)' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = brokenValuePath(item, `${path}[${index}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = brokenValuePath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** What the broken value is, for a test's message: `bmi is NaN`, `dates[2] is "Invalid Date"`. */
export function describeBrokenValue(value: unknown): string | undefined {
  const path = brokenValuePath(value);
  if (path === undefined) return undefined;
  const at = path === '(the result)' ? value : readPath(value, path);
  return `${path} is ${typeof at === 'string' ? JSON.stringify(at) : String(at)}`;
}

function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
