// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bmi from '../../definitions/bmi/page';
import { DEFAULT_RESULT_MESSAGES } from '../../src/engine/default-language';
import { ResultSheet } from '../../src/results/sheet';
import { renderAt } from '../render-at';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const words = DEFAULT_RESULT_MESSAGES;
if (!words) throw new Error('the English result words are the tests’ default');

const sheet = (explain: string[]) => (
  <ResultSheet
    definition={bmi}
    result={{}}
    values={{}}
    explain={explain}
    words={words}
    at={new Date('2026-11-28T12:00:00')}
    href="/calculators/bmi"
  >
    {null}
  </ResultSheet>
);

/** Each new result's lines, as the runner hands the sheet a new result. */
let showLines: (lines: string[]) => void = () => {};
function Sheet({ first }: { first: string[] }) {
  const [lines, setLines] = useState(first);
  showLines = setLines;
  return sheet(lines);
}

const shownLines = () =>
  within(screen.getByTestId('explain'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the calculation with her numbers', () => {
  it('shows two lines with the same text as two lines, and keeps each in place when the lines change', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A calculation may say the same step twice (the same sum for two weeks): each is a line of its own.
    renderAt(
      <Sheet first={['Week 1: 2 + 2 = 4', 'Week 2: 2 + 2 = 4', 'Same', 'Same']} />,
      '/calculators/bmi',
    );
    expect(shownLines()).toEqual(['Week 1: 2 + 2 = 4', 'Week 2: 2 + 2 = 4', 'Same', 'Same']);
    // A new result whose lines repeat in another order: no repeated line dropped, none left over from before.
    act(() => showLines(['Same', 'Other', 'Same', 'Same']));
    expect(shownLines()).toEqual(['Same', 'Other', 'Same', 'Same']);
    act(() => showLines(['Same']));
    expect(shownLines()).toEqual(['Same']);
    // React says so when two siblings share a key (it may then draw one twice or drop one on the next render).
    const keyWarnings = errors.mock.calls.filter((call) => String(call[0]).includes('same key'));
    expect(keyWarnings).toEqual([]);
  });
});
