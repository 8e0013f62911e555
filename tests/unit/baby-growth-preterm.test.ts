import { describe, expect, it } from 'vitest';
import { babyGrowthFormula, whoZ } from '../../definitions/baby-growth/formula';
import esMessages from '../../definitions/baby-growth/messages.es.gen';
import babyGrowth from '../../definitions/baby-growth/page';
import { type BabyGrowthResult, presentBabyGrowth } from '../../definitions/baby-growth/present';
import { explainLines, round, runCalculator } from '../../src/engine';

const today = { today: '2026-11-25' };
const REASSURING = /simply how your baby is built|simplemente la constitución/;

/** The page's result for a raw input (as a share link gives it), or the field errors. */
function run(input: Record<string, unknown>) {
  return runCalculator(
    babyGrowth,
    { weightUnit: 'kg', lengthUnit: 'cm', headUnit: 'cm', measuredOn: '2026-11-25', ...input },
    today,
  );
}

function result(input: Record<string, unknown>): BabyGrowthResult {
  const outcome = run(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.result;
}

/** The same result in Spanish (the formula's values put into the Spanish messages). */
function spanish(input: Record<string, unknown>) {
  const outcome = run(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return presentBabyGrowth(
    babyGrowthFormula(outcome.input as never, today),
    outcome.input as never,
    esMessages,
  );
}

// Born at 28 weeks, 4 months (123 days) before the measurement: 12 weeks early, so 39 days past the due date.
const preterm28 = {
  sex: 'girl',
  birthDate: '2026-07-25',
  weeksAtBirth: 28,
  weight: 4.2,
  length: 53,
  headCircumference: 37,
};

describe('a baby born before 37 weeks is read at corrected age (AAP 2004; CDC, WIC: to the second birthday)', () => {
  it('reads the WHO tables at actual age minus the weeks born before 40, and says so', () => {
    const out = result(preterm28);
    expect(out.ageDays).toBe(123);
    expect(out.ageUsed).toBe('corrected');
    expect(out.correctedAgeDays).toBe(123 - 12 * 7);
    expect(out.weightZ).toBe(round(whoZ('weight', 'girl', 39, 4.2), 2));
    expect(out.headZ).toBe(round(whoZ('head', 'girl', 39, 37), 2));
    // At her age from birth she would read z −3.42 (weight): far below every curve, what the page must not say.
    expect(whoZ('weight', 'girl', 123, 4.2)).toBeLessThan(-3);
    expect(out.weightPercentile).toBeGreaterThan(30);
    expect(out.correctedAgeText).toBe('1 month 1 week');
    expect(out.summary?.[0]).toMatch(/corrected age/);
    expect(out.concern).toBeUndefined();
    expect(JSON.stringify(spanish(preterm28).summary?.[0])).toMatch(/edad corregida/);
  });

  it('says in the calculation lines which day the tables are read at, and reads none before the due date', () => {
    const lines = (input: Record<string, unknown>) => {
      const outcome = run(input);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
      return explainLines(babyGrowth, outcome.input as never, outcome.result);
    };
    const corrected = lines(preterm28);
    expect(corrected).toContain(
      'Born at 28 weeks: corrected age = 123 − (40 − 28) × 7 = 39 days; the WHO tables are read at day 39.',
    );
    expect(corrected.join(' ')).toMatch(/months for day 39\./);
    expect(corrected.join(' ')).not.toMatch(/for day 123/);
    const before = lines({ sex: 'boy', birthDate: '2026-10-14', weeksAtBirth: 30, weight: 2.6 });
    expect(before.join(' ')).toMatch(/below 0, so no WHO percentile is read/);
    expect(before.join(' ')).not.toMatch(/interpolated/);
  });

  it('reads a term baby (empty, or 37 weeks and later) at her age from birth, as before', () => {
    for (const weeksAtBirth of [undefined, 37, 42]) {
      const out = result({ ...preterm28, weeksAtBirth });
      expect(out.ageUsed).toBe('actual');
      expect(out.correctedAgeDays).toBeUndefined();
      expect(out.weightZ).toBe(round(whoZ('weight', 'girl', 123, 4.2), 2));
    }
  });

  it('takes whole weeks from 22 to 44 only, at the field', () => {
    for (const weeksAtBirth of [21, 45, 32.5]) {
      const outcome = run({ ...preterm28, weeksAtBirth });
      expect(outcome).toMatchObject({ ok: false, errors: [{ field: 'weeksAtBirth' }] });
    }
  });

  it('before the due date gives no WHO z at all and names the preterm charts care teams use', () => {
    // Born at 30 weeks, measured 6 weeks later: 36 weeks of gestation, 4 weeks before the due date.
    const input = { sex: 'boy', birthDate: '2026-10-14', weeksAtBirth: 30, weight: 2.6, length: 46 };
    const out = result(input);
    expect(out.ageUsed).toBe('corrected');
    expect(out.correctedAgeDays).toBe(42 - 70);
    expect(out.weightZ).toBeUndefined();
    expect(out.weight).toBeUndefined();
    expect(out.summary).toBeUndefined();
    expect(out.beforeTerm).toMatchObject({ severity: 'info', value: '36 weeks' });
    const text = JSON.stringify(out);
    expect(text).toMatch(/Fenton/);
    expect(text).toMatch(/INTERGROWTH-21st/);
    expect(text).not.toMatch(REASSURING);
    const es = JSON.stringify(spanish(input));
    expect(es).toMatch(/Fenton/);
    expect(es).toMatch(/INTERGROWTH-21st/);
    expect(es).toMatch(/36 semanas/);
  });
});

describe('the tails get their own result, without the reassuring line', () => {
  const boy = { sex: 'boy', birthDate: '2026-08-26' }; // 91 days

  it('a head circumference below the 3rd percentile: see the doctor soon (caution)', () => {
    const input = { ...boy, weight: 6, headCircumference: 38 };
    const out = result(input);
    expect(out.headPercentile).toBeLessThan(3);
    expect(out.headZ).toBeGreaterThan(-3);
    expect(out.concern).toMatchObject({
      head: { severity: 'caution', action: "See your baby's doctor soon" },
    });
    expect(out.concern?.head?.category).toBe('Below the 3rd percentile');
    expect(out.concern?.head?.interpretation).toMatch(/microcephaly/);
    expect(JSON.stringify(out)).not.toMatch(REASSURING);
    const es = spanish(input);
    expect(es.concern?.head).toMatchObject({
      severity: 'caution',
      action: 'Consulta pronto con el pediatra de tu bebé',
    });
    expect(JSON.stringify(es)).not.toMatch(REASSURING);
  });

  it('a head circumference above the 97th percentile is its own result too (macrocephaly is above +2 SD)', () => {
    const out = result({ ...boy, headCircumference: 43.5 });
    expect(out.headPercentile).toBeGreaterThan(97);
    expect(out.concern?.head).toMatchObject({ severity: 'caution' });
    expect(out.concern?.head?.interpretation).toMatch(/macrocephaly/);
  });

  it('any measurement beyond ±3 SD is a risk card, whichever it is', () => {
    const out = result({ sex: 'boy', birthDate: '2025-11-25', weight: 14.5, length: 76 });
    expect(out.weightZ).toBe(3.85);
    expect(out.concern?.weight).toMatchObject({ severity: 'risk', action: "See your baby's doctor soon" });
    expect(out.concern?.length).toBeUndefined();
    expect(JSON.stringify(out)).not.toMatch(REASSURING);
    const low = result({ ...boy, length: 52 });
    expect(low.lengthZ).toBeLessThan(-3);
    expect(low.concern?.length).toMatchObject({ severity: 'risk' });
  });

  it('beside a tail, another measurement outside the 3rd–97th is listed without the reassuring line', () => {
    // Weight at the 0.35th percentile (z −2.70: below the 3rd, within 3 SD) beside a head below the 3rd.
    const out = result({ ...boy, weight: 4.6, headCircumference: 38 });
    expect(out.weightPercentile).toBeLessThan(3);
    expect(out.concern?.weight).toBeUndefined();
    expect(out.outside?.[0]).toMatch(/weight below the 3rd percentile/);
    expect(JSON.stringify(out)).not.toMatch(REASSURING);
  });

  it('a weight or length just outside the 3rd–97th alone keeps the gentle words and no card', () => {
    const out = result({ ...boy, weight: 4.6 });
    expect(out.concern).toBeUndefined();
    expect(out.outside?.[0]).toMatch(REASSURING);
    expect(out.outside?.[0]).not.toMatch(/health visitor/);
  });
});
