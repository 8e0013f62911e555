import { ageField, defineCalculator, heightField, typedAsCanonical, weightField } from '@/engine';
import { ADULT_AGE, bmiFormula, FIRST_BMI_AGE, HEALTHY_MAX, NORMAL_FROM, OLDER_AGE } from './formula';
import type { Messages } from './messages.en.gen';
import { presentBmi } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'bmi',
  name: m.name(),
  category: 'health-fitness',
  icon: 'scale',
  color: 'pink',
  featured: true,
  audience: {
    note: m.audienceNote({ adultAge: ADULT_AGE }),
    outside: [
      { field: 'age', below: FIRST_BMI_AGE, action: 'refuse', message: 'underTwo' },
      {
        field: 'age',
        below: ADULT_AGE,
        action: 'refer',
        calculator: 'child-bmi',
        carry: ['height', 'weight'],
      },
    ],
  },
  fields: {
    height: heightField(m),
    weight: weightField(m),
    age: ageField(m, {
      description: m.ageHelp({ adultAge: ADULT_AGE, olderAge: OLDER_AGE }),
    }),
  },
  formula: bmiFormula,
  present: presentBmi,
  result: [
    {
      block: 'category-card',
      title: m.yourBmi(),
      value: 'bmi',
      format: { kind: 'number', decimals: 1 },
      category: 'category',
      severity: 'severity',
      interpretation: 'interpretation',
    },
    {
      block: 'custom',
      component: 'links',
      when: 'links',
      title: m.under20BmiFor({ adultAge: ADULT_AGE }),
      props: { from: 'links' },
    },
    {
      block: 'range',
      when: 'healthyWeightRangeInUnit',
      title: m.healthyWeightForYour(),
      min: 'healthyWeightRangeInUnit.min',
      max: 'healthyWeightRangeInUnit.max',
      format: { kind: 'number', decimals: 1 },
      unitFrom: 'healthyWeightRangeInUnit.unit',
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    // Her numbers first, in the units she typed, then the metric the formula uses.
    const metric = [
      typedAsCanonical(input.height, input.heightUnit, m),
      typedAsCanonical(input.weight, input.weightUnit, m),
    ].filter(Boolean);
    const range = result.healthyWeightRangeInUnit;
    return [
      ...(metric.length > 0 ? [m.explainMetric({ metric: metric.join('; ') })] : []),
      m.explainBmi({ weight: input.weight, meters: input.height / 100, bmi: result.bmi }),
      // Under 20 there is no adult healthy range to explain.
      ...(range && result.healthyWeightRange
        ? [
            m.explainRange({
              ...result.healthyWeightRange,
              normalFrom: NORMAL_FROM,
              healthyMax: HEALTHY_MAX,
              unit: range.unit,
              minInUnit: range.min,
              maxInUnit: range.max,
            }),
          ]
        : []),
    ];
  },
}));
