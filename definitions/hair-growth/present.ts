import { DATE_YEARS } from '@/engine';
import { type HairGrowthInput, type HairGrowthValues, TYPICAL_CM_PER_MONTH } from './formula';
import type { Messages } from './messages.en.gen';

/** The hair growth result the page and `npm run calc` show: the figures, their units and what they mean in words. */
export function presentHairGrowth(values: HairGrowthValues, _input: HairGrowthInput, m: Messages) {
  const { advice, ...shown } = values;
  const { unit } = values;
  // A year is written as is, without a thousands comma.
  const lastYear = String(DATE_YEARS.max);
  return {
    ...shown,
    unitLabels: {
      day: m.per({ unit, per: 'day' }),
      week: m.per({ unit, per: 'week' }),
      month: m.per({ unit, per: 'month' }),
      year: m.per({ unit, per: 'year' }),
    },
    recommendations: advice.map((id) => m.advice({ id, lastYear, ...TYPICAL_CM_PER_MONTH })),
  };
}
