/**
 * One typed codec for an island's props: the prerender writes them into the page with `encode`, the browser reads
 * them back with `decode`, which checks every value against the same shape (a hand-edited or truncated page gives
 * an error, not a prop of the wrong type). A few lines instead of a schema library: the page script carries it.
 */
export interface Codec<T> {
  /** Props → the text of the island's `data-props` (checked on the way out too, so the build fails early). */
  encode(value: T): string;
  /** `data-props` text → props; throws on text that is not JSON or does not fit the shape. */
  decode(text: string): T;
}

/** Checks one value at a path and returns it typed; throws a TypeError naming the path otherwise. */
export type Check<T> = (value: unknown, at: string) => T;

/** A string. */
export const text: Check<string> = (value, at) => {
  if (typeof value !== 'string') throw new TypeError(`island props: ${at} is not a string`);
  return value;
};

/** A value that may be left out. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, at) =>
    value === undefined ? undefined : check(value, at);

/** A list of values of one kind. */
export const list =
  <T>(check: Check<T>): Check<T[]> =>
  (value, at) => {
    if (!Array.isArray(value)) throw new TypeError(`island props: ${at} is not a list`);
    return value.map((item, index) => check(item, `${at}[${index}]`));
  };

type Shape = Record<string, Check<unknown>>;
type Checked<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };
/** Keys whose check accepts undefined are optional in the props' type. */
type Props<S extends Shape> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]>;
} & { [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]> };

/** A codec for props of a fixed shape; keys outside the shape are dropped on reading. */
export function props<S extends Shape>(shape: S): Codec<Props<S>> {
  const decodeValue = (value: unknown): Props<S> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new TypeError('island props: not an object');
    const source = value as Record<string, unknown>;
    const out: Partial<Checked<S>> = {};
    for (const key of Object.keys(shape) as (keyof S & string)[]) {
      const check = shape[key] as Check<unknown>;
      const read = check(Object.hasOwn(source, key) ? source[key] : undefined, key);
      if (read !== undefined) out[key] = read as Checked<S>[typeof key];
    }
    return out as unknown as Props<S>;
  };
  return {
    encode: (value) => JSON.stringify(decodeValue(value)),
    decode: (raw) => decodeValue(JSON.parse(raw)),
  };
}
