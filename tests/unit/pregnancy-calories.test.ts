import { describe, expect, it } from 'vitest';
import { STAGES } from '../../definitions/pregnancy-calories/formula';
import pregnancyCalories from '../../definitions/pregnancy-calories/page';
import { resultOf } from '../../src/engine';

const woman = {
  height: 160,
  heightUnit: 'cm',
  weight: 55,
  weightUnit: 'kg',
  activityLevel: 'lightlyActive',
} as const;

describe('pregnancy calories: teenagers and advice that fits the stage', () => {
  it('flags a 16-year-old (the equation is for adults; growth is not counted) and not a 19-year-old', () => {
    expect(resultOf(pregnancyCalories, { ...woman, age: 16, stage: 'second-trimester' }).teen).toBe(true);
    expect(resultOf(pregnancyCalories, { ...woman, age: 18, stage: 'breastfeeding-0-6' }).teen).toBe(true);
    expect(resultOf(pregnancyCalories, { ...woman, age: 19, stage: 'second-trimester' }).teen).toBe(false);
    const note = pregnancyCalories.result.find((block) => block.block === 'note' && block.when === 'teen');
    expect(note).toMatchObject({ tone: 'warning' });
    const TEEN_NOTE = note?.block === 'note' ? note.text : '';
    expect(TEEN_NOTE).toMatch(/19 to 78 years/);
    expect(TEEN_NOTE).toMatch(/growth/);
  });

  it('gives folic-acid advice "until week 12" only in the first trimester', () => {
    const advice = (stage: (typeof STAGES)[number]['value']) =>
      resultOf(pregnancyCalories, { ...woman, age: 30, stage }).recommendations.join(' ');
    expect(advice('first-trimester')).toMatch(/folic acid/);
    for (const stage of [
      'second-trimester',
      'third-trimester',
      'breastfeeding-0-6',
      'breastfeeding-7-12',
    ] as const) {
      expect(advice(stage)).not.toMatch(/folic|first 12 weeks|until week 12/);
    }
  });

  it('keeps the IOM 2002/2005 extras (+0 / +340 / +452 / +330 / +400 kcal), as docs/product-decisions.md and about.md explain', () => {
    expect(STAGES.map((stage) => stage.extra)).toEqual([0, 340, 452, 330, 400]);
  });
});
