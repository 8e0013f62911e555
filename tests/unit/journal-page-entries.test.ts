import { describe, expect, it } from 'vitest';
import {
  amountLimits,
  amountText,
  dateProblem,
  exportFileName,
  formatAmount,
  limitText,
  parseAmount,
  parseWeeks,
} from '@/journal/page/entries';

describe('what the journal page checks before it keeps an entry', () => {
  const today = '2026-11-28';

  it('keeps a real date up to today, and says what is wrong with any other', () => {
    expect(dateProblem('2026-11-28', today)).toBeUndefined();
    expect(dateProblem('2024-02-29', today)).toBeUndefined();
    expect(dateProblem('', today)).toBe('missing');
    expect(dateProblem('2025-02-29', today)).toBe('invalid');
    expect(dateProblem('2026-13-01', today)).toBe('invalid');
    expect(dateProblem('28/11/2026', today)).toBe('invalid');
    expect(dateProblem('2026-11-29', today)).toBe('future');
  });

  it('reads a weight as parents write it in US units, and keeps it in kg', () => {
    expect(parseAmount('7 lb 8 oz', 'weightKg', 'us')).toEqual({ kind: 'value', metric: 3.402 });
    expect(parseAmount('7.5', 'weightKg', 'us')).toEqual({ kind: 'value', metric: 3.402 });
    expect(parseAmount('3.4', 'weightKg', 'metric')).toEqual({ kind: 'value', metric: 3.4 });
    expect(parseAmount('20', 'lengthCm', 'us')).toEqual({ kind: 'value', metric: 50.8 });
    expect(parseAmount('  ', 'lengthCm', 'us')).toEqual({ kind: 'empty' });
  });

  it('refuses zero, negative, absurd and wordy amounts instead of keeping a silent 0', () => {
    for (const text of ['0', '-3', 'abc', '7 lb 18 oz', '1e3', '400', '0.2'])
      expect(parseAmount(text, 'weightKg', 'metric').kind, text).toBe('invalid');
    expect(parseAmount('7 lb 8 oz', 'weightKg', 'metric').kind).toBe('invalid');
    expect(parseAmount('20 in', 'lengthCm', 'us').kind).toBe('invalid');
    // A head circumference of 70 cm is no baby's: the journal keeps what an import would keep.
    expect(parseAmount('70', 'headCm', 'metric').kind).toBe('invalid');
    expect(parseAmount('35', 'headCm', 'metric')).toEqual({ kind: 'value', metric: 35 });
  });

  it('shows a kept amount in the units she picked, and fills an edit box that reads back the same', () => {
    expect(formatAmount(3.402, 'weightKg', 'us', 'en-US')).toBe('7 lb 8 oz');
    expect(formatAmount(3.402, 'weightKg', 'metric', 'es-US')).toBe('3.402 kg');
    expect(formatAmount(50.8, 'lengthCm', 'us', 'en-US')).toBe('20 in');
    for (const units of ['us', 'metric'] as const) {
      const text = amountText(3.402, 'weightKg', units);
      expect(parseAmount(text, 'weightKg', units), text).toEqual({ kind: 'value', metric: 3.402 });
    }
    expect(amountText(undefined, 'lengthCm', 'us')).toBe('');
  });

  it('takes whole weeks at birth from 22 to 44', () => {
    expect(parseWeeks('40')).toBe(40);
    expect(parseWeeks('22')).toBe(22);
    for (const text of ['21', '45', '36.5', '', 'x']) expect(parseWeeks(text), text).toBeUndefined();
  });

  it('names an export by the day it was made', () => {
    expect(exportFileName('2026-11-28', 'csv')).toBe('bloomcalc-journal-2026-11-28.csv');
  });
});

describe('what a visitor found typing into the journal page', () => {
  it('a date before the years a date field accepts is refused, as the stored journal would drop it on reading', () => {
    expect(dateProblem('1899-12-25', '2026-11-28')).toBe('invalid');
    expect(dateProblem('1900-01-01', '2026-11-28')).toBeUndefined();
  });

  it('a decimal comma is a decimal point: 3,2 kg is 3.2 kg, never 32 kg; 48,3 cm is 48.3 cm', () => {
    expect(parseAmount('3,2', 'weightKg', 'metric', true)).toEqual({ kind: 'value', metric: 3.2 });
    expect(parseAmount('48,3', 'lengthCm', 'metric', true)).toEqual({ kind: 'value', metric: 48.3 });
    expect(parseAmount('1,2,3', 'lengthCm', 'metric', true)).toEqual({ kind: 'invalid' });
  });

  it('before the second birthday, the baby growth calculator limits: 200 lb is refused for a baby, kept for a teen', () => {
    expect(parseAmount('200', 'weightKg', 'us', true)).toEqual({ kind: 'invalid' });
    expect(parseAmount('200', 'weightKg', 'us', false).kind).toBe('value');
  });

  it('the infant limits are the baby growth calculator field limits (kg and cm), and the message says them', async () => {
    const { default: babyGrowth } = await import('../../definitions/baby-growth/page');
    const fields = babyGrowth.fields as Record<
      string,
      { limits?: Record<string, { min: number; max: number }> }
    >;
    expect(amountLimits('weightKg', true)).toEqual(fields.weight?.limits?.kg);
    expect(amountLimits('lengthCm', true)).toEqual(fields.length?.limits?.cm);
    expect(amountLimits('headCm', true)).toEqual(fields.headCircumference?.limits?.cm);
    expect(limitText(30, 'weightKg', 'us', 'en-US')).toBe('66.1 lb');
    expect(limitText(0.5, 'weightKg', 'metric', 'en-US')).toBe('0.5 kg');
  });
});
