/**
 * Words in messages (issue #25): a definition's messages.ts (ICU MessageFormat) is compiled by `npm run generate`
 * into typed functions; a mistake in a message, a key the words layer asks for that messages.ts lacks, or a
 * parameter not passed fails naming the file and the key. The compiled modules in the folders are current.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Messages as BmiMessages } from '../../definitions/bmi/messages.en.gen';
import bmi from '../../definitions/bmi/page';
import { DEFINITIONS_DIR, listDefinitionIds } from '../../scripts/lib/definitions';
import {
  compiledFile,
  compileMessages,
  guardMessages,
  MESSAGE_SOURCES,
  MessageError,
} from '../../scripts/lib/messages';
import { JOURNAL_MESSAGES_DIR, SITE_MESSAGES_DIR } from '../../scripts/lib/site-messages';
import { runCalculator } from '../../src/engine';

const FILE = 'definitions/probe/messages.ts';

/** The functions of a compiled module, imported as the page imports them (written next to this test a moment). */
async function compiled(messages: Record<string, string>): Promise<Record<string, (p?: object) => string>> {
  const file = path.join(import.meta.dirname, `.probe-${Date.now()}.gen.ts`);
  writeFileSync(file, compileMessages(FILE, messages, 'en-US'));
  try {
    return ((await import(file)) as { default: Record<string, (p?: object) => string> }).default;
  } finally {
    rmSync(file);
  }
}

describe('compiling messages', () => {
  it('writes plain text, parameters, numbers, money, dates, plurals and selects', async () => {
    const m = await compiled({
      plain: 'Measure seated.',
      reading: '{systolic, number, integer}/{diastolic, number, integer}',
      bmi: 'BMI {bmi, number, ::.0}, up to {max, number, ::.##}',
      money: '{total, number, ::currency/USD} or {total, number, ::currency/USD .}',
      date: 'Due {due, date, weekday}, {due, date, long}',
      days: '{days, plural, =0 {today} one {# day} other {# days}}',
      category: '{id, select, low {Low blood pressure} normal {Normal}}',
      nested:
        'In {situation, select, postpartum {the 6 weeks after birth} other {pregnancy}}, {n, plural, one {# reading} other {# readings}}',
    });
    expect(m.plain?.()).toBe('Measure seated.');
    expect(m.reading?.({ systolic: 1185, diastolic: 75 })).toBe('1,185/75');
    expect(m.bmi?.({ bmi: 22, max: 1.5 })).toBe('BMI 22.0, up to 1.5');
    expect(m.money?.({ total: -478.8 })).toBe('−$478.80 or −$479');
    expect(m.date?.({ due: '2026-11-07' })).toBe('Due Saturday, Nov 07, 2026, November 7, 2026');
    expect([0, 1, 2, 1234].map((days) => m.days?.({ days }))).toEqual([
      'today',
      '1 day',
      '2 days',
      '1,234 days',
    ]);
    expect(m.category?.({ id: 'low' })).toBe('Low blood pressure');
    expect(m.nested?.({ situation: 'postpartum', n: 1 })).toBe('In the 6 weeks after birth, 1 reading');
  });

  it('writes ordinals by the ordinal rules (selectordinal), not the cardinal ones', async () => {
    const m = await compiled({ nth: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' });
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 42, 36.5].map((n) => m.nth?.({ n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '42nd',
      '36.5th',
    ]);
  });

  it('types each function by the parameters its message uses', () => {
    const source = compileMessages(
      FILE,
      { a: '{id, select, x {X} y {Y}} {n, plural, one {#} other {#}} {d, date, long} {t}' },
      'en-US',
    );
    expect(source).toContain('a: (p: { id: "x" | "y"; n: number; d: string; t: string }): string =>');
  });

  it.each([
    [{ broken: 'Your {reading is high' }, `${FILE}: broken: not ICU MessageFormat`],
    [
      { money: '{total, number, ::currency/EUR}' },
      `${FILE}: money: number style "::currency/EUR" is not one`,
    ],
    [{ day: '{due, date, ::yyyyMMdd}' }, `${FILE}: day: date style`],
    [{ 'bad-key': 'x' }, `${FILE}: bad-key: a message key is camelCase`],
    [{ mixed: '{n, number} {n, date, long}' }, `${FILE}: mixed: {n} is used as a number and as a date`],
    [{ tag: 'Read <b>this</b>' }, `${FILE}: tag: tag elements are not supported`],
  ])('refuses %o naming the file and the key', (messages, error) => {
    expect(() => compileMessages(FILE, messages, 'en-US')).toThrow(MessageError);
    expect(() => compileMessages(FILE, messages, 'en-US')).toThrow(error);
  });
});

describe('the words layer and its messages', () => {
  it('fails npm run generate naming messages.ts and the key when present.ts asks for a message that is not there', () => {
    const messages = { ...(bmi.messages as BmiMessages) } as Partial<BmiMessages>;
    delete messages.interpretation;
    const guarded = guardMessages('definitions/bmi/calculator.ts', {
      ...bmi,
      messages: messages as BmiMessages,
    });
    const example = { height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg' };
    expect(() => runCalculator(guarded, example, { today: '2026-11-25' })).toThrow(
      'definitions/bmi/messages.ts: interpretation: no such message (the words layer asks for it); add it',
    );
  });

  it('fails naming the key when a parameter is not passed', () => {
    const guarded = guardMessages('definitions/bmi/calculator.ts', bmi);
    const m = guarded.messages as unknown as Record<string, (p: object) => string>;
    expect(() => m.explainMetric?.({})).toThrow(
      'definitions/bmi/messages.ts: explainMetric: a parameter is missing',
    );
  });

  it('lets the typecheck name a missing key or parameter at the call site', () => {
    expectTypeOf<BmiMessages>().toHaveProperty('interpretation');
    expectTypeOf<BmiMessages['explainBmi']>()
      .parameter(0)
      .toEqualTypeOf<{ weight: number; meters: number; bmi: number }>();
    // @ts-expect-error: no such message: the typecheck names the file, the line and the key.
    expectTypeOf<BmiMessages>().toHaveProperty('noSuchMessage');
  });

  it('keeps every compiled module current with its messages.ts (the engine’s own words too)', async () => {
    const stale: string[] = [];
    const engine = path.resolve(import.meta.dirname, '../../src/engine');
    // The engine's words carry no language of their own: they are the language (src/engine/language.ts).
    const folders = [
      ...listDefinitionIds().map((id) => ({ dir: path.join(DEFINITIONS_DIR, id), language: true })),
      { dir: engine, language: false },
      { dir: path.join(engine, 'result-messages'), language: false },
      // The site's own words (src/site/messages, issue #30).
      { dir: SITE_MESSAGES_DIR, language: false },
      { dir: JOURNAL_MESSAGES_DIR, language: false },
    ];
    for (const { dir, language } of folders) {
      for (const [locale, source] of Object.entries(MESSAGE_SOURCES) as [
        keyof typeof MESSAGE_SOURCES,
        string,
      ][]) {
        const file = path.join(dir, source);
        if (!existsSync(file)) continue;
        const messages = ((await import(file)) as { default: Record<string, string> }).default;
        const relative = path.relative(process.cwd(), file);
        const out = path.join(dir, compiledFile(locale));
        const typeFrom = locale === 'en-US' ? undefined : `./${compiledFile('en-US').replace(/\.ts$/, '')}`;
        if (
          !existsSync(out) ||
          readFileSync(out, 'utf8') !== compileMessages(relative, messages, locale, typeFrom, { language })
        )
          stale.push(`${relative}: run npm run generate`);
      }
    }
    expect(stale).toEqual([]);
  });
});
