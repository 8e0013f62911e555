import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMaternityRates, RATE_FILES } from '../../definitions/maternity-leave-pay/rates-schema';
import { factsModules, ratesModule, valuesOf } from '../../scripts/lib/data';
import { KCAL_A_DAY_FOR_HALF_KG_A_WEEK } from '../../src/engine/energy';
import { FACTS } from '../../src/engine/fact-registry';
import { browserBuild, staticChunks } from '../browser-build';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FACTS_FILE = 'src/data/facts.json';
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
type FactsJson = { facts: Record<string, Record<string, unknown>> };

describe('data files: one mechanism for facts and rates (src/engine/data-schema.ts, scripts/lib/data.ts)', () => {
  it('refuses a fact with no source, a bad value, half a validity or a year that is not its validity’s, naming file and field', () => {
    const broken = (change: (data: FactsJson) => void) => {
      const data = read(FACTS_FILE) as FactsJson;
      change(data);
      return () => factsModules(path.join(ROOT, FACTS_FILE), data);
    };
    expect(broken(({ facts }) => delete facts.IRA_LIMIT?.source)).toThrow(
      'src/data/facts.json: facts.IRA_LIMIT.source:',
    );
    expect(broken(({ facts }) => Object.assign(facts.IRA_LIMIT ?? {}, { value: '7500' }))).toThrow(
      'src/data/facts.json: facts.IRA_LIMIT.value:',
    );
    expect(broken(({ facts }) => delete facts.IRA_LIMIT?.validTo)).toThrow(
      'src/data/facts.json: facts.IRA_LIMIT.validTo: validFrom and validTo come together',
    );
    expect(
      broken(({ facts }) =>
        Object.assign(facts.IRA_LIMIT ?? {}, { validFrom: '2027-01-01', validTo: '2027-12-31' }),
      ),
    ).toThrow(
      'src/data/facts.json: facts.IRA_LIMIT.period: year 2026 is not the year the figure is valid from',
    );
    expect(
      broken(({ facts }) =>
        Object.assign(facts.BORN_ON_DUE_DATE ?? {}, {
          value: { 'en-US': 'about 1 in 20', 'es-US': 'about 1 in 20' },
        }),
      ),
    ).toThrow(
      'src/data/facts.json: facts.BORN_ON_DUE_DATE.value: a translation must not repeat another locale',
    );
    expect(broken(({ facts }) => Object.assign(facts.IRA_LIMIT ?? {}, { reviewBy: '2020-01-01' }))).toThrow(
      'src/data/facts.json: facts.IRA_LIMIT.reviewBy: is before asOf',
    );
  });

  it('refuses a rates file with a gap between records, naming file and field', () => {
    const file = 'definitions/maternity-leave-pay/rates/planning.json';
    const data = read(file);
    data.fmla[0].validTo = '2020-01-01';
    data.fmla.push({ ...data.fmla[0], validFrom: '2030-01-01', validTo: '2030-12-31' });
    expect(() => ratesModule(path.join(ROOT, file), RATE_FILES['planning.json'], data, 'x')).toThrow(
      /planning\.json: fmla: record 1 starts 2030-01-01, not the day after record 0 ends \(2020-01-01\)/,
    );
  });

  it('writes values only: no source, asOf, reviewBy or $comment in the generated modules, every figure kept', () => {
    const facts = Object.values(factsModules(path.join(ROOT, FACTS_FILE), read(FACTS_FILE))).join('\n');
    expect(facts).toContain('export const IRA_LIMIT = 7500;');
    expect(facts).toContain('export const CARE_CREDIT_RATE = [20, 50] as const;');
    expect(facts).toContain('export const BORN_ON_DUE_DATE_ES = "alrededor de 1 de cada 20";');
    for (const fact of Object.values(FACTS)) {
      expect(facts).not.toContain(fact.source.url);
      expect(facts).not.toContain(fact.asOf);
    }
    for (const name of Object.keys(RATE_FILES)) {
      const file = `definitions/maternity-leave-pay/rates/${name}`;
      const data = read(file);
      const module = ratesModule(
        path.join(ROOT, file),
        RATE_FILES[name as keyof typeof RATE_FILES],
        data,
        'x',
      );
      expect(module).not.toMatch(/"(\$comment|asOf|reviewBy|source)":/);
      expect(module).toContain(JSON.stringify(valuesOf(data)));
    }
    // valuesOf leaves out only those fields, at any depth.
    expect(
      valuesOf({
        $comment: 'c',
        a: [{ validFrom: 'x', source: { url: 'u' }, asOf: 'd', reviewBy: 'e', v: 3 }],
      }),
    ).toEqual({
      a: [{ validFrom: 'x', v: 3 }],
    });
  });

  it('keeps a derived fact equal to the figure the code derives it from', () => {
    expect(FACTS.DEFICIT_FOR_HALF_KG_A_WEEK.value).toBe(KCAL_A_DAY_FOR_HALF_KG_A_WEEK);
  });

  it('a calculation’s chunks hold the facts it imports and no other, and no record’s source', async () => {
    const entry = 'definitions/maternity-leave-pay/formula.ts';
    const chunks = await browserBuild({ maternity: entry });
    const maternity = staticChunks(chunks, [entry])
      .map((chunk) => chunk.code)
      .join('\n');
    // Not vacuous: the rates the formula reads are there.
    expect(maternity).toContain('marginal');
    // Facts it does not import: not in its chunks (the generated module is one constant per fact, tree-shaken).
    const worded = [
      'CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE',
      'BORN_ON_DUE_DATE',
      'PREGNANCY_TEST_RETEST',
    ] as const;
    const texts = [...worded.flatMap((name) => Object.values(FACTS[name].value)), '24500', '245e2'];
    for (const text of texts) expect(maternity, text).not.toContain(text);
    const { states, planning } = parseMaternityRates();
    const titles = [...states.states.flatMap((s) => s.periods), ...planning.planning, ...planning.fmla].map(
      (record) => record.source.title,
    );
    for (const title of titles) expect(maternity, title).not.toContain(title);
    expect(maternity).not.toMatch(/\b(reviewBy|asOf)\b/);
  }, 300_000);
});

describe('compileData over another definitions folder (a test’s, the scale bench’s)', () => {
  it('leaves the repository’s rates modules in place, which other processes may be importing', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'bloomcalc-data-'));
    const rates = path.join(ROOT, 'src/generated/data/maternity-leave-pay');
    const before = new Map(
      readdirSync(rates).map((name) => [name, readFileSync(path.join(rates, name), 'utf8')]),
    );
    try {
      const run = spawnSync(
        path.join(ROOT, 'node_modules', '.bin', 'tsx'),
        ['-e', "import('./scripts/lib/data.ts').then((data) => data.compileData())"],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, BLOOMCALC_DEFINITIONS: elsewhere } },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(readdirSync(rates).sort()).toEqual([...before.keys()].sort());
    } finally {
      // Put back what a run took, so no other test meets a missing module.
      for (const [name, text] of before)
        if (!existsSync(path.join(rates, name))) writeFileSync(path.join(rates, name), text);
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
