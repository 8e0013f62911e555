import MiniSearch, { type Query } from 'minisearch';
import type { CatalogueItem } from '@/engine';

/** A word as the index and the query compare it: lower case, accents folded ("cuánto" is "cuanto", "bebé" "bebe"). */
const fold = (term: string) => term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Words that carry no topic, in English and Spanish (folded): a question typed as she would ask it ("when will my
 * period come", "cuánto pesa mi bebé") is searched by its topic words, which every word of the query must match.
 * Neither indexed nor searched; a query of these alone lists every calculator, as an empty one does.
 */
const STOP_WORDS = new Set(
  [
    // English
    'a an the i im am is are be my me how what when will would should much many do does did can could to of for',
    'in on at and or with it its by from about if was s',
    // Spanish
    'el la los las un una unos unas de del al y o en mi mis me te tu tus se que cuando cuanto cuanta cuantos',
    'cuantas como por para con es soy estoy esta este lo le hay debo deberia tengo',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Words people type for what the catalogue names otherwise, in groups of equals (folded; English and Spanish): a
 * query word matches a calculator by any word of its group. Plain language first ("late", "regla", "pesa"), the
 * catalogue's words after ("missed", "periodo", "peso"). Keep each group one meaning: "regla" is the period, and
 * "pesa" a form of "pesar" (to weigh). Keywords in a calculator's own definition are the place for its own synonyms;
 * these are the ones that several calculators share.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // English
  ['period', 'menstrual', 'menstruation'],
  ['come', 'coming', 'arrive', 'next'],
  ['late', 'missed', 'overdue', 'delayed'],
  ['pregnant', 'pregnancy', 'expecting'],
  ['weigh', 'weight'],
  ['fertile', 'fertility', 'ovulation', 'ovulate'],
  ['baby', 'infant', 'newborn'],
  ['water', 'hydration', 'drink'],
  // Spanish
  ['regla', 'periodo', 'menstruacion', 'menstrual'],
  // "Me baja la regla": the period comes (not "bajar de peso", to lose weight, below).
  ['baja', 'llega', 'viene', 'toca', 'proximo'],
  ['atrasada', 'atrasado', 'atraso', 'retraso', 'falta'],
  ['pesa', 'pesar', 'peso', 'pesan'],
  ['embarazada', 'embarazo', 'encinta'],
  ['presion', 'tension'],
  ['fertil', 'fertiles', 'fertilidad', 'ovulacion'],
  ['bebe', 'bebes', 'recien'],
  ['agua', 'hidratacion', 'beber'],
  ['bajar', 'adelgazar', 'perder'],
];

/** Each word's group of equals (itself first), built once. */
const SYNONYMS = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group) SYNONYMS.set(word, [word, ...group.filter((other) => other !== word)]);
}

/** A term as indexed and searched: folded, or dropped when it is a stop word. */
function processTerm(term: string): string | null {
  const folded = fold(term);
  return STOP_WORDS.has(folded) ? null : folded;
}

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/**
 * A typed query as MiniSearch's query tree: its topic words (stop words left out), each matched by any word of its
 * group of synonyms (OR), every one of them required (AND). Undefined when no topic word is left.
 */
export function queryOf(text: string): Query | undefined {
  const words = text
    .split(SPACE_OR_PUNCTUATION)
    .map((word) => (word ? processTerm(word) : null))
    .filter((word): word is string => !!word);
  if (words.length === 0) return undefined;
  return {
    combineWith: 'AND',
    queries: words.map((word) => ({ combineWith: 'OR', queries: [...(SYNONYMS.get(word) ?? [word])] })),
  };
}

/**
 * Fuzziness for one typed word: none under five letters ("bmi" must not find "bmr", "bp" only "bp"), then about
 * one edit in five letters, so "ovulaton", "pregnacy" and "calender" find what they meant and "pregnant" finds
 * "pregnancy" (two edits in eight letters; never more than two).
 */
function fuzziness(term: string): number | false {
  return term.length >= 5 ? 0.25 : false;
}

// One index per list of items, built on its first search (29 short documents: well under a millisecond a query).
const indexes = new WeakMap<CatalogueItem[], MiniSearch<CatalogueItem>>();

/**
 * The search index of `items`, built on first use. The directory builds it as the catalogue arrives (when the
 * visitor reaches for the search), so her first keystroke does not pay for it.
 */
export function indexOf(items: CatalogueItem[]): MiniSearch<CatalogueItem> {
  let index = indexes.get(items);
  if (!index) {
    index = new MiniSearch<CatalogueItem>({
      fields: ['name', 'keywords', 'description'],
      // Accents folded ("ovulacion" finds "ovulación"); stop words left out of the index as out of the query.
      processTerm,
      // Keywords are a list: one string to tokenize, so each of its words is searchable.
      extractField: (item, field) => {
        const value = item[field as keyof CatalogueItem];
        return Array.isArray(value) ? value.join(' ') : String(value ?? '');
      },
      searchOptions: {
        // Every word must match somewhere, as before; the last one may be half typed.
        combineWith: 'AND',
        prefix: true,
        fuzzy: fuzziness,
        // Two edits at most: "contraception" must not find "conception".
        maxFuzzy: 2,
        boost: { name: 3, keywords: 2 },
      },
    });
    index.addAll(items);
    indexes.set(items, index);
  }
  return index;
}

/**
 * Search over name, keywords (each calculator's own synonyms: "bp", "birth control", "baby") and description,
 * tolerant of a typo, of a half-typed word, of missing accents, of the words of a question and of shared synonyms
 * (`queryOf`), within one category; best matches first. An empty query (or one of stop words only) lists the
 * category in catalogue order.
 */
export function searchCalculators(items: CatalogueItem[], query: string, category = ''): CatalogueItem[] {
  const inCategory = (item: CatalogueItem) => !category || item.category === category;
  const search = queryOf(query);
  if (!search) return items.filter(inCategory);
  const byId = new Map(items.map((item) => [item.id, item]));
  return indexOf(items)
    .search(search)
    .flatMap((hit) => {
      const item = byId.get(hit.id);
      return item && inCategory(item) ? [item] : [];
    });
}
