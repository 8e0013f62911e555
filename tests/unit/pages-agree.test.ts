/**
 * A result page agrees with itself: what one block says, another does
 * not contradict, and a sentence built from parts reads as written English and Spanish.
 */
import { describe, expect, it } from 'vitest';
import calorieEs from '../../definitions/calorie/messages.es.gen';
import calorie from '../../definitions/calorie/page';
import dueDateEs from '../../definitions/due-date/messages.es.gen';
import dueDate from '../../definitions/due-date/page';
import educationEs from '../../definitions/education-savings/messages.es.gen';
import education from '../../definitions/education-savings/page';
import tdeeEs from '../../definitions/tdee/messages.es.gen';
import tdee from '../../definitions/tdee/page';
import { type AnyCalculatorDefinition, definitionIn, runCalculator } from '../../src/engine';

const TODAY = { today: '2026-11-28' };

/** Every string a result holds. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(wordsOf);
  return [];
}

function resultOf(def: AnyCalculatorDefinition, input: Record<string, unknown>) {
  const outcome = runCalculator(def, input, TODAY);
  if (!outcome.ok) throw new Error(`${def.id}: ${JSON.stringify(outcome.errors)}`);
  return outcome.result as Record<string, unknown>;
}

describe('activity levels in a sentence', () => {
  const body = { weight: 60, weightUnit: 'kg', height: 165, heightUnit: 'cm', age: 30 };
  const levels = ['sedentary', 'lightlyActive', 'moderatelyActive', 'veryActive', 'extraActive'];
  const cases = [
    ['calorie', calorie, definitionIn(calorie, calorieEs), { goal: 'maintain' }],
    ['tdee', tdee, definitionIn(tdee, tdeeEs), { gender: 'female' }],
  ] as const;
  for (const [id, english, spanish, extra] of cases) {
    it(`${id}: "an extra active level", never "a extra", in every level`, () => {
      for (const activityLevel of levels) {
        const words = wordsOf(resultOf(english as never, { ...body, ...extra, activityLevel }));
        expect(
          words.filter((text) => /\ba [aeio]/i.test(text)),
          activityLevel,
        ).toEqual([]);
        expect(
          wordsOf(resultOf(spanish as never, { ...body, ...extra, activityLevel })).join('\n'),
        ).not.toMatch(/\bun [aeio]/i);
      }
      const extraActive = wordsOf(
        resultOf(english as never, { ...body, ...extra, activityLevel: 'extraActive' }),
      );
      expect(extraActive.some((text) => text.startsWith('At an extra active level you use about'))).toBe(
        true,
      );
    });
  }
});

describe('due date: the countdown, the stats and the calculation agree before and after the date', () => {
  const spanish = definitionIn(dueDate, dueDateEs);
  // Today 2026-11-28: a last period 41 weeks 2 days ago puts the due date 9 days back, 39 weeks ago 7 days ahead.
  const cases = [
    { lastPeriodDate: '2026-02-12', weeks: 41, days: 2, countdown: 'Your due date was 9 days ago.' },
    { lastPeriodDate: '2026-02-28', weeks: 39, days: 0, countdown: '7 days to go.' },
    { lastPeriodDate: '2026-02-21', weeks: 40, days: 0, countdown: 'Your due date is today.' },
  ];
  for (const { lastPeriodDate, weeks, days, countdown } of cases) {
    it(`last period ${lastPeriodDate}: ${countdown}`, () => {
      const input = { lastPeriodDate, cycleLength: 28 };
      const result = resultOf(dueDate as never, input);
      expect(result.countdown).toBe(countdown);
      // A stat of days until the due date says the countdown's number; past the date there is none to say (not a
      // "0" beside "was 9 days ago").
      const daysLeft = /^Your due date is today/.test(countdown)
        ? 0
        : Number(/^(\d+) days? to go/.exec(countdown)?.[1] ?? Number.NaN);
      for (const block of dueDate.result)
        if (block.block === 'stats')
          for (const item of block.items)
            if (/until your due date/i.test(item.label))
              expect(result[item.value], `${item.label} beside "${countdown}"`).toBe(daysLeft);
      // "The calculation with your numbers": 280 days minus the days to go, or plus the days past, is the weeks shown.
      for (const [def, pattern] of [
        [
          dueDate,
          /^Weeks pregnant = 280 days ([−+]) (\d+) days? (?:to go|past the due date) = (\d+) weeks? (\d+) days?/,
        ],
        [
          spanish,
          /^Semanas de embarazo = 280 días ([−+]) (\d+) días? (?:que faltan|después de la fecha probable de parto) = (\d+) semanas? y (\d+) días?/,
        ],
      ] as const) {
        const outcome = runCalculator(def as never, input, TODAY);
        if (!outcome.ok) throw new Error('does not compute');
        const lines =
          def.explain?.(outcome.input as never, outcome.result as never, def.messages as never) ?? [];
        const line = lines.find((text) => pattern.test(text));
        expect(line, lines.join('\n')).toBeDefined();
        const [, sign, counted, shownWeeks, shownDays] = pattern.exec(line ?? '') ?? [];
        const total = 280 + (sign === '+' ? 1 : -1) * Number(counted);
        expect([Math.floor(total / 7), total % 7], line).toEqual([Number(shownWeeks), Number(shownDays)]);
        expect([Number(shownWeeks), Number(shownDays)]).toEqual([weeks, days]);
      }
    });
  }
});

describe('education savings: a cost of $0 is a message at the field, not congratulations', () => {
  const input = {
    currentAge: 5,
    targetAge: 18,
    currentCost: 0,
    currentSavings: 0,
    annualContribution: 0,
    inflationRate: 5,
    investmentGrowth: 7,
  };
  it('says so in English and Spanish, at the cost field', () => {
    expect(runCalculator(education, input, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'currentCost', message: 'Cost of the education today must be more than $0.' }],
    });
    const spanish = definitionIn(education, educationEs);
    expect(runCalculator(spanish, input, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'currentCost', message: 'El costo actual de la educación debe ser mayor de $0.' }],
    });
  });
  it('a cost of $1 is computed', () => {
    expect(runCalculator(education, { ...input, currentCost: 1 }, TODAY).ok).toBe(true);
  });
});
