import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { didYouMean } from '../../src/engine/schema/nearest';

/** Every icon of the icon library (Lucide), by its kebab-case name, with the name of its component. */
export function lucideIcons(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const entry = path.join(
    path.dirname(require.resolve('lucide-react/package.json')),
    'dist/esm/lucide-react.mjs',
  );
  const icons = new Map<string, string>();
  // Each icon is one line, its three names in any order:
  // export { default as Baby, default as BabyIcon, default as LucideBaby } from './icons/baby.mjs';
  for (const match of readFileSync(entry, 'utf8').matchAll(
    /export \{ ([\w ,]+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g,
  )) {
    const [, list = '', name = ''] = match;
    const names = list.split(',').map((part) => part.trim().replace(/^default as /, ''));
    const components = names.filter((n) => names.includes(`Lucide${n}`) && names.includes(`${n}Icon`));
    // A renamed icon keeps its old name as an alias in the same line: prefer the name of the file.
    const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter: string) => letter.toUpperCase());
    const component = components.includes(pascal) ? pascal : components[0];
    if (component && !icons.has(name)) icons.set(name, component);
  }
  return icons;
}

/** Something that shows an icon: a calculator or a category, with the file an editor fixes. */
export interface IconUser {
  file: string;
  id: string;
  icon: string;
  /** Words the icon could be about (name, keywords), for suggestions when it is unknown or taken. */
  words: string[];
}

/** Words of names that say nothing about a topic ("Calculator for Women"). */
const GENERIC_WORDS = new Set(['calculator', 'for', 'women', 'and', 'the', 'your', 'how', 'many', 'much']);

/** Up to `count` icons not in `taken` whose names share a word with `words` (else close to them), best first. */
function suggestIcons(
  words: string[],
  taken: ReadonlySet<string>,
  icons: ReadonlyMap<string, string>,
  count = 5,
): string[] {
  const terms = [
    ...new Set(
      words
        .flatMap((word) => word.toLowerCase().split(/[^a-z0-9]+/))
        .filter((w) => w.length > 2 && !GENERIC_WORDS.has(w)),
    ),
  ];
  const free = [...icons.keys()].filter((name) => !taken.has(name));
  const score = (name: string) => {
    const parts = name.split('-');
    if (terms.some((term) => parts.includes(term))) return 0;
    if (
      terms.some((term) =>
        parts.some((part) => part.length > 2 && (part.startsWith(term) || term.startsWith(part))),
      )
    )
      return 1;
    return 2;
  };
  // Only icons whose name shares a word (or its start) with the topic: a letter or a random shape is no hint.
  return free
    .map((name) => ({ name, score: score(name) }))
    .filter(({ score: value }) => value < 2)
    .sort((a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({ name }) => name);
}

/** "free icons that may fit: a, b, or find one at …" (or only the address when none shares a word). */
const freeHint = (free: string[]) =>
  `${free.length > 0 ? `free icons that may fit: ${free.join(', ')}, or ` : ''}find one at https://lucide.dev/icons`;

/**
 * Problems with the icons of calculators (each its own, so a visitor tells cards apart) or of categories (each
 * its own among categories): an unknown name (with the nearest real one) or one that is taken (with free ones
 * that may fit). One line each, `file: icon: …; what to do`.
 */
export function iconProblems(
  users: IconUser[],
  icons: ReadonlyMap<string, string> = lucideIcons(),
): string[] {
  const taken = new Set(users.map((user) => user.icon));
  const problems: string[] = [];
  const owners = new Map<string, IconUser>();
  for (const user of users) {
    if (!icons.has(user.icon)) {
      problems.push(
        `${user.file}: icon: '${user.icon}' is not an icon of the library${didYouMean(user.icon, icons.keys())}; ` +
          `use a name from https://lucide.dev/icons${suggestIcons(user.words, taken, icons).length > 0 ? `, e.g. ${suggestIcons(user.words, taken, icons).join(', ')}` : ''}`,
      );
      continue;
    }
    const owner = owners.get(user.icon);
    if (owner) {
      problems.push(
        `${user.file}: icon: '${user.icon}' is already the icon of ${owner.id} (${owner.file}); each has its own, ` +
          `so that cards tell apart: ${freeHint(suggestIcons(user.words, taken, icons))}`,
      );
      continue;
    }
    owners.set(user.icon, user);
  }
  return problems;
}

/** The module that maps each icon used to its component: the bundle carries only those. */
export function iconModule(
  names: Iterable<string>,
  icons: ReadonlyMap<string, string> = lucideIcons(),
): string {
  const used = [...new Set(names)].filter((name) => icons.has(name)).sort();
  const components = used.map((name) => icons.get(name) as string);
  return (
    `import type { LucideIcon } from 'lucide-react';\nimport { ${components.join(', ')} } from 'lucide-react';\n\n` +
    `/** The icons the definitions and categories use, by name. */\n` +
    `export const ICONS: Record<string, LucideIcon> = {\n` +
    used.map((name, index) => `  ${JSON.stringify(name)}: ${components[index]},`).join('\n') +
    '\n};\n'
  );
}
