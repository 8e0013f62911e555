import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import bmi from '../../definitions/bmi/page';
import type { MaternityInput } from '../../definitions/maternity-leave-pay/formula';
import maternity from '../../definitions/maternity-leave-pay/page';
import { STATES } from '../../definitions/maternity-leave-pay/state-programs';
import tdee from '../../definitions/tdee/page';
import type { WaistHeightInput } from '../../definitions/waist-to-height/formula';
import waistToHeight from '../../definitions/waist-to-height/page';
import { allocateCents, WEDDING_CATEGORIES, weddingFormula } from '../../definitions/wedding-budget/formula';
import {
  explainLines,
  formatMoney,
  formatNumber,
  resultOf,
  toCanonical,
  type UnitId,
} from '../../src/engine';

/** Every string anywhere in a result. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The waist-to-height result the page shows (category in words). */
const waistHeight = (input: WaistHeightInput) => resultOf(waistToHeight, input);

describe('waist-to-height: the healthy range shown is exactly the waists that get "Healthy"', () => {
  it('84 cm at 168 cm is 0.50, increased risk, and the range shown ends below it', () => {
    const result = waistHeight({ waist: 84, height: 168, unit: 'cm' });
    expect(result.ratio).toBe(0.5);
    expect(result.category).toBe('Increased health risk');
    expect(result.healthyWaist).toEqual({ min: 66.4, max: 83.1 });
  });

  it.each<[UnitId, number[]]>([
    ['cm', [150, 155.5, 160, 165, 168, 172.3, 180, 199.9]],
    ['in', [59, 62.5, 64, 66, 70.2, 75]],
  ])('in %s: the ends are healthy and one tenth beyond them is not', (unit, heights) => {
    const categoryAt = (waist: number, height: number) =>
      waistHeight({ waist: toCanonical(waist, unit), height: toCanonical(height, unit), unit }).category;
    for (const height of heights) {
      const { min, max } = waistHeight({
        waist: toCanonical(70, unit),
        height: toCanonical(height, unit),
        unit,
      }).healthyWaist;
      expect(categoryAt(min, height), `${min} at ${height}`).toBe('Healthy');
      expect(categoryAt(max, height), `${max} at ${height}`).toBe('Healthy');
      expect(categoryAt(Math.round((min - 0.1) * 10) / 10, height)).not.toBe('Healthy');
      expect(categoryAt(Math.round((max + 0.1) * 10) / 10, height)).not.toBe('Healthy');
    }
  });
});

describe('wedding budget: the categories add up to the budget to the cent', () => {
  it('$1,234.57 splits into categories that add up to $1,234.57 (not $1,234.59)', () => {
    const result = weddingFormula({ totalBudget: 1234.57 });
    const cents = result.categories.reduce((sum, row) => sum + Math.round(row.plannedAmount * 100), 0);
    expect(cents).toBe(123457);
    expect(result.totalPlanned).toBe(1234.57);
  });

  it('allocates by largest remainder: every share within a cent of its exact amount, the sum exact', () => {
    const percentages = WEDDING_CATEGORIES.map((category) => category.percentage);
    for (const total of [0.01, 0.99, 1, 17.03, 1234.57, 9999.99, 25000, 31415.92, 123456.78]) {
      const shares = allocateCents(total, percentages);
      expect(Math.round(shares.reduce((sum, share) => sum + share * 100, 0))).toBe(Math.round(total * 100));
      shares.forEach((share, index) => {
        expect(Math.abs(share - (total * (percentages[index] ?? 0)) / 100)).toBeLessThan(0.01);
      });
    }
    // 1 cent over [50, 50]: the tie goes to the first share.
    expect(allocateCents(0.01, [50, 50])).toEqual([0.01, 0]);
  });
});

describe('maternity leave pay: one style per page', () => {
  // "1 January 2025" or "19 Nov 2024": a day before its month, where the page writes 'MMM dd, yyyy'.
  const LONG_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/;
  const inputs = STATES.flatMap((state) =>
    ['2025-03-01', '2026-02-01', '2026-08-01'].map(
      (leaveStartDate): MaternityInput => ({
        annualSalary: 41600,
        leaveWeeks: 12,
        employmentState: state.id,
        hasEmployerBenefits: 'yes',
        employerPayPercentage: 20,
        leaveStartDate,
      }),
    ),
  );

  it("writes every date in the result and in about.md as the page's 'MMM dd, yyyy'", () => {
    for (const input of inputs) {
      const found = strings(resultOf(maternity, input, { today: '2026-11-27' })).filter((text) =>
        LONG_DATE.test(text),
      );
      expect(found, `${input.employmentState} ${input.leaveStartDate}`).toEqual([]);
    }
    const about = readFileSync('definitions/maternity-leave-pay/about.md', 'utf8');
    expect(about.match(LONG_DATE)).toBeNull();
  });

  it('writes a negative amount with a minus sign, as the rest of the site does', () => {
    expect(formatMoney(-478.8)).toBe('−$478.80');
    expect(formatNumber(-2.5, 1)).toBe('−2.5');
    expect(formatMoney(478.8)).toBe('$478.80');
  });

  it('shows every share of pay with the same rounding (78.8 % is never 79 % elsewhere)', () => {
    const decimals = new Set<number>();
    const visit = (node: unknown, key = ''): void => {
      if (Array.isArray(node)) {
        for (const child of node) visit(child);
      } else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        const format = record.format as { kind?: string; decimals?: number } | undefined;
        const path = String(record.value ?? record.key ?? key);
        if (format?.kind === 'percent' && !path.endsWith('taxRate')) decimals.add(format.decimals ?? 0);
        for (const [childKey, child] of Object.entries(record)) visit(child, childKey);
      }
    };
    visit(maternity.result);
    expect([...decimals]).toEqual([1]);
    for (const input of inputs) {
      const result = resultOf(maternity, input, { today: '2026-11-27' });
      expect(result.summary).toContain(`(${formatNumber(result.replacementRate, 1)}%)`);
    }
  });
});

describe('tdee: every target below the floor is named', () => {
  it('names the moderate and aggressive targets when both are under 1,200 kcal', () => {
    const result = resultOf(tdee, {
      weight: 55,
      weightUnit: 'kg',
      height: 160,
      heightUnit: 'cm',
      age: 40,
      gender: 'female',
      activityLevel: 'lightlyActive',
    });
    // An adult (40) gets the targets; under 18 the result has none.
    if (!result.weightLossCalories) throw new Error('expected targets for an adult');
    const { mild, moderate, aggressive } = result.weightLossCalories;
    expect(mild).toBeGreaterThanOrEqual(1200);
    expect(moderate).toBeLessThan(1200);
    const warning = result.recommendations[0] ?? '';
    expect(warning).toContain(`moderate (${moderate.toLocaleString('en-US')} kcal)`);
    expect(warning).toContain(`aggressive (${aggressive.toLocaleString('en-US')} kcal)`);
    expect(warning).not.toContain('mild');
  });

  it('names all three, in a list, when even the mild target is under 1,200 kcal', () => {
    // 450 + 937.5 − 350 − 161 = 876.5 × 1.2 = 1,052 kcal: mild 802, moderate 552, aggressive 302.
    const input = { weight: 45, height: 150, age: 70, gender: 'female', activityLevel: 'sedentary' } as const;
    const result = resultOf(tdee, { ...input, weightUnit: 'kg', heightUnit: 'cm' });
    expect(result.recommendations[0]).toBe(
      'The mild (802 kcal), moderate (552 kcal) and aggressive (302 kcal) targets are below 1,200 kcal a day, the usual minimum without medical supervision.',
    );
  });
});

describe('"the calculation with your numbers" starts from the units she typed', () => {
  it('BMI in feet and pounds shows 5 ft 6 in and 150 lbs, and the healthy range in pounds', () => {
    const input = {
      height: toCanonical(5.5, 'ft'),
      heightUnit: 'ft' as const,
      weight: toCanonical(150, 'lbs'),
      weightUnit: 'lbs' as const,
    };
    const lines = explainLines(bmi, input, resultOf(bmi, input)).join('\n');
    expect(lines).toContain('5 ft 6 in = 167.64 cm');
    expect(lines).toContain('150 lbs = 68.04 kg');
    expect(lines).toMatch(/= 114\.6–154\.3 lbs\./);
  });

  it('BMI in cm and kg adds no conversion line', () => {
    const input = { height: 165, heightUnit: 'cm' as const, weight: 60, weightUnit: 'kg' as const };
    expect(explainLines(bmi, input, resultOf(bmi, input))).toHaveLength(2);
  });

  it('TDEE in pounds and inches shows her numbers', () => {
    const input = {
      weight: toCanonical(130, 'lbs'),
      weightUnit: 'lbs' as const,
      height: toCanonical(63, 'in'),
      heightUnit: 'in' as const,
      age: 28,
      gender: 'female' as const,
      activityLevel: 'lightlyActive' as const,
    };
    const lines = explainLines(tdee, input, resultOf(tdee, input)).join('\n');
    expect(lines).toContain('130 lbs = 58.97 kg');
    expect(lines).toContain('63 in = 160.02 cm');
  });
});
