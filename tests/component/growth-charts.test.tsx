// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import babyGrowth from '../../definitions/baby-growth/page';
import { type CustomBlockOf, resultOf } from '../../src/engine';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import Chart from '../../src/results/custom/chart';
import { spreadLabels } from '../../src/results/custom/chart-labels';
import { moduleFor } from '../module-for';
import { renderAt } from '../render-at';

afterEach(cleanup);

const result = resultOf(
  babyGrowth,
  {
    sex: 'girl',
    birthDate: '2026-07-10',
    measuredOn: '2026-11-25',
    length: 62,
    lengthUnit: 'cm',
    weightUnit: 'kg',
    headUnit: 'cm',
  },
  { today: '2026-11-25' },
);
const lengthChart = babyGrowth.result
  .flatMap((block) => (block.block === 'group' ? block.blocks : [block]))
  .find(
    (block) =>
      block.block === 'custom' &&
      block.component === 'chart' &&
      (block.props as { data: string }).data === 'length.curves',
  ) as CustomBlockOf<'chart'>;

describe('growth charts', () => {
  it('fit the length axis to the curves (no axis from 0) and label each percentile curve at its end', () => {
    renderAt(<Chart block={lengthChart} result={result as unknown as Record<string, unknown>} />, '/');
    const svg = screen.getByRole('img', { name: /WHO length-for-age \(cm\)/ });
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    // Girls' length runs from about 45 cm at the 3rd percentile at birth to 93 cm at the 97th at 24 months.
    expect(texts).not.toContain('0.0');
    expect(texts).toContain('50.0');
    expect(texts).toEqual(expect.arrayContaining(['97th', '85th', '50th', '15th', '3rd']));
    expect(svg.querySelectorAll('circle')).toHaveLength(1);
  });

  it('spread end labels that would overlap, inside the plot', () => {
    const placed = spreadLabels(
      [
        { key: 'a', text: 'a', y: 100 },
        { key: 'b', text: 'b', y: 104 },
        { key: 'c', text: 'c', y: 195 },
      ],
      13,
      200,
    );
    expect(placed.map((label) => label.y)).toEqual([100, 113, 195]);
    expect(
      spreadLabels(
        [
          { key: 'a', text: 'a', y: 199 },
          { key: 'b', text: 'b', y: 200 },
        ],
        13,
        200,
      ).map((l) => l.y),
    ).toEqual([187, 200]);
  });

  it('type a weight in pounds and ounces in two boxes, from a share link', async () => {
    renderAt(
      <CalculatorRunner module={moduleFor(babyGrowth)} />,
      '/calculators/baby-growth?sex=boy&birthDate=2026-07-01&measuredOn=2026-11-01&weight=14.125&weightUnit=lb-oz&lengthUnit=cm&headUnit=cm',
    );
    const boxes = await screen.findByTestId('pounds-ounces', {}, { timeout: 10000 });
    expect((within(boxes).getByLabelText('Weight, pounds') as HTMLInputElement).value).toBe('14');
    expect((within(boxes).getByLabelText('Weight, ounces') as HTMLInputElement).value).toBe('2');
  });
});
