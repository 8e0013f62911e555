/**
 * Stands in for 'fast-equals' (aliased in build/browser-aliases.ts), which RJSF uses only for its `deepEquals`
 * (`createCustomEqual` with circular values and functions always equal): a general comparison library on every
 * calculator page for one function (docs/adr/0006). Same rules as RJSF's fast-equals configuration for everything a form holds (schemas, ui schemas, form data,
 * errors, React elements): functions are always equal, numbers by SameValueZero, plain and null-prototype objects
 * by their own enumerable keys (React's `_owner` skipped on elements), arrays item by item, dates by time, regular
 * expressions by source and flags; a pair already being compared counts as equal (circular values end). Other
 * objects (maps, sets, class instances) are equal only when they are the same object, where fast-equals would look
 * inside: no form holds them. tests/unit/library-patches.test.tsx compares the two on the values forms use.
 */

const isReactOwner = (key: string, a: object, b: object) =>
  (key === '_owner' || key === '__o' || key === '__v') && ('$$typeof' in a || '$$typeof' in b);

function equal(a: unknown, b: unknown, seen: WeakMap<object, object>): boolean {
  if (a === b) return true;
  if (a == null || b == null || typeof a !== typeof b) return false;
  if (typeof a === 'function') return true;
  // NaN equals NaN (SameValueZero); every other primitive pair that is not === differs.
  if (typeof a !== 'object') return Number.isNaN(a) && Number.isNaN(b);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const kind = x.constructor;
  if (kind !== y.constructor) return false;
  if (seen.get(x) === y) return true;
  seen.set(x, y);
  if (kind === Array) {
    const left = a as unknown[];
    const right = b as unknown[];
    return left.length === right.length && left.every((item, index) => equal(item, right[index], seen));
  }
  if (kind === Date) return (a as Date).getTime() === (b as Date).getTime();
  if (kind === RegExp) return String(a) === String(b);
  if (kind !== Object && kind !== undefined) return false;
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length &&
    keys.every(
      (key) =>
        isReactOwner(key, x, y) ||
        (Object.prototype.propertyIsEnumerable.call(y, key) && equal(x[key], y[key], seen)),
    )
  );
}

/** Whether `a` and `b` are deeply equal, by the rules above. */
export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new WeakMap());
}

/**
 * fast-equals' factory as RJSF calls it (`circular: true`, functions always equal): the rules above are that
 * configuration, so the options are not read.
 */
export function createCustomEqual(_options?: unknown): (a: unknown, b: unknown) => boolean {
  return deepEquals;
}
