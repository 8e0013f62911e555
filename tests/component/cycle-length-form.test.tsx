// @vitest-environment jsdom

import type { RJSFSchema } from '@rjsf/utils';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import cycleLengthDefinition from '../../definitions/cycle-length/page';
import { addDaysIso } from '../../src/engine/cycle';
import { checkInput } from '../../src/engine/run';
import { ChakraForm } from '../../src/form/theme';
import { createEngineValidator } from '../../src/form/validator';
import * as cycleLength from '../../src/generated/calculators/cycle-length';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import { todayIso } from '../../src/site/browser/today';
import { renderAt } from '../render-at';

afterEach(cleanup);

async function addDate(value: string) {
  fireEvent.change(await screen.findByLabelText('Period start date', {}, { timeout: 5000 }), {
    target: { value },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
}

const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove / });

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

  it('recomputes the result on screen when a date is removed (3 dates → 2) or added', async () => {
    const user = userEvent.setup();
    renderAt(<CalculatorRunner module={cycleLength} />, '/calculators/cycle-length');
    await addDate('2026-01-03');
    await addDate('2026-01-31');
    await addDate('2026-03-01');
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    // (28 + 29) ÷ 2 = 28.5
    expect((await screen.findByTestId('result-value')).textContent).toBe('28.5 days');
    await user.click(screen.getByRole('button', { name: /^Remove Mar 01, 2026/ }));
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('28.0 days'));
    expect(screen.getByTestId('explain').textContent).not.toMatch(/29/);
    await addDate('2026-03-02');
    // (28 + 30) ÷ 2 = 29.0
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('29.0 days'));
  });

  it('clears the result when a change leaves dates the page refuses', async () => {
    const user = userEvent.setup();
    renderAt(<CalculatorRunner module={cycleLength} />, '/calculators/cycle-length');
    await addDate('2026-01-03');
    await addDate('2026-01-31');
    await user.click(await screen.findByRole('button', { name: 'Calculate' }));
    expect((await screen.findByTestId('result-value')).textContent).toBe('28.0 days');
    await addDate('2026-02-05');
    await waitFor(() => expect(screen.queryByTestId('result-value')).toBeNull());
    expect(screen.getByText(/only 5 days apart/)).toBeTruthy();
  });

  it("refuses a date after the page's today as it is added, with a message at the field", async () => {
    renderAt(<CalculatorRunner module={cycleLength} />, '/calculators/cycle-length');
    const tomorrow = addDaysIso(todayIso(), 1);
    await addDate('2026-01-03');
    await addDate(tomorrow);
    // The field's own alert (the form also keeps an empty live region for its problems after Calculate).
    const message = await screen.findByText(/is in the future: add only periods that have started/);
    expect(message.getAttribute('role')).toBe('alert');
    expect(removeButtons()).toHaveLength(1);
    expect(screen.getByLabelText('Period start date').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByLabelText('Period start date').getAttribute('max')).toBe(todayIso());
    await addDate('2026-01-31');
    expect(screen.queryByText(/is in the future/)).toBeNull();
    expect(removeButtons()).toHaveLength(2);
  });
});

describe('date-list field', () => {
  const { schema, uiSchema } = cycleLength.formSchema;
  const renderField = (today: string) =>
    renderAt(
      <ChakraForm
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        validator={createEngineValidator(
          cycleLengthDefinition,
          () => today,
          () => checkInput,
        )}
        formContext={{ today: () => today }}
      />,
      '/calculators/cycle-length',
    );

  it('takes "today" from the form context: the day itself is accepted, the next is refused', async () => {
    renderField('2026-03-10');
    await addDate('2026-03-11');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mar 11, 2026 is in the future: add only periods that have started (today is Mar 10, 2026).',
    );
    expect(removeButtons()).toHaveLength(0);
    await addDate('2026-03-10');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /^Remove Mar 10, 2026/ })).toBeTruthy();
  });
});
