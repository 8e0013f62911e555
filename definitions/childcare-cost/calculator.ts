import { defineCalculator } from '@/engine';
import {
  BILLING_FREQUENCIES,
  BIWEEKLY_BILLS_A_YEAR,
  type BillingFrequency,
  childcareFormula,
} from './formula';
import type { Messages } from './messages.en.gen';
import { childcareChecks, presentChildcare } from './present';

/** The cost fields' labels: the form shows them; messages.ts `zeroCost` names the field in the same words. */
const COST_LABELS = (m: Messages) =>
  ({
    costPerChild: m.costPerChild(),
    hourlyRate: m.hourlyRate(),
    monthlyCostPerChild: m.monthlyCostPerChild(),
  }) as const;

/** The billing frequencies as the form names them. */
const FREQUENCY_LABELS = (m: Messages): Record<BillingFrequency, string> => ({
  weekly: m.weekly(),
  'bi-weekly': m.everyTwoWeeks(),
  monthly: m.monthly(),
  annually: m.onceAYear(),
});

export default defineCalculator((m: Messages) => ({
  id: 'childcare-cost',
  name: m.name(),
  category: 'finance',
  icon: 'toy-brick',
  color: 'teal',
  audience: { note: m.audienceNote() },
  fields: {
    type: {
      type: 'select',
      label: m.typeLabel(),
      required: true,
      default: 'daycare',
      options: [
        { value: 'daycare', label: m.typeOptionDaycare() },
        { value: 'nanny', label: m.typeOptionNanny() },
        { value: 'after-school', label: m.typeOptionAfterSchool() },
      ],
    },
    costPerChild: {
      type: 'number',
      label: COST_LABELS(m).costPerChild,
      min: 0,
      max: 100_000,
      step: 0.01,
      suffix: m.costPerChildSuffix(),
      required: true,
      placeholder: m.costPerChildPlaceholder(),
      description: m.costPerChildHelp(),
      visibleWhen: { field: 'type', equals: 'daycare' },
    },
    billingFrequency: {
      type: 'select',
      label: m.billingFrequencyLabel(),
      required: true,
      default: 'monthly',
      options: (Object.keys(BILLING_FREQUENCIES) as BillingFrequency[]).map((value) => ({
        value,
        label: FREQUENCY_LABELS(m)[value],
      })),
      visibleWhen: { field: 'type', equals: 'daycare' },
    },
    hourlyRate: {
      type: 'number',
      label: COST_LABELS(m).hourlyRate,
      min: 0,
      max: 200,
      step: 0.01,
      suffix: m.costPerChildSuffix(),
      required: true,
      placeholder: m.hourlyRatePlaceholder(),
      visibleWhen: { field: 'type', equals: 'nanny' },
    },
    hoursPerWeek: {
      type: 'number',
      label: m.hoursPerWeekLabel(),
      min: 0.5,
      max: 80,
      step: 0.5,
      suffix: m.hoursPerWeekSuffix(),
      required: true,
      placeholder: m.hoursPerWeekPlaceholder(),
      visibleWhen: { field: 'type', equals: 'nanny' },
    },
    monthlyCostPerChild: {
      type: 'number',
      label: COST_LABELS(m).monthlyCostPerChild,
      min: 0,
      max: 100_000,
      step: 0.01,
      suffix: m.costPerChildSuffix(),
      required: true,
      placeholder: m.monthlyCostPerChildPlaceholder(),
      visibleWhen: { field: 'type', equals: 'after-school' },
    },
    numberOfChildren: {
      type: 'number',
      label: m.numberOfChildrenLabel(),
      min: 1,
      max: 10,
      integer: true,
      required: true,
      placeholder: m.numberOfChildrenPlaceholder(),
      visibleWhen: { field: 'type', equals: ['daycare', 'after-school'] },
    },
  },
  checks: (input, _ctx, m) => childcareChecks(input, m),
  formula: childcareFormula,
  present: presentChildcare,
  result: [
    {
      block: 'category-card',
      title: m.monthlyChildcareCost(),
      value: 'monthlyCost',
      format: { kind: 'money' },
      unit: m.aMonth(),
      category: 'careType',
    },
    {
      block: 'stats',
      items: [
        { label: m.annualCost(), value: 'annualCost', format: { kind: 'money' } },
        { label: m.averagePerWeek(), value: 'weeklyCost', format: { kind: 'money' } },
      ],
    },
    { block: 'list', title: m.waysToLowerThe(), items: 'recommendations' },
  ],
  explain: (input, result, m) => [
    input.type === 'daycare'
      ? m.explainDaycare({
          cost: input.costPerChild ?? 0,
          frequency: input.billingFrequency ?? 'monthly',
          biweekly: BIWEEKLY_BILLS_A_YEAR,
          children: input.numberOfChildren ?? 1,
        })
      : input.type === 'nanny'
        ? m.explainNanny({ rate: input.hourlyRate ?? 0, hours: input.hoursPerWeek ?? 0 })
        : m.explainAfterSchool({
            cost: input.monthlyCostPerChild ?? 0,
            children: input.numberOfChildren ?? 1,
          }),
    m.explainTotals({ monthly: result.monthlyCost, annual: result.annualCost, weekly: result.weeklyCost }),
  ],
}));
