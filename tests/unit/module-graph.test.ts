import { describe, expect, it } from 'vitest';
import { calculationGraph, type Manifest, runnerGraph } from '../../scripts/lib/module-graph';

// The shape of Vite's manifest for the runner island: boot → runner (dynamic) → mount and the form (dynamic, at
// once) → their static imports; the result blocks a dynamic import of the form, loaded only when wanted.
const manifest: Manifest = {
  'src/islands/boot.ts': {
    file: 'assets/boot.js',
    imports: ['_shared.js'],
    dynamicImports: ['src/islands/runner.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/islands/runner.tsx': {
    file: 'assets/runner.js',
    imports: ['src/islands/boot.ts', '_ui-runtime.js'],
    dynamicImports: ['src/islands/calculator-runner.tsx', 'src/islands/mount.tsx'],
  },
  '_ui-runtime.js': { file: 'assets/ui-runtime.js' },
  'src/islands/mount.tsx': {
    file: 'assets/mount.js',
    imports: ['_ui-runtime.js', '_anatomy.js', '_shared.js'],
  },
  '_anatomy.js': { file: 'assets/anatomy.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  'src/islands/calculator-runner.tsx': {
    file: 'assets/form.js',
    imports: ['_anatomy.js'],
    dynamicImports: ['src/results/registry.tsx', 'src/form/fields/budget-table.tsx'],
  },
  'src/results/registry.tsx': { file: 'assets/results.js' },
  'src/form/fields/budget-table.tsx': { file: 'assets/budget-table.js', imports: ['_table.js'] },
  '_table.js': { file: 'assets/table.js' },
  'src/generated/calculators/bmi.ts': {
    file: 'assets/calculator-bmi.js',
    imports: ['_units.js'],
    dynamicImports: ['src/generated/calculations/bmi.ts'],
  },
  'src/generated/calculations/bmi.ts': {
    file: 'assets/bmi.js',
    imports: ['_calculator.js', '_units.js'],
  },
  '_calculator.js': { file: 'assets/calculator.js', imports: ['_body.js'] },
  '_body.js': { file: 'assets/body.js' },
  '_units.js': { file: 'assets/units.js' },
};

describe('runnerGraph: the files a calculator page names for modulepreload', () => {
  it('names the whole static graph of the runner, its at-once imports and the calculator, once each', () => {
    const files = runnerGraph(manifest, ['src/generated/calculators/bmi.ts']);
    expect([...files].sort()).toEqual(
      [
        '/assets/anatomy.js',
        '/assets/calculator-bmi.js',
        '/assets/deep.js',
        '/assets/form.js',
        '/assets/mount.js',
        '/assets/ui-runtime.js',
        '/assets/units.js',
      ].sort(),
    );
  });

  it('performance guard (request order): names React and the Chakra system (./mount) and the calculator before the form', () => {
    const files = runnerGraph(manifest, ['src/generated/calculators/bmi.ts']);
    expect(files.indexOf('/assets/mount.js')).toBeLessThan(files.indexOf('/assets/form.js'));
    expect(files.indexOf('/assets/ui-runtime.js')).toBeLessThan(files.indexOf('/assets/form.js'));
    expect(files.indexOf('/assets/calculator-bmi.js')).toBeLessThan(files.indexOf('/assets/form.js'));
  });

  it("leaves out the page script's own files and the result blocks (loaded when a result is wanted)", () => {
    const files = runnerGraph(manifest, ['src/generated/calculators/bmi.ts']);
    expect(files).not.toContain('/assets/boot.js');
    expect(files, 'the page script imports the runner itself when the form wakes').not.toContain(
      '/assets/runner.js',
    );
    expect(files).not.toContain('/assets/shared.js');
    expect(files).not.toContain('/assets/results.js');
  });

  it("adds a custom field's module and its imports when the calculator uses one", () => {
    const files = runnerGraph(manifest, [
      'src/generated/calculators/bmi.ts',
      'src/form/fields/budget-table.tsx',
    ]);
    expect(files).toContain('/assets/budget-table.js');
    expect(files).toContain('/assets/table.js');
  });

  it('fails on a source the build does not have (a renamed field module would otherwise lose its preload)', () => {
    expect(() => runnerGraph(manifest, ['src/form/fields/gone.tsx'])).toThrow(
      /gone\.tsx is not in the client build/,
    );
  });
});

describe('calculationGraph: the files a result needs, hinted at once when it is wanted', () => {
  it('names the calculation and all it imports, without what the form has loaded already', () => {
    const files = calculationGraph(
      manifest,
      ['src/generated/calculations/bmi.ts', 'src/results/registry.tsx'],
      ['src/generated/calculators/bmi.ts'],
    );
    expect([...files].sort()).toEqual(
      ['/assets/bmi.js', '/assets/body.js', '/assets/calculator.js', '/assets/results.js'].sort(),
    );
  });

  it('the form graph holds no file of the calculation (a dynamic import of the page module)', () => {
    const form = runnerGraph(manifest, ['src/generated/calculators/bmi.ts']);
    for (const file of ['/assets/bmi.js', '/assets/calculator.js', '/assets/body.js'])
      expect(form).not.toContain(file);
  });
});
