// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import * as bmiModule from '../../src/generated/calculators/bmi';
import { CalculatorRunner, preloadCustomFields } from '../../src/islands/calculator-runner';
import { renderAt } from '../render-at';

afterEach(cleanup);

// The forms start in feet and inches: the page loads the two boxes with the form (src/islands/runner.tsx).
beforeAll(() => preloadCustomFields(['feet-inches']));

// A file of its own: the first result of the page (the blocks' code and words not loaded yet) is what is tested.
// Drawn first with a spinner and then again with the blocks, the whole island (the form too) rendered twice before
// the result showed: ~0.1–0.2 s of a slow phone's CPU for a Calculate pressed at first paint (docs/adr/0003).
it("the page's first result is drawn once, whole: no spinner in its place before the blocks", async () => {
  const user = userEvent.setup();
  renderAt(<CalculatorRunner module={bmiModule} />, '/calculators/bmi');
  const box = screen.getByTestId('result');
  const drawn: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('[role="status"]') || node.querySelector('[role="status"]')) drawn.push('spinner');
        if (node.querySelector('[data-testid="result-value"]')) drawn.push('result');
      }
  });
  observer.observe(box, { subtree: true, childList: true });
  // 5 ft 5 in and 132 lbs, in the units the form starts in: BMI 22.0.
  await user.type(screen.getByRole('textbox', { name: 'Height, feet' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Height, inches' }), '5');
  await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '132');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  // The calculation, the checks, the blocks and their words load on this first result (slow on a busy test host).
  await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'), {
    timeout: 30_000,
  });
  observer.disconnect();
  expect(screen.getByTestId('result-category').textContent).toBe('Normal Weight');
  expect(drawn).toEqual(['result']);
});
