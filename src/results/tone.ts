import { isSeverity, type Severity } from '@/engine';

/** Colour of a result card: the Chakra palette of each severity the formula returns (never guessed from words). */
export const SEVERITY_PALETTE: Record<Severity, string> = {
  good: 'green',
  info: 'blue',
  caution: 'orange',
  risk: 'red',
  urgent: 'red',
};

/** Words a screen reader hears before the category, so the colour is never the only sign. */
export const SEVERITY_LABEL: Record<Severity, string> = {
  good: 'In range',
  info: 'Information',
  caution: 'Worth acting on',
  risk: 'Higher risk',
  urgent: 'Urgent',
};

/** The severity at a result path; a card without one (or with an unknown value) is neutral, `info`. */
export function severityAt(value: unknown): Severity {
  return isSeverity(value) ? value : 'info';
}
