// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { languageOf } from '@/engine/language-of';
import { loadResultMessages, resultMessagesIfLoaded } from '@/form/language';
import { loadCalculation, preloadResults } from '@/islands/calculation';
import type { CalculationModule, CalculatorModule } from '@/site/data/calculator-module';
import * as wedding from '../../src/generated/calculators/wedding-budget';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import { renderAt } from '../render-at';

afterEach(cleanup);

/**
 * A live form computes on every change; a computation that waited for the calculation's files can finish after one
 * asked for later that found them all there (on a busy phone: the wedding budget's total typed before the form code
 * came, then the amounts its table adopted). The later values are the ones on the form: the result must be theirs.
 */
it('a computation that waited for its files never replaces the result of one asked for after it', async () => {
  let arrive: (module: CalculationModule) => void = () => undefined;
  const held = new Promise<CalculationModule>((resolve) => {
    arrive = resolve;
  });
  const module: CalculatorModule = { ...wedding, calculation: () => held };
  const language = languageOf(module.definition);
  // Everything but the calculation is there: the last file to come is the one both computations wait for.
  preloadResults(language);
  await Promise.all([import('@/form/checks'), import('@/results/registry'), loadResultMessages(language)]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(resultMessagesIfLoaded(language)).toBeDefined();

  renderAt(<CalculatorRunner module={module} />, '/calculators/wedding-budget');
  const total = await screen.findByRole('textbox', { name: /^Total budget/ }, { timeout: 5000 });
  const venue = await screen.findByRole('textbox', { name: 'Actual amount for Venue & Catering' });
  // The first computation (the total alone) now waits for the calculation.
  fireEvent.change(total, { target: { value: '20000' } });
  // The amount is typed the moment the calculation has come, before the first computation has drawn its result:
  // the second one finds every file there and draws at once.
  const typedOnArrival = loadCalculation(module).then(() => {
    fireEvent.change(venue, { target: { value: '1500' } });
  });
  arrive((await import('../../src/generated/calculations/wedding-budget')) as CalculationModule);
  await typedOnArrival;
  // Whatever was still on its way has landed.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const result = screen.getByTestId('result');
  await waitFor(() => expect(within(result).getByText(/Spent so far/)).toBeTruthy());
  expect(within(result).getAllByText('$1,500.00').length).toBeGreaterThan(0);
});
