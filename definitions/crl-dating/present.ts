import { type CrlInput, type CrlValues, weeksAndDays } from './formula';
import type { Messages } from './messages.en.gen';

/** The CRL dating result the page and `npm run calc` show: ages and differences in words, the verdict, the notes. */
export function presentCrl(values: CrlValues, _input: CrlInput, m: Messages) {
  const { lastPeriodDays, band, ...shown } = values;
  const { redate, differenceDays: difference, threshold } = values;
  const lastPeriod = lastPeriodDays === null ? null : m.weeksAndDays(weeksAndDays(lastPeriodDays));
  const compared = difference !== null && threshold !== null;
  return {
    ...shown,
    gestationalAgeText: m.weeksAndDays(values.gestationalAge),
    lastPeriodGestationalAge: lastPeriod,
    differenceText: difference === null ? null : m.days({ days: difference }),
    verdict: compared
      ? m.verdict({ verdict: redate ? 'redate' : 'stands', difference, threshold })
      : m.verdict({ verdict: 'scan', difference: 0, threshold: 0 }),
    notes: [
      m.accurate(),
      m.setOnce(),
      m.official(),
      ...(lastPeriod && band && threshold !== null ? [m.band({ age: lastPeriod, band, threshold })] : []),
      ...(lastPeriodDays !== null && lastPeriodDays >= 98 ? [m.pastFourteenWeeks()] : []),
    ],
  };
}
