// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import hairGrowth from '../../definitions/hair-growth/page';
import macro from '../../definitions/macro/page';
import { resultOf } from '../../src/engine';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import DistributionBar from '../../src/results/custom/distribution-bar';
import { ResultView } from '../../src/results/registry';
import { moduleFor } from '../module-for';
import { renderAt } from '../render-at';

function wrap(children: ReactNode) {
  return renderAt(children, '/calculators/test');
}

afterEach(cleanup);

describe('distribution bar', () => {
  const block = {
    block: 'custom',
    component: 'distribution-bar',
    title: 'Share',
    props: {
      data: 'rows',
      nameKey: 'name',
      value: 'percentage',
      minLabel: 15,
      caption: 'Shares of the day.',
    },
  } as const;

  it('labels a segment inside the bar only above 15 %, and lists every share in the legend', () => {
    const result = {
      rows: [
        { name: 'Protein', percentage: 15 },
        { name: 'Carbohydrates', percentage: 55 },
        { name: 'Fat', percentage: 30 },
      ],
    };
    const { container } = wrap(<DistributionBar block={block} result={result} />);
    const bar = container.querySelector('[aria-hidden="true"]');
    expect(bar?.textContent).toBe('55%30%');
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Protein: 15%', 'Carbohydrates: 55%', 'Fat: 30%']);
    expect(screen.getByText('Shares of the day.')).toBeTruthy();
  });

  it('renders the macro result: three cards and the bar (the cards carry the calories and share)', async () => {
    const result = resultOf(macro, { calories: 2000, goal: 'maintenance' });
    wrap(<ResultView blocks={macro.result} result={result} />);
    expect(await screen.findByText('Protein: 25%')).toBeTruthy();
    expect(screen.getAllByText('125 g')).toHaveLength(1);
    expect(screen.getAllByText('225 g')).toHaveLength(1);
    expect(screen.getAllByText('67 g')).toHaveLength(1);
  });
});

describe('hair growth (live)', () => {
  it('puts the message of a filled field at that field, then shows results as soon as the input is complete', async () => {
    wrap(<CalculatorRunner module={moduleFor(hairGrowth)} />);
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText(/Length at start/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/Date of your latest measurement/), {
      target: { value: '2023-12-01' },
    });
    fireEvent.change(screen.getByLabelText(/Length now/), { target: { value: '9' } });
    // Every field is filled: the messages stand at their fields (issue #16), none in a hint under the form.
    expect(await screen.findByText(/after the start date/)).toBeTruthy();
    expect(screen.getByText(/longer than the length at start/)).toBeTruthy();
    expect(screen.queryByTestId('live-hint')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Date of your latest measurement/), {
      target: { value: '2024-04-10' },
    });
    fireEvent.change(screen.getByLabelText(/Length now/), { target: { value: '13.5' } });
    expect(await screen.findByText('1.07 cm/month')).toBeTruthy();
    expect(screen.queryByTestId('live-hint')).toBeNull();
  });
});
