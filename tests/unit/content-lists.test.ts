import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A list whose entries lead with a bold phrase ("- **Private by design.** …") says each thing once: the About page
// carried "In English and in Spanish." and, three bullets on, "In English and Spanish." (a merge kept both), in
// both languages. Lead-ins are compared without case, punctuation and the small words that joined them.
const root = path.resolve(import.meta.dirname, '../..');
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'in',
  'of',
  'y',
  'e',
  'en',
  'el',
  'la',
  'los',
  'las',
  'de',
]);

/** Every Markdown file a page is built from: content/ and each calculator's about texts. */
function markdownFiles(): string[] {
  const files = readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('content', file));
  for (const id of readdirSync(path.join(root, 'definitions'))) {
    for (const file of readdirSync(path.join(root, 'definitions', id))) {
      if (/^about(\.[a-z]{2})?\.md$/.test(file)) files.push(path.join('definitions', id, file));
    }
  }
  return files.sort();
}

/** A lead-in as compared: lower case, letters and digits only, without the small words. */
const leadKey = (lead: string) =>
  lead
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !SMALL_WORDS.has(word))
    .join(' ');

/** The lead-ins said twice within one list of a Markdown text (a list: consecutive "- " lines). */
function repeatedLeadIns(markdown: string): string[] {
  const repeated: string[] = [];
  let seen = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    if (!/^\s*[-*] /.test(line)) {
      if (line.trim() === '') continue;
      if (!/^\s{2,}\S/.test(line)) seen = new Map();
      continue;
    }
    const lead = /^\s*[-*] \*\*(.+?)\*\*/.exec(line)?.[1];
    if (!lead) continue;
    const key = leadKey(lead);
    const before = seen.get(key);
    if (before !== undefined) repeated.push(`"${before}" and "${lead}"`);
    else seen.set(key, lead);
  }
  return repeated;
}

describe('lists in the site’s Markdown', () => {
  it('finds a lead-in said twice in one list, not in two lists', () => {
    expect(
      repeatedLeadIns(
        '- **In English and in Spanish.** One.\n- **Shareable.** Two.\n- **In English and Spanish.** Three.',
      ),
    ).toEqual(['"In English and in Spanish." and "In English and Spanish."']);
    expect(repeatedLeadIns('- **Honesty.** One.\n\n## Next\n\n- **Honesty.** Two.')).toEqual([]);
  });

  it('say each lead-in once in every list of every page', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(60);
    const problems = files.flatMap((file) =>
      repeatedLeadIns(readFileSync(path.join(root, file), 'utf8')).map((pair) => `${file}: ${pair}`),
    );
    expect(problems).toEqual([]);
  });
});
