// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as bmiModule from '../../src/generated/calculators/bmi';
import { CalculatorRunner, preloadCustomFields } from '../../src/islands/calculator-runner';
import { renderAt } from '../render-at';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The forms start in feet and inches: the page loads the two boxes with the form (src/islands/runner.tsx).
beforeAll(() => preloadCustomFields(['feet-inches']));

// After Calculate, focus and the scroll go to the result for screen readers and for a phone's small screen. They
// were asked for from a frame callback, and on a slow phone that frame often came before React had drawn the
// result: focus and scroll landed on an empty box. Here every frame comes at once, as early as it can.
it('focus lands on the result once it is drawn, however early the next frame comes', async () => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(performance.now());
    return 0;
  });
  const user = userEvent.setup();
  renderAt(<CalculatorRunner module={bmiModule} />, '/calculators/bmi');
  const box = screen.getByTestId('result');
  const focusedWith: string[] = [];
  box.addEventListener('focus', () => {
    focusedWith.push(box.querySelector('[data-testid="result-value"]')?.textContent ?? 'nothing');
  });
  // 5 ft 5 in and 132 lbs, in the units the form starts in: BMI 22.0.
  await user.type(screen.getByRole('textbox', { name: 'Height, feet' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Height, inches' }), '5');
  await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '132');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'), {
    timeout: 30_000,
  });
  await waitFor(() => expect(document.activeElement).toBe(box));
  expect(focusedWith).toEqual(['22.0']);
});
