// @vitest-environment jsdom
/**
 * The form names a field in its messages and in the summary of what needs attention as a sentence names it: by its
 * noun when its label is not a noun phrase ("Your baby is a"), and a question's own "?" ends the summary.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as babyGrowth from '../../src/generated/calculators/baby-growth';
import * as maternity from '../../src/generated/calculators/maternity-leave-pay';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import { renderAt } from '../render-at';

afterEach(cleanup);

describe('fields named in sentences', () => {
  it('baby growth: the sex is named as "Your baby\'s sex" at the field and in the summary', async () => {
    const user = userEvent.setup();
    renderAt(<CalculatorRunner module={babyGrowth} />, '/calculators/baby-growth');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText("Your baby's sex is required.")).toBeTruthy();
    expect(screen.getByTestId('form-problems').textContent).toBe(
      "2 answers need your attention: Your baby's sex, Date of birth.",
    );
  });

  it('maternity leave: a question at the end of the summary keeps its own question mark', async () => {
    const user = userEvent.setup();
    renderAt(<CalculatorRunner module={maternity} />, '/calculators/maternity-leave-pay');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const summary = (await screen.findByTestId('form-problems')).textContent ?? '';
    expect(summary).toMatch(/Does your employer pay during maternity leave\?$/);
  });
});
