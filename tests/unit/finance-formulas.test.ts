import { describe, expect, it } from 'vitest';
import { childcareFormula, monthlyChildcareCost } from '../../definitions/childcare-cost/formula';
import childcare from '../../definitions/childcare-cost/page';
import {
  educationFormula,
  futureValue,
  sinkingFundPayment,
} from '../../definitions/education-savings/formula';
import education from '../../definitions/education-savings/page';
import { eligibilityMinimum, leavePay, weeklyBenefit } from '../../definitions/maternity-leave-pay/formula';
import messages from '../../definitions/maternity-leave-pay/messages.en.gen';
import maternity from '../../definitions/maternity-leave-pay/page';
import {
  type RulesInForce,
  rulesFor,
  rulesOf,
  STATE_IDS,
  STATES,
  type StateRules,
} from '../../definitions/maternity-leave-pay/state-programs';
import { WEDDING_CATEGORIES } from '../../definitions/wedding-budget/formula';
import weddingMessages from '../../definitions/wedding-budget/messages.en.gen';
import wedding from '../../definitions/wedding-budget/page';
import { actualParser } from '../../definitions/wedding-budget/present';
import { resultOf, runCalculator } from '../../src/engine';

const TODAY = { today: '2026-11-26' };

/** The wedding budget's actual-spending parser, worded as the page words it. */
const parseActual = actualParser(weddingMessages);

/** The definitions' cross-field checks, as the page and the CLI run them (worded). */
const childcareChecks = (input: Parameters<NonNullable<typeof childcare.checks>>[0]) =>
  childcare.checks?.(input, TODAY, childcare.messages as NonNullable<typeof childcare.messages>);
const educationChecks = (input: Parameters<NonNullable<typeof education.checks>>[0]) =>
  education.checks?.(input, TODAY, education.messages as NonNullable<typeof education.messages>);

describe('childcare-cost (hand-computed)', () => {
  it('converts each billing frequency to a month: ×52/12, ×26/12, ×1, ÷12', () => {
    const daycare = (
      costPerChild: number,
      billingFrequency: 'weekly' | 'bi-weekly' | 'monthly' | 'annually',
    ) => childcareFormula({ type: 'daycare', costPerChild, billingFrequency, numberOfChildren: 1 });
    expect(daycare(120, 'weekly').monthlyCost).toBe(520); // 120 × 52 / 12
    expect(daycare(600, 'bi-weekly').monthlyCost).toBe(1300); // 600 × 26 / 12
    expect(daycare(999.99, 'monthly').monthlyCost).toBe(999.99);
    expect(daycare(18000, 'annually').monthlyCost).toBe(1500);
  });

  it('multiplies by children, and the annual figure is the unrounded monthly × 12', () => {
    const result = childcareFormula({
      type: 'daycare',
      costPerChild: 100,
      billingFrequency: 'weekly',
      numberOfChildren: 3,
    });
    expect(result.monthlyCost).toBe(1300); // 100 × 52 / 12 × 3
    expect(result.annualCost).toBe(15600);
    const odd = childcareFormula({
      type: 'daycare',
      costPerChild: 1,
      billingFrequency: 'weekly',
      numberOfChildren: 1,
    });
    expect(odd.monthlyCost).toBe(4.33); // 4.3333…
    expect(odd.annualCost).toBe(52); // not 4.33 × 12 = 51.96
  });

  it('prices a nanny by rate × hours × 52 / 12 and after-school by cost × children', () => {
    expect(monthlyChildcareCost({ type: 'nanny', hourlyRate: 18.5, hoursPerWeek: 22.5 })).toBeCloseTo(
      1803.75,
      10,
    );
    expect(
      childcareFormula({ type: 'after-school', monthlyCostPerChild: 275.5, numberOfChildren: 2 }).annualCost,
    ).toBe(6612);
  });

  it('reports a zero cost at the field of the chosen type only', () => {
    expect(childcareChecks({ type: 'daycare', costPerChild: 0, numberOfChildren: 1 })).toEqual([
      { field: 'costPerChild', message: 'Cost per child must be more than $0.' },
    ]);
    expect(childcareChecks({ type: 'nanny', hourlyRate: 0, hoursPerWeek: 10 })).toEqual([
      { field: 'hourlyRate', message: 'Hourly rate must be more than $0.' },
    ]);
    expect(childcareChecks({ type: 'after-school', monthlyCostPerChild: 0, numberOfChildren: 1 })).toEqual([
      { field: 'monthlyCostPerChild', message: 'Monthly cost per child must be more than $0.' },
    ]);
    expect(childcareChecks({ type: 'nanny', hourlyRate: 15, hoursPerWeek: 10, costPerChild: 0 })).toEqual([]);
  });
});

describe('education-savings (hand-computed)', () => {
  it('grows savings monthly with end-of-month deposits, and handles 0 % without dividing by zero', () => {
    expect(futureValue(1000, 100, 0, 24)).toBe(3400);
    // 1,000 × 1.01¹² + 100 × (1.01¹² − 1) ÷ 0.01 = 1,126.83 + 1,268.25
    expect(futureValue(1000, 100, 0.01, 12)).toBeCloseTo(2395.0753, 3);
    expect(futureValue(0, 0, 0.05, 12)).toBe(0);
  });

  it('computes the sinking-fund payment, and shortfall ÷ months at 0 %', () => {
    expect(sinkingFundPayment(6600, 0, 24)).toBe(275);
    // 1,268.25 × 0.01 ÷ (1.01¹² − 1) = 100
    expect(sinkingFundPayment(1268.2503013197, 0.01, 12)).toBeCloseTo(100, 8);
  });

  it('needs a target age above the current age', () => {
    const base = {
      currentCost: 1000,
      currentSavings: 0,
      annualContribution: 0,
      inflationRate: 5,
      investmentGrowth: 7,
    };
    expect(educationChecks({ ...base, currentAge: 10, targetAge: 10 })).toEqual([
      { field: 'targetAge', message: 'Target age must be greater than the current age.' },
    ]);
    expect(educationChecks({ ...base, currentAge: 10, targetAge: 11 })).toEqual([]);
  });

  it('leaves the monthly target out when savings cover the cost, exactly at the boundary too', () => {
    const result = educationFormula({
      currentAge: 1,
      targetAge: 2,
      currentCost: 1000,
      currentSavings: 1000,
      annualContribution: 0,
      inflationRate: 0,
      investmentGrowth: 0,
    });
    expect(result.shortfall).toBe(0);
    expect(result.isCovered).toBe(true);
    expect('monthlyTarget' in result).toBe(false);
    expect(result.fundedPercent).toBe(100);
  });

  it('charts one row per year of age, from now to the target', () => {
    const result = educationFormula({
      currentAge: 15,
      targetAge: 18,
      currentCost: 10000,
      currentSavings: 0,
      annualContribution: 1200,
      inflationRate: 10,
      investmentGrowth: 0,
    });
    expect(result.yearByYear).toEqual([
      { year: 0, age: 15, savings: 0, cost: 10000 },
      { year: 1, age: 16, savings: 1200, cost: 11000 },
      { year: 2, age: 17, savings: 2400, cost: 12100 },
      { year: 3, age: 18, savings: 3600, cost: 13310 },
    ]);
    expect(result.futureCost).toBe(13310);
    expect(result.monthlyTarget).toBe(269.72); // (13,310 − 3,600) ÷ 36 = 269.722…
  });
});

describe('wedding-budget (hand-computed)', () => {
  it('has ten categories whose shares add up to 100 %', () => {
    expect(WEDDING_CATEGORIES).toHaveLength(10);
    expect(WEDDING_CATEGORIES.reduce((sum, category) => sum + category.percentage, 0)).toBe(100);
  });

  it('reads blank rows as 0 and names the row of a bad amount', () => {
    expect(parseActual({ 'Venue & Catering': '1500.50', Stationery: '', 'Gifts & Favors': null })).toEqual({
      value: { 'Venue & Catering': 1500.5 },
    });
    expect(parseActual('{"Miscellaneous": 20}')).toEqual({ value: { Miscellaneous: 20 } });
    expect(parseActual({ 'Venue & Catering': 'lots' })).toEqual({
      error: 'Actual amount for Venue & Catering must be a number.',
    });
    expect(parseActual({ Stationery: -5 })).toEqual({
      error: 'Actual amount for Stationery must be at least $0.',
    });
    expect(parseActual({ Cake: 10 })).toEqual({ error: '“Cake” is not one of the budget categories.' });
    expect(parseActual({ Cake: 10, Pie: 1, Stationery: 10_000_001 })).toEqual({
      error:
        '“Cake” and “Pie” are not budget categories. Actual amount for Stationery must be at most $10,000,000.',
    });
    expect(parseActual('not json')).toEqual({
      error: 'Actual spending must list amounts by budget category.',
    });
    expect(parseActual([1, 2])).toHaveProperty('error');
  });

  it('gives difference = planned − actual, remaining = total − spent, and 0 per guest without guests', () => {
    const result = resultOf(wedding, {
      totalBudget: 10000,
      actual: { 'Wedding Planner': 1000, Stationery: 450.25 },
    });
    const planner = result.categories.find((row) => row.name === 'Wedding Planner');
    const stationery = result.categories.find((row) => row.name === 'Stationery');
    expect(planner).toMatchObject({ plannedAmount: 1000, actualAmount: 1000, difference: 0 });
    expect(stationery).toMatchObject({ plannedAmount: 400, actualAmount: 450.25, difference: -50.25 });
    expect(result.totalActual).toBe(1450.25);
    expect(result.remaining).toBe(8549.75);
    expect(result.averagePerGuest).toBe(0);
    expect(result.tips[0]).toMatch(/Over plan in Stationery/);
  });

  it('hides the breakdown at a total of 0', () => {
    const result = resultOf(wedding, { totalBudget: 0, guests: 50 });
    expect(result.hasBudget).toBe(false);
    expect(result.averagePerGuest).toBe(0);
  });
});

describe('maternity-leave-pay (hand-computed)', () => {
  const set = (id: (typeof STATE_IDS)[number], date: string): RulesInForce['rules'] =>
    rulesFor(id, date).rules;
  const ca2025 = set('california', '2025-03-01');
  const ny2026 = set('new york', '2026-03-01');
  const dayAfter = (iso: string) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('holds contiguous dated rule sets for every state, each figure with a source', () => {
    expect(STATE_IDS).toEqual(
      expect.arrayContaining([
        'colorado',
        'district of columbia',
        'delaware',
        'minnesota',
        'maine',
        'hawaii',
        'vermont',
      ]),
    );
    for (const state of STATES) {
      const sets = state.periods.map((period) => rulesOf(messages, state, period));
      sets.forEach((rules, index) => {
        expect(rules.validFrom <= rules.validTo, `${state.id} ${rules.validFrom}`).toBe(true);
        if (index > 0)
          expect(rules.validFrom, state.id).toBe(dayAfter((sets[index - 1] as StateRules).validTo));
        for (const benefit of [rules.disability, rules.familyLeave]) {
          if (!benefit) continue;
          for (const url of Object.values(benefit.sources)) expect(url).toMatch(/^https:\/\//);
        }
        for (const url of Object.values(rules.sources)) expect(url).toMatch(/^https:\/\//);
      });
    }
  });

  it('is not stale: the newest rule set started less than a year ago, and no paying state’s data ended more than a year ago', () => {
    // The real date at test time, on purpose: stale program data must turn the suite red.
    const now = Date.now();
    const yearAgo = new Date(now - 365 * 86_400_000).toISOString().slice(0, 10);
    const sets = STATES.flatMap((state) => state.periods.map((period) => rulesOf(messages, state, period)));
    const newest = sets
      .map((rules) => rules.validFrom)
      .sort()
      .at(-1) as string;
    expect(newest >= yearAgo, `newest rule set starts ${newest}`).toBe(true);
    for (const state of STATES) {
      const last = state.periods.map((period) => rulesOf(messages, state, period)).at(-1) as StateRules;
      if (last.paysBenefits)
        expect(last.validTo >= yearAgo, `${state.id} data ends ${last.validTo}`).toBe(true);
    }
  });

  it('picks the rule set in force on the leave’s first day, and says when the date is past the data', () => {
    expect(rulesFor('rhode island', '2025-06-30').rules.disability?.maxWeekly).toBe(1070);
    expect(rulesFor('rhode island', '2025-07-01').rules.disability?.maxWeekly).toBe(1103);
    expect(rulesFor('oregon', '2025-07-05').rules.familyLeave?.maxWeekly).toBe(1568.6);
    expect(rulesFor('oregon', '2025-07-06').rules.familyLeave?.maxWeekly).toBe(1636.56);
    expect(rulesFor('district of columbia', '2025-10-01').rules.familyLeave?.maxWeekly).toBe(1190);
    expect(rulesFor('rhode island', '2026-11-26')).toMatchObject({ afterData: true, beforeData: false });
    expect(rulesFor('new jersey', '2020-01-01')).toMatchObject({ afterData: false, beforeData: true });
  });

  it('uses each state’s tiered rule, not a flat rate', () => {
    const ma2026 = set('massachusetts', '2026-03-01');
    expect(weeklyBenefit(1000, ma2026.familyLeave as never)).toBe(788.37); // 0.8 × 961.24 + 0.5 × 38.76
    const ct2026 = set('connecticut', '2026-03-01');
    expect(weeklyBenefit(1000, ct2026.familyLeave as never)).toBe(837.16); // 0.95 × 677.60 + 0.6 × 322.40
    expect(weeklyBenefit(5000, ct2026.familyLeave as never)).toBe(1016.4); // 60 × $16.94
    const mn = set('minnesota', '2026-03-01');
    expect(weeklyBenefit(1200, mn.familyLeave as never)).toBe(962.76); // 0.9 × 711.50 + 0.66 × 488.50
    expect(weeklyBenefit(2000, mn.familyLeave as never)).toBe(1423); // three tiers give 1,427.29 → cap
    const co = set('colorado', '2025-08-01');
    expect(weeklyBenefit(1000, co.familyLeave as never)).toBe(806.99); // 0.9 × 767.47 + 0.5 × 232.53
    expect(weeklyBenefit(1000, ca2025.familyLeave as never)).toBe(900); // 90 % band
    expect(weeklyBenefit(1200, ca2025.familyLeave as never)).toBe(1073.52); // 70 %, not below the band's top
    expect(weeklyBenefit(3000, ca2025.familyLeave as never)).toBe(1681);
    expect(weeklyBenefit(339.99, ny2026.disability as never)).toBe(170);
    expect(weeklyBenefit(5000, ny2026.familyLeave as never)).toBe(1228.53);
  });

  it('gives New Jersey’s 2026 cap today and the 2025 cap for a leave from 1 March 2025 (headless path)', () => {
    const raw = {
      annualSalary: 104000,
      leaveWeeks: 12,
      employmentState: 'new jersey',
      hasEmployerBenefits: 'no',
    };
    const now = runCalculator(maternity, raw, TODAY);
    const then = runCalculator(maternity, { ...raw, leaveStartDate: '2025-03-01' }, TODAY);
    expect(now.ok && now.result.stateWeeklyBenefit).toBe(1119);
    expect(then.ok && then.result.stateWeeklyBenefit).toBe(1081);
    // The default start is ctx.today, not the clock.
    const past = runCalculator(maternity, raw, { today: '2025-03-01' });
    expect(past.ok && past.result.leaveStartDate).toBe('2025-03-01');
    expect(past.ok && past.result.stateWeeklyBenefit).toBe(1081);
  });

  it('asks for the employer’s percentage at the field when the employer pays', () => {
    const outcome = runCalculator(
      maternity,
      { annualSalary: 52000, leaveWeeks: 12, employmentState: 'other', hasEmployerBenefits: 'yes' },
      TODAY,
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errors.map((error) => error.field)).toEqual(['employerPayPercentage']);
  });

  it('says which confirmed figure and date a leave past the data rests on (California 2026)', () => {
    const result = resultOf(
      maternity,
      { annualSalary: 156000, leaveWeeks: 12, employmentState: 'california', hasEmployerBenefits: 'no' },
      TODAY,
    );
    expect(result.rulesAfterData).toBe(true);
    expect(result.stateWeeklyBenefit).toBe(1681);
    expect(result.stateNotes.join(' ')).toMatch(/after Dec 31, 2025.*valid from Jan 01, 2025.*\$1,681/);
  });

  it('pays what each newer or special state pays', () => {
    const input = { annualSalary: 52000, leaveWeeks: 12, hasEmployerBenefits: 'no' as const };
    const run = (employmentState: (typeof STATE_IDS)[number], leaveStartDate: string) =>
      resultOf(maternity, { ...input, employmentState, leaveStartDate }, TODAY);
    expect(run('delaware', '2025-06-01').totalStateBenefits).toBe(0);
    expect(run('delaware', '2026-02-01').stateWeeklyBenefit).toBe(800); // 80 % of $1,000
    expect(run('minnesota', '2025-06-01').totalStateBenefits).toBe(0);
    expect(run('maine', '2026-04-30').totalStateBenefits).toBe(0);
    expect(run('maine', '2026-05-01').stateWeeklyBenefit).toBe(803.86); // 0.9 × 599.42 + 0.66 × 400.58
    const hawaii = run('hawaii', '2026-02-01');
    expect(hawaii).toMatchObject({ stateWeeklyBenefit: 580, disabilityWeeks: 6, familyLeaveWeeks: 0 });
    expect(hawaii.stateNotes.join(' ')).toMatch(/\$871.*not used/);
    const maryland = run('maryland', '2026-02-01');
    expect(maryland.totalStateBenefits).toBe(0);
    expect(maryland.stateNotes.join(' ')).toMatch(/Jan 01, 2027.*Jan 03, 2028/);
    const vermont = run('vermont', '2026-02-01');
    expect(vermont.totalStateBenefits).toBe(0);
    expect(vermont.stateNotes.join(' ')).toMatch(/voluntary/);
    expect(run('district of columbia', '2026-02-01').stateWeeklyBenefit).toBe(900); // 90 % of $1,000, inside the $1,050 band
  });

  it('pays disability weeks first, then family leave up to its maximum, then nothing', () => {
    const pay = leavePay(1000, 0, ca2025, 20);
    expect(pay).toMatchObject({
      disabilityWeeks: 10,
      familyLeaveWeeks: 8,
      unpaidStateWeeks: 2,
      totalLeavePay: 16200,
    });
    expect(pay.periods.map((period) => period.weeks)).toEqual([10, 8, 2]);
    expect(leavePay(1000, 0, ca2025, 4)).toMatchObject({
      disabilityWeeks: 4,
      familyLeaveWeeks: 0,
      totalLeavePay: 3600,
    });
  });

  it('never pays more than the weekly salary when the employer tops up', () => {
    const pay = leavePay(1000, 1000, ca2025, 2);
    expect(pay.periods[0]).toMatchObject({ stateWeekly: 900, employerWeekly: 100, totalWeekly: 1000 });
    expect(pay.totalLeavePay).toBe(2000);
    expect(pay.totalEmployerBenefits).toBe(200);
  });

  it('applies the combined cap (Washington 16 weeks)', () => {
    const pay = leavePay(1000, 0, set('washington', '2026-03-01'), 20);
    expect(pay).toMatchObject({ disabilityWeeks: 6, familyLeaveWeeks: 10, unpaidStateWeeks: 4 });
  });

  it('is ineligible just below the minimum earnings and eligible at it', () => {
    const nj = set('new jersey', '2026-03-01');
    expect(eligibilityMinimum(nj, 15499.99)).toBe(15500);
    expect(eligibilityMinimum(nj, 15500)).toBeNull();
    expect(eligibilityMinimum(undefined, 1)).toBeNull();
    expect(eligibilityMinimum(set('maryland', '2026-03-01'), 1)).toBeNull();
  });

  it('counts an employer percentage only for "yes"', () => {
    const base = { annualSalary: 52000, leaveWeeks: 6, employmentState: 'other' as const };
    expect(
      resultOf(maternity, { ...base, hasEmployerBenefits: 'no', employerPayPercentage: 80 }, TODAY)
        .employerWeeklyBenefit,
    ).toBe(0);
    expect(
      resultOf(maternity, { ...base, hasEmployerBenefits: 'yes', employerPayPercentage: 80 }, TODAY)
        .employerWeeklyBenefit,
    ).toBe(800);
  });

  it('states the FMLA’s 12-months-with-the-employer rule (29 CFR 825.110)', () => {
    const result = resultOf(
      maternity,
      { annualSalary: 52000, leaveWeeks: 12, employmentState: 'other', hasEmployerBenefits: 'no' },
      TODAY,
    );
    expect(result.recommendations.join(' ')).toMatch(
      /worked for your employer for at least 12 months.*825\.110/,
    );
  });

  it('advises applying 2–4 weeks ahead, and (waiting weeks + 1)–4 weeks with a waiting period', () => {
    const input = { annualSalary: 52000, leaveWeeks: 12, hasEmployerBenefits: 'no' as const };
    expect(resultOf(maternity, { ...input, employmentState: 'oregon' }, TODAY).recommendations).toContain(
      'Apply 2–4 weeks before your leave starts so the first payment is not delayed.',
    );
    expect(
      resultOf(maternity, { ...input, employmentState: 'california' }, TODAY).recommendations[0],
    ).toMatch(/^Apply 2–4 weeks before your leave starts: California has a 7-day unpaid waiting period/);
  });

  it('fills every field of the spec’s maternity result', () => {
    const result = resultOf(
      maternity,
      {
        annualSalary: 60000,
        leaveWeeks: 12,
        employmentState: 'massachusetts',
        hasEmployerBenefits: 'unsure',
      },
      TODAY,
    );
    for (const key of [
      'weeklySalary',
      'stateWeeklyBenefit',
      'employerWeeklyBenefit',
      'totalWeeklyBenefit',
      'totalLeavePay',
      'totalRegularPay',
      'incomeGap',
      'replacementRate',
      'stateBenefitRate',
      'isEligible',
      'eligibilityIssues',
      'programDetails',
      'stateName',
      'waitingPeriod',
      'maxStateBenefitWeeks',
      'leaveWeeks',
      'recommendations',
      'taxImpact',
      'savingsPlanning',
      'scenarios',
      'planningPhases',
      'returnToWork',
    ]) {
      expect(result, key).toHaveProperty(key);
    }
    for (const phase of ['preLeave', 'duringLeave', 'postLeave'] as const) {
      expect(Object.keys(result.planningPhases[phase])).toEqual(['timeline', 'tasks', 'financialGoals']);
    }
    expect(result.scenarios.map((scenario) => scenario.weeks)).toEqual([6, 8, 12, 16]);
  });

  it('uses 4.33 weeks a month and 17 % tax for the return-to-work budget', () => {
    const result = resultOf(
      maternity,
      { annualSalary: 26000, leaveWeeks: 8, employmentState: 'other', hasEmployerBenefits: 'no' },
      TODAY,
    );
    expect(result.returnToWork).toMatchObject({
      estimatedChildcareCost: 1515.5,
      monthlyTakeHome: 1796.95,
      netIncomeAfterChildcare: 281.45,
      budgetAdjustmentNeeded: true,
    });
  });
});
