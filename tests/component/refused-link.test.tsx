// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import * as hairGrowth from '../../src/generated/calculators/hair-growth';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import type { CalculationModule } from '../../src/site/data/calculator-module';
import { renderAt } from '../render-at';

afterEach(cleanup);

// Issue 32, on a busy host: a share link naming a choice no select offers (`unit=furlong`) must give the field's
// message and no result, also when the calculation arrives only after the form has put its default (cm) in place
// of the refused choice. In CI it did not: the form's own change computed in cm as well, and that result, landing
// last, replaced the message.
it('a live form keeps the message of a refused link when the calculation arrives after the form has settled', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A module object of its own: the runner loads each module's calculation once.
  const module = {
    ...hairGrowth,
    calculation: () =>
      held.then(() => import('../../src/generated/calculations/hair-growth') as Promise<CalculationModule>),
  };
  renderAt(
    <CalculatorRunner module={module} />,
    '/calculators/hair-growth?unit=furlong&startDate=2026-01-01&startLength=10&currentDate=2026-04-11&currentLength=13.5',
  );
  // The form has replaced the refused choice with its default while the calculation was still on its way.
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /^Unit for lengths/ })).toHaveProperty('value', 'cm'),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  await waitFor(
    () =>
      expect(screen.getByText('Unit for lengths must be one of the options.', { exact: false })).toBeTruthy(),
    { timeout: 20_000 },
  );
  // Whatever was still pending has landed by now.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByRole('heading', { name: 'Your results' })).toBeNull();
  expect(screen.getByText('Unit for lengths must be one of the options.', { exact: false })).toBeTruthy();
});
