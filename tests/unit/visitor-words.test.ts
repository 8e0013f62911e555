import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every calculator's about.md and every article, guide and page is read by visitors, who do not know what "the
// spec" (the project's specification) is. Those texts say where a method departs from a common rule in the
// visitor's own terms; the word belongs to code comments and docs, not to a page.

const ROOT = path.resolve(import.meta.dirname, '../..');

/** "spec" or "spec's" as a word; "specific", "special" and "inspect" are fine. */
const DEVELOPER_WORD = /\bspec('s)?\b/i;

/** Every markdown file under a folder, at any depth, relative to the project root. */
function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The about.md of each calculator, and every markdown file under content/. */
function visitorMarkdown(): string[] {
  const abouts = readdirSync(path.join(ROOT, 'definitions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('definitions', entry.name, 'about.md'));
  return [...abouts, ...markdownUnder('content')];
}

/** "file:line: text" for every line that uses the word. */
function developerWording(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (DEVELOPER_WORD.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('words a visitor reads', () => {
  it('matches "spec" and "spec\'s" as words only', () => {
    for (const text of ['(spec)', 'The spec accepts', "the spec's numbers", 'SPEC', 'as the Spec asks'])
      expect(text, text).toMatch(DEVELOPER_WORD);
    for (const text of ['specific', 'special', 'species', 'inspect', 'respect', 'specification'])
      expect(text, text).not.toMatch(DEVELOPER_WORD);
  });

  it('reads every about.md and every article, guide and page', () => {
    const files = visitorMarkdown();
    expect(files).toContain(path.join('definitions', 'calorie', 'about.md'));
    expect(files.some((file) => file.startsWith(path.join('content', 'blog')))).toBe(true);
    expect(files.some((file) => file.startsWith(path.join('content', 'guides')))).toBe(true);
    expect(files.some((file) => file.startsWith(path.join('content', 'pages')))).toBe(true);
  });

  it('never speaks of "the spec" in an about.md, article, guide or page', () => {
    expect(developerWording(visitorMarkdown())).toEqual([]);
  });
});
