import { deficitValues } from '@/engine';
import { type CalorieInput, type CalorieValues, MIN_DAILY_CALORIES } from './formula';
import type { Messages } from './messages.en.gen';

/** The calorie result the page and `npm run calc` show: weekly changes, the options table and advice in words. */
export function calorieWords(values: CalorieValues, input: CalorieInput, m: Messages) {
  const { floorCase, targetBelowBmr, teen, goalWeeklyChangeShown, ...shown } = values;
  const deficit = deficitValues(input.weightUnit);
  const floor = MIN_DAILY_CALORIES;
  const weekly = m.weekly({ ...values.weeklyWeightChangeShown, about: 'no' });
  return {
    ...shown,
    weeklyWeightChangeShown: weekly,
    options: values.options.map((row) => {
      const about = row.about ? 'yes' : 'no';
      return {
        option: m.option(row),
        calories: row.calories,
        change: m.weekly({ ...row.change, about }),
        changeShown: m.weekly({ ...row.changeShown, about }),
        note: m.optionNote({ note: row.note, floor }),
      };
    }),
    recommendations: [
      ...(floorCase
        ? [
            m.floorCase({
              floorCase,
              rate: m.weekly({ ...goalWeeklyChangeShown, about: 'no' }),
              requested: values.requestedCalories,
              floor,
              shown: weekly,
              tdee: values.tdee,
            }),
          ]
        : []),
      ...(targetBelowBmr ? [m.belowBmr(values)] : []),
      ...(teen ? [m.teen()] : []),
      m.atLevel({ level: input.activityLevel, tdee: values.tdee }),
      m.weigh(),
      m.recalculate(deficit),
    ],
    education: [m.burns(), m.eatingLess(deficit), m.protein()],
  };
}

/** Calorie result. */
export type CalorieResult = ReturnType<typeof calorieWords>;
