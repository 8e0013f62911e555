/**
 * Prints the texts of a definition that no Spanish dictionary translates yet, as entries to paste into
 * `definitions/<id>/es.ts` (`npx tsx scripts/es-texts.ts <id> [--all]`; --all prints every text with its path).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { missingTexts, textsOf } from '@/engine/texts';
import { SHARED_ES } from '@/engine/texts.es';

const [id, flag] = process.argv.slice(2);
if (!id) throw new Error('usage: npx tsx scripts/es-texts.ts <id> [--all]');
const dir = path.resolve('definitions', id);
const definition = (await import(pathToFileURL(path.join(dir, 'calculator.ts')).href)).default;
const esFile = path.join(dir, 'es.ts');
const own = existsSync(esFile) ? (await import(pathToFileURL(esFile).href)).default.texts : {};
if (flag === '--all') {
  for (const { path: at, text } of textsOf(definition))
    console.log(`${at.join('.')}\t${JSON.stringify(text)}`);
} else {
  for (const text of missingTexts(definition, own, SHARED_ES))
    console.log(`    ${JSON.stringify(text)}: '',`);
}
