import { describe, expect, it } from 'vitest';
import {
  childcareChecks,
  childcareFormula,
  monthlyChildcareCost,
} from '../../definitions/childcare-cost/formula';
import {
  educationChecks,
  educationFormula,
  futureValue,
  sinkingFundPayment,
} from '../../definitions/education-savings/formula';
import {
  eligibility,
  leavePay,
  maternityFormula,
  weeklyBenefit,
} from '../../definitions/maternity-leave-pay/formula';
import { RULES_2024, rulesFor, STATE_IDS } from '../../definitions/maternity-leave-pay/state-programs';
import { parseActual, WEDDING_CATEGORIES, weddingFormula } from '../../definitions/wedding-budget/formula';

const TODAY = { today: '2024-09-01' };

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
    expect(childcareChecks({ type: 'nanny', hourlyRate: 0, hoursPerWeek: 10 })[0]?.field).toBe('hourlyRate');
    expect(
      childcareChecks({ type: 'after-school', monthlyCostPerChild: 0, numberOfChildren: 1 })[0]?.field,
    ).toBe('monthlyCostPerChild');
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
    expect(parseActual('not json')).toHaveProperty('error');
    expect(parseActual([1, 2])).toHaveProperty('error');
  });

  it('gives difference = planned − actual, remaining = total − spent, and 0 per guest without guests', () => {
    const result = weddingFormula({
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
    const result = weddingFormula({ totalBudget: 0, guests: 50 });
    expect(result.hasBudget).toBe(false);
    expect(result.averagePerGuest).toBe(0);
  });
});

describe('maternity-leave-pay (hand-computed)', () => {
  const ca = RULES_2024.programs.california;
  const ny = RULES_2024.programs['new york'];

  it('has a program for every state of the select except "other", each with dated figures and sources', () => {
    for (const id of STATE_IDS) {
      if (id === 'other') continue;
      const program = RULES_2024.programs[id];
      expect(program.validFrom <= program.validTo).toBe(true);
      for (const benefit of [program.disability, program.familyLeave]) {
        for (const url of Object.values(benefit.sources)) expect(url).toMatch(/^https:\/\//);
      }
    }
    expect(rulesFor('2030-01-01').year).toBe(2024);
    expect(rulesFor('2020-01-01').year).toBe(2024);
  });

  it('takes the lesser of salary × rate and the cap, to the cent', () => {
    expect(weeklyBenefit(1000, ca.disability)).toBe(600);
    expect(weeklyBenefit(2700, ca.disability)).toBe(1620); // 1,620 exactly at the cap
    expect(weeklyBenefit(2701, ca.disability)).toBe(1620);
    expect(weeklyBenefit(339.99, ny.disability)).toBe(170); // 50% = 170.00 (rounded) — the NY cap
    expect(weeklyBenefit(300, ny.disability)).toBe(150);
    expect(weeklyBenefit(1718.15, ny.familyLeave)).toBe(1151.16); // 67% of the state average weekly wage
  });

  it('pays disability weeks first, then family leave up to its maximum, then nothing', () => {
    const pay = leavePay(1000, 0, ca, 20);
    expect(pay).toMatchObject({
      disabilityWeeks: 10,
      familyLeaveWeeks: 8,
      unpaidStateWeeks: 2,
      totalLeavePay: 10800,
    });
    expect(pay.periods.map((period) => period.weeks)).toEqual([10, 8, 2]);
    expect(leavePay(1000, 0, ca, 4)).toMatchObject({
      disabilityWeeks: 4,
      familyLeaveWeeks: 0,
      totalLeavePay: 2400,
    });
  });

  it('never pays more than the weekly salary when the employer tops up', () => {
    const pay = leavePay(1000, 1000, ca, 2);
    expect(pay.periods[0]).toMatchObject({ stateWeekly: 600, employerWeekly: 400, totalWeekly: 1000 });
    expect(pay.totalLeavePay).toBe(2000);
    expect(pay.totalEmployerBenefits).toBe(800);
  });

  it('applies the combined cap (Washington 16 weeks)', () => {
    const pay = leavePay(1000, 0, RULES_2024.programs.washington, 20);
    expect(pay).toMatchObject({ disabilityWeeks: 6, familyLeaveWeeks: 10, unpaidStateWeeks: 4 });
  });

  it('pays nothing from Maryland in 2024 and says why', () => {
    const result = maternityFormula(
      {
        annualSalary: 52000,
        leaveWeeks: 12,
        employmentState: 'maryland',
        hasEmployerBenefits: 'yes',
        employerPayPercentage: 50,
      },
      TODAY,
    );
    expect(result.totalStateBenefits).toBe(0);
    expect(result.stateBenefitRate).toBe(0);
    expect(result.totalLeavePay).toBe(6000); // employer 50% of $1,000 × 12
    expect(result.stateNotes.join(' ')).toMatch(/Maryland paid no FAMLI benefits in 2024/);
  });

  it('is ineligible just below the minimum earnings and eligible at it', () => {
    const nj = RULES_2024.programs['new jersey'];
    expect(eligibility(nj, 14199.99)).toEqual(['Minimum annual earnings: $14,200']);
    expect(eligibility(nj, 14200)).toEqual([]);
    expect(eligibility(undefined, 1)).toEqual([]);
    expect(eligibility(RULES_2024.programs.maryland, 1)).toEqual([]);
  });

  it('counts an employer percentage only for "yes", and 0 % when "yes" has no percentage', () => {
    const base = { annualSalary: 52000, leaveWeeks: 6, employmentState: 'other' as const };
    expect(
      maternityFormula({ ...base, hasEmployerBenefits: 'no', employerPayPercentage: 80 }, TODAY)
        .employerWeeklyBenefit,
    ).toBe(0);
    const missing = maternityFormula({ ...base, hasEmployerBenefits: 'yes' }, TODAY);
    expect(missing.employerWeeklyBenefit).toBe(0);
    expect(missing.recommendations.join(' ')).toMatch(/gave no percentage/);
  });

  it('advises applying 2–4 weeks ahead, and (waiting weeks + 1)–4 weeks with a waiting period', () => {
    const input = { annualSalary: 52000, leaveWeeks: 12, hasEmployerBenefits: 'no' as const };
    expect(maternityFormula({ ...input, employmentState: 'oregon' }, TODAY).recommendations).toContain(
      'Apply 2–4 weeks before your leave starts so the first payment is not delayed.',
    );
    expect(maternityFormula({ ...input, employmentState: 'california' }, TODAY).recommendations[0]).toMatch(
      /^Apply 2–4 weeks before your leave starts: California has a 7-day unpaid waiting period/,
    );
  });

  it('fills every field of the spec’s maternity result', () => {
    const result = maternityFormula(
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
    expect(Object.keys(result.returnToWork)).toEqual(
      expect.arrayContaining(['estimatedChildcareCost', 'netIncomeAfterChildcare', 'budgetAdjustmentNeeded']),
    );
  });

  it('uses 4.33 weeks a month and 17 % tax for the return-to-work budget', () => {
    const result = maternityFormula(
      { annualSalary: 26000, leaveWeeks: 8, employmentState: 'other', hasEmployerBenefits: 'no' },
      TODAY,
    );
    // $500 a week × 4.33 × 0.83 = $1,796.95 take-home; childcare $350 × 4.33 = $1,515.50
    expect(result.returnToWork).toMatchObject({
      estimatedChildcareCost: 1515.5,
      monthlyTakeHome: 1796.95,
      netIncomeAfterChildcare: 281.45,
      budgetAdjustmentNeeded: true,
    });
  });
});
