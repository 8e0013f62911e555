import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import conception from '../../definitions/conception/page';
import cycleLengthEsMessages from '../../definitions/cycle-length/messages.es.gen';
import cycleLength from '../../definitions/cycle-length/page';
import dueDateEsMessages from '../../definitions/due-date/messages.es.gen';
import dueDate from '../../definitions/due-date/page';
import ovulationEsMessages from '../../definitions/ovulation/messages.es.gen';
import ovulation from '../../definitions/ovulation/page';
import periodTracker from '../../definitions/period-tracker/page';
import testTimingEsMessages from '../../definitions/pregnancy-test-timing/messages.es.gen';
import testTiming from '../../definitions/pregnancy-test-timing/page';
import { type CalculatorDefinition, definitionIn, fromQuery, getPath, runCalculator } from '../../src/engine';
import { textsOf } from '../consistency-agreements';

// Cycles of 23, 47 and 26 days averaged 32 and read as a green "within the normal range": only the mean was judged.
// FIGO 2018 judges each cycle (normal frequency 24–38 days) and the spread between the shortest and longest
// (regular up to 7–9 days). Ovulation and due date stopped at 35 days while the period tracker takes 45; and a
// pregnancy test on the day the period is due finds about 9 pregnancies in 10 (Wilcox 2001), not all of them.

type Block = { block: string; when?: string; title?: string; text?: string; tone?: string };
type Definition = CalculatorDefinition<never, Record<string, unknown>>;

function run(def: unknown, input: Record<string, unknown>, today: string) {
  const outcome = runCalculator(def as CalculatorDefinition, input, { today });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  const result = outcome.result as Record<string, unknown>;
  const blocks = ((def as Definition).result as Block[]).filter(
    (block) => !block.when || Boolean(getPath(result, block.when)),
  );
  return { result, notes: blocks.filter((b) => b.block === 'note').map((b) => b.text ?? '') };
}

const list = (value: unknown) => (value as string[]).join(' ');
const hrefs = (result: Record<string, unknown>) =>
  (result.links as { href: string }[]).map((link) => link.href);

/** A link's target computes from exactly what the link carries (no message at a field). */
const TARGETS: Record<string, unknown> = {
  ovulation,
  'due-date': dueDate,
  conception,
  'period-tracker': periodTracker,
};
function expectLinksWork(result: Record<string, unknown>, today: string) {
  for (const href of hrefs(result)) {
    const [path, query = ''] = href.split('?');
    const id = path?.replace('/calculators/', '') ?? '';
    const target = TARGETS[id] as CalculatorDefinition | undefined;
    expect(target, href).toBeDefined();
    const outcome = runCalculator(
      target as CalculatorDefinition,
      fromQuery(target as CalculatorDefinition, query),
      {
        today,
      },
    );
    expect(outcome, href).toMatchObject({ ok: true });
  }
}

/** Period start dates for these cycle lengths, from `first`. */
function datesFor(first: string, lengths: number[]): string[] {
  const dates = [first];
  for (const length of lengths) {
    const last = new Date(`${dates.at(-1)}T00:00:00Z`);
    last.setUTCDate(last.getUTCDate() + length);
    dates.push(last.toISOString().slice(0, 10));
  }
  return dates;
}

describe('cycle length judges every cycle and the spread (FIGO 2018), not only the mean', () => {
  const today = '2026-09-20';

  it('cycles of 23, 47 and 26 days are irregular and out of range: not green, not "normal"', () => {
    const { result } = run(cycleLength, { dates: datesFor('2026-06-01', [23, 47, 26]) }, today);
    expect(result).toMatchObject({ cycleLengths: [23, 47, 26], averageCycleLength: 32, spread: 24 });
    expect(result.severity).toBe('caution');
    expect(result.category).toMatch(/^Irregular cycles/);
    expect(result.category).toMatch(/shorter than 24 .*longer than 38 days/);
    expect(result.category).not.toMatch(/normal range/);
  });

  it('irregular cycles get no ovulation date from their average, and the result says why and what to use', () => {
    const { result } = run(cycleLength, { dates: datesFor('2026-06-01', [23, 47, 26]) }, today);
    expect(hrefs(result).some((href) => href.includes('/ovulation'))).toBe(false);
    const advice = list(result.recommendations);
    expect(advice).toMatch(/ovulation date .* average .* would be a guess/i);
    expect(advice).toMatch(/ovulation tests \(LH strips\)/);
    // Her next period: anywhere from her shortest to her longest cycle after the last one (Sep 5 + 23 / + 47).
    expect(advice).toMatch(/from Sep 28 to Oct 22, 2026/);
    expectLinksWork(result, today);
  });

  it('regular cycles inside 24–38 days are green, with the ovulation link saying they are regular', () => {
    const { result } = run(cycleLength, { dates: datesFor('2026-06-01', [28, 30, 27]) }, today);
    expect(result.severity).toBe('good');
    expect(result.category).toBe('Regular cycles, all within the normal range of 24–38 days');
    expect(hrefs(result)).toContain(
      '/calculators/ovulation?lastPeriodDate=2026-08-25&cycleLength=28&regularity=regular',
    );
  });

  it('a spread of 8–9 days is at the edge of regular: neutral, and the ovulation page is told it may vary', () => {
    const { result } = run(cycleLength, { dates: datesFor('2026-06-01', [26, 34, 30]) }, today);
    expect(result).toMatchObject({ spread: 8, regularity: 'borderline', severity: 'info' });
    expect(result.category).toMatch(/^Cycles at the edge of regular, all within the normal range/);
    expect(hrefs(result).find((href) => href.includes('/ovulation'))).toMatch(/regularity=irregular/);
    expectLinksWork(result, today);
  });

  it('a spread of 10 days is irregular even when every cycle is inside 24–38 days', () => {
    const { result } = run(cycleLength, { dates: datesFor('2026-06-01', [25, 35, 30]) }, today);
    expect(result).toMatchObject({ spread: 10, regularity: 'irregular', severity: 'caution' });
    expect(result.category).toBe('Irregular cycles, all within the normal range of 24–38 days');
  });

  it('regular but short (22 days) or long (40 days) cycles are outside the normal range: see a clinician', () => {
    const short = run(cycleLength, { dates: datesFor('2026-06-01', [22, 23, 22]) }, today).result;
    expect(short.severity).toBe('caution');
    expect(short.category).toMatch(/^Regular cycles, .*shorter than 24 days/);
    expect(list(short.recommendations)).toMatch(/shorter than 24 days are called frequent/);
    const long = run(cycleLength, { dates: datesFor('2026-05-01', [40, 41]) }, today).result;
    expect(long.severity).toBe('caution');
    expect(long.category).toMatch(/longer than 38 days/);
    expect(list(long.recommendations)).toMatch(/longer than 38 days are called infrequent/);
    expectLinksWork(long, today);
  });

  it('one cycle cannot show how regular cycles are', () => {
    const { result } = run(cycleLength, { dates: ['2026-08-01', '2026-08-29'] }, today);
    expect(result).toMatchObject({ regularity: 'one', severity: 'good' });
    expect(result.category).toBe('One cycle, within the normal range of 24–38 days');
    expect(list(result.recommendations)).not.toMatch(/counts as regular/);
    expect(hrefs(result).find((href) => href.includes('/ovulation'))).not.toMatch(/regularity/);
  });

  it('says the same in Spanish', () => {
    const spanish = definitionIn(cycleLength, cycleLengthEsMessages);
    const { result } = run(spanish, { dates: datesFor('2026-06-01', [23, 47, 26]) }, today);
    expect(result.category).toMatch(/^Ciclos irregulares/);
    expect(list(result.recommendations)).toMatch(/pruebas de ovulación/);
  });
});

describe('ovulation accepts cycles up to 45 days and says when its date is less reliable', () => {
  const today = '2026-11-28';

  it('a 42-day cycle is answered, ovulation on day 29, with a note that long cycles are less predictable', () => {
    const { result, notes } = run(ovulation, { lastPeriodDate: '2026-11-20', cycleLength: 42 }, today);
    expect(result).toMatchObject({ ovulationDate: '2026-12-18', ovulationCycleDay: 29, longCycle: true });
    expect(notes).toContainEqual(expect.stringMatching(/longer than 38 days.*later and less predictabl/));
    expectLinksWork(result, today);
  });

  it('a 38-day cycle has no long-cycle note; 46 days is a message at the field', () => {
    expect(run(ovulation, { lastPeriodDate: '2026-11-20', cycleLength: 38 }, today).notes).toEqual([]);
    expect(
      runCalculator(ovulation, { lastPeriodDate: '2026-11-20', cycleLength: 46 }, { today }),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'cycleLength' }],
    });
  });

  it('irregular cycles, or not knowing, make the estimate less reliable, and the result says so', () => {
    for (const regularity of ['irregular', 'unsure']) {
      const { notes } = run(ovulation, { lastPeriodDate: '2026-11-20', cycleLength: 30, regularity }, today);
      expect(notes).toContainEqual(expect.stringMatching(/less reliable/));
    }
    for (const regularity of ['regular', undefined]) {
      const { notes } = run(ovulation, { lastPeriodDate: '2026-11-20', cycleLength: 30, regularity }, today);
      expect(notes).toEqual([]);
    }
  });

  it('says the same in Spanish', () => {
    const spanish = definitionIn(ovulation, ovulationEsMessages);
    const { notes } = run(
      spanish,
      { lastPeriodDate: '2026-11-20', cycleLength: 42, regularity: 'unsure' },
      today,
    );
    expect(notes).toHaveLength(2);
    expect(notes.join(' ')).toMatch(/38 días/);
    expect(notes.join(' ')).toMatch(/menos confiable/);
  });
});

describe('due date accepts cycles up to 45 days, with a note above 38', () => {
  const today = '2026-11-28';

  it('a 42-day cycle moves the due date 14 days later and says an early ultrasound dates it better', () => {
    const { result, notes } = run(dueDate, { lastPeriodDate: '2026-10-01', cycleLength: 42 }, today);
    // Oct 1 + 280 + 14 = Jul 22, 2027.
    expect(result.dueDate).toBe('2027-07-22');
    expect(notes).toContainEqual(expect.stringMatching(/longer than 38 days.*early ultrasound/));
    expectLinksWork(result, today);
  });

  it('no long-cycle note at 38 days; 46 days is a message at the field', () => {
    const { notes } = run(dueDate, { lastPeriodDate: '2026-10-01', cycleLength: 38 }, today);
    expect(notes.join(' ')).not.toMatch(/longer than 38 days/);
    expect(
      runCalculator(dueDate, { lastPeriodDate: '2026-10-01', cycleLength: 46 }, { today }),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'cycleLength' }],
    });
  });

  it('says the same in Spanish', () => {
    const spanish = definitionIn(dueDate, dueDateEsMessages);
    const { notes } = run(spanish, { lastPeriodDate: '2026-10-01', cycleLength: 42 }, today);
    expect(notes.join(' ')).toMatch(/más de 38 días.*ecografía temprana/);
  });
});

/** Keys of a definition whose strings are result paths, not words. */
const PATHS = new Set(['href', 'value', 'when', 'start']);

describe('pregnancy tests on the day the period is due: most, not all (Wilcox 2001)', () => {
  const input = { lastPeriodDate: '2026-11-10', cycleLength: 28 };

  it('no text of the result or the page calls a test on that day "reliable"', () => {
    for (const today of ['2026-11-28', '2026-12-05', '2026-12-10']) {
      const { result } = run(testTiming, input, today);
      const words = [...textsOf(result), ...textsOf({ ...testTiming, sources: [] }, PATHS)];
      expect(words.filter((text) => /reliab/i.test(text))).toEqual([]);
    }
    const spanish = definitionIn(testTiming, testTimingEsMessages);
    const { result } = run(spanish, input, '2026-11-28');
    const words = [...textsOf(result), ...textsOf({ ...spanish, sources: [] }, PATHS)];
    expect(words.filter((text) => /confiable/i.test(text))).toEqual([]);
  });

  it('says most tests detect a pregnancy then, and about 1 in 10 is not yet detectable', () => {
    const { result } = run(testTiming, input, '2026-11-28');
    expect(result.status).toMatch(/most tests/i);
    expect(list(result.tips)).toMatch(/about 1 pregnancy in 10/);
  });

  it('the late-period note of the cycle length page says "most tests", not "reliable"', () => {
    const { notes } = run(cycleLength, { dates: ['2026-08-19', '2026-09-16', '2026-10-14'] }, '2026-11-27');
    expect(notes.join(' ')).not.toMatch(/reliable/);
    expect(notes.join(' ')).toMatch(/most home pregnancy tests/i);
  });

  it('about.md and about.es.md cite Wilcox 2001 with its figure', () => {
    for (const file of ['about.md', 'about.es.md']) {
      const text = readFileSync(`definitions/pregnancy-test-timing/${file}`, 'utf8');
      expect(text).toMatch(/Natural limits of pregnancy testing/);
      expect(text).toMatch(/90\s?%/);
      expect(text).not.toMatch(/reliable|confiable/i);
    }
  });
});
