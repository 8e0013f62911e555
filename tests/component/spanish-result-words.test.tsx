// @vitest-environment jsdom
/**
 * Words a Spanish visitor met in English on a result (found by reading every /es/ page with its worked examples):
 * the unit a result carries as a value ("lbs", read through `unitFrom`) is written "lb" as the style guide asks, in
 * the range, the stats, the chart's axis and the report; the maternity page's sections open under Spanish headings.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as bmiEnglish from '../../src/generated/calculators/bmi';
import * as bmi from '../../src/generated/calculators/es/bmi';
import * as maternity from '../../src/generated/calculators/es/maternity-leave-pay';
import * as weightGain from '../../src/generated/calculators/es/pregnancy-weight-gain';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import type { CalculatorModule } from '../../src/site/data/calculator-module';
import { renderAt } from '../render-at';

afterEach(cleanup);

const render = (module: CalculatorModule, at: string) => renderAt(<CalculatorRunner module={module} />, at);

/** The result's text once its heading (`name`) is on screen and its lazy blocks have loaded. */
async function resultText(heading: string, last: string): Promise<string> {
  await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toBeTruthy());
  await screen.findAllByText(last, { exact: false }, { timeout: 10_000 });
  return screen
    .getAllByTestId('result')
    .map((node) => node.textContent ?? '')
    .join('\n');
}

describe('a Spanish result in Spanish words', () => {
  it('BMI in pounds: the healthy weight range in lb, not lbs (and lbs stays in English)', async () => {
    render(bmi, '/es/calculadoras/x?height=5.5&weight=150&heightUnit=ft&weightUnit=lbs');
    const text = await resultText('Tus resultados', 'Peso saludable para tu estatura');
    expect(text).toMatch(/114\.6 – 154\.3 lb(?!s)/);
    expect(text).not.toMatch(/\d lbs/);
    cleanup();
    render(bmiEnglish, '/calculators/bmi?height=5.5&weight=150&heightUnit=ft&weightUnit=lbs');
    expect(await resultText('Your results', 'Healthy weight for your height')).toContain('114.6 – 154.3 lbs');
  });

  it('pregnancy weight gain in pounds: the range and stats in lb', async () => {
    render(
      weightGain,
      '/es/calculadoras/x?prePregnancyWeight=150&currentWeight=170&height=5.5&week=30&pregnancyType=singleton&weightUnit=lbs&heightUnit=ft',
    );
    const text = await resultText('Tus resultados', 'Meta semanal');
    expect(text).toMatch(/25\.4 – 35\.3 lb(?!s)/);
    expect(text).not.toMatch(/\d lbs/);
  });

  it('maternity leave pay: the sections she opens have Spanish headings', async () => {
    render(
      maternity,
      '/es/calculadoras/x?annualSalary=104000&leaveWeeks=12&employmentState=new+jersey&leaveStartDate=2026-11-26&hasEmployerBenefits=no',
    );
    const text = await resultText('Tus resultados', 'Semana a semana');
    for (const heading of [
      'El programa de tu estado',
      'Diferencia de ingresos e impuestos',
      'De regreso al trabajo',
    ])
      expect(text).toContain(heading);
    expect(text).not.toMatch(/Week by week|Checklists|Savings plan|Back to work|Income gap/);
  });
});
