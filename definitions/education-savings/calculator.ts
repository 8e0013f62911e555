import { defineCalculator } from '@/engine';
import { educationFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { educationChecks, presentEducation } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'education-savings',
  name: m.name(),
  category: 'finance',
  icon: 'graduation-cap',
  color: 'purple',
  audience: { note: m.audienceNote() },
  fields: {
    currentAge: {
      type: 'number',
      label: m.currentAgeLabel(),
      min: 0,
      max: 30,
      integer: true,
      suffix: m.currentAgeSuffix(),
      required: true,
      placeholder: m.currentAgePlaceholder(),
    },
    targetAge: {
      type: 'number',
      label: m.targetAgeLabel(),
      min: 1,
      max: 40,
      integer: true,
      suffix: m.currentAgeSuffix(),
      required: true,
      placeholder: m.targetAgePlaceholder(),
    },
    currentCost: {
      type: 'number',
      label: m.currentCostLabel(),
      description: m.currentCostHelp(),
      min: 0,
      max: 1_000_000,
      step: 100,
      suffix: m.currentCostSuffix(),
      required: true,
      placeholder: m.currentCostPlaceholder(),
    },
    currentSavings: {
      type: 'number',
      label: m.currentSavingsLabel(),
      min: 0,
      max: 10_000_000,
      step: 100,
      suffix: m.currentCostSuffix(),
      required: true,
      placeholder: m.currentSavingsPlaceholder(),
    },
    annualContribution: {
      type: 'number',
      label: m.annualContributionLabel(),
      noun: m.annualContributionNoun(),
      description: m.annualContributionHelp(),
      min: 0,
      max: 1_000_000,
      step: 100,
      suffix: m.currentCostSuffix(),
      required: true,
      placeholder: m.annualContributionPlaceholder(),
    },
    inflationRate: {
      type: 'number',
      label: m.inflationRateLabel(),
      min: 0,
      max: 20,
      step: 0.1,
      default: 5,
      suffix: m.inflationRateSuffix(),
      required: true,
      placeholder: m.inflationRatePlaceholder(),
      description: m.inflationRateHelp(),
    },
    investmentGrowth: {
      type: 'number',
      label: m.investmentGrowthLabel(),
      min: 0,
      max: 20,
      step: 0.1,
      default: 7,
      suffix: m.inflationRateSuffix(),
      required: true,
      placeholder: m.investmentGrowthPlaceholder(),
      description: m.investmentGrowthHelp(),
    },
  },
  checks: (input, _ctx, m) => educationChecks(input, m),
  formula: educationFormula,
  present: presentEducation,
  result: [
    {
      block: 'stats',
      title: m.yourEducationSavingsPlan(),
      items: [
        { label: m.futureCost(), value: 'futureCost', format: { kind: 'money' } },
        { label: m.projectedSavings(), value: 'projectedSavings', format: { kind: 'money' } },
        { label: m.shortfall(), value: 'gap', format: { kind: 'money' } },
      ],
    },
    {
      block: 'stats',
      when: 'monthlyTarget',
      items: [
        {
          label: m.extraToSaveEach(),
          value: 'monthlyTarget',
          format: { kind: 'money' },
        },
      ],
    },
    {
      block: 'note',
      when: 'isCovered',
      text: m.congratulationsYourProjectedSavings(),
    },
    {
      block: 'stats',
      when: 'surplus',
      items: [{ label: m.projectedSavingsAboveThe(), value: 'surplus', format: { kind: 'money' } }],
    },
    { block: 'progress', title: m.shareOfTheFuture(), value: 'fundedPercent' },
    {
      block: 'custom',
      component: 'chart',
      title: m.savingsAgainstCostYear(),
      props: {
        data: 'yearByYear',
        x: { key: 'age', label: m.childSAgeYears(), format: { kind: 'integer' } },
        y: { label: m.usDollars(), format: { kind: 'integer' } },
        series: [
          { key: 'savings', label: m.projectedSavings() },
          { key: 'cost', label: m.costWithInflation() },
        ],
        caption: m.projectedSavingsPinkAnd(),
      },
    },
    { block: 'list', title: m.nextSteps(), items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    const { years } = result;
    const growth = input.investmentGrowth;
    const lines = [
      m.explainYears({ target: input.targetAge, current: input.currentAge, years }),
      m.explainCost({
        cost: input.currentCost,
        inflation: input.inflationRate,
        years,
        futureCost: result.futureCost,
      }),
      m.explainSavings({
        savings: input.currentSavings,
        growth,
        months: years * 12,
        deposit: input.annualContribution / 12,
        projected: result.projectedSavings,
      }),
      m.explainShortfall({ shortfall: result.shortfall, surplus: result.shortfall < 0 ? 'yes' : 'no' }),
    ];
    if (result.monthlyTarget !== undefined) {
      lines.push(m.explainTarget({ growth, months: years * 12, target: result.monthlyTarget }));
    }
    return lines;
  },
}));
