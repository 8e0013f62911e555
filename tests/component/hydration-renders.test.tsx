// @vitest-environment jsdom

import { cleanup } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as bmi from '../../src/generated/calculators/bmi';
import * as maternity from '../../src/generated/calculators/maternity-leave-pay';
import { CalculatorRunner, preloadCustomFields } from '../../src/islands/calculator-runner';
import type { CalculatorModule } from '../../src/site/data/calculator-module';
import { renderAt } from '../render-at';

afterEach(cleanup);

// The forms start in feet and inches: the page loads the two boxes with the form (src/islands/runner.tsx).
beforeAll(() => preloadCustomFields(['feet-inches']));

// What the island does right after it hydrates is paid on a slow phone before a Calculate held meanwhile gives its
// result (docs/adr/0003, "Hydration work"). Ark's Field.Root found its own helper text once mounted and rendered every
// described field again (~0.1 s at 4× CPU on /calculators/bmi) to name it in an aria-describedby that our controls
// override anyway.
describe('performance guard (React commits): a calculator form is drawn once when it starts, nothing renders again by itself', () => {
  const cases: [string, CalculatorModule, string][] = [
    ['bmi', bmi, '/calculators/bmi'],
    ['maternity-leave-pay', maternity, '/calculators/maternity-leave-pay'],
  ];
  for (const [id, module, url] of cases) {
    it(id, () => {
      const commits: string[] = [];
      const onRender: ProfilerOnRenderCallback = (_id, phase) => {
        commits.push(phase);
      };
      const { container } = renderAt(
        <Profiler id="runner" onRender={onRender}>
          <CalculatorRunner module={module} />
        </Profiler>,
        url,
      );
      // The form has described fields (the case that rendered again), and drew them.
      expect(container.querySelector('[data-part="helper-text"]')).not.toBeNull();
      expect(commits).toEqual(['mount']);
    });
  }
});
