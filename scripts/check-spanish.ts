/**
 * `npm run check`'s Spanish step (`npx tsx scripts/check-spanish.ts <id>`): compiles the folder's messages and lists what
 * its Spanish lacks, files and keys (messages.es.ts: every key of messages.ts and the page's slug; about.es.md);
 * exit 1 if anything.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileDefinitionMessages, MessageError } from './lib/messages';

const [id] = process.argv.slice(2);
if (!id) throw new Error('usage: npx tsx scripts/check-spanish.ts <id>');
const dir = path.resolve('definitions', id);
// Compiled before the engine loads: a fresh clone has no compiled messages until this runs.
const compileErrors = await compileDefinitionMessages([dir]).then(
  () => [],
  (error: unknown) => {
    if (error instanceof MessageError) return [error.message];
    throw error;
  },
);
const { loadSpanish } = await import('./lib/spanish');
const definition = (await import(pathToFileURL(path.join(dir, 'page.ts')).href)).default;
const result = compileErrors.length > 0 ? { errors: compileErrors } : await loadSpanish(dir, definition);
if ('errors' in result) {
  console.log(result.errors.join('\n'));
  process.exitCode = 1;
} else console.log(`Spanish: /es/calculadoras/${result.spanish.slug}`);
