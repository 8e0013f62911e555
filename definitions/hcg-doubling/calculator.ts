import { defineCalculator } from '@/engine';
import { hcgFormula, RISE_WINDOW_HOURS } from './formula';
import type { Messages } from './messages.en.gen';
import { presentHcg } from './present';

/** hCG limits, mIU/mL: a lab reports below 1 as "<1", a negative result; peak levels stay well under 500,000. */
const HCG = { min: 1, max: 500_000 } as const;

export default defineCalculator((m: Messages) => ({
  id: 'hcg-doubling',
  name: m.name(),
  category: 'pregnancy-fertility',
  icon: 'trending-up',
  color: 'purple',
  audience: { note: m.audienceNote() },
  fields: {
    firstValue: {
      type: 'number',
      label: m.firstValueLabel(),
      ...HCG,
      step: 0.1,
      suffix: m.firstValueSuffix(),
      required: true,
      placeholder: m.firstValuePlaceholder(),
      description: m.firstValueHelp(),
    },
    secondValue: {
      type: 'number',
      label: m.secondValueLabel(),
      ...HCG,
      step: 0.1,
      suffix: m.firstValueSuffix(),
      required: true,
      placeholder: m.secondValuePlaceholder(),
      description: m.secondValueHelp(),
    },
    hoursApart: {
      type: 'number',
      label: m.hoursApartLabel(),
      min: 12,
      max: 168,
      step: 1,
      suffix: m.hoursApartSuffix(),
      required: true,
      placeholder: m.hoursApartPlaceholder({ window: RISE_WINDOW_HOURS }),
      description: m.hoursApartHelp({ window: RISE_WINDOW_HOURS }),
    },
  },
  formula: hcgFormula,
  present: presentHcg,
  result: [
    {
      block: 'category-card',
      when: 'rising',
      title: m.riseOver48Hours({ window: RISE_WINDOW_HOURS }),
      value: 'riseIn48HoursPercent',
      format: { kind: 'number', decimals: 1 },
      unit: '%',
      category: 'trend',
      severity: 'severity',
      action: 'action',
    },
    {
      // A level that falls or stays the same is never called a rise.
      block: 'category-card',
      when: 'notRising',
      title: m.changeOver48Hours({ window: RISE_WINDOW_HOURS }),
      value: 'riseIn48HoursPercent',
      format: { kind: 'number', decimals: 1 },
      unit: '%',
      category: 'trend',
      severity: 'severity',
      action: 'action',
    },
    {
      block: 'stats',
      items: [
        {
          label: m.doublingTime(),
          value: 'doublingTimeHours',
          format: { kind: 'number', decimals: 1 },
          unit: m.hoursApartSuffix(),
        },
        {
          label: m.changeBetweenTheTwo(),
          value: 'changePercent',
          format: { kind: 'number', decimals: 1 },
          unit: '%',
        },
      ],
    },
    {
      block: 'note',
      tone: 'warning',
      text: m.onlyYourClinicianCan(),
    },
    { block: 'list', title: m.whatTheNumbersMean(), items: 'notes' },
  ],
  explain: (input, result, m) => {
    const ratio = input.secondValue / input.firstValue;
    const { hoursApart } = input;
    return [
      m.explainRatio({ second: input.secondValue, first: input.firstValue, ratio }),
      result.doublingTimeHours === null
        ? m.explainNoDoubling()
        : m.explainDoubling({ hoursApart, ratio, doubling: result.doublingTimeHours }),
      m.explainRise({
        rising: result.rising ? 'yes' : 'no',
        ratio,
        hoursApart,
        rise: result.riseIn48HoursPercent,
        window: RISE_WINDOW_HOURS,
      }),
    ];
  },
}));
