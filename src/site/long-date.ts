let formatter: Intl.DateTimeFormat | undefined;

/** Long US date, e.g. "June 24, 2024" (one formatter per page: creating one loads locale data). */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  formatter ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return formatter.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}
