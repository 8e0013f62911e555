/**
 * English ordinals of decimals: CLDR's ordinal rules cover whole numbers only, so `Intl.PluralRules` calls 2.2
 * "other" ("2.2th"). People read the suffix of the last digit said: "2.2nd", "99.95th", "0.1st", as CDC writes
 * "93.3rd" and "98.7th" percentiles. Spanish writes no ordinal suffix ("percentil 2.2") and is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../scripts/lib/messages';
import { pluralCategory } from '../../src/engine/intl';

const nth = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';

/** The compiled `nth` message, imported as a page imports it. */
async function ordinal(): Promise<(n: number) => string> {
  const { rmSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const file = path.join(import.meta.dirname, `.probe-ordinal-${Date.now()}.gen.ts`);
  writeFileSync(
    file,
    compileMessages('definitions/probe/messages.ts', { nth }, 'en-US', undefined, { language: false }),
  );
  try {
    const m = ((await import(file)) as { default: { nth: (p: { n: number }) => string } }).default;
    return (n) => m.nth({ n });
  } finally {
    rmSync(file);
  }
}

describe('English ordinals of decimals follow their last digit', () => {
  it('gives the category of the last digit shown for a decimal in en-US', () => {
    expect(
      [2.2, 0.1, 99.95, 93.3, 64.2, 11.1, 12.2, 13.3].map((n) => pluralCategory(n, 'en-US', 'ordinal')),
    ).toEqual(['two', 'one', 'other', 'few', 'two', 'one', 'two', 'few']);
  });

  it('keeps the whole-number rules (11th, 12th, 13th, 21st)', () => {
    expect([1, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => pluralCategory(n, 'en-US', 'ordinal'))).toEqual([
      'one',
      'other',
      'other',
      'other',
      'one',
      'two',
      'few',
      'one',
      'other',
    ]);
  });

  it('reads the digit `#` shows (up to three decimals): 2.2000000001 is "2.2nd"', () => {
    expect(pluralCategory(2.2000000001, 'en-US', 'ordinal')).toBe('two');
    expect(pluralCategory(0.1 + 0.2, 'en-US', 'ordinal')).toBe('few');
    expect(pluralCategory(20.9999999, 'en-US', 'ordinal')).toBe('one');
  });

  it('writes "2.2nd", "64th", "99.95th", "21st", "11th", "12th", "13th", "0.1st" through a message', async () => {
    const write = await ordinal();
    expect([2.2, 64, 99.95, 21, 11, 12, 13, 0.1, 93.3].map(write)).toEqual([
      '2.2nd',
      '64th',
      '99.95th',
      '21st',
      '11th',
      '12th',
      '13th',
      '0.1st',
      '93.3rd',
    ]);
  });

  it('leaves Spanish and cardinal plurals alone', () => {
    expect(pluralCategory(2.2, 'es-US', 'ordinal')).toBe('other');
    expect(pluralCategory(1.5, 'en-US')).toBe('other');
    expect(pluralCategory(1, 'en-US')).toBe('one');
  });
});
