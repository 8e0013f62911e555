import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import maternityAboutRates from '../../definitions/maternity-leave-pay/about-rates';
import { programOf } from '../../definitions/maternity-leave-pay/data';
import messages from '../../definitions/maternity-leave-pay/messages.en.gen';
import planningJson from '../../definitions/maternity-leave-pay/rates/planning.json';
import statesJson from '../../definitions/maternity-leave-pay/rates/state-programs.json';
import { parseMaternityRates } from '../../definitions/maternity-leave-pay/rates-schema';
import { rulesOf } from '../../definitions/maternity-leave-pay/state-programs';
import { valuesOf } from '../../scripts/lib/data';
import { compileMessages } from '../../scripts/lib/messages';
import { staleRecords } from '../../src/engine/data-schema';
import { resolveRates } from '../../src/engine/rate-registry';
import { textsOf } from '../consistency-agreements';

const FOLDER = path.resolve(import.meta.dirname, '../../definitions/maternity-leave-pay');
const ABOUT = readFileSync(path.join(FOLDER, 'about.md'), 'utf8');
const copy = <T>(value: T): T => structuredClone(value);
type States = typeof statesJson;
const state = (data: States, id: string) =>
  data.states.find((entry) => entry.id === id) as States['states'][number];
const cents = (value: number) => Math.round(value * 100) / 100;

describe('maternity rates data', () => {
  it('parses through its zod schema; a gap, a bad rate or a missing source fails naming file and field', () => {
    expect(() => parseMaternityRates()).not.toThrow();
    const gap = copy(statesJson);
    (state(gap, 'rhode island').periods[1] as { validFrom: string }).validFrom = '2025-07-02';
    expect(() => parseMaternityRates(gap)).toThrow(
      /state-programs\.json: states\.3\.periods: record 1 starts 2025-07-02, not the day after record 0 ends/,
    );
    const badRate = copy(statesJson);
    (state(badRate, 'california').periods[0]?.benefit?.bands[0] as { rate: number }).rate = 90;
    expect(() => parseMaternityRates(badRate)).toThrow(/states\.0\.periods\.0\.benefit\.bands\.0\.rate/);
    const badLink = copy(statesJson);
    (state(badLink, 'hawaii').periods[0]?.sources as { waitingPeriod: string }).waitingPeriod = 'nowhere';
    expect(() => parseMaternityRates(badLink)).toThrow(
      /states\.14\.periods\.0\.sources: no link "nowhere" in links/,
    );
    const noSource = copy(planningJson) as { planning: { source?: unknown }[] };
    delete noSource.planning[0]?.source;
    expect(() => parseMaternityRates(statesJson, noSource)).toThrow(/planning\.json: planning\.0\.source/);
  });

  it('is checked again by its reviewBy date (the real date, on purpose: stale rates turn the suite red)', () => {
    const { states, planning } = parseMaternityRates();
    const tables = {
      ...Object.fromEntries(states.states.map((entry) => [entry.id, entry.periods])),
      planning: planning.planning,
      fmla: planning.fmla,
    };
    expect(staleRecords(new Date().toISOString().slice(0, 10), tables)).toEqual([]);
    expect(staleRecords('2099-01-01', tables).length).toBeGreaterThan(30);
  });

  it('has words for every program and note of every record', () => {
    for (const entry of parseMaternityRates().states.states)
      for (const period of entry.periods) {
        const rules = rulesOf(messages, entry, period);
        expect(rules.notes.length, `${entry.id} ${period.validFrom}`).toBe(period.notes.length);
        const named = [rules.disability?.name, rules.familyLeave?.name, rules.updates, rules.eligibilityRule];
        for (const text of [...named, ...rules.notes])
          expect(text, `${entry.id} ${period.validFrom}`).not.toBe('');
        for (const text of [
          ...rules.notes,
          rules.eligibilityRule,
          rules.disability?.rule ?? '',
          rules.familyLeave?.rule ?? '',
        ])
          expect(text, `${entry.id} ${period.validFrom}`).not.toMatch(/NaN|undefined|\$0\b/);
      }
  });

  // Figures the reference tags [D]: derived by the state's own rule from a confirmed one. The data holds both, so
  // this is what construction cannot guarantee.
  it('holds each derived figure to the rule it comes from', () => {
    for (const entry of parseMaternityRates().states.states)
      for (const period of entry.periods) {
        const main = programOf(period, 'familyLeave') ?? programOf(period, 'disability');
        if (!main) continue;
        const [first] = main.bands;
        const where = `${entry.id} ${period.validFrom}`;
        const { figures } = period;
        if (entry.id === 'connecticut' && figures.minimumWage) {
          expect(first?.upTo, where).toBe(cents(40 * figures.minimumWage));
          expect(main.maxWeekly, where).toBe(cents(60 * figures.minimumWage));
        }
        if (entry.id === 'district of columbia' && figures.minimumWage)
          expect(first?.upTo, where).toBe(cents(1.5 * 40 * figures.minimumWage));
        if (entry.id === 'washington' || entry.id === 'colorado')
          expect(first?.upTo, where).toBe(cents(main.maxWeekly / 0.9 / 2));
        if (entry.id === 'oregon') expect(first?.upTo, where).toBe(cents(cents(main.maxWeekly / 1.2) * 0.65));
        if (entry.id === 'massachusetts' && figures.averageWeeklyWage)
          expect(first?.upTo, where).toBe(cents(figures.averageWeeklyWage / 2));
        if (entry.id === 'california' && figures.quarterlyBandTop)
          expect(first?.upTo, where).toBe(cents(figures.quarterlyBandTop / 13));
        if (entry.id === 'rhode island' && figures.quarterRate)
          expect(first?.rate, where).toBe(Math.round(figures.quarterRate * 13 * 100) / 10000);
        if (entry.id === 'maine' && figures.averageWeeklyWage) {
          expect(period.minimumAnnualEarnings, where).toBe(cents(6 * figures.averageWeeklyWage));
          expect(first?.upTo, where).toBe(cents(figures.averageWeeklyWage / 2));
        }
      }
  });

  it('resolves every {{rate:…}} and {{rates:…}} of about.md, and names an unknown one', () => {
    const resolved = resolveRates('about.md', ABOUT, maternityAboutRates());
    expect(resolved).not.toMatch(/\{\{\s*rates?:/);
    expect(resolved).toContain('| California | 90% up to $1,192.80 a week');
    expect(() => resolveRates('x/about.md', '{{rate:utopia.maxWeekly@2025}}', maternityAboutRates())).toThrow(
      'x/about.md: unknown rate "utopia.maxWeekly"',
    );
  });
});

describe('each maternity figure is written once', () => {
  // Every cap of the data, as a page writes it and as code would: found in no file of the folder but the data. The
  // worked examples' expected results are left out: they are checks (hand-computed), not mentions a visitor reads.
  it('no source file of the folder repeats a weekly cap of the data', () => {
    const caps = new Set(
      statesJson.states.flatMap((entry) =>
        entry.periods.flatMap((period) =>
          [
            period.benefit,
            (period.disability as { benefit?: { maxWeekly: number } } | null)?.benefit,
          ].flatMap((benefit) => (benefit ? [benefit.maxWeekly] : [])),
        ),
      ),
    );
    const files = readdirSync(FOLDER).filter((name) => /\.(ts|md)$/.test(name));
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(FOLDER, file), 'utf8').replace(
        /\n( {2,4})examples: \[[\s\S]*?\n\1\],\n/,
        '\n',
      );
      for (const cap of caps) {
        for (const form of new Set([
          String(cap),
          cap.toLocaleString('en-US', { maximumFractionDigits: 2 }),
        ])) {
          const escaped = form.replaceAll('.', '\\.');
          if (new RegExp(`(?<![\\d,.])${escaped}(?![\\d]|,\\d)`).test(text)) found.push(`${file}: ${form}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('a rate changed in the data changes every result, report and about.md mention of it', async () => {
    const changed = copy(statesJson);
    const california = state(changed, 'california').periods[0] as { benefit: { maxWeekly: number } };
    california.benefit.maxWeekly = 1712.34;
    const plan = copy(planningJson);
    (plan.planning[0] as { childcarePerWeek: number }).childcarePerWeek = 375;
    vi.resetModules();
    vi.doMock('../../definitions/maternity-leave-pay/rates/state-programs.json', () => ({
      default: changed,
    }));
    vi.doMock('../../definitions/maternity-leave-pay/rates/planning.json', () => ({ default: plan }));
    // What the formula imports: the values npm run generate writes from the same data.
    vi.doMock('../../src/generated/data/maternity-leave-pay/state-programs', () => ({
      default: valuesOf(changed),
    }));
    vi.doMock('../../src/generated/data/maternity-leave-pay/planning', () => ({ default: valuesOf(plan) }));
    try {
      const { default: maternity } = await import('../../definitions/maternity-leave-pay/page');
      const { explainLines, runCalculator } = await import('../../src/engine');
      const { buildReportText } = await import('../../src/results/report-text');
      const about = await import('../../definitions/maternity-leave-pay/about-rates');
      const schema = await import('../../definitions/maternity-leave-pay/rates-schema');
      const spec = (maternity.result as unknown as { component?: string; props?: unknown }[]).find(
        (block) => block.component === 'report-actions',
      )?.props as Parameters<typeof buildReportText>[0];
      const input = {
        annualSalary: 200000,
        leaveWeeks: 12,
        employmentState: 'california',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2025-06-01',
      };
      const outcome = runCalculator(maternity, input, { today: '2026-11-26' });
      if (!outcome.ok) throw new Error('no result');
      const result = outcome.result as Record<string, unknown>;
      const page = [...textsOf(result), ...explainLines(maternity, input as never, result as never)].join(
        '\n',
      );
      const report = buildReportText(spec, result);
      const aboutText = resolveRates(
        'about.md',
        ABOUT,
        about.default(schema.parseMaternityRates(changed, plan)),
      );
      expect(result.stateWeeklyBenefit).toBe(1712.34);
      for (const [where, text] of [
        ['page', page],
        ['report', report],
        ['about.md', aboutText],
      ] as const) {
        expect(text, where).toContain('$1,712.34');
        expect(text, where).not.toContain('1,681');
        expect(text, where).toContain('$375');
        expect(text, where).not.toContain('$350');
      }
      // The about page quotes the cap in its table and in its sources.
      expect(aboutText.split('$1,712.34').length - 1).toBe(2);
    } finally {
      vi.doUnmock('../../definitions/maternity-leave-pay/rates/state-programs.json');
      vi.doUnmock('../../definitions/maternity-leave-pay/rates/planning.json');
      vi.doUnmock('../../src/generated/data/maternity-leave-pay/state-programs');
      vi.doUnmock('../../src/generated/data/maternity-leave-pay/planning');
      vi.resetModules();
    }
  });
});

describe('legal figures in messages', () => {
  // The state sentences quote caps as published: cents only when there are any ("$1,681", "$722.50").
  it('compiles ::currency/USD auto to money with cents only when there are any', async () => {
    const file = path.join(import.meta.dirname, `.probe-auto-${Date.now()}.gen.ts`);
    writeFileSync(
      file,
      compileMessages(
        'definitions/probe/messages.ts',
        { cap: 'at most {cap, number, ::currency/USD auto}' },
        'en-US',
      ),
    );
    try {
      const m = ((await import(file)) as { default: { cap: (p: { cap: number }) => string } }).default;
      expect(m.cap({ cap: 1681 })).toBe('at most $1,681');
      expect(m.cap({ cap: 722.5 })).toBe('at most $722.50');
    } finally {
      rmSync(file);
    }
  });
});
