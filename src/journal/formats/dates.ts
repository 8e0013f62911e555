/**
 * Calendar dates as the journal keeps them: ISO `YYYY-MM-DD` naming a real day of the years a date field accepts
 * (the engine's own check and day arithmetic, so the journal and the calculators agree on what a date is).
 */

export { addDaysIso, daysBetween } from '../../engine/cycle';
export { isIsoDate } from '../../engine/parse';

export function toIso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
