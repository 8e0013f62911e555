import { format } from 'date-fns';

/** Today's local date as ISO `YYYY-MM-DD`: the page passes it to formulas, which never read the clock. */
export function todayIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
