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
import messages, { type Messages } from './messages.en.gen';
import { waterWords } from './words';

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

export default defineCalculator(messages, (m: Messages) => ({
  id: 'water-intake',
  name: m.name(),
  description: m.description(),
  category: 'nutrition-diet',
  keywords: [
    m.keywordDailyWaterIntake(),
    m.keywordHydration(),
    m.keywordHowMuchWater(),
    m.keywordWaterInPregnancy(),
    m.keywordBreastfeedingWater(),
  ],
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
  present: waterWords,
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
          label: m.cups240Ml(),
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
  examples: [
    {
      // 35 × 60 = 2,100 mL × 1.4 × 1.1 = 3,234 mL; 3.234 L → 3.2; 3,234 / 240 = 13.475 → 13.5 cups;
      // 3,234 / 16 = 202.1 → 202 mL an hour. Spread: 323 + 809 + 485 + 809 + 485 + 323 = 3,234.
      title: m.example1(),
      input: {
        weight: 60,
        weightUnit: 'kg',
        activityLevel: 'moderate',
        climate: 'moderate',
        pregnancy: 'none',
      },
      expect: {
        totalIntakeML: 3234,
        totalIntakeLiters: 3.2,
        totalIntakeCups: 13.5,
        hourlyIntake: 202,
        additionalIntake: 0,
        distribution: [{ ml: 323 }, { ml: 809 }, { ml: 485 }, { ml: 809 }, { ml: 485 }, { ml: 323 }],
      },
    },
    {
      // 150 lbs × 0.453592 = 68.039 kg × 35 = 2,381.4 mL × 1.0 × 1.0 + 300 = 2,681.4 → 2,681 mL;
      // 2.681 L → 2.7; 2,681 / 240 = 11.17 → 11.2 cups; 2,681 / 16 = 167.6 → 168 mL.
      title: m.example2(),
      input: {
        weight: 150,
        weightUnit: 'lbs',
        activityLevel: 'sedentary',
        climate: 'cool',
        pregnancy: 'pregnant',
      },
      expect: {
        totalIntakeML: 2681,
        totalIntakeLiters: 2.7,
        totalIntakeCups: 11.2,
        hourlyIntake: 168,
        additionalIntake: 300,
      },
    },
    {
      // 35 × 70 = 2,450 × 1.6 × 1.3 = 5,096 + 700 = 5,796 mL, above the 1.5 × 3.8 L = 5,700 mL ceiling while
      // breastfeeding: shown 5,700 mL, 5.7 L; 5,700 / 240 = 23.75 → 23.8 cups; 5,700 / 16 = 356.25 → 356 mL.
      title: m.example3(),
      input: {
        weight: 70,
        weightUnit: 'kg',
        activityLevel: 'intense',
        climate: 'hot',
        pregnancy: 'breastfeeding',
      },
      expect: {
        formulaIntakeML: 5796,
        totalIntakeML: 5700,
        totalIntakeLiters: 5.7,
        totalIntakeCups: 23.8,
        hourlyIntake: 356,
        additionalIntake: 700,
        adequateIntakeLiters: 3.8,
        capped: true,
      },
    },
    {
      // The rule of thumb far above the adequate intake: 35 × 150 = 5,250 × 1.6 × 1.3 = 10,920 mL (10.9 L), never the
      // headline. Ceiling 1.5 × 2.7 L = 4.05 L → 4,000 mL (whole 100 mL down); 4,000 / 240 = 16.7 cups; 250 mL an hour.
      title: m.example4(),
      input: { weight: 150, weightUnit: 'kg', activityLevel: 'intense', climate: 'hot', pregnancy: 'none' },
      expect: {
        formulaIntakeML: 10920,
        totalIntakeML: 4000,
        totalIntakeLiters: 4,
        totalIntakeCups: 16.7,
        hourlyIntake: 250,
        adequateIntakeLiters: 2.7,
        adequateFromDrinksLiters: 2.2,
        efsaIntakeLiters: 2,
        capped: true,
        severity: 'caution',
      },
    },
    {
      // 35 × 55 = 1,925 × 1.2 × 1.1 = 2,541 + 500 = 3,041 mL; 3.0 L; 12.7 cups; 190 mL.
      title: m.example5(),
      input: { weight: 55, weightUnit: 'kg', activityLevel: 'light', climate: 'moderate', pregnancy: 'both' },
      expect: {
        totalIntakeML: 3041,
        totalIntakeLiters: 3,
        totalIntakeCups: 12.7,
        hourlyIntake: 190,
        additionalIntake: 500,
      },
    },
  ],
  sources: [
    {
      title:
        'EFSA Panel on Dietetic Products, Nutrition and Allergies. Scientific Opinion on Dietary Reference Values for water. EFSA Journal 2010;8(3):1459',
      url: 'https://www.efsa.europa.eu/en/efsajournal/pub/1459',
    },
    {
      title:
        'Institute of Medicine. Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate. National Academies Press, 2005',
      url: 'https://nap.nationalacademies.org/catalog/10925',
    },
    {
      title: 'NHS: Dehydration — symptoms and when to get help',
      url: 'https://www.nhs.uk/conditions/dehydration/',
    },
  ],
}));
