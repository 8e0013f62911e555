import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFINITIONS_DIR, FORM_SCHEMA_SNAPSHOT } from './lib/definition-dirs';
import { compileDefinitionMessages } from './lib/messages';
import { scaffoldFiles, scaffoldIcon, takenIcons } from './lib/scaffold';

/**
 * `npm run new-calculator -- <id>`: writes a working definition folder to edit (a simple ratio calculator), every
 * file `npm run check` wants, its form-schema snapshot included, so the untouched folder is green at once.
 */
const id = process.argv[2] ?? '';
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
  console.error('Usage: npm run new-calculator -- <kebab-case-id>');
  process.exit(2);
}
const dir = path.join(DEFINITIONS_DIR, id);
if (existsSync(dir)) {
  console.error(`definitions/${id} already exists`);
  process.exit(2);
}
const title = id
  .split('-')
  .map((word) => word[0]?.toUpperCase() + word.slice(1))
  .join(' ');
mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(
  scaffoldFiles({ id, name: `${title} Calculator`, icon: scaffoldIcon(takenIcons(DEFINITIONS_DIR)) }),
)) {
  writeFileSync(path.join(dir, file), text);
}
// The snapshot of the form these fields make, as the contract suite writes it on --accept (the messages compiled
// first: calculator.ts imports them, and they are not committed).
await compileDefinitionMessages([dir]);
const { toFormSchema } = await import('../src/engine/json-schema');
const { default: definition } = await import(pathToFileURL(path.join(dir, 'page.ts')).href);
writeFileSync(path.join(dir, FORM_SCHEMA_SNAPSHOT), `${JSON.stringify(toFormSchema(definition), null, 2)}\n`);
const folder = path.relative(process.cwd(), dir);
console.log(
  `Created ${folder}/ — a working ratio calculator, green as it is. Replace its fields, formula, words,\n` +
    'result blocks, examples, sources, about.md and their Spanish with yours (docs/authoring.md), then run:\n\n' +
    `  npm run check -- ${id}            generate, format, typecheck, its tests and the contract suite\n` +
    `  npm run check -- ${id} --accept   after you change its fields: accept its new form schema\n\n` +
    `and commit the folder: git add ${folder}`,
);
