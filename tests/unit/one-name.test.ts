import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One name for one thing (docs/i18n.md, "Names"): a language's texts by key, their compiled functions and the objects
// that hold them are messages; a visitor's words are what present.ts writes with them. A module, folder or exported
// name calling messages "words" is the old second name back.
const root = path.resolve(import.meta.dirname, '../..');
const CODE = ['src', 'definitions', 'scripts', 'build'];

const files = CODE.flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
).filter((file) => !file.startsWith('src/generated/'));

/** An exported name, or the local name of a compiled messages module's import, that says words. */
const WORDS_NAME = /\bexport (?:async )?(?:const|let|function|type|interface|class) (\w*(?:Words|WORDS)\w*)/g;
const IMPORTED_AS_WORDS = /\bimport (?:type )?(\w*(?:Words|WORDS)\w*)\b[^;]*from '[^']*messages\.\w+\.gen'/g;

const namesIn = (text: string) =>
  [...text.matchAll(WORDS_NAME), ...text.matchAll(IMPORTED_AS_WORDS)].map((match) => match[1]);

describe('messages are called messages', () => {
  it('reads the code', () => {
    expect(files.length).toBeGreaterThan(300);
  });
  it('no module or folder of the code is named for words', () => {
    expect(files.filter((file) => /words/i.test(file))).toEqual([]);
  });
  it('no exported name, nor a compiled messages module imported, says words', () => {
    const found = files
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        namesIn(readFileSync(path.join(root, file), 'utf8')).map((name) => `${file}: ${name}`),
      );
    expect(found).toEqual([]);
  });
  it('finds the names it looks for', () => {
    expect(namesIn("export type ResultWords = M;\nimport englishWords from './messages.en.gen';")).toEqual([
      'ResultWords',
      'englishWords',
    ]);
    expect(namesIn('export function presentBmi() {}')).toEqual([]);
  });
});
