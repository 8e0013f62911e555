const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Long US date of an ISO calendar date, e.g. "June 24, 2024". Written out rather than through Intl: the first
 * Intl.DateTimeFormat a page creates loads locale data, one of the longest tasks while a content page starts.
 */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!name || !year || !day) return iso;
  return `${name} ${day}, ${year}`;
}
