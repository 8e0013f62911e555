import { AMDR, CARB_RDA_GRAMS, type MacroInput, type MacroValues, SUPERVISED_BELOW_KCAL } from './formula';
import type { Messages } from './messages.en.gen';

/** The adult ranges and limits every note quotes, from the formula's constants. */
const RANGES = {
  proteinLow: AMDR.protein[0],
  proteinHigh: AMDR.protein[1],
  carbsLow: AMDR.carbs[0],
  carbsHigh: AMDR.carbs[1],
  fatLow: AMDR.fat[0],
  fatHigh: AMDR.fat[1],
  rda: CARB_RDA_GRAMS,
  supervisedBelow: SUPERVISED_BELOW_KCAL,
};

/** The macro result the page and `npm run calc` show: the split's names, advice, food sources and tips in words. */
export function presentMacro(values: MacroValues, _input: MacroInput, m: Messages) {
  const { notes, ...shown } = values;
  const percent = {
    protein: values.protein.percentage,
    carbs: values.carbs.percentage,
    fat: values.fat.percentage,
    grams: values.carbs.grams,
  };
  return {
    ...shown,
    split: values.split.map(({ macro, ...row }) => ({ name: m.macroName({ macro }), ...row })),
    recommendations: notes.map((note) => m.note({ note, ...percent, ...RANGES })),
    foodSources: (['protein', 'carbs', 'fat'] as const).map((macro) => ({
      macro: m.macroName({ macro }),
      foods: m.foods({ macro }),
    })),
    trackingTips: [m.tipWeigh(), m.tipTargets(), m.tipSpread(), m.tipTraining(), m.tipProgress()],
  };
}
