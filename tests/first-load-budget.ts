import { readFileSync } from 'node:fs';
import path from 'node:path';

// The first-load JS budgets (docs/adr/0002, 0003), shared by the browser tests (tests/e2e/fixtures.ts re-exports
// them) and the Node checks over dist/ (tests/unit/first-load-static.test.ts), which need no Playwright.

const root = path.resolve(import.meta.dirname, '..');

/** A Spanish route (issue #30). */
export const isSpanish = (route: string) => route === '/es' || route.startsWith('/es/');

/** Each Spanish page's English twin (src/generated/alternates.json, issue #30). */
export function englishTwin(route: string): string | undefined {
  const pairs = JSON.parse(readFileSync(path.join(root, 'src', 'generated', 'alternates.json'), 'utf8')) as {
    en: string;
    es: string;
  }[];
  return pairs.find((pair) => pair.es === route)?.en;
}

/**
 * Each calculator page's first-load JS before issue #25 moved the words into messages (gzip KB at 6c449a4): no
 * page may load more than it did then (docs/adr/0005, Measured).
 */
export const BEFORE_MESSAGES_KB = (
  JSON.parse(readFileSync(path.join(root, 'tests', 'e2e', 'first-load-before-messages.json'), 'utf8')) as {
    kb: Record<string, number>;
  }
).kb;

/**
 * First-load JS budget of a route, gzip KB (docs/adr/0002, 0003): a calculator page loads its form and the form's
 * part of its definition, its calculation only when a result is wanted (CALCULATOR_PAGE_KB, and no more than before
 * the messages, BEFORE_MESSAGES_KB); every other page only the page script (its islands wake on interaction).
 */
export function budgetKb(route: string): number {
  const address = route.split('?')[0] ?? route;
  if (isSpanish(address)) {
    const twin = englishTwin(address) ?? '/';
    if (!/^\/calculators\/[^/]+$/.test(twin)) return budgetKb(twin);
    // A Spanish calculator page carries its own words, which run longer than the English (issue #30: ~20 %).
    return Math.min(CALCULATOR_PAGE_KB, budgetKb(twin) + SPANISH_WORDS_KB);
  }
  if (!/^\/calculators\/[^/]+$/.test(address)) return 30;
  return Math.min(CALCULATOR_PAGE_KB, (BEFORE_MESSAGES_KB[address] ?? CALCULATOR_PAGE_KB) + ENGINE_WORDS_KB);
}

/**
 * Every calculator page's first-load cap (issue #26): its calculation loads on demand (docs/adr/0003 "The
 * calculation on demand") and the islands' libraries are trimmed (docs/adr/0002 "Library bytes"); the form's checks
 * load with the calculation, the custom fields draw their two icons inline, every dynamic import goes without
 * Vite's preload helper (build/plain-dynamic-import.ts), React, the islands' Chakra system, the form's components and
 * the engine's shared modules come in one chunk (build/client-entries.ts) and the RJSF stand-ins share one thrower.
 * Measured 2026-11-27 late: 145.0–148.4 KB gzip, English and Spanish (164.9–182.6 before #26; 151.6–154.6 before the
 * one chunk; 147.2–150.0 before the recipes drawn where they are used, docs/adr/0002).
 */
export const CALCULATOR_PAGE_KB = 150;

/**
 * What a second language costs an English calculator page (issue #30): the engine's own words (validation, unit
 * names, the runner's labels) became messages of the page's language, 1.8 KB gzip, measured on the merged build.
 */
export const ENGINE_WORDS_KB = 2;

/** First-load JS cap of an embed page (issue #31): a calculator page's, and it may carry no more. */
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
