// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import macro from '../../definitions/macro/page';
import { resultOf } from '../../src/engine';
import { ResultView } from '../../src/results/registry';
import { renderAt } from '../render-at';

afterEach(cleanup);

/** The texts of one card of the "Your daily macros" grid: its label, then each value under it. */
function card(label: string): string[] {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  const texts: string[] = [];
  for (let next = term?.nextElementSibling; next && next.tagName === 'DD'; next = next.nextElementSibling)
    texts.push(next.textContent ?? '');
  return texts;
}

describe('macro result cards (spec part 2: grams, calories and percent on each card)', () => {
  it('shows grams, calories and the share of calories on the protein, carbs and fat cards', async () => {
    const result = resultOf(macro, { calories: 2000, goal: 'maintenance' });
    renderAt(<ResultView blocks={macro.result} result={result} />, '/calculators/macro');
    expect(await screen.findByText('Protein: 25%')).toBeTruthy();
    expect(card('Protein')).toEqual(['125 g', '500 kcal · 25% of calories']);
    expect(card('Carbohydrates')).toEqual(['225 g', '900 kcal · 45% of calories']);
    expect(card('Fat')).toEqual(['67 g', '600 kcal · 30% of calories']);
  });
});
