import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citedPaths,
  commentsOf,
  isCode,
  pathExists,
  ROOT,
  repositoryFiles,
  testFileExists,
} from '../doc-references';
import { budgetKb, CALCULATOR_PAGE_KB } from '../first-load-budget';

// A newcomer follows what the docs and comments cite: a path that is gone, or two documents that give a budget
// or the test run's goal differently, costs her the trust in all of them. Each number has one source (below);
// every other text that states it states the same.

const files = repositoryFiles();
const self = [path.relative(ROOT, import.meta.filename), 'tests/doc-references.ts'];

interface Text {
  /** `file:line` of the text's first line. */
  at: string;
  text: string;
}

/** Every markdown file line by line, and every comment of the code, each with where it starts. */
function texts(): Text[] {
  const found: Text[] = [];
  for (const file of files) {
    if (self.includes(file)) continue;
    if (file.endsWith('.md')) {
      // A paragraph or list item reads as one text (a sentence runs over lines); a table row is one text.
      let start = 0;
      let lines: string[] = [];
      const flush = () => {
        if (lines.length > 0) found.push({ at: `${file}:${start + 1}`, text: lines.join('\n') });
        lines = [];
      };
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!line.trim() || line.startsWith('|') || /^\s*(?:[-*]|\d+\.) |^#/.test(line)) flush();
          if (lines.length === 0) start = index;
          if (line.trim()) lines.push(line);
          if (line.startsWith('|') || line.startsWith('#')) flush();
        });
      flush();
    } else if (isCode(file)) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      // Only a file that names a path or a figure anywhere needs its comments read.
      if (!/\/|KB|minute|quarter of an hour/.test(text)) continue;
      for (const comment of commentsOf(file, text))
        found.push({ at: `${file}:${comment.line}`, text: comment.text });
    }
  }
  return found;
}

const all = texts();

describe('every repository path the docs and code comments cite exists', () => {
  it('names no file or folder that is not there (src/generated/ and dist/ are made by the build)', () => {
    const missing: string[] = [];
    for (const { at, text } of all) {
      const { paths, testFiles } = citedPaths(text);
      for (const cited of paths) if (!pathExists(cited, files)) missing.push(`${at}: ${cited}`);
      for (const name of testFiles) if (!testFileExists(name, files)) missing.push(`${at}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('reads paths, placeholders and test file names as a reader does', () => {
    expect(citedPaths('see docs/adr/0003, tests/unit/engine.test.ts. And `page-tour.spec.ts`.')).toEqual({
      paths: ['docs/adr/0003', 'tests/unit/engine.test.ts'],
      testFiles: ['page-tour.spec.ts'],
    });
    expect(pathExists('docs/adr/0003', files)).toBe(true);
    expect(pathExists('definitions/<id>/{calculator.ts,formula.ts}', files)).toBe(true);
    expect(pathExists('definitions/<id>/{calculator.ts,nothing.ts}', files)).toBe(false);
    expect(pathExists('src/generated/calculators/(es/)<id>.ts', files)).toBe(true);
    expect(pathExists('src/generated', files)).toBe(true);
    expect(pathExists('tests/unit/library-patches.test.ts', files)).toBe(false);
    expect(pathExists('src/main.ts', files)).toBe(false);
    expect(testFileExists('island-system.test.tsx', files)).toBe(true);
    expect(testFileExists('routes.spec.ts', files)).toBe(false);
  });
});

/** A figure some text states, and where. */
interface Statement {
  at: string;
  value: number;
  said: string;
}

const NUMBER = '(\\d+(?:\\.\\d+)?)';
/** A figure stated as a limit, not measured: a budget, a cap, a goal. */
const LIMIT = '(?<![\\w-])(?:budgets?|caps?|at most|≤|<=|no more than|goal|limit)(?![\\w-])';
const MINUTES: Record<string, number> = { 'a quarter of an hour': 15, 'half an hour': 30, 'an hour': 60 };

/** What each number is, where its one source is, and how a text states it. */
const TOPICS = [
  {
    name: 'the first-load budget of a calculator page (KB)',
    value: CALCULATOR_PAGE_KB,
    source: 'docs/performance.md',
    patterns: [
      new RegExp(
        `${LIMIT}[^.|]{0,80}?(?<![−+~.\\d])${NUMBER} ?KB (?:gzip )?(?:on|for) (?:a|each|every) calculator page`,
        'gi',
      ),
      new RegExp(`calculator pages?\\b[^.|]{0,40}?${LIMIT}\\s*(?:of |is )?${NUMBER} ?KB`, 'gi'),
      new RegExp(`(?<![−+~.\\d])${NUMBER} ?KB cap\\b`, 'gi'),
      new RegExp(`CALCULATOR_PAGE_KB\`?\\)? (?:is|=) ${NUMBER}`, 'g'),
    ],
  },
  {
    name: 'the first-load budget of a content page (KB)',
    value: budgetKb('/about'),
    source: 'docs/performance.md',
    patterns: [
      new RegExp(`${LIMIT}[^.|]{0,20}?(?<![−+~.\\d])${NUMBER} ?KB (?:gzip )?on content\\b`, 'gi'),
      new RegExp(`content pages?\\b[^.|]{0,40}?${LIMIT}\\s*(?:of |is )?${NUMBER} ?KB`, 'gi'),
      new RegExp(`content[^.|]{0,60}?against an? ${NUMBER} ?KB budget`, 'gi'),
    ],
  },
  {
    name: 'the goal for `npm test` on a fresh clone (minutes)',
    value: undefined,
    source: 'docs/testing.md',
    patterns: [
      new RegExp(`npm test\`?[^.|]{0,80}?\\b(?:under|within|at most|goal of)\\s+${NUMBER} minutes`, 'gi'),
      new RegExp(`\\b${NUMBER}-minute goal`, 'gi'),
      /npm test`?[^.|]{0,60}?\b(?:takes|lasts) (?:about |around )?(a quarter of an hour|half an hour|an hour|\d+ minutes)/gi,
    ],
  },
] as const;

/** Every statement of one topic in every text, comments and markdown alike (a comment's lines read as one). */
function statementsOf(patterns: readonly RegExp[]): Statement[] {
  const found: Statement[] = [];
  for (const { at, text } of all) {
    const flat = text.replace(/^\s*(?:\/\*\*?|\*\/|\*|\/\/)/gm, ' ').replace(/\s+/g, ' ');
    for (const pattern of patterns)
      for (const match of flat.matchAll(pattern)) {
        const said = match[1] ?? '';
        const value = MINUTES[said] ?? Number.parseFloat(said);
        found.push({ at, value, said: match[0] });
      }
  }
  return found;
}

describe('no two documents state a budget or a goal differently', () => {
  it.each(TOPICS)('$name: stated in $source, and the same everywhere else', ({ patterns, source, value }) => {
    const statements = statementsOf(patterns);
    const fromSource = statements.filter(({ at }) => at.startsWith(`${source}:`));
    expect.soft(fromSource.length, `${source} states it`).toBeGreaterThan(0);
    const stated = value ?? fromSource[0]?.value;
    const differing = statements
      .filter((statement) => statement.value !== stated)
      .map(({ at, said }) => `${at}: "${said}" (the source says ${stated})`);
    expect(differing).toEqual([]);
  });

  it('finds a budget stated in words a reader would use, and not a measured change', () => {
    const [calculator] = TOPICS;
    const read = (text: string) => {
      const flat = text.replace(/\s+/g, ' ');
      return calculator.patterns.flatMap((pattern) => [...flat.matchAll(pattern)].map((match) => match[1]));
    };
    expect(read('at most 30 KB on content pages and 180 KB on a calculator page')).toEqual(['180']);
    expect(read('Headroom under the 150 KB cap')).toEqual(['150']);
    expect(read('calculator pages ≤ 150 KB first-load JS')).toEqual(['150']);
    expect(read('−4.3 KB on every calculator page; the wedding-budget page 148.5 KB')).toEqual([]);
  });
});

describe('the docs stay the size a newcomer reads', () => {
  const lines = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').trimEnd().split('\n');

  it('README.md is at most 150 lines and keeps the two quick-start lines CI runs', () => {
    const readme = lines('README.md');
    expect(readme.length).toBeLessThanOrEqual(150);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it('every ADR records one decision with a Status line, in at most 60 lines', () => {
    const records = files.filter((file) => /^docs\/adr\/\d{4}-[\w-]+\.md$/.test(file));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const text = lines(record);
      expect.soft(text.length, `${record}: lines`).toBeLessThanOrEqual(60);
      expect
        .soft(
          text.slice(0, 5).some((line) => /^Status: /.test(line)),
          `${record}: a Status line`,
        )
        .toBe(true);
    }
  });
});
