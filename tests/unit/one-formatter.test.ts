/**
 * One formatter (issue #25): every number, sum of money and date a visitor reads is written by src/engine/intl.ts,
 * on Intl, in the page's locale. Nothing else creates an Intl object, calls toLocaleString (which picks the
 * machine's locale when none is given) or formats visitor text with date-fns' `format` (English only, and a
 * second way of writing the same date); date-fns' `lightFormat` for ISO dates and file names stays.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatList,
  formatMoney,
  formatNumber,
  formatNumberRange,
  formatPercent,
  pluralCategory,
} from '../../src/engine/intl';

const ROOT = path.resolve(import.meta.dirname, '../..');
const THE_MODULE = 'src/engine/intl.ts';
/** Creates a formatter only to load the page's locale data while the network is the wait (docs/adr/0003). */
const WARMS_ONLY = 'src/islands/warm-locale.ts';
/** Folders not yet on the one formatter (maternity-leave-pay left it with its rates as dated data). */
const NOT_YET: string[] = [];

const FORBIDDEN: [RegExp, string][] = [
  [/\.toLocaleString\(/, 'toLocaleString'],
  [/\bnew Intl\./, 'new Intl.'],
  [/import\s*\{[^}]*\bformat\b[^}]*\}\s*from\s*'date-fns'/, "date-fns' format"],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(ROOT, relative)).isDirectory())
      return name === 'generated' ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(name) ? [relative] : [];
  });
}

/** Where a file formats by itself: `file:line: what`. */
function ownFormatting(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      FORBIDDEN.filter(([pattern]) => pattern.test(line)).map(([, what]) => `${file}:${index + 1}: ${what}`),
    );
}

describe('one formatting module', () => {
  it('no file but src/engine/intl.ts creates Intl objects, calls toLocaleString or formats with date-fns', () => {
    const files = ['src', 'definitions', 'scripts'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter(
        (file) =>
          file !== THE_MODULE && file !== WARMS_ONLY && !NOT_YET.some((prefix) => file.startsWith(prefix)),
      )
      .flatMap((file) => ownFormatting(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('src/islands/warm-locale.ts loads locale data and formats nothing', () => {
    const text = readFileSync(path.join(ROOT, WARMS_ONLY), 'utf8');
    expect(text.match(/\bnew Intl\.\w+/g)).toEqual(['new Intl.NumberFormat', 'new Intl.DateTimeFormat']);
    expect(text).not.toMatch(/\.format(ToParts|Range)?\(|toLocaleString/);
  });

  it('catches each way of formatting on the side', () => {
    expect(ownFormatting('x.ts', "n.toLocaleString('en-US')")).toEqual(['x.ts:1: toLocaleString']);
    expect(ownFormatting('x.ts', "const f = new Intl.NumberFormat('en-US');")).toEqual(['x.ts:1: new Intl.']);
    expect(ownFormatting('x.ts', "import { addDays, format } from 'date-fns';")).toEqual([
      "x.ts:1: date-fns' format",
    ]);
    expect(ownFormatting('x.ts', "import { lightFormat, parseISO } from 'date-fns';")).toEqual([]);
  });

  it('writes what the site wrote before: minus signs, cents, the spec’s dates', () => {
    expect(formatNumber(1681)).toBe('1,681');
    expect(formatNumber(-2.5, 1)).toBe('−2.5');
    expect(formatNumber(1.5, { maxDecimals: 2 })).toBe('1.5');
    expect(formatMoney(-478.8)).toBe('−$478.80');
    expect(formatMoney(1681, { cents: 'auto' })).toBe('$1,681');
    expect(formatMoney(12.5, { cents: 'auto' })).toBe('$12.50');
    expect(formatPercent(12.5, 1)).toBe('12.5%');
    expect(formatDate('2026-11-07')).toBe('Nov 07, 2026');
    expect(formatDate('2026-11-07', 'weekday')).toBe('Saturday, Nov 07, 2026');
    expect(formatDate('2024-06-24', 'long')).toBe('June 24, 2024');
    expect(formatDate('2028-02-29', 'full')).toBe('Tuesday, February 29, 2028');
    expect(formatDate('2028-02-01', 'month')).toBe('February 2028');
    expect(formatDate('not a date')).toBe('—');
    expect(pluralCategory(1)).toBe('one');
    expect(pluralCategory(0)).toBe('other');
    expect(formatNumberRange(50.4, 67.8, 1)).toBe('50.4–67.8');
    expect(formatDateRange('2026-11-27', '2026-12-03')).toMatch(/^Nov 27\s–\sDec 0?3, 2026$/);
    expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c');
  });

  it('writes Spanish for es-US (the Spanish edition, issue #30)', () => {
    expect(formatDate('2026-11-27', 'long', 'es-US')).toBe('27 de noviembre de 2026');
    expect(formatNumber(1681.5, 1, 'es-US')).toBe('1,681.5');
  });
});
