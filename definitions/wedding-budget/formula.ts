import { parseNumber, round } from '@/engine';

/** Each category's share of the total, percent (spec part 2 §9), as about texts quote them. */
export const VENUE_PERCENT = 40;
export const ATTIRE_PERCENT = 8;
export const PHOTO_PERCENT = 12;
export const MUSIC_PERCENT = 8;
export const FLOWERS_PERCENT = 10;
export const PLANNER_PERCENT = 10;
export const STATIONERY_PERCENT = 4;
export const OFFICIANT_PERCENT = 2;
export const GIFTS_PERCENT = 3;
export const MISC_PERCENT = 3;

/**
 * The ten budget categories and their share of the total, percent (spec part 2 §9; they add up to 100). `name` is the
 * contract's (share links, JSON input); `id` picks the category's words in the page language (messages.ts `category`).
 */
// biome-ignore-start lint/plugin/formula-words: each `name` is a key of the contract's `actual` field (calculator.ts), not words
export const WEDDING_CATEGORIES = [
  { id: 'venue', name: 'Venue & Catering', percentage: VENUE_PERCENT },
  { id: 'attire', name: 'Attire & Beauty', percentage: ATTIRE_PERCENT },
  { id: 'photo', name: 'Photography & Videography', percentage: PHOTO_PERCENT },
  { id: 'music', name: 'Music & Entertainment', percentage: MUSIC_PERCENT },
  { id: 'flowers', name: 'Flowers & Decor', percentage: FLOWERS_PERCENT },
  { id: 'planner', name: 'Wedding Planner', percentage: PLANNER_PERCENT },
  { id: 'stationery', name: 'Stationery', percentage: STATIONERY_PERCENT },
  { id: 'officiant', name: 'Officiant & Marriage License', percentage: OFFICIANT_PERCENT },
  { id: 'gifts', name: 'Gifts & Favors', percentage: GIFTS_PERCENT },
  { id: 'misc', name: 'Miscellaneous', percentage: MISC_PERCENT },
] as const;
// biome-ignore-end lint/plugin/formula-words: the contract's category keys end here

/** Largest amount accepted in one row of the actual-spending column. */
export const MAX_ACTUAL = 10_000_000;

const NAMES = new Set<string>(WEDDING_CATEGORIES.map((category) => category.name));

/** Amounts spent so far, by category name. */
export type ActualSpending = Partial<Record<string, number>>;

/** Wedding budget input. */
export interface WeddingInput {
  totalBudget: number;
  guests?: number;
  actual?: ActualSpending;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** What is wrong with the actual-spending column, by id (present.ts words it): the rows named by category. */
export type ActualProblem =
  | { id: 'notObject' }
  | { id: 'unknown'; names: string[] }
  | { id: 'notNumber' | 'negative' | 'tooLarge'; name: string };

/**
 * Reads the actual-spending column from the form, a share link or JSON: an object of category name → amount.
 * Blank rows count as 0 (left out); a non-number, a negative amount or an unknown category is a problem that
 * names the row (unknown categories first, then the rows in order).
 */
export function readActual(raw: unknown): { value: ActualSpending } | { problems: ActualProblem[] } {
  let data = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      data = undefined;
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { problems: [{ id: 'notObject' }] };
  const value: ActualSpending = {};
  const problems: ActualProblem[] = [];
  const unknown: string[] = [];
  for (const [name, amount] of Object.entries(data)) {
    if (!NAMES.has(name)) {
      unknown.push(name);
      continue;
    }
    if (isBlank(amount)) continue;
    const number = parseNumber(amount);
    if (number === undefined) problems.push({ id: 'notNumber', name });
    else if (number < 0) problems.push({ id: 'negative', name });
    else if (number > MAX_ACTUAL) problems.push({ id: 'tooLarge', name });
    else value[name] = number;
  }
  if (unknown.length > 0) problems.unshift({ id: 'unknown', names: unknown });
  return problems.length > 0 ? { problems } : { value };
}

/**
 * Splits `total` dollars by `percentages` (adding up to 100) into whole cents that add up exactly to the total:
 * the largest-remainder (Hamilton) method. Each share gets its cents rounded down, then the cents left over go
 * one each to the shares with the largest dropped fractions (ties: the earlier share), so $1,234.57 is never
 * shown as categories adding up to $1,234.59.
 */
export function allocateCents(total: number, percentages: readonly number[]): number[] {
  const cents = Math.round(total * 100);
  // Integer arithmetic: cents × percent is exact, so the remainders compare exactly.
  const exact = percentages.map((percentage) => cents * percentage);
  const shares = exact.map((value, index) => ({
    index,
    cents: Math.floor(value / 100),
    remainder: value % 100,
  }));
  let left = cents - shares.reduce((sum, share) => sum + share.cents, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left <= 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares.map((share) => share.cents / 100);
}

/** Planned amount per category from the total, actual spending, differences, totals and the per-guest cost. */
export function weddingFormula(input: WeddingInput) {
  const total = input.totalBudget;
  const actual = input.actual ?? {};
  const planned = allocateCents(
    total,
    WEDDING_CATEGORIES.map((category) => category.percentage),
  );
  const categories = WEDDING_CATEGORIES.map(({ name, percentage }, index) => {
    const plannedAmount = planned[index] ?? 0;
    const actualAmount = round(actual[name] ?? 0, 2);
    return {
      name,
      percentage,
      plannedAmount,
      actualAmount,
      difference: round(plannedAmount - actualAmount, 2),
    };
  });
  const totalPlanned = round(
    categories.reduce((sum, row) => sum + row.plannedAmount, 0),
    2,
  );
  const totalActual = round(
    categories.reduce((sum, row) => sum + row.actualAmount, 0),
    2,
  );
  const remaining = round(total - totalActual, 2);
  const guests = input.guests ?? 0;
  const averagePerGuest = guests > 0 ? round(total / guests, 2) : 0;
  // The categories over plan, by their contract names (the keys of `actual`): present.ts names them in a tip.
  const overPlan = categories.filter((row) => row.difference < 0).map((row) => row.name);

  return {
    totalBudget: total,
    hasBudget: total > 0,
    noBudget: total <= 0,
    categories,
    totalPlanned,
    totalActual,
    totalDifference: round(totalPlanned - totalActual, 2),
    remaining,
    guests,
    averagePerGuest,
    overPlan,
  };
}

/** The wedding budget formula's values. */
export type WeddingValues = ReturnType<typeof weddingFormula>;
