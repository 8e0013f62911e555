import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import englishWords from '../../src/site/messages/messages';
import spanishWords from '../../src/site/messages/messages.es';

/**
 * Every page that says how soon we answer an email says the same time, in both languages: the contact page, the help
 * page, the FAQ and the help page's card. One of them promising 24 hours where the others say 24–48 is a promise the
 * site does not keep.
 */
const root = path.resolve(import.meta.dirname, '../..');
const PAGES = ['contact', 'support', 'faq'].flatMap((name) =>
  ['md', 'es.md'].map((ext) => `content/pages/${name}.${ext}`),
);

/** Each reply time a text states, as "24–48": "24–48 hours", "24 to 48 hours", "24 a 48 horas", "24 hours". */
function replyTimesIn(text: string): string[] {
  return [
    ...text.matchAll(
      /(?<!\d)(\d+)(?:\s*(?:–|-|to|a)\s*(\d+))?\s+(?:business\s+|working\s+)?(?:hours|horas)(?!\p{L})/giu,
    ),
  ].map(([, from, to]) => (to ? `${from}–${to}` : `${from}`));
}

describe('the reply time', () => {
  it('reads a reply time however it is written', () => {
    expect(replyTimesIn('we reply within 24 hours on business days')).toEqual(['24']);
    expect(replyTimesIn('respondemos en 24 horas hábiles')).toEqual(['24']);
    expect(replyTimesIn('within 24 to 48 hours; de 24 a 48 horas; 24–48 hours; 24-48 hours')).toEqual([
      '24–48',
      '24–48',
      '24–48',
      '24–48',
    ]);
  });

  it('is the same on the contact page, the help page, the FAQ and the help card, in both languages', () => {
    const found = [
      ...PAGES.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') })),
      { file: 'src/site/messages/messages.ts responseTime', text: englishWords.responseTime },
      { file: 'src/site/messages/messages.es.ts responseTime', text: spanishWords.responseTime },
    ].flatMap(({ file, text }) => replyTimesIn(text).map((time) => `${file}: ${time}`));
    expect(found.filter((line) => line.startsWith('content/pages/contact')).length).toBeGreaterThanOrEqual(2);
    expect(new Set(found.map((line) => line.replace(/^.*: /, '')))).toEqual(new Set(['24–48']));
  });
});
