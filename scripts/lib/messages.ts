/**
 * Compiles a definition's messages (ICU MessageFormat, `definitions/<id>/messages.ts`) into a TypeScript module of
 * plain functions, one per key, typed by the parameters the message uses (docs/adr/0005). FormatJS's parser reads
 * the messages here, at `npm run generate`; the browser gets only the functions, which format through the one
 * formatting module (`src/engine/intl.ts`) in the locale they were compiled for. No message runtime ships.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../../src/engine/intl';
import type { Messages as SiteMessages } from '../../src/site/messages/messages.en.gen';
import { compileData } from './data';
import { DEFINITIONS_DIR, listDefinitionIds } from './definition-dirs';
import { JOURNAL_MESSAGES_DIR, SITE_MESSAGES_DIR } from './site-messages';

/** The locales a definition's messages are compiled for, with the source file of each. */
export const MESSAGE_SOURCES: Record<Locale, string> = { 'en-US': 'messages.ts', 'es-US': 'messages.es.ts' };

/** The compiled module of a locale, next to its source. */
export const compiledFile = (locale: Locale) => `messages.${locale === 'en-US' ? 'en' : 'es'}.gen.ts`;

/** A mistake in a message: the file, the key and what is wrong. */
export class MessageError extends Error {}

type ParamType =
  | { kind: 'number' }
  | { kind: 'string' }
  | { kind: 'date' }
  | { kind: 'one-of'; options: string[] };

/** Number styles a message may name, mapped to the formatting module's options. */
function numberCall(arg: string, style: string | null, where: string): string {
  if (style === null) return `formatNumber(${arg}, { maxDecimals: 3 }, L)`;
  if (style === 'integer') return `formatNumber(${arg}, 0, L)`;
  const exact = /^::\.(0+)$/.exec(style);
  if (exact) return `formatNumber(${arg}, ${exact[1]?.length ?? 0}, L)`;
  const upTo = /^::\.(#+)$/.exec(style);
  if (upTo) return `formatNumber(${arg}, { maxDecimals: ${upTo[1]?.length ?? 0} }, L)`;
  if (style === '::currency/USD') return `formatMoney(${arg}, { cents: true }, L)`;
  if (style === '::currency/USD .') return `formatMoney(${arg}, { cents: false }, L)`;
  // Legal figures are quoted as published: "$1,681", "$722.50" (cents only when there are any).
  if (style === '::currency/USD auto') return `formatMoney(${arg}, { cents: 'auto' }, L)`;
  if (style === 'percent') return `formatPercent(${arg}, { maxDecimals: 1 }, L)`;
  throw new MessageError(
    `${where}: number style "${style}" is not one the site formats; use integer, ::.0 (exact decimals), ::.# (up to), percent (a value already in percent), ::currency/USD, ::currency/USD . (whole dollars) or ::currency/USD auto (cents only when there are any)`,
  );
}

const DATE_STYLES = ['short', 'long', 'weekday', 'full', 'month', 'weekday-name'];

/** Text of a literal inside a template literal. */
const literal = (text: string) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

function compileElements(
  elements: MessageFormatElement[],
  params: Map<string, ParamType>,
  where: string,
  pound?: string,
): string {
  const note = (name: string, type: ParamType) => {
    const before = params.get(name);
    if (before && before.kind !== type.kind) {
      throw new MessageError(`${where}: {${name}} is used as a ${before.kind} and as a ${type.kind}`);
    }
    if (!before || type.kind !== 'one-of') params.set(name, type);
    else if (before.kind === 'one-of')
      params.set(name, { kind: 'one-of', options: [...new Set([...before.options, ...type.options])] });
  };
  let out = '';
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        out += literal(element.value);
        break;
      case TYPE.argument:
        note(element.value, { kind: 'string' });
        out += `\${p.${element.value}}`;
        break;
      case TYPE.number: {
        note(element.value, { kind: 'number' });
        // A skeleton (`::.0`) comes as tokens; written back as text, it is matched like a named style.
        const style =
          typeof element.style === 'string' || element.style == null
            ? (element.style ?? null)
            : `::${element.style.tokens.map((token) => [token.stem, ...token.options].join('/')).join(' ')}`;
        out += `\${${numberCall(`p.${element.value}`, style, where)}}`;
        break;
      }
      case TYPE.date: {
        note(element.value, { kind: 'date' });
        // `{start, date, rangeFrom end}` and `{end, date, rangeTo start}`: the two sides of the days from start to end,
        // their shared month and year said once, the message's words between ("from … to …": "from Feb 9 to 15, 2026";
        // "del … al …": "del 9 al 15 de febrero de 2026").
        const range = typeof element.style === 'string' ? /^range(From|To) (\w+)$/.exec(element.style) : null;
        if (range) {
          const other = range[2] as string;
          note(other, { kind: 'date' });
          const [start, end] = range[1] === 'From' ? [element.value, other] : [other, element.value];
          out += `\${dateRangeSide(p.${start}, p.${end}, '${range[1] === 'From' ? 'from' : 'to'}', L)}`;
          break;
        }
        const style =
          element.style == null
            ? 'short'
            : typeof element.style === 'string'
              ? element.style
              : `::${element.style.pattern}`;
        if (!DATE_STYLES.includes(style)) {
          throw new MessageError(`${where}: date style "${style}" is not one of ${DATE_STYLES.join(', ')}`);
        }
        out += `\${formatDate(p.${element.value}, '${style}', L)}`;
        break;
      }
      case TYPE.pound:
        if (!pound) throw new MessageError(`${where}: # outside a plural`);
        out += `\${formatNumber(${pound}, { maxDecimals: 3 }, L)}`;
        break;
      case TYPE.select: {
        const options = Object.keys(element.options);
        note(element.value, options.includes('other') ? { kind: 'string' } : { kind: 'one-of', options });
        const cases = Object.entries(element.options)
          .filter(([key]) => key !== 'other')
          .map(
            ([key, option]) =>
              `p.${element.value} === ${JSON.stringify(key)} ? \`${compileElements(option.value, params, where, pound)}\` : `,
          )
          .join('');
        const other = element.options.other;
        out += `\${${cases}\`${other ? compileElements(other.value, params, where, pound) : ''}\`}`;
        break;
      }
      case TYPE.plural: {
        if (element.offset) throw new MessageError(`${where}: plural offset is not supported`);
        note(element.value, { kind: 'number' });
        const arg = `p.${element.value}`;
        const cases = Object.entries(element.options)
          .filter(([key]) => key !== 'other')
          .map(([key, option]) => {
            const test = key.startsWith('=')
              ? `${arg} === ${Number(key.slice(1))}`
              : `pluralCategory(${arg}, L${element.pluralType === 'ordinal' ? ", 'ordinal'" : ''}) === '${key}'`;
            return `${test} ? \`${compileElements(option.value, params, where, arg)}\` : `;
          })
          .join('');
        const other = element.options.other;
        if (!other) throw new MessageError(`${where}: a plural needs an "other" case`);
        out += `\${${cases}\`${compileElements(other.value, params, where, arg)}\`}`;
        break;
      }
      default:
        throw new MessageError(`${where}: ${TYPE[element.type]} elements are not supported`);
    }
  }
  return out;
}

const TS_TYPE: Record<ParamType['kind'], string> = {
  number: 'number',
  string: 'string',
  date: 'string',
  'one-of': '',
};

function paramsType(params: Map<string, ParamType>): string {
  if (params.size === 0) return '';
  const fields = [...params].map(([name, type]) => {
    const ts =
      type.kind === 'one-of'
        ? type.options.map((option) => JSON.stringify(option)).join(' | ')
        : TS_TYPE[type.kind];
    return `${name}: ${ts}`;
  });
  return `p: { ${fields.join('; ')} }`;
}

/** The compiled TypeScript module of one locale's messages; throws a MessageError naming file and key. */
export function compileMessages(
  file: string,
  messages: Record<string, string>,
  locale: Locale,
  typeFrom?: string,
  { language = true }: { language?: boolean } = {},
): string {
  const lines: string[] = [];
  for (const [key, text] of Object.entries(messages)) {
    const where = `${file}: ${key}`;
    if (!/^[a-z][a-zA-Z0-9]*$/.test(key)) throw new MessageError(`${where}: a message key is camelCase`);
    if (typeof text !== 'string') throw new MessageError(`${where}: a message is a string`);
    let ast: MessageFormatElement[];
    try {
      ast = parse(text, { requiresOtherClause: false, shouldParseSkeletons: false });
    } catch (error) {
      throw new MessageError(`${where}: not ICU MessageFormat (${(error as Error).message})`);
    }
    const params = new Map<string, ParamType>();
    const body = compileElements(ast, params, where);
    lines.push(`  ${key}: (${paramsType(params)}): string => \`${body}\`,`);
  }
  const helpers = ['formatDate', 'formatMoney', 'formatNumber', 'formatPercent', 'pluralCategory'].filter(
    (name) => lines.some((line) => line.includes(`${name}(`)),
  );
  const ranges = lines.some((line) => line.includes('dateRangeSide('));
  const source = path.basename(file);
  // A calculator's messages carry their language (src/engine/language.ts): the engine's words and the locale.
  const languageName = locale === 'en-US' ? 'ENGLISH' : 'SPANISH';
  const languageModule = locale === 'en-US' ? 'english' : 'spanish';
  return [
    `// Generated by npm run generate from ${source} — do not edit.`,
    ...(language ? [`import { ${languageName} } from '@/engine/${languageModule}';`] : []),
    ...(ranges ? [`import { dateRangeSide } from '@/engine/date-range';`] : []),
    ...(helpers.length ? [`import { ${helpers.join(', ')} } from '@/engine/intl';`] : []),
    ...(language ? [`import { LANGUAGE } from '@/engine/language';`] : []),
    ...(typeFrom ? [`import type { Messages } from '${typeFrom}';`] : []),
    '',
    ...(helpers.length || ranges ? [`const L = '${locale}';`, ''] : []),
    `/** The ${locale} messages of this calculator, one function per key of ${source}. */`,
    `const messages${typeFrom ? ': Messages' : ''} = {`,
    ...lines,
    '};',
    ...(typeFrom
      ? []
      : [
          '',
          "/** What a calculator's words layer gets: every key, with its parameters. */",
          'export type Messages = typeof messages;',
        ]),
    language ? `export default { ...messages, [LANGUAGE]: ${languageName} };` : 'export default messages;',
    '',
  ].join('\n');
}

/**
 * Compiles the messages of every definition folder that has a messages.ts, writing `messages.en.gen.ts` beside it
 * (and `messages.es.gen.ts` from messages.es.ts, typed by the English keys). Returns the errors, one per line.
 */
async function buildMessages(
  definitionDirs: string[],
  { language = true }: { language?: boolean } = {},
): Promise<string[]> {
  const errors: string[] = [];
  for (const dir of definitionDirs) {
    for (const [locale, sourceName] of Object.entries(MESSAGE_SOURCES) as [Locale, string][]) {
      const file = path.join(dir, sourceName);
      if (!existsSync(file)) continue;
      const relative = path.relative(process.cwd(), file);
      try {
        const module = (await import(pathToFileURL(file).href)) as { default?: Record<string, string> };
        if (!module.default || typeof module.default !== 'object') {
          throw new MessageError(`${relative}: export default defineMessages({ key: 'text' })`);
        }
        const typeFrom = locale === 'en-US' ? undefined : `./${compiledFile('en-US').replace(/\.ts$/, '')}`;
        const text = compileMessages(relative, module.default, locale, typeFrom, { language });
        const out = path.join(dir, compiledFile(locale));
        // Written whole or not at all (a temporary file renamed): another process may be importing it meanwhile.
        if (!existsSync(out) || readFileSync(out, 'utf8') !== text) {
          writeFileSync(`${out}.${process.pid}.tmp`, text);
          renameSync(`${out}.${process.pid}.tmp`, out);
        }
      } catch (error) {
        errors.push(
          error instanceof MessageError ? error.message : `${relative}: ${(error as Error).message}`,
        );
      }
    }
  }
  return errors;
}

/**
 * The engine's folders of words: its own (every compiled module's language carries them), the result blocks' and
 * the shared fields'.
 */
const ENGINE_MESSAGE_DIRS = [
  'src/engine',
  'src/engine/result-messages',
  'src/engine/field-messages',
  'src/engine/fact-messages',
].map((dir) => path.resolve(import.meta.dirname, '../..', dir));

/**
 * A definition's messages that only its about page reads (`<id>/about/messages.ts`, compiled where present): words
 * of build-time tables that no page's code imports.
 */
const aboutMessagesDir = (definitionDir: string) => path.join(definitionDir, 'about');

/**
 * Compiles what importing these definitions needs, in this process: the data files' values, the engine's words,
 * then each folder's (the compiled modules are not committed, so a fresh clone's `npm run calc` has none). Throws
 * naming file and key.
 */
export async function compileDefinitionMessages(
  definitionDirs: string[],
  sharedDirs: string[] = ENGINE_MESSAGE_DIRS,
): Promise<void> {
  // The data files' values first: the engine imports the facts (src/generated/data/, not committed either).
  await compileData();
  const errors = [
    ...(await buildMessages(sharedDirs, { language: false })),
    ...(await buildMessages(definitionDirs)),
    ...(await buildMessages(definitionDirs.map(aboutMessagesDir), { language: false })),
  ];
  if (errors.length > 0) throw new MessageError(`Invalid messages:\n${errors.join('\n')}`);
}

/** The site's words in Spanish, compiled by `compileAllMessages`. */
export type SpanishSiteMessages = SiteMessages;

/**
 * Compiles every messages file: the engine's own words first, which every compiled module's language carries
 * (src/engine/language.ts), and the site's (shell, pages, islands: src/site/messages/) and the journal's, without a
 * language of their own; then each definition's (present.ts imports them through calculator.ts). Returns the Spanish
 * site words a rendered body uses (a wide table's name and hint, the sources heading), compiled just now.
 */
export async function compileAllMessages(): Promise<SpanishSiteMessages> {
  await compileDefinitionMessages(
    listDefinitionIds().map((id) => path.join(DEFINITIONS_DIR, id)),
    [...ENGINE_MESSAGE_DIRS, SITE_MESSAGES_DIR, JOURNAL_MESSAGES_DIR],
  );
  return (await import('../../src/site/messages/messages.es.gen')).default;
}

/**
 * The definition with its messages guarded for `npm run generate`'s example runs: present.ts asking for a key that
 * messages.ts lacks, or a text reading "undefined"/"NaN" (a parameter not passed), fails naming the file and key.
 * (The typecheck says the same at the call site; this catches it where the typecheck is not run.)
 */
export function guardMessages<D extends { messages?: Record<string, unknown> }>(file: string, def: D): D {
  const { messages } = def;
  if (!messages) return def;
  const source = path.join(path.dirname(file), MESSAGE_SOURCES['en-US']);
  const guarded = new Proxy(messages, {
    get(target, key) {
      const message = target[key as string];
      if (typeof key !== 'string') return message;
      if (typeof message !== 'function') {
        throw new MessageError(`${source}: ${key}: no such message (the words layer asks for it); add it`);
      }
      return (...args: unknown[]) => {
        const text = (message as (...a: unknown[]) => string)(...args);
        if (/\bundefined\b|\bNaN\b/.test(text)) {
          throw new MessageError(`${source}: ${key}: a parameter is missing or not a number ("${text}")`);
        }
        return text;
      };
    },
  });
  return { ...def, messages: guarded };
}
