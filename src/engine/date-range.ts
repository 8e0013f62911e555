import { calendarDay, type DateStyle, DEFAULT_LOCALE, dateFormat } from './intl';

/**
 * One side of a range of two ISO dates, the month and year both share said once: Intl's range ("Feb 9 – 15, 2026",
 * "9–15 de febrero de 2026") split at its dash, so the message says its own words around and between them
 * ("from {start, date, rangeFrom end} to {end, date, rangeTo start}": "from Feb 9 to 15, 2026"; "del 9 al 15 de
 * febrero de 2026"). A range of one day has no dash: each side is the whole date. Only compiled messages import it,
 * so it loads with a result, not with the page.
 */
export function dateRangeSide(
  start: string,
  end: string,
  side: 'from' | 'to',
  locale = DEFAULT_LOCALE,
  style: DateStyle = 'short',
): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (!from || !to) return '—';
  const parts = dateFormat(style, locale).formatRangeToParts(from, to);
  // The dash is the shared literal just before the end's first part.
  const dash = parts.findIndex((part) => part.source === 'endRange') - 1;
  if (dash < 0 || parts[dash]?.type !== 'literal')
    return dateFormat(style, locale).format(side === 'from' ? from : to);
  const chosen = side === 'from' ? parts.slice(0, dash) : parts.slice(dash + 1);
  return chosen
    .map((part) => part.value)
    .join('')
    .trim();
}
