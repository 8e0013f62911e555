/** Input: systolic and diastolic pressure in mmHg, and whether the visitor is pregnant. */
export interface BloodPressureInput {
  systolic: number;
  diastolic: number;
  pregnant?: 'yes' | 'no';
}

/** ACC/AHA 2017 category; the higher of the two readings decides, a crisis overrides everything. */
export function bpCategory(systolic: number, diastolic: number): string {
  if (systolic > 180 || diastolic > 120) return 'Hypertensive crisis';
  if (systolic >= 140 || diastolic >= 90) return 'Stage 2 hypertension';
  if (systolic >= 130 || diastolic >= 80) return 'Stage 1 hypertension';
  if (systolic >= 120) return 'Elevated';
  return 'Normal';
}

const ADVICE: Record<string, string> = {
  Normal:
    'Your reading is in the normal range. Keep up healthy habits and have it checked at least every year or two.',
  Elevated:
    'Your reading is elevated. Healthy habits (less salt, more activity, a healthy weight, less alcohol) can bring it down; check it again within a few months.',
  'Stage 1 hypertension':
    'Your reading is in the stage 1 hypertension range. Repeat it on other days; if it stays here, see your doctor, who will weigh it with your other risks.',
  'Stage 2 hypertension':
    'Your reading is in the stage 2 hypertension range. See your doctor soon: this level usually needs treatment as well as lifestyle changes.',
  'Hypertensive crisis':
    'This reading is in the hypertensive crisis range. Wait five minutes and measure again; if it is still this high, contact your doctor at once. If you also have chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking, call emergency services now.',
};

/** Category by ACC/AHA 2017; in pregnancy, 140/90 or more is hypertension in pregnancy (ACOG) with its own advice. */
export function bloodPressureFormula(input: BloodPressureInput) {
  const category = bpCategory(input.systolic, input.diastolic);
  const pregnant = input.pregnant === 'yes';
  const crisis = category === 'Hypertensive crisis';
  const pregnancyHypertension = pregnant && (input.systolic >= 140 || input.diastolic >= 90);
  const severeInPregnancy = pregnant && (input.systolic >= 160 || input.diastolic >= 110);

  const advice: string[] = [];
  if (pregnancyHypertension) {
    advice.push(
      severeInPregnancy
        ? 'In pregnancy, 160/110 or more is severe: contact your maternity unit or doctor now, today.'
        : 'In pregnancy, 140/90 or more is hypertension in pregnancy: contact your midwife or doctor today so they can check you and your baby.',
      'Get urgent care for a severe headache, problems with vision, pain just below the ribs, vomiting or sudden swelling of the face, hands or feet: these can be signs of pre-eclampsia.',
    );
  }
  advice.push(ADVICE[category] ?? '');
  if (pregnant && !pregnancyHypertension) {
    advice.push(
      'In pregnancy your midwife checks your blood pressure at every visit; tell them about any reading of 140/90 or more.',
    );
  }
  advice.push(
    'Measure seated, after five minutes of rest, arm supported at heart level, and take the average of two or more readings on two or more occasions.',
  );

  return {
    category,
    pregnancyCategory: pregnancyHypertension ? 'Hypertension in pregnancy' : null,
    headline: pregnancyHypertension ? 'Hypertension in pregnancy' : category,
    reading: `${input.systolic}/${input.diastolic}`,
    urgent: crisis || severeInPregnancy,
    advice,
    bands: [
      { category: 'Normal', systolic: 'under 120', join: 'and', diastolic: 'under 80' },
      { category: 'Elevated', systolic: '120–129', join: 'and', diastolic: 'under 80' },
      { category: 'Stage 1 hypertension', systolic: '130–139', join: 'or', diastolic: '80–89' },
      { category: 'Stage 2 hypertension', systolic: '140 or higher', join: 'or', diastolic: '90 or higher' },
      { category: 'Hypertensive crisis', systolic: 'over 180', join: 'and/or', diastolic: 'over 120' },
    ],
  };
}

/** Blood pressure result. */
export type BloodPressureResult = ReturnType<typeof bloodPressureFormula>;
