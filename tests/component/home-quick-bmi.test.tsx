// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as bmiModule from '../../src/generated/calculations/bmi';
import { BmiQuick } from '../../src/site/components/bmi-quick';
import { renderAt } from '../render-at';

afterEach(cleanup);

describe('home page quick BMI check', () => {
  it('marks height and weight required with a 0.1 step, as the spec asks', () => {
    renderAt(<BmiQuick module={bmiModule} />, '/');
    for (const name of [/^Height/, /^Weight/]) {
      const input = screen.getByRole('spinbutton', { name }) as HTMLInputElement;
      expect(input.required).toBe(true);
      expect(input.step).toBe('0.1');
    }
  });

  it('still opens the full calculator from an empty form (the button skips the browser check)', () => {
    renderAt(<BmiQuick module={bmiModule} />, '/');
    const button = screen.getByRole('button', { name: 'Open the full BMI calculator' }) as HTMLButtonElement;
    expect(button.formNoValidate).toBe(true);
  });

  it('computes once both boxes hold a number', async () => {
    const user = userEvent.setup();
    renderAt(<BmiQuick module={bmiModule} />, '/');
    // Metric, one choice away from the inches and pounds the form starts in.
    await user.selectOptions(screen.getByRole('combobox', { name: /^Height/ }), 'cm');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Weight/ }), 'kg');
    await user.type(screen.getByRole('spinbutton', { name: /^Height/ }), '160');
    expect(screen.queryByTestId('quick-bmi')).toBeNull();
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '64');
    expect(screen.getByTestId('quick-bmi').textContent).toBe('BMI 25.0 · Overweight');
  });
});
