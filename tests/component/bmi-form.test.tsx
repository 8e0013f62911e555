// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as bmiModule from '../../src/generated/calculators/bmi';
import { CalculatorRunner, preloadCustomFields } from '../../src/islands/calculator-runner';
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

// The forms start in feet and inches: the page loads the two boxes with the form (src/islands/runner.tsx).
beforeAll(() => preloadCustomFields(['feet-inches']));

/** Chooses centimetres and kilograms (the form starts in feet and inches and pounds). */
async function chooseMetric(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /^Height unit/ }), 'cm');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Weight unit/ }), 'kg');
}

describe('BMI form', () => {
  it('starts in feet and inches and pounds, computes from typed input and mirrors it into the URL', async () => {
    const user = userEvent.setup();
    renderBmi();
    await user.type(screen.getByRole('textbox', { name: 'Height, feet' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Height, inches' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '132');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('22.0')).toBeTruthy();
    expect(screen.getByTestId('result-category').textContent).toBe('Normal Weight');
    // The healthy range in her unit.
    expect(screen.getByText(/^\d+\.\d – \d+\.\d lbs$/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '?height=5%275%22&weight=132&heightUnit=ft&weightUnit=lbs',
      ),
    );
  });

  it('computes in metric, one choice away', async () => {
    const user = userEvent.setup();
    renderBmi();
    await chooseMetric(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Height/ }), '165');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '60');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('22.0')).toBeTruthy();
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
    expect(screen.getByText('Weight must be at least 66 lbs.')).toBeTruthy();
    expect(screen.queryByTestId('result-value')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Height, feet' }).getAttribute('aria-invalid')).toBe('true');
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
  it('keeps the numbers she typed: they now mean the new unit, and the result follows them', async () => {
    const user = userEvent.setup();
    renderBmi();
    await chooseMetric(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Height/ }), '165');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '70');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('25.7'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Weight unit/ }), 'lbs');
    expect((screen.getByRole('spinbutton', { name: /^Weight/ }) as HTMLInputElement).value).toBe('70');
    // 70 lbs at 165 cm: the result on screen is recomputed from the numbers the form shows.
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('11.7'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Weight unit/ }), 'kg');
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('25.7'));
    expect(screen.queryByTestId('converted-note')).toBeNull();
  });

  it("converts a link's numbers (165 cm → 5 ft 5 in, 60 kg → 132.3 lbs), says so, and the result follows them", async () => {
    const user = userEvent.setup();
    renderBmi('/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg');
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'));

    await user.selectOptions(screen.getByRole('combobox', { name: /^Weight unit/ }), 'lbs');
    const weight = screen.getByRole('spinbutton', { name: /^Weight/ }) as HTMLInputElement;
    expect(weight.value).toBe('132.3');
    expect(screen.getByTestId('converted-note').textContent).toBe(
      'Converted from 60 kg to the unit you chose.',
    );
    // The healthy range is now in pounds: the result is for the numbers on the form, in their unit.
    await waitFor(() => expect(screen.getByText('111.0 – 149.5 lbs')).toBeTruthy());

    await user.selectOptions(screen.getByRole('combobox', { name: /^Height unit/ }), 'ft');
    const feet = (await screen.findByRole('textbox', { name: 'Height, feet' })) as HTMLInputElement;
    const inches = screen.getByRole('textbox', { name: 'Height, inches' }) as HTMLInputElement;
    expect([feet.value, inches.value]).toEqual(['5', '5']);
    expect(screen.getAllByTestId('converted-note').map((note) => note.textContent)).toEqual([
      'Converted from 165 cm to the unit you chose.',
      'Converted from 60 kg to the unit you chose.',
    ]);
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
    renderBmi('/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg');
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'));
    await user.clear(screen.getByRole('spinbutton', { name: /^Weight/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Weight unit/ }), 'lbs');
    await waitFor(() => expect(screen.queryByTestId('result-value')).toBeNull());
  });
});
