/** Colour of a result card by its category text (spec part 1 §4). */
export type Tone = 'good' | 'risk' | 'info';

/** 'normal'/'healthy' → good (green, check); 'risk'/'obese' → risk (red, warning); anything else → info (blue). */
export function categoryTone(category: string | undefined): Tone {
  const text = (category ?? '').toLowerCase();
  if (text.includes('normal') || text.includes('healthy')) return 'good';
  if (text.includes('risk') || text.includes('obese')) return 'risk';
  return 'info';
}

/** Chakra palette for each tone. */
export const TONE_PALETTE: Record<Tone, string> = { good: 'green', risk: 'red', info: 'blue' };
