import { ageField, defineCalculator, heightField } from '@/engine';
import {
  ADULT_AGE,
  FRAME_FACTORS,
  HEALTHY_BMI_MAX,
  HEALTHY_BMI_MIN,
  heightInches,
  idealWeightFormula,
  MIN_HEIGHT_INCHES,
  PER_INCH_RULES,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentIdealWeight } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'ideal-weight',
  name: m.name(),
  category: 'health-fitness',
  icon: 'target',
  color: 'green',
  audience: {
    note: m.audienceNote({ adultAge: ADULT_AGE }),
    outside: [{ field: 'age', below: ADULT_AGE, action: 'refuse', message: 'underTwenty' }],
  },
  fields: {
    height: heightField(m),
    age: ageField(m, {
      required: true,
      description: m.ageHelp({ adultAge: ADULT_AGE }),
    }),
    frame: {
      type: 'select',
      label: m.frameLabel(),
      required: true,
      description: m.frameHelp(),
      options: [
        { value: 'small', label: m.frameOptionSmall() },
        { value: 'medium', label: m.frameOptionMedium() },
        { value: 'large', label: m.frameOptionLarge() },
      ],
    },
  },
  checks: (input, _ctx, m) =>
    heightInches(input.height) < MIN_HEIGHT_INCHES ? [{ field: 'height', message: m.tooShort() }] : [],
  formula: idealWeightFormula,
  present: presentIdealWeight,
  result: [
    {
      block: 'note',
      when: 'shortHeight',
      tone: 'warning',
      text: m.theseFormulasWereBuilt(),
    },
    // A formula figure outside the healthy range is no target: then the range leads, with what is wrong with it.
    {
      block: 'range',
      when: 'rangeFirst',
      title: m.healthyWeightForYour({ min: HEALTHY_BMI_MIN, max: HEALTHY_BMI_MAX }),
      min: 'healthyRange.min',
      max: 'healthyRange.max',
      format: { kind: 'number', decimals: 1 },
      unit: m.kg(),
    },
    {
      block: 'range',
      when: 'rangeFirst',
      title: m.healthyWeightRangeIn(),
      min: 'healthyRangeLbs.min',
      max: 'healthyRangeLbs.max',
      format: { kind: 'number', decimals: 1 },
      unit: m.lbs(),
    },
    { block: 'list', when: 'rangeFirst', title: m.outsideTheHealthyRange(), items: 'outsideRange' },
    {
      block: 'stats',
      when: 'allInRange',
      title: m.idealWeightByFormula(),
      items: [
        {
          label: m.hamwiWithDevineS(),
          value: 'hamwiWeight',
          format: { kind: 'number', decimals: 1 },
          unit: m.kg(),
        },
        {
          label: m.robinson(),
          value: 'robinsonWeight',
          format: { kind: 'number', decimals: 1 },
          unit: m.kg(),
        },
        { label: m.miller(), value: 'millerWeight', format: { kind: 'number', decimals: 1 }, unit: m.kg() },
      ],
    },
    {
      block: 'table',
      title: m.theFormulasInKilograms(),
      rows: 'formulas',
      columns: [
        { label: m.formula(), key: 'method' },
        { label: m.rule2(), key: 'rule' },
        { label: m.kilograms(), key: 'kg', format: { kind: 'number', decimals: 1 }, unit: m.kg() },
        { label: m.pounds(), key: 'lbs', format: { kind: 'number', decimals: 1 }, unit: m.lbs() },
        { label: m.forYourHeight(), key: 'band' },
      ],
    },
    {
      block: 'range',
      when: 'allInRange',
      title: m.healthyWeightRangeBmi({ min: HEALTHY_BMI_MIN, max: HEALTHY_BMI_MAX }),
      min: 'healthyRange.min',
      max: 'healthyRange.max',
      format: { kind: 'number', decimals: 1 },
      unit: m.kg(),
    },
    {
      block: 'range',
      when: 'allInRange',
      title: m.healthyWeightRangeIn(),
      min: 'healthyRangeLbs.min',
      max: 'healthyRangeLbs.max',
      format: { kind: 'number', decimals: 1 },
      unit: m.lbs(),
    },
    {
      block: 'table',
      title: m.choosingYourFrameWrist(),
      rows: 'wristGuide',
      columns: [
        { label: m.frame(), key: 'label' },
        { label: m.wristCircumference(), key: 'wrist' },
      ],
      highlight: { key: 'frame', equals: 'frame' },
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    const inches = heightInches(input.height);
    const over = { sign: inches < 60 ? 'minus' : 'plus', over: Math.abs(inches - 60) } as const;
    return [
      m.explainHeight({ ...over, cm: input.height, inches }),
      m.explainHamwi({
        ...over,
        ...PER_INCH_RULES.hamwi,
        factor: FRAME_FACTORS[input.frame],
        frame: input.frame,
        kg: result.hamwiWeight,
      }),
      m.explainOthers({
        ...over,
        robinson: result.robinsonWeight,
        robinsonBase: PER_INCH_RULES.robinson.base,
        robinsonPerInch: PER_INCH_RULES.robinson.perInch,
        miller: result.millerWeight,
        millerBase: PER_INCH_RULES.miller.base,
        millerPerInch: PER_INCH_RULES.miller.perInch,
      }),
      m.explainRange({
        meters: input.height / 100,
        ...result.healthyRange,
        bmiMin: HEALTHY_BMI_MIN,
        bmiMax: HEALTHY_BMI_MAX,
      }),
    ];
  },
}));
