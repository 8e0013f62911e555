// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import cycleLength from '../../definitions/cycle-length/page';
import dueDate from '../../definitions/due-date/page';
import dueDateDefinition from '../../definitions/due-date/page';
import periodTracker from '../../definitions/period-tracker/page';
import pregnancyWeightGain from '../../definitions/pregnancy-weight-gain/page';
import { resultOf } from '../../src/engine';
import { addDaysIso } from '../../src/engine/cycle';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import Calendar from '../../src/results/custom/calendar';
import Links from '../../src/results/custom/links';
import Timeline from '../../src/results/custom/timeline';
import { todayIso } from '../../src/site/browser/today';
import { moduleFor } from '../module-for';
import { LocationProbe, renderAt } from '../render-at';

function wrap(children: ReactNode, initial = '/calculators/cycle-length') {
  return renderAt(
    <>
      {children}
      <LocationProbe />
    </>,
    initial,
  );
}

afterEach(cleanup);

describe('date-list field (cycle length)', () => {
  const addDate = async (user: ReturnType<typeof userEvent.setup>, iso: string) => {
    fireEvent.change(await screen.findByLabelText('Period start date'), { target: { value: iso } });
    await user.click(screen.getByRole('button', { name: 'Add date' }));
  };

  it('keeps the dates sorted, ignores a duplicate politely, removes a date and computes', async () => {
    const user = userEvent.setup();
    wrap(<CalculatorRunner module={moduleFor(cycleLength)} />);
    await addDate(user, '2026-03-01');
    await addDate(user, '2026-01-31');
    await addDate(user, '2026-01-03');
    await addDate(user, '2026-03-01');
    expect(screen.getByText('Mar 01, 2026 is already in the list.').getAttribute('aria-live')).toBe('polite');
    const list = screen.getByRole('list', { name: 'Dates added' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Saturday, Jan 03, 2026 Remove',
      'Saturday, Jan 31, 2026 Remove',
      'Sunday, Mar 01, 2026 Remove',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Jan 03, 2026' }));
    expect(screen.getByText('Removed Jan 03, 2026. 2 dates in the list.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Jan 31, 2026'),
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('29.0 days'));
    await waitFor(() =>
      expect(decodeURIComponent(screen.getByTestId('location').textContent ?? '')).toBe(
        '?dates=["2026-01-31","2026-03-01"]',
      ),
    );
  });

  it('adds a date with Enter instead of submitting; Calculate waits for two dates', async () => {
    wrap(<CalculatorRunner module={moduleFor(cycleLength)} />);
    const input = await screen.findByLabelText('Period start date');
    fireEvent.change(input, { target: { value: '2026-02-01' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Remove Feb 01, 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
    expect(screen.getByTestId('ready-hint').textContent).toBe(
      'Add at least two period start dates to calculate.',
    );
    expect(screen.queryByTestId('result-value')).toBeNull();
  });

  it('fills the list from a share link with comma-separated dates', async () => {
    wrap(
      <CalculatorRunner module={moduleFor(cycleLength)} />,
      '/calculators/cycle-length?dates=2026-06-01,2026-06-22,2026-07-27',
    );
    await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('28.0 days'));
  });
});

describe('calendar block', () => {
  const result = resultOf(
    periodTracker,
    { lastPeriodDate: '2026-12-31', cycleLength: 21, periodLength: 4 },
    { today: '2027-01-05' },
  );
  const block = {
    block: 'custom',
    component: 'calendar',
    title: 'Your cycle calendar',
    props: { from: 'calendarData' },
  } as const;

  it('is three labelled grids with weekday headers and a spoken label on every day', () => {
    wrap(<Calendar block={block} result={result} />);
    const grids = screen.getAllByRole('grid');
    const names = grids.map(
      (grid) => document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(names).toEqual(['December 2026', 'January 2027', 'February 2027']);
    expect(within(grids[0] as HTMLElement).getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.getByRole('gridcell', { name: 'Thursday, December 31, 2026: period' })).toBeTruthy();
    expect(
      screen.getByRole('gridcell', { name: 'Saturday, January 2, 2027: period, fertile window' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('gridcell', { name: 'Thursday, January 7, 2027: predicted ovulation' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('gridcell', { name: 'Thursday, January 21, 2027: predicted period' }),
    ).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Friday, January 1, 2027: period' })).toBeTruthy();
    expect(screen.getByText('Fertile window: sprout, dashed border')).toBeTruthy();
  });

  it('has one tab stop per month and moves by day and week with the arrow keys', async () => {
    const user = userEvent.setup();
    wrap(<Calendar block={block} result={result} />);
    const january = screen.getAllByRole('grid')[1] as HTMLElement;
    const focusable = within(january)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('tabindex') === '0');
    expect(focusable).toHaveLength(1);
    (focusable[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Saturday, January 2, 2027: period, fertile window',
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday, January 9, 2027');
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Sunday, January 3, 2027: period, fertile window',
    );
  });
});

describe('timeline and links blocks', () => {
  const result = resultOf(
    dueDateDefinition,
    { lastPeriodDate: '2026-01-31', cycleLength: 28 },
    { today: '2026-03-31' },
  );

  it('marks passed milestones with "Passed" and the current one with aria-current="step"', () => {
    wrap(
      <Timeline
        block={{ block: 'custom', component: 'timeline', title: 'Milestones', props: { from: 'milestones' } }}
        result={result}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]?.textContent).toContain('Passed');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[1]?.textContent).toContain('This week');
    expect(items[2]?.textContent).toContain('Upcoming');
    expect(screen.getAllByText('Passed')).toHaveLength(1);
  });

  it('renders the cross-links as router links carrying the dates', () => {
    wrap(
      <Links
        block={{
          block: 'custom',
          component: 'links',
          title: 'Use these dates elsewhere',
          props: { from: 'links' },
        }}
        result={result}
      />,
    );
    expect(
      screen
        .getByRole('link', { name: 'See the estimated conception date and fertile window for this due date' })
        .getAttribute('href'),
    ).toBe('/calculators/conception?dueDate=2026-11-07&cycleLength=28');
  });
});

describe('whole result pages', () => {
  it('due date from a share link: timeline, calendar download made in the browser, links', async () => {
    const made: Blob[] = [];
    // jsdom has no Blob URLs: record the file instead.
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => undefined;
    const lmp = addDaysIso(todayIso(), -59);
    wrap(
      <CalculatorRunner module={moduleFor(dueDate)} />,
      `/calculators/due-date?lastPeriodDate=${lmp}&cycleLength=28`,
    );
    expect(await screen.findByText('8 weeks 3 days')).toBeTruthy();
    const download = await screen.findByRole('link', {
      name: 'Download your due date and milestones (.ics)',
    });
    expect(download.getAttribute('href')).toBe('blob:test');
    expect(download.getAttribute('download')).toBe('bloomcalc-due-date.ics');
    expect(made[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await made[0]?.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // The timeline is a lazy block of its own: wait for it as for the download link.
    expect((await screen.findByText('This week')).closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('pregnancy weight gain from a share link: status message, note and chart', async () => {
    wrap(
      <CalculatorRunner module={moduleFor(pregnancyWeightGain)} />,
      '/calculators/pregnancy-weight-gain?prePregnancyWeight=60&currentWeight=66&weightUnit=kg&height=165&heightUnit=cm&week=20&pregnancyType=singleton',
    );
    // The first pregnancy result in this file loads its lazy blocks (chart, tables) cold.
    expect(
      await screen.findByText('Your weight gain is above the recommended range', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('result-category').textContent).toBe('Above the recommended range');
    expect(await screen.findByRole('img', { name: /Weight gained \(kg\)/ })).toBeTruthy();
    expect(screen.getByText(/Gaining more than recommended/)).toBeTruthy();
  });

  it('pregnancy weight gain in pounds: the chart and its numbers are in pounds', async () => {
    wrap(
      <CalculatorRunner module={moduleFor(pregnancyWeightGain)} />,
      '/calculators/pregnancy-weight-gain?prePregnancyWeight=132&currentWeight=143&weightUnit=lbs&height=165&heightUnit=cm&week=20&pregnancyType=singleton',
    );
    expect(await screen.findByRole('img', { name: /Weight gained \(lbs\)/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'recommended range for each week (lbs)' })).toBeTruthy();
    // Week 40 of a normal-weight pregnancy (0.5–2 kg by 14w0d, then 0.35 kg a week at the bottom and up to the
    // 16 kg total at the top): 9.6–16.0 kg, which is 21.2–35.3 lbs.
    expect(screen.getByRole('row', { name: /^40 / }).textContent).toContain('21.2–35.3');
  });

  it('triplets: says plainly that no guideline exists and shows no range or chart', async () => {
    wrap(
      <CalculatorRunner module={moduleFor(pregnancyWeightGain)} />,
      '/calculators/pregnancy-weight-gain?prePregnancyWeight=65&currentWeight=75&weightUnit=kg&height=168&heightUnit=cm&week=26&pregnancyType=triplets',
    );
    expect(await screen.findByText('Continue monitoring your weight gain')).toBeTruthy();
    expect(screen.getByText(/No published guideline exists for triplets, or for twins/)).toBeTruthy();
    expect(screen.queryByText('Recommended total gain (IOM 2009)')).toBeNull();
    expect(screen.queryByRole('img', { name: /Weight gained/ })).toBeNull();
  });
});
