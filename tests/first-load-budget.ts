import { readFileSync } from 'node:fs';
import path from 'node:path';

// The first-load JS budgets (docs/performance.md), shared by the browser tests (tests/e2e/fixtures.ts re-exports
// them) and the Node checks over dist/ (tests/unit/first-load-static.test.ts), which need no Playwright.

const root = path.resolve(import.meta.dirname, '..');

/** A Spanish route. */
export const isSpanish = (route: string) => route === '/es' || route.startsWith('/es/');

/** Each Spanish page's English twin (src/generated/alternates.json). */
export function englishTwin(route: string): string | undefined {
  const pairs = JSON.parse(readFileSync(path.join(root, 'src', 'generated', 'alternates.json'), 'utf8')) as {
    en: string;
    es: string;
  }[];
  return pairs.find((pair) => pair.es === route)?.en;
}

/**
 * Each calculator page's first-load JS before its words moved into messages (gzip KB): no page may load more than
 * it did then (docs/adr/0005).
 */
export const BEFORE_MESSAGES_KB = (
  JSON.parse(readFileSync(path.join(root, 'tests', 'e2e', 'first-load-before-messages.json'), 'utf8')) as {
    kb: Record<string, number>;
  }
).kb;

/**
 * First-load JS budget of a route, gzip KB (docs/performance.md): a calculator page loads its form and the form's
 * part of its definition, its calculation only when a result is wanted (CALCULATOR_PAGE_KB, and no more than before
 * the messages, BEFORE_MESSAGES_KB); every other page only the page script (its islands wake on interaction).
 */
export function budgetKb(route: string): number {
  const address = route.split('?')[0] ?? route;
  if (isSpanish(address)) {
    const twin = englishTwin(address) ?? '/';
    if (!/^\/calculators\/[^/]+$/.test(twin)) return budgetKb(twin);
    // A Spanish calculator page carries its own words, which run longer than the English.
    return Math.min(CALCULATOR_PAGE_KB, budgetKb(twin) + SPANISH_WORDS_KB);
  }
  if (!/^\/calculators\/[^/]+$/.test(address)) return 30;
  return Math.min(CALCULATOR_PAGE_KB, (BEFORE_MESSAGES_KB[address] ?? CALCULATOR_PAGE_KB) + ENGINE_WORDS_KB);
}

/**
 * Every calculator page's first-load cap (docs/performance.md has today's figures): its calculation loads on demand
 * (docs/adr/0012), the islands' Chakra system holds only what a form draws (docs/adr/0009), and what every calculator
 * page runs is one chunk (docs/adr/0008).
 */
export const CALCULATOR_PAGE_KB = 150;

/**
 * What a second language costs an English calculator page: the engine's own words (validation, unit names, the
 * runner's labels) are messages of the page's language, loaded with the form.
 */
export const ENGINE_WORDS_KB = 2;

/** First-load JS cap of an embed page: it loads its calculator page's files but the theme script (docs/embedding.md). */
export const EMBED_PAGE_KB = 180;

/** How much more a Spanish calculator page may load than its English twin's budget: its longer words (≤ 5 KB). */
export const SPANISH_WORDS_KB = 5;

/** The generated catalogue (metadata of every calculator). */
export function catalogue(lang: 'en' | 'es' = 'en'): {
  calculators: { id: string; name: string; href: string; category: string }[];
} {
  const file = lang === 'en' ? 'catalogue.json' : `catalogue.${lang}.json`;
  return JSON.parse(readFileSync(path.join(root, 'src', 'generated', file), 'utf8'));
}
