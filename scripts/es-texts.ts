/**
 * Prints the texts of a definition that no Spanish dictionary translates yet, as entries to paste into
 * `definitions/<id>/es.ts` (`npx tsx scripts/es-texts.ts <id> [--all | --check]`; --all prints every text with its
 * path; --check is `npm run check`'s Spanish step: what the folder still lacks, files and keys, exit 1 if anything).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { missingTexts, textsOf } from '@/engine/texts';
import { SHARED_ES } from '@/engine/texts.es';
import { loadSpanish } from './lib/spanish';

const [id, flag] = process.argv.slice(2);
if (!id) throw new Error('usage: npx tsx scripts/es-texts.ts <id> [--all | --check]');
const dir = path.resolve('definitions', id);
const definition = (await import(pathToFileURL(path.join(dir, 'calculator.ts')).href)).default;
const esFile = path.join(dir, 'es.ts');
const own = existsSync(esFile) ? (await import(pathToFileURL(esFile).href)).default.texts : {};
const missing = missingTexts(definition, own, SHARED_ES);
if (flag === '--all') {
  for (const { path: at, text } of textsOf(definition))
    console.log(`${at.join('.')}\t${JSON.stringify(text)}`);
} else if (flag === '--check') {
  const result = await loadSpanish(dir, definition);
  if ('errors' in result) {
    console.log(result.errors.join('\n'));
    if (missing.length > 0) {
      console.log(`\nTexts for definitions/${id}/es.ts (translate each; docs/es/style-guide.md):`);
      for (const text of missing) console.log(`    ${JSON.stringify(text)}: '',`);
    }
    process.exitCode = 1;
  } else console.log(`Spanish: /es/calculadoras/${result.spanish.slug}`);
} else {
  for (const text of missing) console.log(`    ${JSON.stringify(text)}: '',`);
}
