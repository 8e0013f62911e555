import {
  type ActivityLevel,
  caloriesByActivity,
  deficitValues,
  ENERGY_ADULT_AGE,
  fromCanonical,
  MIFFLIN_MAX_AGE,
  mifflinStJeor,
  round,
  type UnitId,
  weeklyChange,
  weeklyChangeKg,
} from '@/engine';

/** The goals' daily calorie changes (spec part 2 §9): for 1, 0.5 and 0.25 kg a week. */
export const KCAL_FOR_1_KG_A_WEEK = 1100;
export const KCAL_FOR_HALF_KG_A_WEEK = 550;
export const KCAL_FOR_QUARTER_KG_A_WEEK = 275;

/** The daily change of the options table's mild, moderate and aggressive rows (spec), kcal: deficit or surplus. */
export const MILD_KCAL = 250;
export const MODERATE_KCAL = 500;
export const AGGRESSIVE_KCAL = 750;
/** The same as the options' message parameters. */
export const OPTION_KCAL = {
  mildKcal: MILD_KCAL,
  moderateKcal: MODERATE_KCAL,
  aggressiveKcal: AGGRESSIVE_KCAL,
};

/**
 * Goals with their daily calorie change (spec part 2 §9); the weekly change each gives is computed from the one
 * energy constant (adjustment × 7 ÷ 7,700 kcal/kg), never typed in. `key` is the id messages.ts selects on (the
 * form's labels too).
 */
export const CALORIE_GOALS = [
  { value: 'lose-2', key: 'lose2', adjustment: -KCAL_FOR_1_KG_A_WEEK },
  { value: 'lose-1', key: 'lose1', adjustment: -KCAL_FOR_HALF_KG_A_WEEK },
  { value: 'lose-0.5', key: 'loseHalf', adjustment: -KCAL_FOR_QUARTER_KG_A_WEEK },
  { value: 'maintain', key: 'maintain', adjustment: 0 },
  { value: 'gain-0.5', key: 'gainHalf', adjustment: KCAL_FOR_QUARTER_KG_A_WEEK },
  { value: 'gain-1', key: 'gain1', adjustment: KCAL_FOR_HALF_KG_A_WEEK },
] as const;

/** One of the six goals. */
export type CalorieGoal = (typeof CALORIE_GOALS)[number]['value'];

/** Lowest daily intake generally advised for women without medical supervision (spec). */
export const MIN_DAILY_CALORIES = 1200;

/**
 * The adult BMI under which a woman is underweight (WHO): the page offers her no deficit, and a loss goal names the
 * weight at this BMI for her height, the lowest healthy weight.
 */
export const UNDERWEIGHT_BMI = 18.5;

/** The largest breakdown deficit; below this TDEE the breakdown would show negative calories. */
export const LARGEST_BREAKDOWN_DEFICIT = Math.max(MILD_KCAL, MODERATE_KCAL, AGGRESSIVE_KCAL);

/** Canonical calorie input: weight in kg, height in cm. */
export interface CalorieInput {
  weight: number;
  weightUnit: UnitId;
  height: number;
  heightUnit: UnitId;
  age: number;
  activityLevel: ActivityLevel;
  goal: CalorieGoal;
}

/** The goal entry for a goal value. */
export function goalOf(goal: CalorieGoal) {
  return CALORIE_GOALS.find((entry) => entry.value === goal) ?? CALORIE_GOALS[3];
}

/** TDEE (kcal/day, whole) for the input: Mifflin–St Jeor female BMR × the activity multiplier. */
export function tdeeOf(input: Pick<CalorieInput, 'weight' | 'height' | 'age' | 'activityLevel'>): number {
  return caloriesByActivity(mifflinStJeor(input.weight, input.height, input.age))[input.activityLevel];
}

/**
 * How near a loss goal takes her to BMI 18.5: `soon` when she would pass it before the page asks her to recheck (the
 * recheck step, 5 kg or 10 lbs, is more than the room left), else `later`; `null` when she is not losing.
 */
function towardUnderweight(input: CalorieInput, weeklyKg: number) {
  const meters = input.height / 100;
  const lowestKg = UNDERWEIGHT_BMI * meters ** 2;
  const roomKg = input.weight - lowestKg;
  const recheckKg = deficitValues(input.weightUnit).recheckEvery / fromCanonical(1, input.weightUnit);
  return {
    lowestHealthyWeight: round(fromCanonical(lowestKg, input.weightUnit), 1),
    roomToUnderweight: round(fromCanonical(roomKg, input.weightUnit), 1),
    weeksToUnderweight: Math.max(1, Math.round(roomKg / Math.abs(weeklyKg))),
    when: roomKg < recheckKg ? 'soon' : 'later',
  } as const;
}

/**
 * Daily calorie target for a weight goal, from Mifflin–St Jeor BMR and the activity multiplier (values only). Under
 * ENERGY_ADULT_AGE only maintenance is offered (the definition's check refuses other goals, and the result leaves the
 * deficits and surpluses out); an underweight adult (BMI under 18.5) is offered no deficit whatever her goal.
 */
export function calorieFormula(input: CalorieInput) {
  const exactBmr = mifflinStJeor(input.weight, input.height, input.age);
  const tdee = tdeeOf(input);
  const goal = goalOf(input.goal);
  const teen = input.age < ENERGY_ADULT_AGE;
  // Judged on the rounded BMI, as the BMI page shows it; adult cut-offs, so not under 18.
  const bmi = round(input.weight / (input.height / 100) ** 2, 1);
  const underweight = !teen && bmi < UNDERWEIGHT_BMI;
  /** A loss goal she asked for that is not offered: the target keeps her weight steady instead. */
  const lossWithheld = underweight && goal.adjustment < 0;
  /** What the chosen rate would need; never headlined below the safe floor, nor below her TDEE when underweight. */
  const requestedCalories = Math.round(tdee + goal.adjustment);
  const offered = teen || lossWithheld ? tdee : requestedCalories;
  const belowMinimum = offered < MIN_DAILY_CALORIES;
  const targetCalories = belowMinimum ? MIN_DAILY_CALORIES : offered;
  const bmr = Math.round(exactBmr);
  const fullBreakdown = {
    maintenance: tdee,
    mildDeficit: tdee - MILD_KCAL,
    moderateDeficit: tdee - MODERATE_KCAL,
    aggressiveDeficit: tdee - AGGRESSIVE_KCAL,
    mildSurplus: tdee + MILD_KCAL,
    moderateSurplus: tdee + MODERATE_KCAL,
  };
  // A teen sees maintenance only; an underweight woman sees no deficit.
  const calorieBreakdown: Partial<typeof fullBreakdown> = teen
    ? { maintenance: tdee }
    : underweight
      ? {
          maintenance: tdee,
          mildSurplus: fullBreakdown.mildSurplus,
          moderateSurplus: fullBreakdown.moderateSurplus,
        }
      : fullBreakdown;
  const options = (Object.keys(calorieBreakdown) as (keyof typeof fullBreakdown)[]).map((option) => {
    const calories = fullBreakdown[option];
    return {
      option,
      calories,
      // Maintenance is exact; every other option's change is an estimate ("about").
      about: calories !== tdee,
      change: weeklyChange(calories - tdee, 'kg'),
      changeShown: weeklyChange(calories - tdee, input.weightUnit),
      note: calories < MIN_DAILY_CALORIES ? 'underFloor' : calories < bmr ? 'belowBmr' : 'none',
    } as const;
  });
  const weeklyWeightChange = weeklyChangeKg(targetCalories - tdee);

  return {
    bmr,
    tdee,
    targetCalories,
    weeklyWeightChange,
    /** The weekly change in the visitor's weight unit ("−1.1 lb/week" to someone who typed pounds): the page's stat. */
    weeklyWeightChangeShown: weeklyChange(targetCalories - tdee, input.weightUnit),
    goal: input.goal,
    belowMinimum,
    requestedCalories,
    goalWeeklyChange: weeklyChangeKg(goal.adjustment),
    /** The chosen rate's weekly change in the visitor's unit, for the floor warning. */
    goalWeeklyChangeShown: weeklyChange(goal.adjustment, input.weightUnit),
    calorieBreakdown,
    // Under 18 the options table is left out: maintenance is the headline already.
    ...(teen ? {} : { options }),
    bmi,
    /** Under 18.5 (adults): the card says so, with `lossWithheld` when she asked to lose. */
    underweight: underweight ? ({ lossWithheld } as const) : null,
    /** The card's colour: a caution when she is underweight, neutral otherwise. */
    severity: underweight ? ('caution' as const) : ('info' as const),
    /** A loss target: how far she is from BMI 18.5 and when this rate would take her there. */
    towardUnderweight:
      !underweight && weeklyWeightChange < 0 ? towardUnderweight(input, weeklyWeightChange) : null,
    /** Under the floor: the rate cannot be reached safely, or there is no safe deficit at all. */
    floorCase: belowMinimum ? (tdee > MIN_DAILY_CALORIES ? 'unreachable' : 'noDeficit') : null,
    targetBelowBmr: targetCalories < bmr,
    teen,
    pastFitted: input.age > MIFFLIN_MAX_AGE,
  } as const;
}

/** The calorie formula's values. */
export type CalorieValues = ReturnType<typeof calorieFormula>;
