/**
 * What the journal page checks before it keeps an entry she typed, and how it shows an amount: pure, no storage,
 * no words (the page turns each problem into its message). Amounts are kept in kg and cm (types.ts); the page shows
 * and takes them in the units she picks.
 */
import { formatNumber, type Locale } from '@/engine/intl';
import { isIsoDate } from '@/engine/parse';
import { fromCanonical, parsePoundsOunces, splitPounds, toCanonical } from '@/engine/units';
import { AMOUNT_LIMITS, INFANT_AMOUNT_LIMITS, WEEKS_AT_BIRTH } from '../formats/types';

/** What is wrong with a date she typed, if anything. */
export type DateProblem = 'missing' | 'invalid' | 'future';

/** A date for the journal: given, real, and not after today (the journal records what happened). */
export function dateProblem(value: string, today: string): DateProblem | undefined {
  const text = value.trim();
  if (text === '') return 'missing';
  if (!isIsoDate(text)) return 'invalid';
  return text > today ? 'future' : undefined;
}

/** Days from `start` to `end`, both counted (a period of one day is 1). */
export function daysInclusive(start: string, end: string): number {
  const day = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(end) - day(start)) / 86_400_000) + 1;
}

/** The units the page shows amounts in: US (lb and oz, in) or metric (kg, cm). Held in memory only. */
export type Units = 'us' | 'metric';

/** What an amount box holds: nothing, an amount in kg or cm, or text that is no amount. */
export type Amount = { kind: 'empty' } | { kind: 'value'; metric: number } | { kind: 'invalid' };

/** The amounts of a measurement, by the name the journal keeps them under. */
export type AmountKey = keyof typeof AMOUNT_LIMITS;

const isWeight = (key: AmountKey) => key === 'weightKg';

/**
 * An amount she typed, in the units shown, as kg (weight) or cm (length, head): a weight in US units may be
 * written as parents write it ("7 lb 8 oz") or in decimal pounds. An amount outside what the journal keeps (the
 * charts' range, the same limits an import is held to) is invalid, never a silent 0.
 */
export function parseAmount(raw: string, key: AmountKey, units: Units, infant = false): Amount {
  // No amount a baby or child has reaches a thousand: a comma is a decimal comma ("3,2 kg" is 3.2 kg).
  const text = raw.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  if (text === '') return { kind: 'empty' };
  let metric: number | undefined;
  if (/^\d+(?:\.\d+)?$|^\.\d+$/.test(text)) {
    const value = Number(text);
    metric = units === 'metric' ? value : toCanonical(value, isWeight(key) ? 'lbs' : 'in');
  } else if (isWeight(key) && units === 'us') {
    const parsed = parsePoundsOunces(text);
    if (parsed && 'pounds' in parsed) metric = toCanonical(parsed.pounds, 'lb-oz');
  }
  if (metric === undefined || !Number.isFinite(metric)) return { kind: 'invalid' };
  const rounded = Math.round(metric * 1000) / 1000;
  const { min, max } = amountLimits(key, infant);
  return rounded >= min && rounded <= max ? { kind: 'value', metric: rounded } : { kind: 'invalid' };
}

/** What an amount may be, in kg or cm: the baby growth calculator's limits before the second birthday. */
export function amountLimits(key: AmountKey, infant: boolean): { min: number; max: number } {
  return (infant ? INFANT_AMOUNT_LIMITS : AMOUNT_LIMITS)[key];
}

/** A limit (kg or cm) in the units shown, as the page's message says it ("1.1 lb", "47.2 in", "0.5 kg"). */
export function limitText(metric: number, key: AmountKey, units: Units, locale: Locale): string {
  if (units === 'metric')
    return `${formatNumber(metric, { maxDecimals: 1 }, locale)} ${isWeight(key) ? 'kg' : 'cm'}`;
  const shown = fromCanonical(metric, isWeight(key) ? 'lbs' : 'in');
  return `${formatNumber(shown, { maxDecimals: 1 }, locale)} ${isWeight(key) ? 'lb' : 'in'}`;
}

/** A kept amount (kg or cm) in the units shown, as the page writes it ("7 lb 8.2 oz", "3.4 kg", "50.5 cm"). */
export function formatAmount(metric: number, key: AmountKey, units: Units, locale: Locale): string {
  if (units === 'metric')
    return `${formatNumber(metric, { maxDecimals: isWeight(key) ? 3 : 1 }, locale)} ${isWeight(key) ? 'kg' : 'cm'}`;
  if (!isWeight(key)) return `${formatNumber(fromCanonical(metric, 'in'), { maxDecimals: 1 }, locale)} in`;
  const { pounds, ounces } = splitPounds(fromCanonical(metric, 'lb-oz'));
  return `${formatNumber(pounds, 0, locale)} lb ${formatNumber(ounces, { maxDecimals: 1 }, locale)} oz`;
}

/** A kept amount as its box is filled when she edits it, in the units shown (US weight as "7 lb 8.2 oz"). */
export function amountText(metric: number | undefined, key: AmountKey, units: Units): string {
  if (metric === undefined) return '';
  if (units === 'metric') return String(Math.round(metric * 1000) / 1000);
  if (!isWeight(key)) return String(Math.round(fromCanonical(metric, 'in') * 10) / 10);
  const { pounds, ounces } = splitPounds(fromCanonical(metric, 'lb-oz'));
  return `${pounds} lb ${ounces} oz`;
}

/** Weeks at birth she typed, or undefined when they are not whole weeks in range. */
export function parseWeeks(raw: string): number | undefined {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const weeks = Number(text);
  return weeks >= WEEKS_AT_BIRTH.min && weeks <= WEEKS_AT_BIRTH.max ? weeks : undefined;
}

/** A new baby's id: random, stable within the journal, never shown. */
export function newBabyId(): string {
  return globalThis.crypto.randomUUID();
}

/** A file's name for an export made on `today` (her local date). */
export function exportFileName(today: string, extension: 'json' | 'csv'): string {
  return `bloomcalc-journal-${today}.${extension}`;
}
