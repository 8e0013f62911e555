import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One words system (docs/i18n.md): a language's words live in its messages files (messages.es.ts, compiled by
// `npm run generate`) and its markdown twins, never in a table of code keyed by language, which no check compares
// with its English and which a new language has to find. A string in code written in Spanish is such a table's.
const root = path.resolve(import.meta.dirname, '../..');

/** Source files that may hold a language's words: its messages and what compiles or scaffolds them. */
const MESSAGES_FILE = /(^|\/)messages(\.es)?(\.gen)?\.ts$/;
const ALLOWED = new Set([
  // The scaffold writes a new folder's messages.es.ts: its template is that file's text.
  'scripts/lib/scaffold.ts',
]);

/** Still to move into messages (an entry can only go). */
const NOT_YET_MOVED = new Set<string>();

const sources = ['src', 'definitions', 'scripts', 'build']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  )
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !MESSAGES_FILE.test(file))
  .filter((file) => !file.startsWith('src/generated/') && !ALLOWED.has(file));

/** Letters only Spanish writes among the site's languages. */
const SPANISH_LETTER = /[áéíóúñ¿¡]/i;
/** An English sentence that names a Spanish word or author ("no accents or ñ", "Arévalo M, … for cycles of"). */
const ENGLISH = /(?<!\p{L})(the|of|for|or|and|is|an|to|with)(?!\p{L})/u;
/** One capitalized word: a name, as a language's own name in the switcher ("Español"). */
const NAME = /^\p{Lu}\p{L}*$/u;

/** Whether a string is written in Spanish. */
const inSpanish = (text: string) =>
  SPANISH_LETTER.test(text) && !ENGLISH.test(text) && !NAME.test(text.trim());

/** The string literals of a module (not its comments) written in Spanish. */
function spanishStrings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)) &&
      inSpanish(node.text)
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('a language’s words are in its messages, not in tables of code', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(200);
  });
  for (const file of sources) {
    it(`${file}: no string in Spanish`, () => {
      const found = spanishStrings(file, readFileSync(path.join(root, file), 'utf8'));
      if (NOT_YET_MOVED.has(file)) expect(found, 'moved: take it off NOT_YET_MOVED').not.toEqual([]);
      else expect(found).toEqual([]);
    });
  }
  it('finds Spanish in a string, not in a comment', () => {
    const table = ['const a = { ', "'es-US': (n) => `$", '{n} días` }; // días'].join('');
    expect(spanishStrings('x.ts', table)).toEqual([' días']);
    expect(spanishStrings('x.ts', '// el año fiscal\nconst a = "days";')).toEqual([]);
    expect(spanishStrings('x.ts', "const a = ['Español', 'no accents or ñ', 'día'];")).toEqual(['día']);
  });
});
