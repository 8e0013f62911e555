import { describe, expect, it } from 'vitest';
import cycleLength from '../../definitions/cycle-length/page';
import periodTracker from '../../definitions/period-tracker/page';
import { type CalculatorDefinition, getPath, runCalculator } from '../../src/engine';

// Issue 24: a last period two months ago showed "next period expected Sep 29" with no word that it is late. A
// predicted start already behind today is said to be late, with when to test, and 3 months without a period
// sends her to a doctor.
type Block = {
  block: string;
  when?: string;
  title?: string;
  text?: string;
  items?: { label: string; value: string }[];
};

/** The blocks the page shows for `result` (their `when` holds). */
function shown(def: CalculatorDefinition, result: Record<string, unknown>): Block[] {
  return (def.result as Block[]).filter((block) => !block.when || Boolean(getPath(result, block.when)));
}

function run(def: unknown, input: Record<string, unknown>, today: string) {
  const outcome = runCalculator(def as CalculatorDefinition, input, { today });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return { result: outcome.result, blocks: shown(def as CalculatorDefinition, outcome.result) };
}

const notes = (blocks: Block[]) =>
  blocks.filter((block) => block.block === 'note').map((block) => block.text);
const labelled = (blocks: Block[], result: Record<string, unknown>) =>
  Object.fromEntries(
    blocks
      .flatMap((block) => (block.block === 'stats' ? (block.items ?? []) : []))
      .map((item) => [item.label, getPath(result, item.value)]),
  );

describe('period tracker', () => {
  it('a last period 60 days ago with 28-day cycles: the period is 32 days late, with when to test', () => {
    const { result, blocks } = run(
      periodTracker,
      { lastPeriodDate: '2026-09-28', cycleLength: 28, periodLength: 5 },
      '2026-11-27',
    );
    expect(result).toMatchObject({ nextPeriodStart: '2026-10-26', late: true, daysLate: 32 });
    const headlines = blocks.filter((block) => block.block === 'category-card').map((block) => block.title);
    expect(headlines).toEqual(['Your next period was expected on']);
    expect(labelled(blocks, result)).toMatchObject({ 'Your period is late by': 32 });
    expect(notes(blocks)).toEqual([
      expect.stringMatching(
        /most home pregnancy tests can detect a pregnancy from the day your period was due.*test again after a few days to a week/,
      ),
    ]);
  });

  it('no period for 3 months or more: see a doctor if a test is negative', () => {
    const { blocks } = run(
      periodTracker,
      { lastPeriodDate: '2026-08-20', cycleLength: 30, periodLength: 5 },
      '2026-11-27',
    );
    expect(notes(blocks)).toContainEqual(expect.stringMatching(/3 months or more.*see a doctor/));
  });

  it('a next period still ahead (or due today) is "expected", with no late note', () => {
    for (const today of ['2026-11-01', '2026-11-24']) {
      const { result, blocks } = run(
        periodTracker,
        { lastPeriodDate: '2026-10-27', cycleLength: 28, periodLength: 5 },
        today,
      );
      expect(result).toMatchObject({ late: false, daysLate: 0 });
      expect(blocks.filter((block) => block.block === 'category-card').map((block) => block.title)).toEqual([
        'Your next period is expected on',
      ]);
      expect(notes(blocks)).toEqual([]);
    }
  });
});

describe('cycle length', () => {
  it('a next period already behind today is late by its days, with when to test', () => {
    const { result, blocks } = run(
      cycleLength,
      { dates: ['2026-08-19', '2026-09-16', '2026-10-14'] },
      '2026-11-27',
    );
    expect(result).toMatchObject({ nextPeriodDate: '2026-11-11', late: true, daysLate: 16 });
    const values = labelled(blocks, result);
    expect(values).toMatchObject({ 'Next period was expected': '2026-11-11', 'Your period is late by': 16 });
    expect(values).not.toHaveProperty('Next period expected');
    expect(notes(blocks)).toEqual([
      expect.stringMatching(
        /most home pregnancy tests can detect a pregnancy from the day your period was due/,
      ),
    ]);
  });

  it('a next period ahead is "expected", with no late note', () => {
    const { blocks, result } = run(
      cycleLength,
      { dates: ['2026-09-16', '2026-10-14', '2026-11-11'] },
      '2026-11-27',
    );
    expect(labelled(blocks, result)).toMatchObject({ 'Next period expected': '2026-12-09' });
    expect(notes(blocks)).toEqual([]);
  });
});
