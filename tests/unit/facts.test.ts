import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFormulaFigures } from '../../scripts/lib/definitions';
import { FACTS, type Fact, formatFact, resolveFacts, staleFacts } from '../../src/engine/fact-registry';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every markdown file the build renders: articles, guides, info pages and each calculator's about.md. */
function markdownFiles(): string[] {
  const inDir = (dir: string) =>
    readdirSync(path.join(ROOT, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(dir, name));
  const abouts = readdirSync(path.join(ROOT, 'definitions')).map((id) =>
    path.join('definitions', id, 'about.md'),
  );
  return [...inDir('content/blog'), ...inDir('content/guides'), ...inDir('content/pages'), ...abouts];
}

describe('facts registry', () => {
  it('has no fact past its review date (today is the real date: a stale money or legal figure is a red build)', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(staleFacts(today)).toEqual([]);
  });

  it('names a stale fact with its review date and source', () => {
    const old: Fact = {
      value: 5000,
      unit: 'usd',
      label: 'old limit',
      period: { year: 2024, of: 'tax-year' },
      source: { title: 'x', url: 'https://www.irs.gov/publications/p503' },
      asOf: '2024-01-01',
      reviewBy: '2025-01-15',
    };
    expect(staleFacts('2026-11-26', { OLD: old })).toEqual([
      'OLD (reviewBy 2025-01-15; https://www.irs.gov/publications/p503)',
    ]);
  });

  it('dates every fact, cites an https source, and gives every money figure its year', () => {
    for (const [key, fact] of Object.entries(FACTS) as [string, Fact][]) {
      expect(fact.asOf <= fact.reviewBy, key).toBe(true);
      expect(fact.source.url, key).toMatch(/^https:\/\//);
      if (fact.unit === 'usd') expect(String(fact.period?.year), key).toMatch(/^20\d\d$/);
    }
  });

  it('writes a money fact with its tax year and a weekly rate with its range', () => {
    expect(formatFact(FACTS.DEPENDENT_CARE_FSA_LIMIT)).toBe('$7,500 (2026 tax year)');
    expect(formatFact(FACTS.IOM_WEEKLY_GAIN_NORMAL)).toBe('0.42 kg a week (0.35–0.50)');
    expect(formatFact(FACTS.CARE_CREDIT_RATE)).toBe('20–50% (2026 tax year)');
  });

  it('resolves placeholders and refuses an unknown key, naming the file and the key', () => {
    expect(resolveFacts('a.md', 'Up to {{fact:IRA_LIMIT}}.')).toBe('Up to $7,500 (2026).');
    expect(() => resolveFacts('content/blog/x.md', 'See {{fact:IRA_LIMT}} and {{ fact: NOPE }}.')).toThrow(
      'content/blog/x.md: unknown fact key "IRA_LIMT" in {{fact:IRA_LIMT}}\ncontent/blog/x.md: unknown fact key "NOPE"',
    );
  });

  it('writes derived and worded facts one way: 550 kcal for 0.5 kg a week, the caffeine limit in coffee', () => {
    expect(formatFact(FACTS.DEFICIT_FOR_HALF_KG_A_WEEK)).toBe('550 kcal a day');
    expect(formatFact(FACTS.CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE)).toBe(
      'about one 12-ounce, 350 mL cup of brewed coffee',
    );
    expect(formatFact(FACTS.MISSED_PERIODS_MONTHS)).toBe('3 months');
    expect(formatFact(FACTS.CYCLE_LENGTH_TYPICAL)).toBe('21–35 days');
  });

  it('no page or advice string types a figure that disagreed between pages before issue #20', () => {
    const banned = [
      /two mugs of instant coffee/i,
      /under 200 mg/i,
      /more than 90 days/i,
      /more than three months/i,
      /22 to 28 grams/i,
      /500 to 550/,
      /500 kcal a day loses about 0\.5 kg/i,
      /After 65 a BMI slightly above 25 is not linked with higher risk/,
    ];
    const adviceFiles = readdirSync(path.join(ROOT, 'definitions')).flatMap((id) =>
      ['formula.ts', 'calculator.ts', 'page.ts'].map((name) => path.join('definitions', id, name)),
    );
    for (const file of [...markdownFiles(), ...adviceFiles]) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const pattern of banned) expect(text, `${file} ${pattern}`).not.toMatch(pattern);
    }
  });

  it('every placeholder in every markdown file names a fact (or, in an about text, a figure of its formula)', async () => {
    for (const file of markdownFiles()) {
      const figures = file.startsWith('definitions')
        ? await loadFormulaFigures(path.join(ROOT, path.dirname(file)))
        : {};
      expect(() =>
        resolveFacts(file, readFileSync(path.join(ROOT, file), 'utf8'), { figures }),
      ).not.toThrow();
    }
  });
});
