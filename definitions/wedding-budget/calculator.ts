import { defineCalculator } from '@/engine';
import { MAX_ACTUAL, WEDDING_CATEGORIES, weddingFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { actualParser, presentWedding } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'wedding-budget',
  name: m.name(),
  category: 'finance',
  icon: 'gem',
  color: 'pink',
  mode: 'live',
  audience: { note: m.audienceNote() },
  fields: {
    totalBudget: {
      type: 'number',
      label: m.totalBudgetLabel(),
      min: 0,
      max: 10_000_000,
      step: 1000,
      suffix: m.totalBudgetSuffix(),
      required: true,
      placeholder: m.totalBudgetPlaceholder(),
    },
    guests: {
      type: 'number',
      label: m.guestsLabel(),
      description: m.guestsHelp(),
      min: 1,
      max: 2000,
      integer: true,
      placeholder: m.guestsPlaceholder(),
    },
    actual: {
      type: 'custom',
      widget: 'budget-table',
      label: m.actualLabel(),
      description: m.actualHelp(),
      schema: {
        type: 'object',
        properties: Object.fromEntries(
          // The row's name is the contract's (English) category name; its title the page language's.
          WEDDING_CATEGORIES.map(({ id, name, percentage }) => [
            name,
            {
              type: 'number',
              title: m.category({ id }),
              minimum: 0,
              maximum: MAX_ACTUAL,
              description: `${percentage}%`,
            },
          ]),
        ),
        additionalProperties: false,
      },
      // The page's messages when the engine passes them (a custom parser gets only the raw value today).
      parse: (raw: unknown, page: Messages = m) => actualParser(page)(raw),
    },
  },
  formula: weddingFormula,
  present: presentWedding,
  result: [
    {
      block: 'note',
      when: 'noBudget',
      text: m.enterATotalBudget(),
    },
    {
      block: 'custom',
      component: 'budget-breakdown',
      title: m.budgetByCategory(),
      when: 'hasBudget',
      props: {
        rows: 'categories',
        totals: { planned: 'totalPlanned', actual: 'totalActual', difference: 'totalDifference' },
        caption: m.plannedAmountFromEach(),
      },
    },
    {
      block: 'stats',
      title: m.totals(),
      when: 'hasBudget',
      items: [
        { label: m.totalBudgetLabel(), value: 'totalBudget', format: { kind: 'money' } },
        { label: m.spentSoFar(), value: 'totalActual', format: { kind: 'money' } },
        { label: m.remaining(), value: 'remaining', format: { kind: 'money' } },
      ],
    },
    {
      block: 'stats',
      when: 'averagePerGuest',
      items: [{ label: m.averagePerGuest(), value: 'averagePerGuest', format: { kind: 'money' } }],
    },
    { block: 'list', title: m.tips(), items: 'tips', when: 'hasBudget' },
  ],
  explain: (input, result, m) => {
    const first = result.categories[0];
    const total = input.totalBudget;
    return [
      m.explainPlanned({
        category: first?.name ?? '',
        total,
        share: first?.percentage ?? 0,
        planned: first?.plannedAmount ?? 0,
      }),
      m.explainDifference(),
      m.explainRemaining({ total, actual: result.totalActual, remaining: result.remaining }),
      result.guests > 0
        ? m.explainPerGuest({ total, guests: result.guests, perGuest: result.averagePerGuest })
        : m.explainNoGuests(),
    ];
  },
}));
