import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFINITIONS_DIR } from './lib/definitions';
import { scaffoldFiles, scaffoldIcon, takenIcons } from './lib/scaffold';

/** `npm run new-calculator -- <id>`: writes a working definition folder to edit (a simple ratio calculator). */
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
const folder = path.relative(process.cwd(), dir);
console.log(
  `Created ${folder}/ — a working ratio calculator. Replace its fields, formula, result blocks, examples,\n` +
    'sources and about.md with yours (docs/authoring.md lists every key), then run:\n\n' +
    `  npm run check -- ${id}            generate, format, typecheck and the contract suite for ${id}\n` +
    `  npm run check -- ${id} --accept   the first time (and after an intended form change): accept its form schema\n\n` +
    `and commit the folder: git add ${folder}`,
);
