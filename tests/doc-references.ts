import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the docs and the code comments cite, read the way a newcomer follows it: repository paths in every markdown
 * file and in every comment of the code (tests/unit/doc-paths.test.ts holds them to the files there are).
 */

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The repository's files (tracked and new, not ignored), relative to its root with `/`, that exist on disk. */
export function repositoryFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return [...new Set(listed.stdout.split('\0').filter(Boolean))].filter((file) =>
    existsSync(path.join(ROOT, file)),
  );
}

/** Files made by `npm run generate` or the build, never committed: a path there is cited, not checked. */
export const GENERATED = [/^src\/generated(?:\/|$)/, /^dist(?:\/|$)/, /^dist-ssr(?:\/|$)/];

/** The folders whose paths a text can cite; a token starting with one of them followed by `/` is a path. */
const TOP = ['\\.ci', 'src', 'tests', 'scripts', 'build', 'docs', 'definitions', 'content', 'public', 'dist'];
const PATH = new RegExp(
  `(?<![\\w@./~:-])(?:${TOP.join('|')})\\/(?:[\\w./\\-*<>$]|\\{[^}\\s]*\\}|\\([\\w/]*\\))*`,
  'g',
);
/** A test file named without its folder (`page-tour.spec.ts`). */
const TEST_FILE = /(?<![\w./-])[\w-]+(?:\.[\w-]+)*\.(?:test|spec)\.tsx?\b/g;

/** Every repository path a text cites (with `<id>`, `*` and `{a,b}` as written), and every test file it names. */
export function citedPaths(text: string): { paths: string[]; testFiles: string[] } {
  const paths = [...text.matchAll(PATH)]
    .map(([token]) => token.replace(/[.,:;]+$/, ''))
    // The end of a placeholder that holds the path (`<slug from definitions/<id>/messages.es.ts>`) is not part of it.
    .map((token) => (count(token, '>') > count(token, '<') ? token.replace(/>$/, '') : token))
    // A bare folder name as a word ("src/", "tests/") or a template's start is a place, not a file to check.
    .filter((token) => !/\/$/.test(token) || token.split('/').filter(Boolean).length > 1);
  const testFiles = [...text.matchAll(TEST_FILE)].map(([token]) => token);
  return { paths, testFiles };
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** `{a,b}` expanded: `definitions/<id>/{calculator.ts,about.md}` → both paths. */
function expand(token: string): string[] {
  const brace = /\{([^}]*)\}/.exec(token);
  if (!brace) return [token];
  const [whole, list = ''] = brace;
  return list
    .split(',')
    .flatMap((part) => expand(token.slice(0, brace.index) + part + token.slice(brace.index + whole.length)));
}

const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A cited path as a pattern: `<id>` and `${id}` one segment, `*` within a segment, `**` any depth, `(es/)` optional. */
function pattern(token: string): RegExp {
  let source = '';
  for (const part of token.replace(/\/$/, '').split(/(<[^>]*>|\$\{[^}]*\}|\*\*\/?|\*|\([\w/]*\))/)) {
    if (!part) continue;
    if (/^<.*>$|^\$\{.*\}$/.test(part)) source += '[^/]+';
    else if (part.startsWith('**')) source += '.*';
    else if (part === '*') source += '[^/]*';
    else if (/^\(.*\)$/.test(part)) source += `(?:${literal(part.slice(1, -1))})?`;
    else source += literal(part);
  }
  // A folder, or a name cited without its ending (`docs/adr/0003` for `docs/adr/0003-static-pages-and-islands.md`).
  return new RegExp(`^${source}(?:$|/|-|\\.)`);
}

/** Whether a cited path names a file or folder there is (or one the build makes). */
export function pathExists(token: string, files: readonly string[]): boolean {
  return expand(token).every((one) => {
    if (GENERATED.some((generated) => generated.test(one))) return true;
    if (existsSync(path.join(ROOT, one))) return true;
    const wanted = pattern(one);
    return files.some((file) => wanted.test(file));
  });
}

/** Whether a test file named without its folder is one of the repository's. */
export function testFileExists(name: string, files: readonly string[]): boolean {
  return files.some((file) => file === name || file.endsWith(`/${name}`));
}

const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Whether a repository file is code whose comments are read. */
export const isCode = (file: string) =>
  CODE.test(file) && !GENERATED.some((generated) => generated.test(file));

/** The comments of a code file, each with its first line (1-based), as the TypeScript parser sees them. */
export function commentsOf(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')) {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const take = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.set(range.pos, {
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  // A shebang line is no comment; everything else the scanner skips as trivia before or after a token is.
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}
