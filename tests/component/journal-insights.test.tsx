// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/engine/cycle';
import { BabyGrowthChart } from '../../src/journal/components/baby-growth-chart';
import { CycleInsights } from '../../src/journal/components/cycle-insights';
import en from '../../src/journal/messages.en.gen';
import es from '../../src/journal/messages.es.gen';
import type { Baby, PeriodEntry } from '../../src/journal/types';
import { renderAt } from '../render-at';

afterEach(cleanup);

/** Six periods: cycles of 28, 29, 27, 30 and 28 days, the last starting 2026-10-21. */
const periods: PeriodEntry[] = [{ start: '2026-06-01' }];
for (const length of [28, 29, 27, 30, 28])
  periods.push({ start: addDaysIso(periods[periods.length - 1]?.start as string, length) });

describe('CycleInsights', () => {
  it('shows her numbers, the next period as a range, FIGO’s reading, the fertile days and their worth', () => {
    renderAt(<CycleInsights periods={periods} today="2026-11-10" m={en} lang="en" />, '/my-journal');
    const section = screen.getByRole('region', { name: 'What your cycles say' });
    expect(within(section).getByText('28.4 days')).toBeTruthy();
    expect(
      within(section).getByText('Likely to start between Tuesday, Nov 17, 2026 and Friday, Nov 20, 2026.'),
    ).toBeTruthy();
    expect(section.textContent).toContain('Regular: your shortest and longest cycles differ by 3 days');
    expect(section.textContent).toContain('Not birth control on its own.');
    expect(section.textContent).toContain('2 to 23 in 100 women');
    // Her fertile days (Oct 29 – Nov 8) are over on Nov 10: said, with when the next ones come.
    expect(section.textContent).toContain('These days are over for the cycle you are in.');
    expect(
      within(section)
        .getByRole('link', { name: /Munro MG/ })
        .getAttribute('href'),
    ).toBe('https://doi.org/10.1002/ijgo.12666');
  });

  it('says nothing of past fertile days while they are still to come', () => {
    renderAt(<CycleInsights periods={periods} today="2026-11-01" m={en} lang="en" />, '/my-journal');
    const section = screen.getByRole('region', { name: 'What your cycles say' });
    expect(section.textContent).not.toContain('These days are over');
  });

  it('says how many more period starts are needed with fewer than three cycles', () => {
    renderAt(
      <CycleInsights periods={periods.slice(0, 2)} today="2026-07-10" m={en} lang="en" />,
      '/my-journal',
    );
    expect(screen.getByText(/log 2 more period starts as they come/)).toBeTruthy();
    expect(screen.queryByText(/Likely to start/)).toBeNull();
  });

  it('speaks Spanish on the Spanish page, with the late period’s advice in Spanish', () => {
    renderAt(<CycleInsights periods={periods} today="2026-11-28" m={es} lang="es" />, '/es/mi-diario');
    const section = screen.getByRole('region', { name: 'Lo que dicen tus ciclos' });
    expect(section.textContent).toContain('Tu periodo lleva 8 días de retraso');
    expect(section.textContent).toContain('entre unos días y una semana después');
    // A source's title stays as published (marked English); what it is cited for is said in Spanish.
    const cdc = within(section).getByRole('link', { name: /Effectiveness of family planning methods/ });
    expect(cdc.getAttribute('lang')).toBe('en');
    expect(cdc.parentElement?.textContent).toContain(
      '(tasas de embarazo con el uso típico durante el primer año)',
    );
  });
});

describe('BabyGrowthChart', () => {
  const baby: Baby = {
    id: 'b1',
    nickname: 'Luna',
    birthDate: '2024-05-10',
    sex: 'female',
    weeksAtBirth: 39,
    measurements: [
      { date: '2024-05-10', weightKg: 3.3, lengthCm: 50, headCm: 34 },
      { date: '2024-08-10', weightKg: 6, lengthCm: 61 },
      { date: '2026-11-10', weightKg: 13, lengthCm: 90, headCm: 48 },
    ],
  };

  it('a measurement before term is said once for its day, not once for each of its amounts', () => {
    const early: Baby = {
      ...baby,
      weeksAtBirth: 34,
      measurements: [
        { date: '2024-05-10', weightKg: 2.3, lengthCm: 45, headCm: 31.5 },
        { date: '2024-08-10', weightKg: 5, lengthCm: 57 },
      ],
    };
    renderAt(<BabyGrowthChart baby={early} m={en} lang="en" />, '/my-journal');
    expect(screen.getAllByText(/before the due date; the WHO charts start at term/)).toHaveLength(1);
  });

  it('draws her line over the WHO curves, with a table of her points and what is on no chart', () => {
    renderAt(<BabyGrowthChart baby={baby} m={en} lang="en" />, '/my-journal');
    expect(screen.getByRole('heading', { name: "Luna's growth" })).toBeTruthy();
    const weight = screen.getByRole('img', { name: /WHO weight-for-age \(lb\)/ });
    expect(weight.querySelectorAll('circle')).toHaveLength(2);
    const table = screen.getByRole('table', { name: "Your baby's weights, oldest first" });
    // 3.3 kg is 7.28 lb.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('7.28');
    // From 2 years: BMI-for-age; the head circumference at 2½ is on no chart, and it says so.
    expect(screen.getByRole('img', { name: /CDC BMI-for-age/ }).querySelectorAll('circle')).toHaveLength(1);
    expect(screen.getByText(/the head circumference is past the WHO charts/)).toBeTruthy();
  });

  it('reads in metric when she picks it', () => {
    renderAt(<BabyGrowthChart baby={baby} m={en} lang="en" units="metric" />, '/my-journal');
    expect(screen.getByRole('img', { name: /WHO length-for-age \(cm\)/ })).toBeTruthy();
  });
});
