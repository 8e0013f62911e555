// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import bmi from '../../definitions/bmi/page';
import periodTracker from '../../definitions/period-tracker/page';
import { resultOf } from '../../src/engine';
import { DEFAULT_RESULT_MESSAGES } from '../../src/engine/default-language';
import { renderAt } from '../render-at';

const render = (children: ReactNode) => renderAt(children, '/calculators/period-tracker');

import { showJournal } from '../../src/journal/calculators/shown';
import { EMPTY_JOURNAL } from '../../src/journal/types';
import Calendar from '../../src/results/custom/calendar';
import { ResultSheet } from '../../src/results/sheet';

// The calendar reads the journal the page has read or written under a name both sides know, not through a module
// of the journal's (src/journal/calculators/shown.ts): this is where the two are held to the same name.
afterEach(() => {
  cleanup();
  act(() => showJournal(EMPTY_JOURNAL));
  document.documentElement.removeAttribute('data-embed');
});

const block = {
  block: 'custom',
  component: 'calendar',
  title: 'Your cycle calendar',
  props: { from: 'calendarData' },
} as const;
const result = resultOf(
  periodTracker,
  { lastPeriodDate: '2026-11-10', cycleLength: 28, periodLength: 5 },
  { today: '2026-11-28' },
);

describe('the calendar beside her journal', () => {
  it('draws the periods she logged beside the predicted ones, said in words and in the legend', () => {
    render(<Calendar block={block} result={result} />);
    expect(screen.queryByText(/Period you logged/)).toBeNull();
    act(() =>
      showJournal({
        periods: [{ start: '2026-11-10' }, { start: '2026-10-12', end: '2026-10-15' }],
        babies: [],
      }),
    );
    // November 10 is the period she entered and logged; October is not among the three months drawn.
    const logged = screen.getByRole('gridcell', {
      name: 'Tuesday, November 10, 2026: period you logged; period',
    });
    expect(logged.dataset.status).toBe('logged');
    expect(
      screen.getByRole('gridcell', { name: 'Wednesday, November 11, 2026: period' }).dataset.status,
    ).toBe('period');
    expect(
      screen.getByRole('gridcell', { name: 'Tuesday, December 8, 2026: predicted period' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Period you logged in your journal: droplet, thick border, dark fill'),
    ).toBeTruthy();
  });

  it('marks every day of a period she logged with its last day', () => {
    act(() => showJournal({ periods: [{ start: '2026-11-10', end: '2026-11-13' }], babies: [] }));
    render(<Calendar block={block} result={result} />);
    const days = screen.getAllByRole('gridcell').filter((cell) => cell.dataset.status === 'logged');
    expect(days.map((cell) => cell.textContent)).toEqual(['10', '11', '12', '13']);
  });
});

describe('Keep on this device under a result', () => {
  const words = DEFAULT_RESULT_MESSAGES;
  if (!words) throw new Error('the English result words are the tests’ default');
  const sheet = (definition: typeof periodTracker | typeof bmi, values: Record<string, unknown>) =>
    render(
      <ResultSheet
        definition={definition}
        result={{}}
        values={values}
        explain={[]}
        words={words}
        at={new Date('2026-11-28T12:00:00')}
        href={`/calculators/${definition.id}`}
      >
        {null}
      </ResultSheet>,
    );

  it('is offered with what it keeps where the definition has a journal part, and nowhere else', () => {
    sheet(periodTracker, { lastPeriodDate: '2026-11-10', cycleLength: 28, periodLength: 5 });
    expect(screen.getByRole('button', { name: 'Keep on this device' })).toBeTruthy();
    expect(
      screen.getByText(/Adds this period start to your journal, kept only in this browser/),
    ).toBeTruthy();
    cleanup();
    sheet(bmi, {});
    expect(screen.queryByRole('button', { name: 'Keep on this device' })).toBeNull();
  });

  it('is not offered on an embed, which keeps nothing', () => {
    document.documentElement.setAttribute('data-embed', '');
    sheet(periodTracker, { lastPeriodDate: '2026-11-10', cycleLength: 28, periodLength: 5 });
    expect(screen.queryByRole('button', { name: 'Keep on this device' })).toBeNull();
  });
});
