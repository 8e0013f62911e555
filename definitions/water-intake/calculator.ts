import { defineCalculator, round, weightField } from '@/engine';
import {
  CEILING_FACTOR,
  CLIMATES,
  CUP_ML,
  ML_PER_KG,
  PREGNANCY_EXTRA,
  WAKING_HOURS,
  WATER_ACTIVITY,
  waterFormula,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentWater } from './present';

/** A select's options in the formula's order, each named by its value (declarative texts: es.ts translates them). */
const options = <V extends string>(list: readonly { value: V }[], labels: Record<V, string>) =>
  list.map(({ value }) => ({ value, label: labels[value] }));

const ACTIVITY_LABELS = (m: Messages): Record<(typeof WATER_ACTIVITY)[number]['value'], string> => ({
  sedentary: m.sedentaryLittleExercise(),
  light: m.light13Workouts(),
  moderate: m.moderate35Workouts(),
  intense: m.intenseDailyHardTraining(),
});

const CLIMATE_LABELS = (m: Messages): Record<(typeof CLIMATES)[number]['value'], string> => ({
  cool: m.cool(),
  moderate: m.moderateTemperate(),
  hot: m.hotOrHumid(),
});

const PREGNANCY_LABELS = (m: Messages): Record<(typeof PREGNANCY_EXTRA)[number]['value'], string> => ({
  none: m.neither(),
  pregnant: m.pregnant(),
  breastfeeding: m.breastfeeding(),
  both: m.pregnantAndBreastfeeding(),
});

export default defineCalculator((m: Messages) => ({
  id: 'water-intake',
  name: m.name(),
  category: 'nutrition-diet',
  icon: 'droplet',
  color: 'blue',
  fields: {
    weight: weightField(m),
    activityLevel: {
      type: 'select',
      label: m.activityLevelLabel(),
      required: true,
      options: options(WATER_ACTIVITY, ACTIVITY_LABELS(m)),
    },
    climate: {
      type: 'select',
      label: m.climateLabel(),
      required: true,
      options: options(CLIMATES, CLIMATE_LABELS(m)),
    },
    pregnancy: {
      type: 'select',
      label: m.pregnancyLabel(),
      required: true,
      default: 'none',
      options: options(PREGNANCY_EXTRA, PREGNANCY_LABELS(m)),
    },
  },
  // The adequate intakes and the rule of thumb are for adults; no age is asked, so the form says so.
  audience: { note: m.audienceNote() },
  formula: waterFormula,
  present: presentWater,
  result: [
    {
      block: 'category-card',
      title: m.yourDailyWaterTarget(),
      value: 'totalIntakeLiters',
      format: { kind: 'number', decimals: 1 },
      unit: m.litres(),
      severity: 'severity',
      interpretation: 'headlineNote',
    },
    {
      block: 'stats',
      items: [
        { label: m.millilitres(), value: 'totalIntakeML', format: { kind: 'integer' }, unit: m.ml() },
        {
          label: m.cups240Ml({ cup: CUP_ML }),
          value: 'totalIntakeCups',
          format: { kind: 'number', decimals: 1 },
          unit: m.cups(),
        },
        { label: m.eachWakingHour(), value: 'hourlyIntake', format: { kind: 'integer' }, unit: m.ml() },
        {
          label: m.adequateIntakeUS(),
          value: 'adequateIntakeLiters',
          format: { kind: 'number', decimals: 1 },
          unit: m.litres(),
          details: [
            {
              value: 'adequateFromDrinksLiters',
              format: { kind: 'number', decimals: 1 },
              unit: m.lFromDrinks(),
            },
            {
              value: 'efsaIntakeLiters',
              format: { kind: 'number', decimals: 1 },
              unit: m.lInEuropeEfsa(),
            },
          ],
        },
        {
          label: m.extraForPregnancyOr(),
          value: 'additionalIntake',
          format: { kind: 'integer' },
          unit: m.ml(),
        },
      ],
    },
    { block: 'list', title: m.notesForYou(), items: 'specialNotes' },
    {
      block: 'custom',
      component: 'chart',
      title: m.spreadingYourWaterOver(),
      props: {
        data: 'distribution',
        x: { key: 'slot', label: m.timeOfDay() },
        y: { label: m.waterMl(), format: { kind: 'integer' } },
        series: [{ key: 'ml', label: m.waterMl(), kind: 'bar' }],
        caption: m.suggestedMillilitresOfWater(),
      },
    },
    {
      block: 'table',
      title: m.dailySchedule(),
      rows: 'distribution',
      columns: [
        { label: m.when(), key: 'slot' },
        { label: m.time(), key: 'time' },
        { label: m.share(), key: 'share', format: { kind: 'percent' } },
        { label: m.water(), key: 'ml', format: { kind: 'integer' }, unit: m.ml() },
        { label: m.cups2(), key: 'cups', format: { kind: 'number', decimals: 1 } },
      ],
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
    { block: 'list', title: m.signsOfHydrationAnd(), items: 'hydrationSigns' },
    { block: 'list', title: m.tips(), items: 'tips' },
  ],
  explain: (input, result, m) => {
    const activity = WATER_ACTIVITY.find((level) => level.value === input.activityLevel) ?? WATER_ACTIVITY[0];
    const climate = CLIMATES.find((entry) => entry.value === input.climate) ?? CLIMATES[0];
    const total = { ml: result.totalIntakeML, hours: WAKING_HOURS, hourly: result.hourlyIntake };
    // The rule of thumb's own figure first; when it passed the ceiling, the line after says what is shown.
    const formula = result.formulaIntakeML;
    return [
      m.explainBase({ mlPerKg: ML_PER_KG, weight: input.weight, base: result.baseIntake }),
      m.explainTotal({
        ...total,
        ml: formula,
        activity: activity.multiplier,
        level: input.activityLevel,
        climate: climate.multiplier,
        climateId: input.climate,
        extra: result.additionalIntake,
        liters: round(formula / 1000, 1),
        cups: round(formula / CUP_ML, 1),
        cupMl: CUP_ML,
        // A capped total is not the figure shown: its line stops at the litres the card names beside the cap.
        capped: result.capped ? 'yes' : 'no',
      }),
      ...(result.capped
        ? [
            m.explainCap({
              factor: CEILING_FACTOR,
              adequate: result.adequateIntakeLiters,
              ml: result.totalIntakeML,
              liters: result.totalIntakeLiters,
              cups: result.totalIntakeCups,
            }),
          ]
        : []),
      m.explainHourly(total),
    ];
  },
}));
