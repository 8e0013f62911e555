import { deficitValues, MIFFLIN_MAX_AGE, MIFFLIN_MIN_AGE } from '@/engine';
import {
  type CalorieInput,
  type CalorieValues,
  MIN_DAILY_CALORIES,
  OPTION_KCAL,
  UNDERWEIGHT_BMI,
} from './formula';
import type { Messages } from './messages.en.gen';

/** The calorie result the page and `npm run calc` show: weekly changes, the options table and advice in words. */
export function presentCalorie(values: CalorieValues, input: CalorieInput, m: Messages) {
  const {
    floorCase,
    targetBelowBmr,
    teen,
    pastFitted,
    goalWeeklyChangeShown,
    underweight,
    towardUnderweight,
    options,
    ...shown
  } = values;
  const deficit = deficitValues(input.weightUnit);
  const floor = MIN_DAILY_CALORIES;
  const weekly = m.weekly({ ...values.weeklyWeightChangeShown, about: 'no' });
  const toward = towardUnderweight && {
    ...towardUnderweight,
    unit: input.weightUnit === 'lbs' ? ('lbs' as const) : ('kg' as const),
    floor: UNDERWEIGHT_BMI,
  };
  return {
    ...shown,
    weeklyWeightChangeShown: weekly,
    // Under the headline when she is underweight: why the target offers no deficit (empty, and not shown, otherwise).
    targetNote: underweight
      ? m.underweight({
          bmi: values.bmi,
          floor: UNDERWEIGHT_BMI,
          withheld: underweight.lossWithheld ? 'yes' : 'no',
        })
      : '',
    ...(options
      ? {
          options: options.map((row) => {
            const about = row.about ? 'yes' : 'no';
            return {
              option: m.option({ ...row, ...OPTION_KCAL }),
              calories: row.calories,
              change: m.weekly({ ...row.change, about }),
              changeShown: m.weekly({ ...row.changeShown, about }),
              note: m.optionNote({ note: row.note, floor }),
            };
          }),
        }
      : {}),
    recommendations: [
      ...(teen ? [m.teen({ tdee: values.tdee })] : []),
      ...(toward?.when === 'soon' ? [m.nearUnderweight(toward)] : []),
      ...(floorCase
        ? [
            m.floorCase({
              floorCase,
              rate: m.weekly({ ...goalWeeklyChangeShown, about: 'no' }),
              requested: values.requestedCalories,
              floor,
              shown: weekly,
              // Read by `unreachable` only, where the floor lies between the requested intake and the TDEE: a loss.
              loss: values.weeklyWeightChangeShown.amount,
              unit: values.weeklyWeightChangeShown.unit,
              tdee: values.tdee,
            }),
          ]
        : []),
      ...(targetBelowBmr ? [m.belowBmr(values)] : []),
      ...(pastFitted ? [m.pastFitted({ min: MIFFLIN_MIN_AGE, max: MIFFLIN_MAX_AGE })] : []),
      m.atLevel({ level: input.activityLevel, tdee: values.tdee }),
      ...(toward?.when === 'later' ? [m.lowestHealthy(toward)] : []),
      m.weigh(),
      m.recalculate(deficit),
    ],
    // Advice on eating less is for adults who may lose weight.
    education: [m.burns(), ...(teen || underweight ? [] : [m.eatingLess(deficit), m.protein()])],
  };
}
