import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The browser's entries (docs/adr/0003, 0012): the one page script, and each calculator's module, whose file the
 * prerender writes into that calculator's page (found in Vite's manifest), so no page carries a map of them all.
 */
export function clientEntries(): Record<string, string> {
  const modules = (sub: string, prefix: string, base = 'src/generated/calculators') => {
    const dir = path.join(root, base, sub);
    const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.ts')) : [];
    return files.map((file) => [`${prefix}${file.replace(/\.ts$/, '')}`, path.join(dir, file)]);
  };
  return {
    boot: path.join(root, 'src/islands/boot.ts'),
    // Each calculator page's module, English and Spanish (src/generated/calculators/es/<id>.ts).
    ...Object.fromEntries([...modules('', 'calculator-'), ...modules('es', 'calculator-es-')]),
    // Each calculator's calculation (src/generated/calculations/(es/)<id>.ts), loaded by the URL its page names when a
    // result is wanted (docs/adr/0012).
    ...Object.fromEntries([
      ...modules('', 'calculation-', 'src/generated/calculations'),
      ...modules('es', 'calculation-es-', 'src/generated/calculations'),
    ]),
  };
}

/**
 * The engine modules every calculator page runs (reading the form, its language, the formatting module). Only
 * modules with no words of a language (a page's words come with its own module), and none the form needs only once
 * a result is wanted: the checks (validate.ts, run.ts) and define.ts (definitionIn) load with the calculation
 * (src/form/checks.ts, src/generated/calculations/). Alone they
 * would be a chunk of their own, one request more beside the UI runtime every calculator page loads anyway.
 */
const ENGINE_MODULES =
  /[\\/]src[\\/]engine[\\/](round|language|language-of|quantities|units|intl|parse|share|fields|shape|finite)\.ts$/;

/**
 * The Chakra components a calculator's form draws at once (its fields, units select, buttons, layout), named as the
 * roots of the islands' UI chunk below; Chakra's styled-system and the Ark and Zag parts they build on come along as
 * their dependencies. A component only a result, an article or the directory uses is not named: it stays in a chunk
 * of its own that loads with that result or island.
 */
const FORM_COMPONENTS =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|text|heading|stack|button|spinner|simple-grid|grid|input|field|native-select|icon|icons|card|link)[\\/]/;

/** The islands' mount without mount.tsx itself (whose dynamic import brings the page script's helper along). */
const ISLAND_BASE =
  /[\\/]src[\\/](islands[\\/](root\.tsx|next-task\.ts)|site[\\/]theme[\\/](island-system|prerendered-styles|emotion-cache)\.ts|site[\\/]browser[\\/](use-event-callback|url-search)\.ts)$/;

/**
 * What every calculator page's islands run before the form is live goes into one chunk: React, react-dom, emotion,
 * the islands' Chakra system with its theme, the form's Chakra components and the engine's shared modules. Left to itself the bundler cut it
 * into many small chunks beside React's (walk-object, native-select, factory, stack, icons, button…), each a
 * request with its own import/export glue, and gzip packs one file better than many (docs/adr/0008). The page
 * script's own modules never land here (ISLAND_BASE leaves mount.tsx out: its
 * dependencies would pull Vite's import helper out of the page script), so a page without a woken island still
 * loads the page script alone (tests/e2e/budgets.spec.ts).
 */
export const sharedUiRuntime = {
  name: 'ui-runtime',
  test: (id: string) =>
    /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion|stylis)[\\/]/.test(id) ||
    FORM_COMPONENTS.test(id) ||
    ISLAND_BASE.test(id) ||
    ENGINE_MODULES.test(id),
};

/**
 * The engine's modules every calculation loads and no first load does: building a definition in the page's language
 * (define.ts, field-messages.ts), running it (run.ts, validate.ts) and a range of days in words (date-range.ts). One
 * chunk, not five: on a slow link a calculation's files are asked for six at a time, and each file more can put its
 * last one a round trip later. (The checks stay a chunk of their own: the prerender names src/form/checks.ts's file.)
 */
export const calculationEngine = {
  name: 'calculation-engine',
  test: /[\\/]src[\\/]engine[\\/](define|field-messages|date-range|run|validate)\.ts$/,
};

/**
 * Chakra's table, its recipe (passed where a table is drawn: src/site/theme/island-config.ts ON_DEMAND_RECIPES) and
 * Chakra's anatomy module, whose table and toast part lists the recipes import: one chunk, loaded with the first
 * table (the wedding budget's form, a result's table). Left apart, the anatomy module was a chunk of its own.
 */
export const chakraTable = {
  name: 'table',
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/]table[\\/]|theme[\\/]recipes[\\/]table\.js$|anatomy\.js$)/,
};
