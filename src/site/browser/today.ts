/** Today's local date as ISO `YYYY-MM-DD`: the page passes it to formulas, which never read the clock. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
