// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BloodPressureInput } from '../../definitions/blood-pressure/formula';
import bloodPressure from '../../definitions/blood-pressure/page';
import bmi from '../../definitions/bmi/page';
import hcg from '../../definitions/hcg-doubling/page';
import heartRate from '../../definitions/heart-rate-zones/page';
import { resultOf } from '../../src/engine';
import { CategoryCard } from '../../src/results/blocks';
import { ResultView } from '../../src/results/registry';
import { renderAt } from '../render-at';

afterEach(cleanup);

const wrap = (node: React.ReactNode) => renderAt(node, '/calculators/test');
/** The page's blood pressure result (the formula's values in words). */
const bloodPressureResult = (input: BloodPressureInput) => resultOf(bloodPressure, input);
const card = () => screen.getByTestId('category-card');
/** The lucide icon drawn in the card (its class names the icon). */
const icon = () => card().querySelector('svg')?.getAttribute('class') ?? '';

describe('category card: the look comes from the severity, never from the words', () => {
  const block = {
    block: 'category-card',
    title: 'Your reading',
    value: 'value',
    category: 'category',
    severity: 'severity',
    action: 'action',
  } as const;

  it('colours "Normal" urgent when the formula says urgent: the word does not decide', () => {
    wrap(
      <CategoryCard
        block={block}
        result={{ value: 1, category: 'Normal', severity: 'urgent', action: 'Call now.' }}
      />,
    );
    expect(card().getAttribute('data-severity')).toBe('urgent');
    expect(icon()).toContain('lucide-octagon-alert');
  });

  it('colours "Obese" neutral when no severity is given', () => {
    wrap(<CategoryCard block={{ ...block, severity: undefined }} result={{ value: 1, category: 'Obese' }} />);
    expect(card().getAttribute('data-severity')).toBe('info');
    expect(icon()).toContain('lucide-info');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a screen reader the severity before the category, so colour is not the only sign', () => {
    wrap(<CategoryCard block={block} result={{ value: 1, category: 'Elevated', severity: 'caution' }} />);
    expect(screen.getByTestId('result-category').textContent).toBe('Elevated');
    expect(card().textContent).toContain('Worth acting on:Elevated');
  });
});

describe('blood pressure result', () => {
  it('82/48: "Low blood pressure", orange, never a green "Normal"', async () => {
    wrap(
      <ResultView
        blocks={bloodPressure.result}
        result={bloodPressureResult({ systolic: 82, diastolic: 48 })}
      />,
    );
    expect(card().getAttribute('data-severity')).toBe('caution');
    expect(screen.getByTestId('result-category').textContent).toContain('Low blood pressure');
    expect(icon()).not.toContain('circle-check');
  });

  it.each([
    [{ systolic: 185, diastolic: 125 }, /^Call 911 now/],
    [{ systolic: 165, diastolic: 112, pregnant: 'yes' as const }, /^Call your OB-GYN or midwife now/],
    [{ systolic: 162, diastolic: 100, pregnant: 'postpartum' as const }, /^Call your OB-GYN or midwife now/],
  ])('%o: a red urgent card whose first words are the action, announced as an alert', (input, action) => {
    const result = bloodPressureResult(input);
    wrap(<ResultView blocks={bloodPressure.result} result={result} />);
    expect(card().getAttribute('data-severity')).toBe('urgent');
    expect(icon()).toContain('lucide-octagon-alert');
    // The first text of the card is the action, as a heading, inside an alert.
    expect(card().textContent).toMatch(action);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 3 }).textContent).toMatch(action);
    // The list under it says nothing that softens it.
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    for (const item of items) expect(item).not.toMatch(/\bsoon\b|occasions|few months/);
  });

  it('115/75: a green card with a check and no alert', () => {
    wrap(
      <ResultView
        blocks={bloodPressure.result}
        result={bloodPressureResult({ systolic: 115, diastolic: 75 })}
      />,
    );
    expect(card().getAttribute('data-severity')).toBe('good');
    expect(icon()).toContain('lucide-circle-check');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('hCG result', () => {
  it('500 → 300: a red "Change over 48 hours" card with its own advice, never "Rise"', async () => {
    const result = resultOf(hcg, { firstValue: 500, secondValue: 300, hoursApart: 48 });
    wrap(<ResultView blocks={hcg.result} result={result} />);
    expect(card().getAttribute('data-severity')).toBe('risk');
    expect(card().textContent).not.toMatch(/rise/i);
    expect(within(card()).getByText('Change over 48 hours')).toBeTruthy();
    expect(within(card()).getByTestId('result-action').textContent).toMatch(
      /Contact your OB-GYN or midwife.*pain or bleeding/,
    );
    expect(screen.getAllByTestId('category-card')).toHaveLength(1);
  });
});

describe('heart-rate result', () => {
  it('age 30, resting 60: the zone table, the ACSM ranges and a neutral card', async () => {
    wrap(
      <ResultView
        blocks={heartRate.result}
        result={resultOf(heartRate, { age: 30, restingHeartRate: 60 })}
      />,
    );
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(card().getAttribute('data-severity')).toBe('info');
    expect(screen.getByText('Moderate activity (ACSM: 40–59 % of your reserve)')).toBeTruthy();
    expect(screen.getByText('108 – 131 bpm')).toBeTruthy();
  });

  it('age 90, resting 120: says why there are no zones and shows no zone table', async () => {
    const result = resultOf(heartRate, { age: 90, restingHeartRate: 120 });
    wrap(<ResultView blocks={heartRate.result} result={result} />);
    expect(card().getAttribute('data-severity')).toBe('caution');
    expect(screen.getByTestId('result-category').textContent).toMatch(/too close to your maximum/);
    // The table's code is loaded by the test above: had the block shown, the table would be here.
    await screen.findByText('Good to know');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Moderate activity/)).toBeNull();
  });
});

describe('BMI keeps its look', () => {
  it.each([
    [60, 'good', 'lucide-circle-check'],
    [90, 'risk', 'lucide-triangle-alert'],
    [75, 'info', 'lucide-info'],
  ])('%d kg at 165 cm: %s', (weight, severity, iconClass) => {
    const result = resultOf(bmi, { height: 165, heightUnit: 'cm', weight, weightUnit: 'kg' });
    wrap(<ResultView blocks={bmi.result} result={result} />);
    expect(card().getAttribute('data-severity')).toBe(severity);
    expect(icon()).toContain(iconClass);
  });
});
