import { describe, expect, it } from 'vitest';
import maternityAboutRates from '../../definitions/maternity-leave-pay/about-rates';
import { SCENARIO_WEEKS } from '../../definitions/maternity-leave-pay/formula';
import { FACTS, type Fact, factProblems, formatFact, resolveFacts } from '../../src/engine/fact-registry';
import { formatList } from '../../src/engine/intl';
import { resolveTokens } from '../../src/engine/markdown-tokens';
import { resolveRates } from '../../src/engine/rate-registry';

// Spanish markdown keeps the English file's tokens; the page's language (the file name, or a parameter) decides the
// words and the formatting of what they write.
const TOKENS = [
  '{{fact:CARE_CREDIT_RATE}}',
  '{{fact:FERTILITY_AWARENESS_TYPICAL_FAILURE}}',
  '{{fact:DEPENDENT_CARE_FSA_LIMIT}}',
  '{{fact:PREGNANCY_TEST_RETEST}}',
  '{{fact:MISSED_PERIODS_MONTHS}}',
  '{{fact:CYCLE_LENGTH_TYPICAL}}',
  '{{fact:IOM_WEEKLY_GAIN_NORMAL}}',
  '{{fact:KCAL_PER_KG}}',
  '{{fact:CCDF_COPAYMENT_CAP}}',
].join('\n');

describe('facts in Spanish', () => {
  it('writes a Spanish file’s facts in Spanish with es-US figures: percent, per 100 women, money with its tax year, words', () => {
    expect(resolveFacts('content/blog/x.es.md', TOKENS).split('\n')).toEqual([
      '20–50% (año fiscal 2026)',
      '2–23 de cada 100 mujeres al año',
      '$7,500 (año fiscal 2026)',
      'entre unos días y una semana después',
      '3 meses',
      '21–35 días',
      '0.42 kg por semana (0.35–0.50)',
      '7,700 kcal',
      '7% (norma federal de 2024)',
    ]);
  });

  it('keeps the English file’s facts as they were, and lets a caller name the language', () => {
    expect(resolveFacts('content/blog/x.md', TOKENS).split('\n')).toEqual([
      '20–50% (2026 tax year)',
      '2–23 in 100 women a year',
      '$7,500 (2026 tax year)',
      'after a few days to a week',
      '3 months',
      '21–35 days',
      '0.42 kg a week (0.35–0.50)',
      '7,700 kcal',
      '7% (2024 federal rule)',
    ]);
    expect(resolveFacts('panel', '{{fact:BORN_ON_DUE_DATE}}', { locale: 'es-US' })).toBe(
      'alrededor de 1 de cada 20',
    );
    expect(formatFact(FACTS.CAFFEINE_PREGNANCY_LIMIT, 'es-US')).toBe('200 mg al día');
    expect(formatFact('CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE', 'es-US')).toBe(
      'aproximadamente una taza de café filtrado de 12 oz, o 350 mL',
    );
    expect(resolveFacts('content/categories/pregnancy-fertility.es.yaml', '{{fact:IRA_LIMIT}}')).toBe(
      '$7,500 (2026)',
    );
  });

  it('refuses a fact said in words without its Spanish wording, naming the fact (npm run generate runs this)', () => {
    const worded = (value: Fact['value']): Fact => ({
      value,
      unit: 'text',
      label: 'probe',
      source: { title: 'x', url: 'https://www.cdc.gov/' },
      asOf: '2026-11-26',
      reviewBy: '2027-11-26',
    });
    const facts = {
      ENGLISH_ONLY: worded('after a week'),
      COPIED: worded({ 'en-US': 'after a week', 'es-US': 'after a week' }),
      BOTH: worded({ 'en-US': 'after a week', 'es-US': 'después de una semana' }),
    };
    const problems = factProblems(facts);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('ENGLISH_ONLY: a fact said in words needs its es-US wording');
    expect(problems[1]).toContain('COPIED:');
    expect(factProblems()).toEqual([]);
    expect(() => resolveFacts('content/blog/x.es.md', 'Repite {{fact:ENGLISH_ONLY}}.', { facts })).toThrow(
      'content/blog/x.es.md: fact "ENGLISH_ONLY" has no es-US wording',
    );
    expect(resolveFacts('content/blog/x.md', 'Again {{fact:ENGLISH_ONLY}}.', { facts })).toBe(
      'Again after a week.',
    );
  });
});

describe('maternity rates in Spanish', () => {
  const rates = maternityAboutRates();

  it('writes the states table with Spanish headers, state names and rules, and es-US dates', () => {
    const table = resolveRates('definitions/maternity-leave-pay/about.es.md', '{{rates:states}}', rates);
    const [header, rule, ...rows] = table.split('\n');
    expect(header).toBe(
      '| Estado | Regla de la tasa | Tope semanal | Semanas por un nacimiento (discapacidad + familiar) |',
    );
    expect(rule).toBe('|---|---|---|---|');
    expect(rows.some((row) => row.startsWith('| Nueva York | discapacidad '))).toBe(true);
    expect(table).toMatch(/desde el \d{1,2} de [a-z]+ de 20\d\d/);
    for (const english of [
      ' up to ',
      ' above',
      ' from ',
      'not confirmed',
      ' none',
      'combined',
      ' a week',
      'New York',
    ])
      expect(table, english).not.toContain(english);
  });

  it('writes figures and the waiting-periods sentence in Spanish, and English unchanged for about.md', () => {
    const markdown =
      '{{rate:planning.scenarioWeeks}} | {{rates:waiting-periods}} | {{rate:fmla.hoursWorked}}';
    const [weeks, waiting, hours] = resolveTokens(
      'definitions/maternity-leave-pay/about.es.md',
      markdown,
      rates,
    ).split(' | ');
    expect(weeks).toBe(formatList(SCENARIO_WEEKS.map(String), 'es-US'));
    expect(waiting).toMatch(
      /^en .*Nueva York.* y .+, una solicitud por discapacidad empieza con un periodo de espera de \d+ días$/,
    );
    expect(hours).toBe('1,250');
    const english = resolveTokens('definitions/maternity-leave-pay/about.md', markdown, rates);
    expect(english).toMatch(
      /^6, 8, 12 and 16 \| .*New York.* start a disability claim with a \d+-day waiting period \| 1,250$/,
    );
  });
});
