/**
 * The declarative words of a definition (name, labels, block titles, example titles…) and their translation.
 * A translation is a dictionary from the English text to the page language's text, gettext-style
 * (`definitions/<id>/es.ts`), plus the shared dictionary of words many definitions use (texts.es.ts). Messages with
 * parameters are not here: they live in messages.ts / messages.es.ts (docs/adr/0005).
 */

/** The keys whose string values a visitor reads (anywhere in a definition, except where SKIP says). */
const TEXT_KEYS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'keywords',
  'label',
  'noun',
  'placeholder',
  'suffix',
  'title',
  'text',
  'note',
  'caption',
  'readyHint',
  'shareTitle',
  'footer',
  'calendarName',
  'fileName',
  'filename',
  'unit',
  'legend',
]);

/** Parts of a definition that hold no visitor text: code, citations (quoted in their own language), example data. */
const SKIP: ReadonlySet<string> = new Set([
  'sources',
  'input',
  'expect',
  'today',
  'formula',
  'present',
  'messages',
]);

/** One text of a definition: where it is and what it says. */
export interface TextAt {
  path: (string | number)[];
  text: string;
}

/**
 * Whether a key holds visitor text; a field's name (`fields.unit`) is a name, whatever it is called. A group's
 * `summary` (the heading a visitor opens) is text; a report's `summary` is a list of rows, read by their own keys.
 */
const isTextKey = (path: readonly (string | number)[], key: string, value?: unknown) =>
  (TEXT_KEYS.has(key) || (key === 'summary' && typeof value === 'string')) &&
  !(path.length === 1 && path[0] === 'fields');

/** Whether a string is words to translate (not a number, a bare unit symbol is still translated by the dictionary). */
const isWords = (text: string) => /\p{L}/u.test(text);

/** Every visitor-readable text of a definition, in order. */
export function textsOf(definition: unknown): TextAt[] {
  const out: TextAt[] = [];
  const walk = (value: unknown, path: (string | number)[], inText: boolean) => {
    if (typeof value === 'string') {
      if (inText && isWords(value)) out.push({ path, text: value });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index], inText);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (SKIP.has(key)) continue;
      walk(child, [...path, key], inText || isTextKey(path, key, child));
    }
  };
  walk(definition, [], false);
  return out;
}

/** The Spanish (or other) words of one definition: its page slug and its texts, keyed by the English text. */
export interface Translation {
  /** The page's address in the language, e.g. `calculadora-imc` for `/es/calculadoras/calculadora-imc`. */
  slug: string;
  /** English text → translated text, for every text `textsOf` finds that the shared dictionary lacks. */
  texts: Readonly<Record<string, string>>;
}

/** Declares a definition's translation (`definitions/<id>/es.ts`). */
export const defineTranslation = (translation: Translation): Translation => translation;

/** The texts of a definition that neither its own nor the shared dictionary translates. */
export function missingTexts(
  definition: unknown,
  own: Readonly<Record<string, string>>,
  shared: Readonly<Record<string, string>>,
): string[] {
  const missing = new Set<string>();
  for (const { text } of textsOf(definition)) {
    if (!(text in own) && !(text in shared)) missing.add(text);
  }
  return [...missing];
}

/**
 * The definition with every text replaced by its translation (own dictionary first, then the shared one). Functions
 * and everything outside TEXT_KEYS are kept as they are; a text without a translation throws, naming it.
 */
export function localizeTexts<D>(
  definition: D,
  own: Readonly<Record<string, string>>,
  shared: Readonly<Record<string, string>>,
): D {
  const translate = (text: string): string => {
    const found = Object.hasOwn(own, text)
      ? own[text]
      : Object.hasOwn(shared, text)
        ? shared[text]
        : undefined;
    if (found === undefined) throw new Error(`No translation for "${text}"`);
    return found;
  };
  const walk = (value: unknown, path: (string | number)[], inText: boolean): unknown => {
    if (typeof value === 'string') return inText && isWords(value) ? translate(value) : value;
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index], inText));
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      copy[key] = SKIP.has(key) ? child : walk(child, [...path, key], inText || isTextKey(path, key, child));
    }
    return copy;
  };
  return walk(definition, [], false) as D;
}

/** The path of a text as one string (`fields.height.label`; no key of a definition holds a dot), the key `withTextsAt` looks texts up by. */
export const textPath = (path: readonly (string | number)[]) => path.join('.');

/**
 * The definition with the texts at these paths replaced: how a generated page module localizes its definition in the
 * browser without shipping a dictionary (the texts were picked at `npm run generate` by `localizeTexts`). A path the
 * browser's copy lacks (description, examples: build/browser-definitions.ts) is skipped.
 */
export function withTextsAt<D>(definition: D, texts: Readonly<Record<string, string>>): D {
  const walk = (value: unknown, path: (string | number)[], inText: boolean): unknown => {
    if (typeof value === 'string') {
      const found = inText ? texts[textPath(path)] : undefined;
      return found ?? value;
    }
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index], inText));
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      // A path that holds no text is looked up and not found, so `summary` needs no check of its value here.
      copy[key] = SKIP.has(key)
        ? child
        : walk(child, [...path, key], inText || TEXT_KEYS.has(key) || key === 'summary');
    }
    return copy;
  };
  return walk(definition, [], false) as D;
}
