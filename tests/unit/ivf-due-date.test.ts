import { describe, expect, it } from 'vitest';
import messages from '../../definitions/ivf-due-date/messages.en.gen';
import ivf from '../../definitions/ivf-due-date/page';
import { explainLines, resultOf, runCalculator } from '../../src/engine';

const OTHER_LABEL = messages.dayZeroLabel({ fresh: 'no' });

const today = { today: '2026-11-27' };

/** The labels of the stats blocks that show for a result (a block without `when` always shows). */
function shownStatLabels(result: Record<string, unknown>): string[] {
  return ivf.result
    .filter((block) => block.block === 'stats' && (!block.when || result[block.when]))
    .flatMap((block) => (block.block === 'stats' ? block.items.map((item) => item.label) : []));
}

describe('IVF: transfer date − embryo age is named for what it is', () => {
  it('a frozen transfer never shows "Fertilization (egg collection) date"; a fresh one does', () => {
    const frozen = resultOf(ivf, { transferDate: '2026-11-20', embryoAge: 5, transferType: 'frozen' }, today);
    expect(shownStatLabels(frozen)).toContain(OTHER_LABEL);
    expect(shownStatLabels(frozen).join(' ')).not.toMatch(/egg collection/);
    expect(frozen.recommendations[0]).toMatch(/frozen/);
    const fresh = resultOf(ivf, { transferDate: '2026-11-20', embryoAge: 5, transferType: 'fresh' }, today);
    expect(shownStatLabels(fresh)).toContain('Fertilization (egg collection) date');
    expect(shownStatLabels(fresh)).not.toContain(OTHER_LABEL);
    // The type names the date; it never moves one.
    expect([frozen.dueDate, frozen.fertilizationDate, frozen.lmpEquivalent]).toEqual([
      fresh.dueDate,
      fresh.fertilizationDate,
      fresh.lmpEquivalent,
    ]);
  });

  it('without a type (old share links) the label is true for both, and the explanation matches it', () => {
    const run = runCalculator(ivf, { transferDate: '2026-11-20', embryoAge: 5 }, today);
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    const result = run.result;
    expect(result.transferType).toBeNull();
    expect(shownStatLabels(result)).toEqual(['LMP-equivalent date', OTHER_LABEL]);
    const lines = explainLines(ivf, { transferDate: '2026-11-20', embryoAge: 5 }, result);
    expect(lines.join(' ')).not.toMatch(/^Fertilization =/);
    expect(lines[0]).toMatch(/^Conception-equivalent date/);
  });
});
