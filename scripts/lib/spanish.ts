/**
 * The Spanish edition of the calculators (docs/i18n.md): each definition folder holds its Spanish words beside the
 * English ones, and `npm run generate` refuses a folder that lacks any of them, naming the file and the key:
 * `messages.es.ts` (every key of messages.ts with the same parameters, and the page's `slug`; docs/es/style-guide.md)
 * and `about.es.md`. A complete folder gets a Spanish page module (src/generated/calculators/es/<id>.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { definitionIn } from '../../src/engine/define';
import { LANGUAGE, type Language } from '../../src/engine/language';
import type { CalculatorDefinition } from '../../src/engine/types';
import { compileMessages, MESSAGE_SOURCES } from './messages';

/** The Spanish files of a definition folder, in the order an editor writes them. */
const SPANISH_FILES = [MESSAGE_SOURCES['es-US'], 'about.es.md'] as const;

/** A Spanish slug: lower case letters, digits and single hyphens (no accents, no ñ). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A definition in Spanish, as generate writes its page module and `calc --lang es` runs it. */
export interface SpanishDefinition {
  id: string;
  slug: string;
  definition: CalculatorDefinition;
  /** about.es.md, as written (tokens unresolved). */
  about: string;
}

const relative = (file: string) => path.relative(process.cwd(), file);

async function importModule(file: string): Promise<{ default?: unknown; slug?: unknown }> {
  return (await import(pathToFileURL(file).href)) as { default?: unknown; slug?: unknown };
}

async function importDefault(file: string): Promise<unknown> {
  return (await importModule(file)).default;
}

/** Each key's parameters as the compiler types them, order-free (`a: number; b: "x" | "y"`). */
function signatures(file: string, messages: Record<string, string>): Map<string, string> {
  const compiled = compileMessages(file, messages, 'en-US', undefined, { language: false });
  const out = new Map<string, string>();
  for (const match of compiled.matchAll(/^ {2}(\w+): \((.*)\): string => /gm)) {
    const fields = (match[2] ?? '')
      .replace(/^p: \{ (.*) \}$/, '$1')
      .split('; ')
      .filter(Boolean)
      .map((field) => {
        const [name, type = ''] = field.split(': ');
        return `${name}: ${type.split(' | ').sort().join(' | ')}`;
      })
      .sort();
    out.set(match[1] ?? '', fields.join('; '));
  }
  return out;
}

/** What a Spanish messages file lacks or has wrong against the English one: one line per key, naming the file. */
function messageProblems(
  esFile: string,
  english: Record<string, string>,
  spanish: Record<string, string>,
): string[] {
  const where = relative(esFile);
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!Object.hasOwn(spanish, key)) problems.push(`${where}: ${key}: missing (messages.ts has it)`);
  }
  for (const key of Object.keys(spanish)) {
    if (!Object.hasOwn(english, key)) problems.push(`${where}: ${key}: not a key of messages.ts; remove it`);
  }
  if (problems.length > 0) return problems;
  const en = signatures(path.join(path.dirname(esFile), 'messages.ts'), english);
  const es = signatures(esFile, spanish);
  for (const [key, params] of en) {
    if (es.get(key) !== params)
      problems.push(
        `${where}: ${key}: parameters differ from messages.ts (English: {${params}}, Spanish: {${es.get(key)}})`,
      );
  }
  return problems;
}

/**
 * A definition's Spanish files checked and put together: `{ errors }` naming each file and key that is missing or
 * wrong, or the Spanish definition.
 */
export async function loadSpanish(
  dir: string,
  english: CalculatorDefinition,
): Promise<{ errors: string[] } | { spanish: SpanishDefinition }> {
  const id = path.basename(dir);
  const at = (name: string) => path.join(dir, name);
  const missing = SPANISH_FILES.filter((name) => !existsSync(at(name)));
  if (missing.length > 0) {
    return {
      errors: missing.map(
        (name) =>
          `${relative(at(name))}: missing: the Spanish edition needs it (docs/authoring.md, "Translating a calculator")`,
      ),
    };
  }
  const errors: string[] = [];
  const spanishFile = at(MESSAGE_SOURCES['es-US']);
  const spanishModule = await importModule(spanishFile);
  const slug = spanishModule.slug;
  if (typeof slug !== 'string' || !SLUG.test(slug))
    errors.push(
      `${relative(spanishFile)}: slug: ${JSON.stringify(slug)} is not a slug: export const slug = 'calculadora-…' (lower case, digits, hyphens; no accents or ñ)`,
    );
  const englishMessages = ((await importDefault(at('messages.ts'))) ?? {}) as Record<string, string>;
  const spanishMessages = (spanishModule.default ?? {}) as Record<string, string>;
  errors.push(...messageProblems(spanishFile, englishMessages, spanishMessages));
  if (errors.length > 0) return { errors };
  const compiled = (await importDefault(at('messages.es.gen.ts'))) as CalculatorDefinition['messages'];
  if (!compiled)
    return { errors: [`${relative(at('messages.es.gen.ts'))}: not compiled (npm run generate)`] };
  const language = (compiled as { [LANGUAGE]?: Language })[LANGUAGE];
  if (language?.locale !== 'es-US')
    return { errors: [`${relative(at('messages.es.gen.ts'))}: its messages are not es-US`] };
  return {
    spanish: {
      id,
      slug: slug as string,
      definition: definitionIn(english, compiled),
      about: readFileSync(at('about.es.md'), 'utf8'),
    },
  };
}

/** Every definition's Spanish edition, or the errors of all of them (each naming file and key). */
export async function loadSpanishDefinitions(
  loaded: readonly { dir: string; definition: CalculatorDefinition }[],
): Promise<{ spanish: SpanishDefinition[]; errors: string[] }> {
  const spanish: SpanishDefinition[] = [];
  const errors: string[] = [];
  for (const { dir, definition } of loaded) {
    const result = await loadSpanish(dir, definition);
    if ('errors' in result) errors.push(...result.errors);
    else spanish.push(result.spanish);
  }
  const bySlug = new Map<string, string>();
  for (const { id, slug } of spanish) {
    const other = bySlug.get(slug);
    if (other) errors.push(`definitions/${id}/messages.es.ts: slug: "${slug}" is already ${other}'s`);
    bySlug.set(slug, id);
  }
  return { spanish, errors };
}

/** The Spanish definition of one folder (for `npm run calc -- <id> --lang es`); throws naming what is missing. */
export async function loadSpanishDefinition(dir: string): Promise<SpanishDefinition> {
  const english = (await importDefault(path.join(dir, 'page.ts'))) as CalculatorDefinition;
  const result = await loadSpanish(dir, english);
  if ('errors' in result) throw new Error(result.errors.join('\n'));
  return result.spanish;
}
