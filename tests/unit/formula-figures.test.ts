/**
 * An about text quotes a figure of its own formula with the facts token, `{{fact:NAME}}` (NAME a numeric export of
 * the folder's formula.ts), written as a number in the page's language; a name that is also a registry fact is
 * refused, so one token never means two figures.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NORMAL_FROM } from '../../definitions/bmi/formula';
import { ADULT_AGE } from '../../definitions/ideal-weight/formula';
import idealWeight from '../../definitions/ideal-weight/page';
import { loadFormulaFigures } from '../../scripts/lib/definitions';
import { refusals } from '../../src/engine/audience';
import { resolveFacts } from '../../src/engine/fact-registry';
import { resolveTokens } from '../../src/engine/markdown-tokens';

const BMI = path.join(import.meta.dirname, '../../definitions/bmi');

describe('{{fact:NAME}} of a formula figure', () => {
  it('loads the numeric exports of a formula, nothing else', async () => {
    const figures = await loadFormulaFigures(BMI);
    expect(figures.NORMAL_FROM).toBe(NORMAL_FROM);
    expect(figures).not.toHaveProperty('bmiFormula');
    expect(Object.values(figures).every((value) => typeof value === 'number')).toBe(true);
  });

  it('writes the figure in the page language', () => {
    const figures = { LOW: 18.5, MONEY: 7500 };
    expect(resolveFacts('about.md', 'BMI {{fact:LOW}} and {{fact:MONEY}}', { figures })).toBe(
      'BMI 18.5 and 7,500',
    );
    expect(
      resolveTokens('definitions/x/about.es.md', 'IMC {{fact:LOW}}', undefined, undefined, figures),
    ).toBe('IMC 18.5');
  });

  it('writes a figure with the decimals a ::.00 skeleton asks for, and refuses one on a registry fact', () => {
    const figures = { LOW: 0.4, ONE: 1 };
    expect(resolveFacts('about.md', '{{fact:LOW::.00}} and {{fact:ONE::.0}}', { figures })).toBe(
      '0.40 and 1.0',
    );
    expect(() => resolveFacts('about.md', '{{fact:IRA_LIMIT::.0}}', { figures })).toThrow(/skeleton/);
  });

  it('still refuses an unknown name, and a name that is both a fact and a figure', () => {
    expect(() => resolveFacts('about.md', '{{fact:NOPE}}', { figures: { LOW: 1 } })).toThrow(
      /unknown fact key "NOPE"/,
    );
    expect(() => resolveFacts('about.md', '{{fact:IRA_LIMIT}}', { figures: { IRA_LIMIT: 1 } })).toThrow(
      /both a registry fact and an export of the formula/,
    );
  });

  it('gives a refusal message the bound of its rule, so the message states the limit the rule applies', () => {
    const [refusal] = refusals(idealWeight, { height: 165, age: ADULT_AGE - 5, frame: 'medium' });
    expect(refusal?.message).toContain(`for adults ${ADULT_AGE} and over. Under ${ADULT_AGE},`);
  });
});
