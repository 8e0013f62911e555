import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { definitionIn, resultOf } from '@/engine';
import { resolveRates } from '@/engine/rate-registry';
import childcareEs from '../../definitions/childcare-cost/messages.es.gen';
import childcare from '../../definitions/childcare-cost/page';
import educationEs from '../../definitions/education-savings/messages.es.gen';
import education from '../../definitions/education-savings/page';
import aboutRates from '../../definitions/maternity-leave-pay/about-rates';
import maternityEs from '../../definitions/maternity-leave-pay/messages.es.gen';
import maternity from '../../definitions/maternity-leave-pay/page';
import { presentMaternity } from '../../definitions/maternity-leave-pay/present';
import { parseMaternityRates } from '../../definitions/maternity-leave-pay/rates-schema';
import { rulesOf } from '../../definitions/maternity-leave-pay/state-programs';
import weddingEs from '../../definitions/wedding-budget/messages.es.gen';
import wedding from '../../definitions/wedding-budget/page';
import { actualParser, presentWedding } from '../../definitions/wedding-budget/present';

describe('finance calculators in Spanish: checks, parsers and words built in code', () => {
  it('wedding-budget names its rows, tips and parser problems in Spanish, English keeping the contract names', () => {
    const input = { totalBudget: 10000, actual: { Stationery: 450.25 } };
    const values = wedding.formula(input, { today: '2026-11-25' });
    const es = presentWedding(values, input, weddingEs);
    expect(es.categories.map((row) => row.name)).toContain('Papelería');
    expect(es.tips[0]).toBe(
      'Por encima de lo planeado en Papelería: pasa dinero de categorías que aún tienen margen o aumenta el total.',
    );
    expect(actualParser(weddingEs)({ Stationery: -5 })).toEqual({
      error: 'El gasto real en Papelería debe ser de al menos $0.',
    });
    expect(resultOf(wedding, input).categories.map((row) => row.name)).toContain('Stationery');
  });

  it('maternity-leave-pay names the state and words its advice in Spanish; English keeps the data label', () => {
    const input = {
      annualSalary: 78000,
      leaveWeeks: 16,
      employmentState: 'new york',
      hasEmployerBenefits: 'no',
      leaveStartDate: '2026-03-01',
    };
    const values = maternity.formula(input as never, { today: '2026-11-25' });
    const es = presentMaternity(values, input as never, maternityEs);
    expect(es.stateName).toBe('Nueva York');
    expect(
      presentMaternity(
        maternity.formula({ ...input, employmentState: 'other' } as never, { today: '2026-11-25' }),
        input as never,
        maternityEs,
      ).stateName,
    ).toBe('Otro estado');
    expect(es.summary).toMatch(/^Tu licencia de 16 semanas paga \$/);
    expect(es.eligibilityStatus).toBe('Cumples los ingresos mínimos que podemos verificar');
    expect(resultOf(maternity, input as never).stateName).toBe('New York');
  });

  it('maternity-leave-pay has Spanish words for every program and note of every state record', () => {
    for (const entry of parseMaternityRates().states.states)
      for (const period of entry.periods) {
        const rules = rulesOf(maternityEs, entry, period);
        const where = `${entry.id} ${period.validFrom}`;
        for (const text of [
          rules.disability?.name,
          rules.familyLeave?.name,
          rules.updates,
          rules.eligibilityRule,
        ])
          expect(text, where).not.toBe('');
        for (const text of [...rules.notes, rules.disability?.rule ?? '', rules.familyLeave?.rule ?? ''])
          expect(text, where).not.toMatch(/NaN|undefined|\$0\b| a week| weeks/);
      }
  });

  it('childcare-cost says its zero-cost check in Spanish, naming the field as the Spanish form labels it', () => {
    const today = { today: '2026-11-25' };
    const cases = [
      { type: 'daycare', costPerChild: 0, numberOfChildren: 1 },
      { type: 'nanny', hourlyRate: 0, hoursPerWeek: 10 },
      { type: 'after-school', monthlyCostPerChild: 0, numberOfChildren: 1 },
    ] as const;
    const said = cases.map((input) => childcare.checks?.(input, today, childcareEs)[0]);
    expect(said[0]).toEqual({ field: 'costPerChild', message: 'El costo por niño debe ser mayor de $0.' });
    for (const [index, input] of cases.entries()) {
      const error = said[index];
      const label =
        childcare.fields[error?.field as 'costPerChild' | 'hourlyRate' | 'monthlyCostPerChild']?.label ?? '';
      const spanishLabel =
        definitionIn(childcare, childcareEs).fields[
          error?.field as 'costPerChild' | 'hourlyRate' | 'monthlyCostPerChild'
        ]?.label ?? '';
      expect(spanishLabel).not.toBe('');
      expect(error?.message.toLowerCase()).toContain(spanishLabel.toLowerCase());
      // English: the message names the field by its form label, as before.
      const english = childcare.checks?.(input, today, childcare.messages as never)[0];
      expect(english?.message).toBe(`${label} must be more than $0.`);
    }
  });

  it('education-savings says its target-age check in Spanish with the Spanish page messages', () => {
    const input = {
      currentAge: 10,
      targetAge: 10,
      currentCost: 10000,
      currentSavings: 0,
      annualContribution: 0,
      inflationRate: 0,
      investmentGrowth: 0,
    };
    const today = { today: '2026-11-25' };
    expect(education.checks?.(input, today, educationEs)).toEqual([
      { field: 'targetAge', message: 'La edad objetivo debe ser mayor que la edad actual.' },
    ]);
    expect(education.checks?.(input, today, education.messages as never)).toEqual([
      { field: 'targetAge', message: 'Target age must be greater than the current age.' },
    ]);
  });

  it('maternity-leave-pay writes its about.es.md table and waiting-period sentence in Spanish, the English unchanged', () => {
    const file = 'definitions/maternity-leave-pay/about.es.md';
    const about = resolveRates(file, readFileSync(file, 'utf8'), aboutRates());
    expect(about).toContain('| Estado | Regla de la tasa | Tope semanal |');
    expect(about).toMatch(/\| Hawái \(solo discapacidad\) \| \d+% \|/);
    expect(about).toMatch(
      /Hawái, una solicitud por discapacidad empieza con un periodo de espera de \d+ días/,
    );
    expect(about).toContain('6, 8, 12 y 16 semanas');
    expect(about).not.toMatch(/ a week| combined| not confirmed| start a disability claim/);
    const english = aboutRates();
    expect(aboutRates().blocks.states?.('en-US')).toBe(english.blocks.states?.('en-US'));
    expect(english.blocks.states?.('en-US')).toContain('| State | Rate rule | Weekly cap |');
  });
});
