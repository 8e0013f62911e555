// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as bmi from '../../src/generated/calculators/bmi';
import * as idealWeight from '../../src/generated/calculators/ideal-weight';
import * as maternity from '../../src/generated/calculators/maternity-leave-pay';
import { CalculatorRunner, preloadCustomFields } from '../../src/islands/calculator-runner';
import type { CalculatorModule } from '../../src/site/data/calculator-module';
import { renderAt } from '../render-at';

afterEach(cleanup);

// The forms start in feet and inches: the page loads the two boxes with the form (src/islands/runner.tsx).
beforeAll(() => preloadCustomFields(['feet-inches']));

/** What a screen reader reads as the control's description: the text of each element its aria-describedby names. */
function description(control: Element): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The fields of a form that carry help text, with that text. */
function described(module: CalculatorModule): [string, string][] {
  const properties = (module.formSchema.schema.properties ?? {}) as Record<string, { description?: string }>;
  return Object.entries(properties).flatMap(([name, field]) =>
    field.description ? [[name, field.description] as [string, string]] : [],
  );
}

// The help under a field says what to type ("In the unit above…", "Optional: …"). The controls were described by
// their error only, so a screen reader never read it (a number box, a select, a date, the feet and inches boxes).
describe('a field’s help text is its control’s accessible description', () => {
  for (const module of [bmi, idealWeight, maternity] as CalculatorModule[]) {
    const { id } = module.definition;
    it(id, () => {
      renderAt(<CalculatorRunner module={module} />, `/calculators/${id}`);
      const fields = described(module);
      expect(fields.length).toBeGreaterThan(0);
      for (const [name, help] of fields) {
        const control = document.getElementById(`${id}_${name}`);
        expect(control, name).not.toBeNull();
        if (control) expect(description(control), name).toBe(help);
      }
    });
  }

  it('bmi in feet and inches: both boxes', async () => {
    renderAt(<CalculatorRunner module={bmi as CalculatorModule} />, '/calculators/bmi');
    fireEvent.change(screen.getByRole('combobox', { name: /^Height unit/ }), { target: { value: 'ft' } });
    const help = described(bmi as CalculatorModule).find(([name]) => name === 'height')?.[1];
    expect(help).toBeTruthy();
    const boxes = await waitFor(
      () => {
        const found = screen.getAllByRole('textbox', { name: /^Height, / });
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 10_000 },
    );
    for (const box of boxes) expect(description(box)).toBe(help);
  });

  it('an invalid field is described by its message instead', async () => {
    renderAt(<CalculatorRunner module={bmi as CalculatorModule} />, '/calculators/bmi?height=20&weight=60');
    await waitFor(
      () => expect(description(document.getElementById('bmi_height') as Element)).toMatch(/Height/),
      {
        timeout: 20_000,
      },
    );
    expect(description(document.getElementById('bmi_height') as Element)).not.toContain(
      described(bmi as CalculatorModule).find(([name]) => name === 'height')?.[1] ?? '-',
    );
  });
});
