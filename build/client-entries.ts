import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The browser's entries (docs/adr/0003): the one page script, and each calculator's module, whose file the
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
    // result is wanted (docs/adr/0003, "The calculation on demand").
    ...Object.fromEntries([
      ...modules('', 'calculation-', 'src/generated/calculations'),
      ...modules('es', 'calculation-es-', 'src/generated/calculations'),
    ]),
  };
}

/**
 * The UI runtime that the islands share (React, react-dom, emotion) goes into one chunk. Left to itself the
 * bundler cut it into ~30 chunks of a few hundred bytes, each a request and its own import/export glue, and gzip
 * compresses one file better than thirty: ~5 KB less first-load JS on every route. Only library modules that a
 * dozen or more lazily loaded modules import belong here, so a component that one page kind uses stays with that
 * page (docs/adr/0002).
 */
/**
 * The engine modules every calculator page runs (reading and checking the form, its language, the formatting
 * module) go into one chunk: left to itself the bundler cut them into ten chunks of 0.1–3 KB (language.ts is one
 * symbol), each a request with its own import/export glue, once the English and Spanish page modules share them.
 * Only modules with no words of a language (a page's words come with its own module), and none the form needs only
 * once a result is wanted: the checks (validate.ts, run.ts) load with the calculation (src/form/checks.ts).
 */
export const sharedEngine = {
  name: 'engine',
  test: /[\\/]src[\\/]engine[\\/](define|round|language|language-of|unit-words|units|intl|parse|share|fields|shape|finite)\.ts$/,
  minShareCount: 2,
};

export const sharedUiRuntime = {
  name: 'ui-runtime',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion|stylis)[\\/]/,
  minShareCount: 2,
};
