import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, EAGER_CHUNKS } from '../../build/compile-hints';

const chunk = (name: string, code = 'export const x = 1;') => ({ type: 'chunk' as const, name, code });

describe('performance guard: V8 compile hints on the chunks a calculator form runs whole (build/compile-hints.ts)', () => {
  it('opens ui-runtime and calculator-runner with the hint, and no other chunk', () => {
    const bundle = {
      'assets/ui-runtime-a.js': chunk('ui-runtime'),
      'assets/calculator-runner-b.js': chunk('calculator-runner'),
      'assets/boot-c.js': chunk('boot'),
      'assets/registry-d.js': chunk('registry'),
    };
    expect(addCompileHints(bundle).sort()).toEqual([
      'assets/calculator-runner-b.js',
      'assets/ui-runtime-a.js',
    ]);
    expect(bundle['assets/ui-runtime-a.js'].code).toBe(`${COMPILE_HINT}export const x = 1;`);
    expect(bundle['assets/calculator-runner-b.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(bundle['assets/boot-c.js'].code).toBe('export const x = 1;');
    expect(bundle['assets/registry-d.js'].code).toBe('export const x = 1;');
  });

  it('is the comment V8 reads (the first line of the file), added once', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const runtime = chunk('ui-runtime');
    const bundle = { 'a.js': runtime, 'b.js': chunk('calculator-runner') };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(runtime.code.split(COMPILE_HINT).length).toBe(2);
  });

  it("fails the site's build when a hinted chunk is gone (renamed), not a test's build of a few entries", () => {
    expect(() => addCompileHints({ 'a.js': chunk('ui-runtime') })).toThrow(/calculator-runner/);
    expect(() => addCompileHints({ 'a.js': chunk('ui-runtime') }, false)).not.toThrow();
    expect([...EAGER_CHUNKS].sort()).toEqual(['calculator-runner', 'ui-runtime']);
  });
});
