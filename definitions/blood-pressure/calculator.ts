import { ageField, defineCalculator } from '@/engine';
import { BP_LIMITS, bloodPressureFormula, TEEN_AGE } from './formula';
import type { Messages } from './messages.en.gen';
import { presentBloodPressure } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'blood-pressure',
  name: m.name(),
  category: 'health-fitness',
  icon: 'stethoscope',
  color: 'red',
  audience: {
    note: m.audienceNote({ teenAge: TEEN_AGE }),
    outside: [{ field: 'age', below: TEEN_AGE, action: 'refuse', message: 'underThirteen' }],
  },
  fields: {
    systolic: {
      type: 'number',
      label: m.systolicLabel(),
      min: 70,
      max: 250,
      integer: true,
      suffix: m.systolicSuffix(),
      required: true,
      placeholder: m.systolicPlaceholder(),
      description: m.systolicHelp(),
    },
    diastolic: {
      type: 'number',
      label: m.diastolicLabel(),
      min: 40,
      max: 150,
      integer: true,
      suffix: m.systolicSuffix(),
      required: true,
      placeholder: m.diastolicPlaceholder(),
      description: m.diastolicHelp(),
    },
    pregnant: {
      type: 'select',
      label: m.pregnantLabel(),
      default: 'no',
      // The values are the contract: share links made before 'postpartum' existed (pregnant=yes|no) still work.
      options: [
        { value: 'no', label: m.pregnantOptionNo() },
        { value: 'yes', label: m.pregnantOptionYes() },
        { value: 'postpartum', label: m.pregnantOptionPostpartum() },
      ],
    },
    age: ageField(m, {
      description: m.ageHelp({ teenAge: TEEN_AGE }),
    }),
  },
  checks: (input, _ctx, m) =>
    input.diastolic >= input.systolic ? [{ field: 'diastolic', message: m.diastolicNotLower() }] : [],
  formula: bloodPressureFormula,
  present: presentBloodPressure,
  result: [
    {
      block: 'category-card',
      title: m.yourReadingMmhg(),
      value: 'reading',
      category: 'headline',
      severity: 'severity',
      action: 'action',
    },
    { block: 'list', title: m.whatToDo(), items: 'advice' },
    {
      block: 'table',
      when: 'pregnancyLevel',
      title: m.inPregnancyAndThe(),
      rows: 'pregnancyBands',
      columns: [
        { label: m.level(), key: 'level' },
        { label: m.systolic(), key: 'systolic' },
        { label: m.andOr(), key: 'join' },
        { label: m.diastolic(), key: 'diastolic' },
      ],
      highlight: { key: 'level', equals: 'pregnancyLevel' },
    },
    {
      block: 'table',
      title: m.bloodPressureCategoriesFor(),
      rows: 'bands',
      columns: [
        { label: m.category2(), key: 'category' },
        { label: m.systolic(), key: 'systolic' },
        { label: m.andOr(), key: 'join' },
        { label: m.diastolic(), key: 'diastolic' },
      ],
      highlight: { key: 'category', equals: 'category' },
    },
  ],
  explain: (input, _result, m) => {
    // The formula's values (ids, not words) decide which lines apply.
    const { category, situation, pregnancyLevel } = bloodPressureFormula(input);
    return [
      category === 'low'
        ? m.explainLow({ ...input, ...BP_LIMITS })
        : m.explainCategory({ ...input, category }),
      situation && pregnancyLevel
        ? m.explainPregnancy({ situation, level: pregnancyLevel, ...BP_LIMITS })
        : m.explainAsk(BP_LIMITS),
    ];
  },
}));
