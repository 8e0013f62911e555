import {
  ENERGY_DEPOSITION_2023,
  OBESITY_BMI,
  type PregnancyCaloriesInput,
  type PregnancyCaloriesValues,
} from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The pregnancy calories result the page and `npm run calc` show: the formula's calories, with the stage, the
 * activity level and the advice in words.
 */
export function presentPregnancyCalories(
  values: PregnancyCaloriesValues,
  input: PregnancyCaloriesInput,
  m: Messages,
) {
  const { pregnant, stageId, ...shown } = values;
  let supplement: 'folicAcid' | 'pregnant' | 'breastfeeding' = pregnant ? 'pregnant' : 'breastfeeding';
  if (values.stage === 'first-trimester') supplement = 'folicAcid';
  return {
    ...shown,
    stageLabel: m.stage({ stage: stageId }),
    activityLabel: m.activity({ level: input.activityLevel }),
    stages: values.stages.map(({ id, ...row }) => ({
      stage: row.stage,
      label: m.stage({ stage: id }),
      extra: row.extra,
      total: row.total,
    })),
    recommendations: [
      ...(values.lowerExtraWithObesity
        ? [
            m.lowerWithObesity({
              bmi: OBESITY_BMI,
              obese: ENERGY_DEPOSITION_2023.obese,
              healthy: ENERGY_DEPOSITION_2023.normal,
            }),
          ]
        : []),
      m.notForTwo({ pregnant: pregnant ? 'yes' : 'no' }),
      m.guide(),
      m.supplement({ supplement }),
    ],
  };
}
