import {
  CEILING_FACTOR,
  ML_PER_KG,
  PREGNANCY_EXTRA,
  WAKING_HOURS,
  type WaterInput,
  type WaterValues,
} from './formula';
import type { Messages } from './messages.en.gen';

/** The water-intake result the page and `npm run calc` show: the formula's values, the notes and advice in words. */
export function presentWater(values: WaterValues, input: WaterInput, m: Messages) {
  const { notes, caution, fromDrinksLiters, ...shown } = values;
  const figures = {
    formula: values.formulaIntakeLiters,
    adequate: values.adequateIntakeLiters,
    drinks: values.adequateFromDrinksLiters,
    efsa: values.efsaIntakeLiters,
    shown: values.totalIntakeLiters,
    factor: CEILING_FACTOR,
    mlPerKg: ML_PER_KG,
    state: input.pregnancy,
  };
  return {
    ...shown,
    // Under the headline when the rule of thumb was capped (empty, and not shown, otherwise).
    headlineNote: values.capped ? m.cappedHeadline(figures) : '',
    specialNotes: notes.map((note) =>
      m.note({ note, extra: PREGNANCY_EXTRA.find(({ value }) => value === note)?.extra ?? 0 }),
    ),
    distribution: values.distribution.map((row) => ({
      ...row,
      slot: m.slot(row),
      time: m.slotTime(row),
    })),
    hydrationSigns: [m.hydrated(), m.dehydrated(), m.urgent()],
    tips: [m.tipBottle(), m.tipDrinks(), m.tipFood(), m.tipMeals()],
    recommendations: [
      ...(caution ? [m.caution({ caution, ...figures })] : []),
      m.fromDrinks({ liters: fromDrinksLiters }),
      m.adequate(figures),
      m.hourly({ hourly: values.hourlyIntake, hours: WAKING_HOURS }),
      m.thirst(),
      m.askDoctor(),
    ],
  };
}
