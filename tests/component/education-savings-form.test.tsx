// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import education from '../../definitions/education-savings/page';
import { runCalculator } from '../../src/engine';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import { moduleFor } from '../module-for';
import { renderAt } from '../render-at';

afterEach(cleanup);

const TYPED = {
  currentAge: '3',
  targetAge: '18',
  currentCost: '100000',
  currentSavings: '5000',
  annualContribution: '2400',
};
const LABELS: Record<keyof typeof TYPED, RegExp> = {
  currentAge: /^Child’s current age/,
  targetAge: /^Age when the money is needed/,
  currentCost: /^Cost of the education today/,
  currentSavings: /^Savings so far/,
  annualContribution: /^You add per year/,
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  for (const [name, value] of Object.entries(TYPED)) {
    await user.type(screen.getByLabelText(LABELS[name as keyof typeof TYPED]), value);
  }
}

describe('education savings: the rates she sees are the rates it uses', () => {
  it('starts with the default rates in their boxes', () => {
    renderAt(<CalculatorRunner module={moduleFor(education)} />, '/calculators/education-savings');
    expect(
      (screen.getByRole('spinbutton', { name: /^Education cost inflation/ }) as HTMLInputElement).value,
    ).toBe('5');
    expect((screen.getByRole('spinbutton', { name: /^Investment growth/ }) as HTMLInputElement).value).toBe(
      '7',
    );
  });

  it('a cleared rate box gets a message at the field and no result, never a silent 5 % or 7 %', async () => {
    const user = userEvent.setup();
    renderAt(<CalculatorRunner module={moduleFor(education)} />, '/calculators/education-savings');
    await fillRequired(user);
    await user.clear(screen.getByRole('spinbutton', { name: /^Education cost inflation/ }));
    await user.clear(screen.getByRole('spinbutton', { name: /^Investment growth/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Education cost inflation is required.')).toBeTruthy();
    expect(screen.getByText('Investment growth is required.')).toBeTruthy();
    expect(screen.queryByText('Future cost')).toBeNull();
  });

  it('the headless contract asks for the rates too (the spec: all required)', () => {
    const input = {
      currentAge: 3,
      targetAge: 18,
      currentCost: 100000,
      currentSavings: 5000,
      annualContribution: 2400,
    };
    const outcome = runCalculator(education, input, { today: '2026-11-25' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.errors.map((error) => error.field).sort()).toEqual([
        'inflationRate',
        'investmentGrowth',
      ]);
    expect(
      runCalculator(education, { ...input, inflationRate: 5, investmentGrowth: 7 }, { today: '2026-11-25' })
        .ok,
    ).toBe(true);
  });
});
