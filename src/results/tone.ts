/** Colour of a result card by its category text (spec part 1 §4). */
export type Tone = 'good' | 'risk' | 'info';

/** Words (case-insensitive, anywhere in the category text) that make a card good; checked before the risk words. */
export const GOOD_WORDS = ['normal', 'healthy'] as const;
/** Words that make a card a risk, when no good word is present. */
export const RISK_WORDS = ['risk', 'obese'] as const;

/** 'normal'/'healthy' → good (green, check); 'risk'/'obese' → risk (red, warning); anything else → info (blue). */
export function categoryTone(category: string | undefined): Tone {
  const text = (category ?? '').toLowerCase();
  if (GOOD_WORDS.some((word) => text.includes(word))) return 'good';
  if (RISK_WORDS.some((word) => text.includes(word))) return 'risk';
  return 'info';
}

/** Chakra palette for each tone. */
export const TONE_PALETTE: Record<Tone, string> = { good: 'green', risk: 'red', info: 'blue' };
