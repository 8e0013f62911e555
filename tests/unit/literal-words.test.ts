import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Words a visitor meets come from messages in her language (docs/i18n.md): a component that writes an English
// aria-label, title, alt or placeholder as a literal says it in English on every Spanish page too ("Loading").
const root = path.resolve(import.meta.dirname, '../..');
const components = ['src']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`),
  )
  .filter((file) => file.endsWith('.tsx'));

/** JSX attributes a visitor hears or sees, given as a literal with a word in it. */
const LITERAL = /\s(aria-label|title|alt|placeholder)="([^"]*\p{L}{2,}[^"]*)"/gu;

const literalsOf = (source: string) =>
  [...source.matchAll(LITERAL)].map((match) => `${match[1]}="${match[2]}"`);

describe('no visitor-facing words written as literals in components', () => {
  it('reads the components', () => {
    expect(components.length).toBeGreaterThan(20);
  });
  for (const file of components) {
    it(`${file}: every aria-label, title, alt and placeholder comes from messages`, () => {
      expect(literalsOf(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
    });
  }
  it('finds a literal, not a message', () => {
    expect(literalsOf('<Spinner role="status" aria-label="Loading" />')).toEqual(['aria-label="Loading"']);
    expect(literalsOf('<Spinner aria-label={words.loadingField()} />')).toEqual([]);
  });
});
