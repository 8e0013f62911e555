/**
 * vitest.config.ts puts each test file in a project by what its text uses: a file that shares its worker's modules
 * and globals with other files must mock, stub and fake nothing. Stays a test, not a Biome rule: it checks the
 * config's classifier and the file lists it builds across the whole tests/ folder (and that each file named in
 * tests/longest-first.ts exists), which no per-file lint rule can see.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_SITE_TESTS, DOM_TESTS, NEEDS_ISOLATION, SHARED_TESTS } from '../../vitest.config';
import { LONGEST_FIRST } from '../longest-first';

const root = path.resolve(import.meta.dirname, '../..');
const testFiles = readdirSync(path.join(root, 'tests'), { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file));

describe('the Vitest projects (vitest.config.ts)', () => {
  it('isolate a file for a DOM, a module mock, stubbed globals or environment, fake timers or process state', () => {
    // Written in pieces, so that this file's own text uses none of them (it runs in the shared project).
    for (const text of [
      `// @vitest-${'environment'} jsdom`,
      `vi.${'mock'}('../../src/x', () => ({}));`,
      `vi.${'doMock'}('./x.json', () => ({}));`,
      `vi.${'resetModules'}();`,
      `vi.${'stubGlobal'}('navigator', {});`,
      `vi.${'stubEnv'}('X', '1');`,
      `vi.${'useFakeTimers'}();`,
      `process.${'env'}.FC_SEED = '1';`,
      `process.${'chdir'}('/tmp');`,
    ])
      expect(NEEDS_ISOLATION.test(text), text).toBe(true);
    for (const text of [
      `// @vitest-${'environment'} node`,
      "vi.spyOn(JSON, 'parse');",
      'process.env.CI ?? 1',
    ])
      expect(NEEDS_ISOLATION.test(text), text).toBe(false);
  });

  it('give every test file one project, and the shared one only files with none of those', () => {
    expect(SHARED_TESTS.length).toBeGreaterThan(50);
    expect(DOM_TESTS.length).toBeGreaterThan(10);
    expect(SHARED_TESTS.filter((file) => DOM_TESTS.includes(file))).toEqual([]);
    expect(SHARED_TESTS).toContain('tests/unit/test-projects.test.ts');
    expect(SHARED_TESTS).not.toContain('tests/unit/page-language.test.ts');
    expect(DOM_TESTS).toContain('tests/component/example-links.test.tsx');
    for (const file of BUILT_SITE_TESTS) expect(testFiles).toContain(file);
  });

  it('start the longest files first: each one named there exists (a renamed file would lose its place quietly)', () => {
    expect(LONGEST_FIRST.length).toBeGreaterThan(3);
    for (const file of LONGEST_FIRST) expect(testFiles).toContain(file);
  });
});
