import { isSeverity, type ResultMessages, type Severity } from '@/engine';

/** Colour of a result card: the Chakra palette of each severity the formula returns (never guessed from words). */
export const SEVERITY_PALETTE: Record<Severity, string> = {
  good: 'green',
  info: 'blue',
  caution: 'orange',
  risk: 'red',
  urgent: 'red',
};

/** Words a screen reader hears before the category, so the colour is never the only sign ("In range"). */
export function severityLabel(severity: Severity, words: ResultMessages): string {
  return words.severity({ severity });
}

/** The severity at a result path; a card without one (or with an unknown value) is neutral, `info`. */
export function severityAt(value: unknown): Severity {
  return isSeverity(value) ? value : 'info';
}
