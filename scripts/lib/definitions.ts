import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unitFields } from '../../src/engine/fields';
import type { AboutRates } from '../../src/engine/rate-registry';
import { definitionSchema, describeIssues, didYouMean } from '../../src/engine/schema';
import type { CalculatorDefinition } from '../../src/engine/types';
import { categoryIds } from './categories';
import {
  CONTRACT_IDS_ENV,
  DEFINITIONS_DIR,
  FORM_SCHEMA_SNAPSHOT,
  listDefinitionIds,
} from './definition-dirs';
import { guardMessages } from './messages';
import { checkResults } from './result-checks';

// Where the folders are, for the callers of this module (definition-dirs.ts has them without the engine).
export {
  CONTRACT_IDS_ENV,
  DEFINITIONS_DIR,
  definitionFile,
  FORM_SCHEMA_SNAPSHOT,
  listDefinitionIds,
} from './definition-dirs';

/** Files every calculator folder must have. */
const REQUIRED_FILES = ['calculator.ts', 'page.ts', 'formula.ts', 'about.md'] as const;

/** A definition loaded from disk, with its folder and about text. */
export interface LoadedDefinition {
  dir: string;
  file: string;
  definition: CalculatorDefinition;
  about: string;
}

/** Path of a definition's form-schema snapshot. */
export const formSchemaSnapshot = (id: string, root = DEFINITIONS_DIR) =>
  path.join(root, id, FORM_SCHEMA_SNAPSHOT);

/** What the contract suite says when a definition has no form-schema snapshot yet. */
export const missingSnapshotMessage = (id: string) =>
  `new calculator ${id}: accept its form schema with npm run check -- ${id} --accept ` +
  `(writes definitions/${id}/${FORM_SCHEMA_SNAPSHOT}; commit it with the folder)`;

/** The ids the contract suite runs: those named in `only` (each must exist), else every definition. */
export function contractIds(only: string | undefined, root = DEFINITIONS_DIR): string[] {
  const all = listDefinitionIds(root);
  if (!only) return all;
  const wanted = only.split(',').filter(Boolean);
  const unknown = wanted.filter((id) => !all.includes(id));
  if (unknown.length > 0) throw new Error(`${CONTRACT_IDS_ENV}: no definition folder ${unknown.join(', ')}`);
  return wanted;
}

/** The keys of a definition that its page.ts writes (what only the server needs). */
const PAGE_KEYS = ['description', 'keywords', 'examples', 'sources'];

/**
 * Checks one definition against the schema and the folder rules; returns error lines naming file and field: `file`
 * (calculator.ts), or its page.ts for a key that file writes.
 */
export function checkDefinition(file: string, id: string, definition: unknown): string[] {
  const pageFile = path.join(path.dirname(file), 'page.ts');
  const inPage = new RegExp(`^${escapeRegExp(file)}: (${PAGE_KEYS.join('|')})\\b`);
  return definitionProblems(file, id, definition).map((line) =>
    inPage.test(line) ? pageFile + line.slice(file.length) : line,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function definitionProblems(file: string, id: string, definition: unknown): string[] {
  // The category is checked against content/categories/ beside the schema (which takes any kebab-case id).
  const category = (definition as { category?: unknown } | null)?.category;
  const categories = categoryIds();
  const categoryError =
    typeof category === 'string' && !categories.includes(category)
      ? [
          `${file}: category: '${category}' is no category${didYouMean(category, categories)}; ` +
            `the categories are ${categories.join(', ')} (the files in content/categories/)`,
        ]
      : [];
  const parsed = definitionSchema.safeParse(definition);
  if (!parsed.success)
    return [
      ...describeIssues(file, parsed.error, definition, definitionSchema).split('\n'),
      ...categoryError,
    ];
  const def = definition as CalculatorDefinition;
  const errors: string[] = [...categoryError];
  if (def.id !== id) errors.push(`${file}: id: must equal the folder name '${id}'`);
  const known = new Set([...Object.keys(def.fields), ...unitFields(def).map((unit) => unit.name)]);
  def.examples.forEach((example, index) => {
    for (const key of Object.keys(example.input)) {
      if (!known.has(key))
        errors.push(`${file}: examples.${index}.input.${key}: not a field of this calculator`);
    }
  });
  // The examples run only when the inputs are right: a wrong key would show as a second, vaguer error.
  return errors.length > 0 ? errors : checkResults(file, guardMessages(file, def));
}

/** Imports a definition module, or says what went wrong naming the file (a syntax error, a bad import, a throw). */
async function importDefinition(dir: string): Promise<{ value: unknown } | { error: string }> {
  const file = path.relative(process.cwd(), path.join(dir, 'page.ts'));
  let module: { default?: unknown };
  try {
    module = await import(pathToFileURL(path.join(dir, 'page.ts')).href);
  } catch (error) {
    // esbuild puts the place of a syntax error on the line after "Transform failed with 1 error:".
    const lines = (error instanceof Error ? error.message : String(error)).split('\n').filter(Boolean);
    const message = lines.slice(0, 3).join(' ').slice(0, 400);
    return { error: `${file}: cannot be loaded: ${message}; fix the file (or the file it imports)` };
  }
  if (module.default === undefined)
    return {
      error: `${file}: no default export; end the file with export default definePage(calculator, messages, (m) => ({…}))`,
    };
  return { value: module.default };
}

/** Loads, validates and returns every definition (or those of `ids`); throws with all problems listed. */
export async function loadDefinitions(
  root = DEFINITIONS_DIR,
  ids = listDefinitionIds(root),
): Promise<LoadedDefinition[]> {
  const loaded: LoadedDefinition[] = [];
  const errors: string[] = [];
  for (const id of ids) {
    const dir = path.join(root, id);
    const missing = REQUIRED_FILES.filter((name) => !existsSync(path.join(dir, name)));
    if (missing.length > 0) {
      errors.push(`${path.relative(process.cwd(), dir)}: missing ${missing.join(', ')}`);
      continue;
    }
    const file = path.relative(process.cwd(), path.join(dir, 'calculator.ts'));
    const imported = await importDefinition(dir);
    if ('error' in imported) {
      errors.push(imported.error);
      continue;
    }
    const problems = checkDefinition(file, id, imported.value);
    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    loaded.push({
      dir,
      file,
      definition: imported.value as CalculatorDefinition,
      about: readFileSync(path.join(dir, 'about.md'), 'utf8'),
    });
  }
  if (errors.length > 0) throw new Error(`Invalid calculator definitions:\n${errors.join('\n')}`);
  return loaded;
}

/** The featured calculators of the spec's home grid: a full grid, no orphan card. */
const HOME_FEATURED = 8;

/**
 * The home page's grid holds the spec's eight featured calculators (tests/unit/catalogue-consistency.test.ts): a
 * ninth is refused by `generate`, in the editor's routine, naming every featured file.
 */
export function featuredProblems(loaded: Pick<LoadedDefinition, 'file' | 'definition'>[]): string[] {
  const files = loaded.filter(({ definition }) => definition.featured).map(({ file }) => file);
  if (files.length <= HOME_FEATURED) return [];
  return [
    `${files.join(', ')}: featured: the home page shows ${HOME_FEATURED} featured calculators and ` +
      `${files.length} say \`featured: true\`; leave \`featured\` out of yours (the spec chose the eight)`,
  ];
}

/** A definition's optional build-only module giving its about.md the rates data (`{{rate:…}}`, `{{rates:…}}`). */
const ABOUT_RATES_FILE = 'about-rates.ts';

/**
 * The figures a definition's about texts may quote as `{{fact:NAME}}`: the numeric exports of its formula.ts, the
 * constants its formula computes with, so a text never retypes them (tests/unit/figure-repeats.test.ts).
 */
export async function loadFormulaFigures(dir: string): Promise<Record<string, number>> {
  const module = (await import(pathToFileURL(path.join(dir, 'formula.ts')).href)) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(module).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/**
 * The about.md rates of a definition folder: its `about-rates.ts` default export called (it parses the folder's
 * rates data files, so a bad record throws naming the file and field); undefined when the folder has none.
 */
export async function loadAboutRates(dir: string): Promise<AboutRates | undefined> {
  const file = path.join(dir, ABOUT_RATES_FILE);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { default?: () => AboutRates };
  if (typeof module.default !== 'function')
    throw new Error(
      `${path.relative(process.cwd(), file)}: default export must be a function returning AboutRates`,
    );
  return module.default();
}
