import { describe, expect, it } from 'vitest';
import { leavePay, type PayingRules } from '../../definitions/maternity-leave-pay/formula';
import maternityEs from '../../definitions/maternity-leave-pay/messages.es.gen';
import maternity from '../../definitions/maternity-leave-pay/page';
import statesJson from '../../definitions/maternity-leave-pay/rates/state-programs.json';
import { runCalculator } from '../../src/engine';

// New York pays pregnancy disability (DBL: 50% up to $170 a week) and Paid Family Leave (PFL: 67% up to the
// cap), never both in the same week and together at most 26 weeks in 52 (WCB). PFL may begin at the birth
// (paidfamilyleave.ny.gov), so she need not spend her recovery weeks on the lower disability benefit.

const TODAY = { today: '2026-11-28' };
const ny = (annualSalary: number, leaveWeeks: number, extra: Record<string, unknown> = {}) => ({
  annualSalary,
  leaveWeeks,
  employmentState: 'new york',
  hasEmployerBenefits: 'no',
  leaveStartDate: '2026-03-01',
  ...extra,
});

type Result = Record<string, unknown> & {
  totalLeavePay: number;
  disabilityWeeks: number;
  familyLeaveWeeks: number;
  unpaidStateWeeks: number;
  leaveOrder: {
    kind: string;
    disabilityWeeksAfterBirth: number;
    afterRecoveryPay: number;
    fromBirthPay: number;
    gain: number;
  } | null;
  leaveOrderNotes: string[];
  recommendations: string[];
  scenarios: { weeks: number; totalBenefits: number }[];
};

function run(input: Record<string, unknown>, def = maternity): Result {
  const outcome = runCalculator(def, input, TODAY);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.result as unknown as Result;
}

describe('New York: Paid Family Leave from the birth or disability through recovery, whichever pays more', () => {
  it('a 12-week leave takes PFL from the birth: 4 disability weeks before it, 8 PFL weeks', () => {
    // $1,500 a week: DBL $170 (capped), PFL $1,005. Disability first would pay 10 × $170 + 2 × $1,005 = $3,710.
    const result = run(ny(78000, 12));
    expect(result.disabilityWeeks).toBe(4);
    expect(result.familyLeaveWeeks).toBe(8);
    expect(result.totalLeavePay).toBe(4 * 170 + 8 * 1005);
    expect(result.leaveOrder).toMatchObject({
      kind: 'fromBirth',
      disabilityWeeksAfterBirth: 0,
      afterRecoveryPay: 3710,
      fromBirthPay: 8720,
      gain: 5010,
    });
    expect(result.leaveOrderNotes.join(' ')).toContain('Paid Family Leave from the birth');
    expect(result.leaveOrderNotes.join(' ')).toContain('$5,010.00 more');
    expect(result.recommendations.join(' ')).toMatch(/Paid Family Leave.*from the day your baby is born/);
  });

  it('a 22-week leave keeps disability through the recovery: PFL from the birth would leave 6 weeks unpaid', () => {
    // $1,000 a week: DBL $170, PFL $670. 10 × 170 + 12 × 670 = $9,740 against 4 × 170 + 12 × 670 = $8,720.
    const result = run(ny(52000, 22));
    expect(result.disabilityWeeks).toBe(10);
    expect(result.familyLeaveWeeks).toBe(12);
    expect(result.unpaidStateWeeks).toBe(0);
    expect(result.totalLeavePay).toBe(9740);
    expect(result.leaveOrder).toMatchObject({ kind: 'afterRecovery', fromBirthPay: 8720, gain: 0 });
  });

  it('an 18-week leave takes disability for 2 weeks after the birth, then all 12 PFL weeks', () => {
    // Every week past 16 (4 before the birth + 12 PFL) is better paid by disability than left unpaid.
    const result = run(ny(52000, 18));
    expect(result.disabilityWeeks).toBe(6);
    expect(result.familyLeaveWeeks).toBe(12);
    expect(result.unpaidStateWeeks).toBe(0);
    expect(result.totalLeavePay).toBe(6 * 170 + 12 * 670);
    expect(result.leaveOrder).toMatchObject({
      kind: 'partly',
      disabilityWeeksAfterBirth: 2,
      afterRecoveryPay: 10 * 170 + 8 * 670,
      fromBirthPay: 4 * 170 + 12 * 670,
    });
  });

  it('compares the scenario lengths the same way', () => {
    const result = run(ny(78000, 12));
    const byWeeks = Object.fromEntries(result.scenarios.map((row) => [row.weeks, row.totalBenefits]));
    expect(byWeeks[6]).toBe(4 * 170 + 2 * 1005);
    expect(byWeeks[16]).toBe(4 * 170 + 12 * 1005);
  });

  it('keeps the usual order and says both pay the same when the employer tops every week up to full pay', () => {
    const result = run(ny(78000, 12, { hasEmployerBenefits: 'yes', employerPayPercentage: 100 }));
    expect(result.totalLeavePay).toBe(12 * 1500);
    expect(result.disabilityWeeks).toBe(10);
    expect(result.leaveOrder).toMatchObject({ kind: 'same', gain: 0 });
  });

  it('has no order to choose for a leave that ends before the birth, nor in a state that pays one rate', () => {
    expect(run(ny(78000, 3)).leaveOrder).toBeNull();
    expect(run(ny(78000, 3)).leaveOrderNotes).toEqual([]);
    const nj = run({ ...ny(104000, 12), employmentState: 'new jersey' });
    expect(nj.leaveOrder).toBeNull();
    expect(nj.disabilityWeeks).toBe(10);
  });

  it('never pays disability and family leave together past the combined cap, in either order', () => {
    const program: PayingRules = {
      paysBenefits: true,
      disability: {
        banding: 'marginal',
        bands: [{ upTo: null, rate: 0.5 }],
        maxWeekly: 170,
        maxWeeks: 10,
        programMaxWeeks: 26,
        sources: { rate: '', maxWeekly: '', maxWeeks: '' },
      },
      familyLeave: {
        banding: 'marginal',
        bands: [{ upTo: null, rate: 0.67 }],
        maxWeekly: 1228.53,
        maxWeeks: 12,
        programMaxWeeks: 12,
        sources: { rate: '', maxWeekly: '', maxWeeks: '' },
      },
      combinedMaxWeeks: 14,
      familyLeaveFromBirth: { weeksBeforeBirth: 4 },
    };
    for (const after of [0, 3, 6]) {
      const pay = leavePay(1000, 0, program, 30, after);
      expect(pay.disabilityWeeks + pay.familyLeaveWeeks, `after ${after}`).toBeLessThanOrEqual(14);
      expect(pay.disabilityWeeks).toBe(4 + after);
    }
  });

  it('the live data caps New York’s disability and PFL together at 26 weeks, recovery within the PFL weeks', () => {
    const periods = (statesJson.states.find((state) => state.id === 'new york')?.periods ?? []) as {
      combinedMaxWeeks: number | null;
      familyLeaveFromBirth?: { weeksBeforeBirth: number };
    }[];
    expect(periods.length).toBeGreaterThan(0);
    for (const period of periods) {
      expect(period.combinedMaxWeeks).toBe(26);
      expect(period.familyLeaveFromBirth?.weeksBeforeBirth).toBe(4);
    }
    const longest = run(ny(52000, 30));
    expect(longest.disabilityWeeks + longest.familyLeaveWeeks).toBe(22);
    expect(longest.unpaidStateWeeks).toBe(8);
  });

  it('says the same in Spanish', () => {
    const result = run(ny(78000, 12), { ...maternity, messages: maternityEs } as typeof maternity);
    const notes = result.leaveOrderNotes.join(' ');
    expect(notes).toContain('Paid Family Leave desde el nacimiento');
    expect(notes).toMatch(/5010,00\sUS\$|\$5,010\.00|US\$\s?5010,00|5\.010,00/);
    expect(result.recommendations.join(' ')).toContain('desde el día en que nazca tu bebé');
  });
});

describe('2026 figures refreshed from their sources', () => {
  it('DC’s 90% band rests on the $17.95 minimum wage from Jul 01, 2025 (1.5 × 40 × $17.95 = $1,077)', () => {
    // $1,200 a week: 90% of $1,077 + 50% of $123 = $1,030.80 (on the old $17.50 wage: $1,020).
    const result = run({ ...ny(62400, 12), employmentState: 'district of columbia' });
    expect(result.stateWeeklyBenefit).toBe(1030.8);
  });

  it('New York’s 2026 PFL cap rests on the Workers’ Compensation Board’s own release', () => {
    const period = statesJson.states
      .find((state) => state.id === 'new york')
      ?.periods.find((record) => record.validFrom === '2026-01-01');
    expect(period?.benefit?.maxWeekly).toBe(1228.53);
    expect(period?.source.url).toBe('https://pubt.io/view/7987B4600E2123BF1C2A52070F71A073FD9DB372');
  });
});
