// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as bmiModule from '../../src/generated/calculators/bmi';
import { CalculatorRunner } from '../../src/site/components/calculator-runner';
import { LocationProbe, renderAt } from '../render-at';

function renderBmi(initial = '/calculators/bmi') {
  return renderAt(
    <>
      <CalculatorRunner module={bmiModule} />
      <LocationProbe />
    </>,
    initial,
  );
}

afterEach(cleanup);

describe('BMI form', () => {
  it('computes from typed input, shows the result and mirrors it into the URL', async () => {
    const user = userEvent.setup();
    renderBmi();
    await user.type(screen.getByRole('spinbutton', { name: /^Height/ }), '165');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '60');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('22.0')).toBeTruthy();
    expect(screen.getByTestId('result-category').textContent).toBe('Normal Weight');
    expect(screen.getByText('50.4 – 67.8 kg')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '?height=165&weight=60&heightUnit=cm&weightUnit=kg',
      ),
    );
  });

  it('shows a message at the field for empty and out-of-range input, and no result', async () => {
    const user = userEvent.setup();
    renderBmi();
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Height is required.')).toBeTruthy();
    expect(screen.getByText('Weight must be at least 30 kg.')).toBeTruthy();
    expect(screen.queryByTestId('result-value')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: /^Height/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('prefills and computes from a share link, in the units of the link', async () => {
    renderBmi('/calculators/bmi?height=5.5&heightUnit=ft&weight=150&weightUnit=lbs');
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('24.2'));
    expect(screen.getByText('114.6 – 154.3 lbs')).toBeTruthy();
  });

  it('gives a hostile link the same field errors as typed input', async () => {
    renderBmi('/calculators/bmi?height=%3Cimg%20src%3Dx%3E&weight=1e999&heightUnit=yd');
    expect(await screen.findByText('Height must be a number.')).toBeTruthy();
    expect(screen.getByText('Weight must be a number.')).toBeTruthy();
    expect(screen.getByText('Choose one of: cm, ft, m, in.')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('BMI form: changing a unit after a result', () => {
  it('converts the typed numbers (165 cm → 5 ft 5 in, 60 kg → 132.3 lbs) and the result follows them', async () => {
    const user = userEvent.setup();
    renderBmi();
    await user.type(screen.getByRole('spinbutton', { name: /^Height/ }), '165');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '60');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'));

    await user.selectOptions(screen.getByRole('combobox', { name: /^Weight unit/ }), 'lbs');
    const weight = screen.getByRole('spinbutton', { name: /^Weight/ }) as HTMLInputElement;
    expect(weight.value).toBe('132.3');
    // The healthy range is now in pounds: the result is for the numbers on the form, in their unit.
    await waitFor(() => expect(screen.getByText('111.0 – 149.5 lbs')).toBeTruthy());

    await user.selectOptions(screen.getByRole('combobox', { name: /^Height unit/ }), 'ft');
    const feet = (await screen.findByRole('textbox', { name: 'Height, feet' })) as HTMLInputElement;
    const inches = screen.getByRole('textbox', { name: 'Height, inches' }) as HTMLInputElement;
    expect([feet.value, inches.value]).toEqual(['5', '5']);
    // 5 ft 5 in (165.1 cm) and 132.3 lbs (60.01 kg): BMI 22.0, the same as before, computed from these numbers.
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '?height=5%275%22&weight=132.3&heightUnit=ft&weightUnit=lbs',
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: /^Height unit/ }), 'm');
    expect((screen.getByRole('spinbutton', { name: /^Height/ }) as HTMLInputElement).value).toBe('1.65');
  });

  it('clears the result when the number cannot be converted (an emptied box), instead of keeping the old one', async () => {
    const user = userEvent.setup();
    renderBmi();
    await user.type(screen.getByRole('spinbutton', { name: /^Height/ }), '165');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '60');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'));
    await user.clear(screen.getByRole('spinbutton', { name: /^Weight/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Weight unit/ }), 'lbs');
    await waitFor(() => expect(screen.queryByTestId('result-value')).toBeNull());
  });
});
