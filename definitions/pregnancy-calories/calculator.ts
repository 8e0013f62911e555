import { ACTIVITY_LEVELS, activityOptions, defineCalculator, heightField, weightField } from '@/engine';
import { ADULT_EQUATION_MIN_AGE, pregnancyCaloriesFormula, STAGES } from './formula';
import type { Messages } from './messages.en.gen';
import { presentPregnancyCalories } from './present';

/**
 * The stage field's options, by the stages' `id`: the stage names of messages.ts's `stage` without the weeks in
 * brackets (a phone's select shows one short line whole). Declarative texts: the Spanish page reads them from es.ts.
 */
const STAGE_LABELS = (m: Messages): Record<(typeof STAGES)[number]['id'], string> => ({
  first: m.pregnantFirstTrimester(),
  second: m.pregnantSecondTrimester(),
  third: m.pregnantThirdTrimester(),
  feeding0to6: m.breastfeedingBaby06(),
  feeding7to12: m.breastfeedingBaby712(),
});

export default defineCalculator((m: Messages) => ({
  id: 'pregnancy-calories',
  name: m.name(),
  category: 'nutrition-diet',
  icon: 'apple',
  color: 'orange',
  audience: { note: m.audienceNote() },
  fields: {
    age: {
      type: 'number',
      label: m.ageLabel(),
      min: 14,
      max: 60,
      integer: true,
      suffix: m.ageSuffix(),
      required: true,
    },
    height: heightField(m),
    weight: {
      ...weightField(m),
      label: m.weightLabel(),
      description: m.weightHelp(),
    },
    activityLevel: {
      type: 'select',
      label: m.activityLevelLabel(),
      required: true,
      options: activityOptions(m),
    },
    stage: {
      type: 'select',
      label: m.stageLabel(),
      required: true,
      // The weeks of each trimester are in the description: a phone's select shows one short line whole.
      description: m.stageHelp(),
      options: STAGES.map(({ value, id }) => ({ value, label: STAGE_LABELS(m)[id] })),
    },
  },
  formula: pregnancyCaloriesFormula,
  present: presentPregnancyCalories,
  result: [
    {
      block: 'category-card',
      title: m.yourDailyCalories(),
      value: 'totalCalories',
      format: { kind: 'integer' },
      unit: m.kcalDay(),
      category: 'stageLabel',
    },
    {
      block: 'note',
      when: 'teen',
      tone: 'warning',
      text: m.youAreUnder19({ minAge: ADULT_EQUATION_MIN_AGE }),
    },
    {
      block: 'stats',
      items: [
        {
          label: m.beforePregnancyBmrActivity(),
          value: 'baseCalories',
          format: { kind: 'integer' },
          unit: m.kcalDay(),
        },
        {
          label: m.extraForThisStage(),
          value: 'extraCalories',
          format: { kind: 'integer' },
          unit: m.kcalDay(),
        },
        { label: m.bmrAtRest(), value: 'bmr', format: { kind: 'integer' }, unit: m.kcalDay() },
      ],
    },
    {
      block: 'table',
      title: m.everyStage(),
      rows: 'stages',
      columns: [
        { label: m.stageLabel(), key: 'label' },
        { label: m.extra(), key: 'extra', format: { kind: 'integer' }, unit: m.kcal() },
        { label: m.caloriesPerDay(), key: 'total', format: { kind: 'integer' }, unit: m.kcal() },
      ],
      highlight: { key: 'stage', equals: 'stage' },
    },
    { block: 'list', title: m.goodToKnow(), items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    const level = ACTIVITY_LEVELS.find((entry) => entry.value === input.activityLevel) ?? ACTIVITY_LEVELS[0];
    return [
      m.explainBmr({ weight: input.weight, height: input.height, age: input.age, bmr: result.bmr }),
      m.explainBase({
        multiplier: level.multiplier,
        level: level.value,
        base: result.baseCalories,
      }),
      m.explainTotal({
        stageLabel: result.stageLabel,
        extra: result.extraCalories,
        total: result.totalCalories,
      }),
    ];
  },
}));
