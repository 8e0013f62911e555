import { describe, expect, it } from 'vitest';
import esMessages from '../../definitions/maternity-leave-pay/messages.es.gen';
import maternity from '../../definitions/maternity-leave-pay/page';
import { STATE_IDS } from '../../definitions/maternity-leave-pay/state-programs';
import { definitionIn } from '../../src/engine/define';
import { resultOf } from '../../src/engine/run';

/**
 * When to apply for state benefits is said twice on the page, in the checklist before the leave and in the
 * recommendations; both state the formula's window (`applyFrom` to its latest week), so they never disagree (a state
 * with no waiting period once read "1–4 weeks" in the checklist and the spec's "2–4 weeks" in the recommendation).
 */
const maternityEs = definitionIn(maternity, esMessages);
const WINDOW = /(\d+)–(\d+) (?:weeks|semanas) before|entre (\d+) y (\d+) semanas antes/g;

/** Every "N–M weeks before" window a result's checklist and recommendations state. */
function windowsOf(result: { planningChecklists: { preLeave: string[] }; recommendations: string[] }) {
  const texts = [...result.planningChecklists.preLeave, ...result.recommendations];
  return texts.flatMap((text) =>
    [...text.matchAll(WINDOW)].map((match) => `${match[1] ?? match[3]}–${match[2] ?? match[4]}`),
  );
}

describe('maternity leave pay: one application window on the page', () => {
  for (const [lang, def] of [
    ['en', maternity],
    ['es', maternityEs],
  ] as const)
    it(`${lang}: the checklist and the recommendation state the same weeks, for every state`, () => {
      const checked = STATE_IDS.flatMap((employmentState) => {
        const result = resultOf(
          def,
          { annualSalary: 52_000, leaveWeeks: 12, employmentState, hasEmployerBenefits: 'no' },
          { today: '2026-11-25' },
        ) as unknown as Parameters<typeof windowsOf>[0] & { applyFrom: number };
        const windows = windowsOf(result);
        return windows.length === 0 ? [] : [{ employmentState, windows: [...new Set(windows)] }];
      });
      expect(checked.length).toBeGreaterThan(5);
      for (const { employmentState, windows } of checked) expect(windows, employmentState).toHaveLength(1);
    });
});
