import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first (as a clean-clone `npm test` times them). Vitest orders a fresh
 * clone's files, which have no timings yet, by project name and then by size: a short file that waits on processes
 * (editor-routine.test.ts) would start last and run alone at the end while the other worker had nothing left. Only the order: a file missing here runs as before.
 */
export const LONGEST_FIRST = [
  'tests/component/example-links.test.tsx',
  'tests/component/island-system.test.tsx',
  'tests/component/page-text.test.tsx',
  'tests/hostile.test.ts',
  'tests/unit/editor-routine.test.ts',
  'tests/unit/calculation-on-demand.test.ts',
  'tests/unit/island-definitions.test.tsx',
  'tests/component/cycle-blocks.test.tsx',
  'tests/component/finance-calculators.test.tsx',
  'tests/contract.test.ts',
  'tests/unit/site-claims.test.tsx',
  'tests/unit/cli.test.ts',
  'tests/unit/route-names.test.tsx',
];

/** Vitest's order (vitest.config.ts `sequence.sequencer`), with the files of `LONGEST_FIRST` started first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.relative(this.ctx.config.root, spec.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: every other file keeps Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
