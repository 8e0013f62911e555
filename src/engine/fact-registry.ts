/**
 * The facts as pages quote them: `src/data/facts.json` (value, unit, label, source, `asOf`, `reviewBy`, validity:
 * the one data-file mechanism of `data-schema.ts`), parsed here for the build and the tests; formulas import the
 * values that `npm run generate` writes from the same file (src/generated/data/facts.ts), never this module.
 * Markdown quotes a fact as `{{fact:NAME}}`; an unknown NAME fails `npm run generate`, naming the file and the key.
 * A page writes a fact in its own language (`formatFact(fact, locale)`): figures through `intl.ts`, unit words from
 * `fact-messages/`, and a fact said in words (unit `text`) in its wording for that language.
 */
import factsJson from '../data/facts.json' with { type: 'json' };
import { factsSchema, parseData, staleRecords } from './data-schema';
import englishFactMessages from './fact-messages/messages.en.gen';
import spanishFactMessages from './fact-messages/messages.es.gen';
import type { FactPeriodKind, FactUnit } from './fact-units';
import { DEFAULT_LOCALE, formatMoney, formatNumber, type Locale } from './intl';
import { localeOfFile } from './markdown-locale';

/** A fact said in words: its wording in each language the site writes. */
type Wording = Readonly<Record<Locale, string>>;

/** One fact: a value with everything a reader (and a reviewer) needs to trust it. */
export interface Fact {
  /**
   * A number, a [low, high] range, a mean with its range, or (unit `text`) a sentence fragment said one way: its
   * wording in every language (a plain string is English only, which `factProblems` refuses).
   */
  value: string | Wording | number | readonly [number, number] | { mean: number; min: number; max: number };
  unit: FactUnit;
  /** What the figure is, in a reader's words. */
  label: string;
  /** The tax or rule year a money or legal figure applies to; shown beside it on every page ("2026 tax year"). */
  period?: { year: number; of?: FactPeriodKind };
  /** First and last day (ISO) a figure of a period applies to (a tax year's limits). */
  validFrom?: string;
  validTo?: string;
  source: { title: string; url: string };
  /** The day the figure was checked against its source (YYYY-MM-DD). */
  asOf: string;
  /** The day by which it must be checked again (YYYY-MM-DD). */
  reviewBy: string;
  /** A caveat shown with it where the source could not be confirmed or its status is changing. */
  note?: string;
}

/** The facts data file, as the messages of its problems name it. */
const FACTS_FILE = 'src/data/facts.json';

/** Every fact, by the name formulas import its value under. */
export const FACTS = parseData(FACTS_FILE, factsSchema, factsJson).facts as Record<
  keyof typeof factsJson.facts,
  Fact
>;

/** The name of a fact. */
export type FactKey = keyof typeof FACTS;

/** The wording of a fact said in words in `locale`; undefined when the registry has none for it. */
function wordingOf(fact: Fact, locale: Locale): string | undefined {
  const { value } = fact;
  if (typeof value === 'string') return locale === DEFAULT_LOCALE ? value : undefined;
  if (typeof value === 'number' || Array.isArray(value) || 'mean' in value) return undefined;
  return (value as Wording)[locale];
}

/** The words around a fact's figure, by locale (a locale the site writes and this lacks is a type error). */
const FACT_MESSAGES: Record<Locale, typeof englishFactMessages> = {
  'en-US': englishFactMessages,
  'es-US': spanishFactMessages,
};

/** A unit or kind of year as its message's case: "kg-per-week" → "kgPerWeek", "weeks+days" → "weeksDays". */
const camel = (id: string) => id.replace(/[-+](\w)/g, (_, next: string) => next.toUpperCase());

/**
 * A fact as a page in `locale` writes it: value and unit, and for money and legal figures their year ("$7,500
 * (2026 tax year)", "$7,500 (año fiscal 2026)"); a fact said in words, in its wording for `locale` (throws naming
 * the fact when the registry has none: `factProblems` reports it first at `npm run generate`).
 */
export function formatFact(
  fact: Fact | FactKey,
  locale: Locale = DEFAULT_LOCALE,
  { bare = false }: { bare?: boolean } = {},
): string {
  const entry: Fact = typeof fact === 'string' ? FACTS[fact] : fact;
  const write =
    entry.unit === 'usd'
      ? (n: number) => formatMoney(n, { cents: 'auto' }, locale)
      : entry.unit === 'kg-per-week'
        ? (n: number) => formatNumber(n, 2, locale)
        : entry.unit === 'year'
          ? String
          : (n: number) => formatNumber(n, { maxDecimals: 2 }, locale);
  const words = FACT_MESSAGES[locale];
  const unit = (figure: string, count: number) => words.unit({ unit: camel(entry.unit), figure, count });
  const { value } = entry;
  let text: string;
  if (typeof value === 'number') text = unit(write(value), value);
  else if (Array.isArray(value)) {
    const [low, high] = value as readonly [number, number];
    text = unit(`${write(low)}–${write(high)}`, high);
  } else if (typeof value === 'object' && 'mean' in value)
    text = `${unit(write(value.mean), value.mean)} (${write(value.min)}–${write(value.max)})`;
  else {
    const wording = wordingOf(entry, locale);
    if (wording === undefined)
      throw new Error(`${typeof fact === 'string' ? fact : entry.label}: no ${locale} wording`);
    text = wording;
  }
  if (!entry.period || bare) return text;
  const year = String(entry.period.year);
  return `${text} (${words.period({ of: camel(entry.period.of ?? 'year'), year })})`;
}

/**
 * What `npm run generate` refuses in the registry, one line per fact: a fact said in words (unit `text`) without
 * its wording in every locale the site writes, or with a "translation" that is the English text.
 */
export function factProblems(
  facts: Record<string, Fact> = FACTS,
  locales: readonly Locale[] = ['es-US'],
): string[] {
  return Object.entries(facts).flatMap(([name, fact]) => {
    if (fact.unit !== 'text') return [];
    const english = wordingOf(fact, DEFAULT_LOCALE);
    return locales.flatMap((locale) => {
      const wording = wordingOf(fact, locale);
      if (wording && wording !== english) return [];
      return [
        `${FACTS_FILE}: ${name}: a fact said in words needs its ${locale} wording beside the English ` +
          `(facts.${name}.value: { "en-US": "…", "${locale}": "…" })`,
      ];
    });
  });
}

/**
 * `{{fact:NAME}}`; a formula figure may add an ICU-like skeleton for its decimals, `{{fact:NAME::.00}}` ("0.40");
 * `{{fact:NAME:bare}}` is a dated figure without its period ("$7,500", not "$7,500 (2026 tax year)"), for a sentence
 * that already names the year: a sentence says its year once.
 */
const PLACEHOLDER = /\{\{\s*fact:\s*([^}:]*?)\s*(?:::\.(0+)\s*|:(bare)\s*)?\}\}/g;

/**
 * Options of `resolveFacts`: the page's language (by default the file's, `localeOfFile`), the registry, and a
 * definition's own figures (the numeric exports of its formula.ts, scripts/lib/definitions.ts `loadFormulaFigures`), quoted by the same token.
 */
export interface ResolveFactsOptions {
  locale?: Locale;
  facts?: Record<string, Fact>;
  figures?: Readonly<Record<string, number>>;
}

/**
 * Replaces every `{{fact:NAME}}` in a markdown text with the fact as a page in the file's language writes it
 * (`about.es.md`, `x.es.md`, `x.es.yaml`: Spanish; or `options.locale`), or with the definition's own figure NAME
 * (`options.figures`) as a number in that language (with exactly as many decimals as a `::.00` skeleton asks);
 * throws naming `file` and every unknown NAME, every NAME that is both (one name, one figure), a skeleton on a
 * registry fact (its unit says how it is written), and every fact said in words that has no wording in that language.
 */
export function resolveFacts(file: string, markdown: string, options: ResolveFactsOptions = {}): string {
  const { locale = localeOfFile(file), figures = {} } = options;
  const facts: Record<string, Fact> = options.facts ?? FACTS;
  const names = [...markdown.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const own = (key: string) => Object.hasOwn(figures, key);
  const unknown = names.filter((key) => !Object.hasOwn(facts, key) && !own(key));
  const ambiguous = [...new Set(names)].filter((key) => Object.hasOwn(facts, key) && own(key));
  const skeletonOnFact = [...markdown.matchAll(PLACEHOLDER)]
    .filter((match) => match[2] !== undefined && !own(match[1] ?? ''))
    .map((match) => match[0]);
  const unworded = [...new Set(names)].filter(
    (key) =>
      Object.hasOwn(facts, key) && facts[key]?.unit === 'text' && wordingOf(facts[key], locale) === undefined,
  );
  if (unknown.length > 0 || unworded.length > 0 || ambiguous.length > 0 || skeletonOnFact.length > 0) {
    throw new Error(
      [
        ...unknown.map((key) => `${file}: unknown fact key "${key}" in {{fact:${key}}}`),
        ...skeletonOnFact.map(
          (token) => `${file}: ${token}: a ::.0 skeleton formats a figure of the formula only`,
        ),
        ...ambiguous.map(
          (key) =>
            `${file}: "${key}" in {{fact:${key}}} is both a registry fact and an export of the formula`,
        ),
        ...unworded.map((key) => `${file}: fact "${key}" has no ${locale} wording in ${FACTS_FILE}`),
      ].join('\n'),
    );
  }
  return markdown.replace(
    PLACEHOLDER,
    (_, key: string, zeros: string | undefined, bare: string | undefined) =>
      own(key)
        ? formatNumber(figures[key] as number, zeros ? zeros.length : { maxDecimals: 6 }, locale)
        : formatFact(facts[key] as Fact, locale, { bare: bare !== undefined }),
  );
}

/** The facts whose `reviewBy` date is before `today` (YYYY-MM-DD), by name (the one check of `data-schema.ts`). */
export const staleFacts = (today: string, facts: Record<string, Fact> = FACTS): string[] =>
  staleRecords(today, facts);
