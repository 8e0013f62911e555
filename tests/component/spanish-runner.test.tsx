// @vitest-environment jsdom
/**
 * A Spanish calculator page's island (issue #30): the runner given a Spanish page module speaks Spanish everywhere
 * below the page shell: the form's labels, units and help, the validation messages, the buttons, the result and its
 * chrome, es-US dates.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as bmi from '../../src/generated/calculators/es/bmi';
import * as dueDate from '../../src/generated/calculators/es/due-date';
import * as ivf from '../../src/generated/calculators/es/ivf-due-date';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import type { CalculatorModule } from '../../src/site/data/calculator-module';
import { renderAt } from '../render-at';

afterEach(cleanup);

const render = (module: CalculatorModule, at: string) => renderAt(<CalculatorRunner module={module} />, at);

describe('the calculator runner in Spanish', () => {
  it('BMI: Spanish labels and units, Spanish messages at the fields, Spanish result', async () => {
    const user = userEvent.setup();
    render(bmi, '/es/calculadoras/calculadora-imc');
    expect(screen.getByRole('option', { name: 'lb' })).toBeTruthy();
    expect(
      screen.getByText(
        'Entre 100 y 250 cm o entre 3 pies 4 pulg. y 8 pies 2 pulg. o entre 1 y 2.5 m o entre 40 y 98 pulg.',
        {
          exact: false,
        },
      ),
    ).toBeTruthy();
    // The two boxes of feet and inches are named in Spanish beside them and in the unit select (never "ft", "in").
    const boxes = (await screen.findByTestId('feet-inches', {}, { timeout: 10_000 })).textContent ?? '';
    expect(boxes).toContain('pies');
    expect(boxes).toContain('pulg.');
    expect(boxes).not.toMatch(/\b(ft|in)\b/);
    expect(screen.getByRole('option', { name: 'pies' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Estatura, pies' }).getAttribute('placeholder')).toBe('ej. 5');
    await user.type(screen.getByRole('spinbutton', { name: /^Peso/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('Estatura: este dato es obligatorio.')).toBeTruthy();
    // The Spanish edition starts in US units too (pounds; feet and inches).
    expect(screen.getByText('Peso: debe ser de al menos 66 lb.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Estatura, pies' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Estatura, pulgadas' }), '5');
    await user.clear(screen.getByRole('spinbutton', { name: /^Peso/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Peso/ }), '132');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeTruthy();
    expect((await screen.findByTestId('result-category', {}, { timeout: 10_000 })).textContent).toBe(
      'Peso normal',
    );
    expect(screen.getByText('El cálculo con tus números')).toBeTruthy();
    expect(screen.getByText(/^Una estimación solo informativa/)).toBeTruthy();
  });

  it('due date: es-US dates in the result and its chrome', async () => {
    // Seen on 2026-11-28, 8 weeks 6 days in: week 8's milestone is "this week" (the page reads today's date).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 28, 12) });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    render(dueDate, '/es/calculadoras/x?lastPeriodDate=2026-09-27&cycleLength=28');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tus resultados' })).toBeTruthy());
    // The result blocks load with the first result; the milestones are the last to arrive.
    await screen.findByText('Esta semana', {}, { timeout: 10_000 });
    const text = document.body.textContent ?? '';
    // Spanish dates are written out, with or without the weekday (docs/es/style-guide.md).
    expect(text).toContain('domingo, 4 de julio de 2027');
    expect(text).toContain('27 de septiembre de 2026');
    expect(text).not.toMatch(/\b0\d de|\bsept\b|\bdic\b|\bjul\b/);
    expect(text).toMatch(/Semana\s*8/);
    expect(text).not.toMatch(/Your results|Week|Passed|Upcoming|This week|Calculate\b/);
  });

  it('links to another calculator lead to its Spanish page, with the same field names', async () => {
    render(ivf, '/es/calculadoras/x?transferDate=2026-11-01&embryoAge=5');
    const nav = await screen.findByRole('navigation', {}, { timeout: 10_000 });
    const hrefs = [...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      expect.stringMatching(
        /^\/es\/calculadoras\/calculadora-fecha-probable-de-parto\?lastPeriodDate=\d{4}-\d{2}-\d{2}/,
      ),
    ]);
  });
});
