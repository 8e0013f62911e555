// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as cycleLength from '../../src/generated/calculators/cycle-length';
import { CalculatorRunner } from '../../src/site/components/calculator-runner';
import { renderAt } from '../render-at';

afterEach(cleanup);

async function addDate(value: string) {
  fireEvent.change(await screen.findByLabelText('Period start date'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
}

describe('cycle-length form', () => {
  it('shows Calculate only with two dates and clears the result when a removal leaves fewer', async () => {
    const user = userEvent.setup();
    renderAt(<CalculatorRunner module={cycleLength} />, '/calculators/cycle-length');
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
    expect(screen.getByTestId('ready-hint').textContent).toBe(
      'Add at least two period start dates to calculate.',
    );
    await addDate('2026-01-03');
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
    await addDate('2026-01-31');
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    expect((await screen.findByTestId('result-value')).textContent).toBe('28.0 days');
    await user.click(screen.getByRole('button', { name: /^Remove Jan 31, 2026/ }));
    expect(screen.queryByTestId('result-value')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
  });
});
