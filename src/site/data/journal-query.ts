/**
 * Words that ask for her own history, which no calculator keeps but the journal does (folded: lower case, no
 * accents; English and Spanish): a directory search with one of them ("period log", "my history", "diario") gets
 * the journal page offered beside the cards. A module of its own: the directory's island imports it at once, and
 * the search index (search.ts, MiniSearch) only when she searches.
 */
const JOURNAL_WORDS = new Set([
  'journal',
  'diary',
  'log',
  'logs',
  'logged',
  'history',
  'diario',
  'historial',
  'registro',
  'registros',
  'bitacora',
]);

const fold = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Whether a typed query asks for her own kept history (the journal page), by any of its words. */
export function asksForJournal(text: string): boolean {
  return text.split(/[\n\r\p{Z}\p{P}]+/u).some((word) => JOURNAL_WORDS.has(fold(word)));
}
