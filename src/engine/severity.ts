/**
 * How much a result asks of the reader, as the formula judges it (never guessed from the words of a label):
 * - `good`: in the healthy or expected range;
 * - `info`: a neutral figure, no judgement (a date, a cost), or outside the range with nothing to do now;
 * - `caution`: worth acting on, not urgent (see a doctor when you can, check again);
 * - `risk`: a range linked with a higher health risk (obese, high health risk);
 * - `urgent`: act now: the card leads with the action and says nothing that softens it.
 */
export const SEVERITIES = ['good', 'info', 'caution', 'risk', 'urgent'] as const;

/** The severity id a formula returns for a category card (see `SEVERITIES`). */
export type Severity = (typeof SEVERITIES)[number];

/** Whether a value read from a result is a severity id. */
export function isSeverity(value: unknown): value is Severity {
  return typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value);
}
