import { ageField, defineCalculator, ENERGY_MIN_AGE, heightField, weightField } from '@/engine';
import { bmrFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { presentBmr } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'bmr',
  name: m.name(),
  category: 'health-fitness',
  icon: 'bed',
  color: 'orange',
  featured: true,
  fields: {
    weight: weightField(m),
    height: heightField(m),
    age: ageField(m, { required: true }),
  },
  // Mifflin–St Jeor was fitted on adults; a child's needs are her doctor's to estimate (teens get the teen line).
  audience: {
    note: m.audienceNote(),
    outside: [{ field: 'age', below: ENERGY_MIN_AGE, action: 'refuse', message: 'underThirteen' }],
  },
  formula: bmrFormula,
  present: presentBmr,
  result: [
    {
      block: 'category-card',
      title: m.yourBmr(),
      value: 'bmr',
      format: { kind: 'integer' },
      unit: m.kcalDay(),
    },
    {
      block: 'table',
      title: m.dailyCaloriesByActivity(),
      rows: 'activityTable',
      columns: [
        { label: m.activityLevel(), key: 'label' },
        { label: m.multiplier(), key: 'multiplier', format: { kind: 'number', decimals: 3 } },
        { label: m.caloriesPerDay(), key: 'calories', format: { kind: 'integer' }, unit: m.kcal() },
      ],
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
  ],
  explain: (input, result, m) => [
    m.explainBmr({ ...input, bmr: result.bmr }),
    m.explainNeed({ low: result.tdeeValues.sedentary, high: result.tdeeValues.extraActive }),
  ],
}));
