import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A shared catalogue's message no code asks for is words no one reads, loaded on every page of its language (the
// engine's and the site's are in the first load). Each key must be named by some code outside the messages files.
const root = path.resolve(import.meta.dirname, '../..');
const CATALOGUES = [
  'src/engine/messages.ts',
  'src/engine/result-messages/messages.ts',
  'src/engine/field-messages/messages.ts',
  'src/engine/fact-messages/messages.ts',
  'src/site/messages/messages.ts',
  'src/journal/messages.ts',
];

const code = ['src', 'definitions', 'scripts', 'build']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  )
  .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)messages(\.\w+)?(\.gen)?\.ts$/.test(file))
  .filter((file) => !file.startsWith('src/generated/'))
  .map((file) => readFileSync(path.join(root, file), 'utf8'))
  .join('\n');

/** The keys of a catalogue (its top-level `key:` lines). */
const keysOf = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/^ {2}([A-Za-z0-9]+):/gm)].map(
    (match) => match[1],
  );

describe('every message of a shared catalogue is asked for', () => {
  for (const file of CATALOGUES) {
    it(`${file}: no key that no code names`, () => {
      const keys = keysOf(file);
      expect(keys.length).toBeGreaterThan(1);
      expect(keys.filter((key) => !new RegExp(`\\b${key}\\b`).test(code))).toEqual([]);
    });
  }
});
