import type { Severity } from '@/engine';

/** Input: systolic and diastolic pressure in mmHg; pregnant, gave birth in the last 6 weeks, or neither. */
export interface BloodPressureInput {
  systolic: number;
  diastolic: number;
  pregnant?: 'yes' | 'postpartum' | 'no';
}

/** Category names: the 2025 AHA/ACC guideline's, and "low blood pressure" below 90/60 (NHS, NHLBI). */
export type BpCategory =
  | 'Low blood pressure'
  | 'Normal'
  | 'Elevated'
  | 'Stage 1 hypertension'
  | 'Stage 2 hypertension'
  | 'Severe hypertension';

/** Below either number the reading is low blood pressure (NHS and NHLBI: "lower than 90/60 mmHg"). */
export const LOW = { systolic: 90, diastolic: 60 } as const;
/** ACOG Practice Bulletin 222: 140/90 or more is hypertension in pregnancy and after birth; 160/110 is severe. */
export const PREGNANCY = { systolic: 140, diastolic: 90 } as const;
export const PREGNANCY_SEVERE = { systolic: 160, diastolic: 110 } as const;

/**
 * 2025 AHA/ACC category; the higher of the two numbers decides and severe hypertension (over 180 and/or over 120)
 * overrides everything. A reading in no higher category with either number under 90/60 is low blood pressure.
 */
export function bpCategory(systolic: number, diastolic: number): BpCategory {
  if (systolic > 180 || diastolic > 120) return 'Severe hypertension';
  if (systolic >= 140 || diastolic >= 90) return 'Stage 2 hypertension';
  if (systolic >= 130 || diastolic >= 80) return 'Stage 1 hypertension';
  if (systolic >= 120) return 'Elevated';
  if (systolic < LOW.systolic || diastolic < LOW.diastolic) return 'Low blood pressure';
  return 'Normal';
}

/** Where a reading stands against the ACOG limits, in pregnancy and the 6 weeks after birth. */
export type PregnancyLevel = 'Under 140/90' | 'Hypertension' | 'Severe';

const PREGNANCY_BANDS: { level: PregnancyLevel; systolic: string; join: string; diastolic: string }[] = [
  { level: 'Under 140/90', systolic: 'under 140', join: 'and', diastolic: 'under 90' },
  { level: 'Hypertension', systolic: '140–159', join: 'or', diastolic: '90–109' },
  { level: 'Severe', systolic: '160 or higher', join: 'or', diastolic: '110 or higher' },
];

/** How each category colours its card when no pregnancy limit applies. */
const SEVERITY: Record<BpCategory, Severity> = {
  'Low blood pressure': 'caution',
  Normal: 'good',
  Elevated: 'caution',
  'Stage 1 hypertension': 'caution',
  'Stage 2 hypertension': 'risk',
  'Severe hypertension': 'urgent',
};

const ADVICE: Record<Exclude<BpCategory, 'Severe hypertension' | 'Low blood pressure'>, string> = {
  Normal:
    'Your reading is in the normal range. Keep up healthy habits and have it checked at least every year or two.',
  Elevated:
    'Your reading is elevated. Healthy habits (less salt, more activity, a healthy weight, less alcohol) can bring it down; check it again within a few months.',
  'Stage 1 hypertension':
    'Your reading is in the stage 1 hypertension range. Repeat it on other days; if it stays here, see your doctor, who will weigh it with your other risks.',
  'Stage 2 hypertension':
    'Your reading is in the stage 2 hypertension range. See your doctor soon: this level usually needs treatment as well as lifestyle changes.',
};

const EMERGENCY_SIGNS =
  'chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking';
/** ACOG Practice Bulletin 222: the symptoms of pre-eclampsia, in pregnancy and in the 6 weeks after birth. */
const PRE_ECLAMPSIA_SIGNS =
  'a severe headache, changes in your vision, shortness of breath, pain high in your tummy or just below the ribs, or sudden swelling of your face or hands';
const MEASURE =
  'Measure seated, after five minutes of rest, arm supported at heart level, and take the average of two or more readings on two or more occasions.';

/** The advice for severe hypertension (over 180/120): only urgent steps (2025 AHA/ACC, AHA patient advice). */
function severeAdvice(): { action: string; advice: string[] } {
  return {
    action: `Call emergency services now if you also have ${EMERGENCY_SIGNS}.`,
    advice: [
      `Call emergency services now (911 in the US, 999 in the UK, 112 in Europe) if you also have ${EMERGENCY_SIGNS}: these can be signs of damage to the heart, brain or kidneys.`,
      'Without any of these signs, sit quietly for five minutes and measure again. If it is still over 180/120, contact your doctor or an urgent care service today: do not wait for a routine appointment.',
    ],
  };
}

/** The advice at or above 140/90 in pregnancy or in the 6 weeks after birth (ACOG Practice Bulletin 222). */
function pregnancyAdvice(
  severe: boolean,
  postpartum: boolean,
): { headline: string; action: string; advice: string[] } {
  const when = postpartum ? 'after birth' : 'in pregnancy';
  if (severe) {
    const action = postpartum
      ? 'Call your maternity unit or doctor now, or go to the emergency department and say you gave birth recently.'
      : 'Call your maternity unit or doctor now, or go to hospital.';
    return {
      headline: `Severe hypertension ${when}`,
      action,
      advice: [
        `${action} ${when === 'after birth' ? 'After birth' : 'In pregnancy'}, 160/110 or more is severe and needs treatment straight away.`,
        'If you cannot reach them, or you have a seizure, chest pain or trouble breathing, call emergency services (911 in the US, 999 in the UK, 112 in Europe).',
        `Tell them if you have ${PRE_ECLAMPSIA_SIGNS}: these can be signs of pre-eclampsia.`,
      ],
    };
  }
  return {
    headline: `Hypertension ${when}`,
    action: 'Contact your midwife, doctor or maternity unit today.',
    advice: [
      `${postpartum ? 'In the 6 weeks after birth' : 'In pregnancy'}, 140/90 or more is high: contact your midwife, doctor or maternity unit today so they can check ${postpartum ? 'you' : 'you and your baby'}.`,
      `Call your maternity unit at once for ${PRE_ECLAMPSIA_SIGNS}: these can be signs of pre-eclampsia${postpartum ? ', which can start up to 6 weeks after birth' : ''}.`,
    ],
  };
}

/** The advice for a reading under 90/60 (NHS; NHLBI for the signs of shock). */
function lowAdvice(pregnantOrPostpartum: boolean): string[] {
  return [
    'Under 90/60 is low blood pressure. It often causes no symptoms and needs no treatment, especially if you are fit and well.',
    'See your doctor if you keep getting dizziness or light-headedness, blurred vision, feeling sick, weakness, confusion or fainting.',
    'Get emergency help at once if a low reading comes with confusion, cold, clammy or pale skin, fast shallow breathing or a weak, fast pulse: these can be signs of shock.',
    ...(pregnantOrPostpartum
      ? [
          'Blood pressure often falls in pregnancy. Tell your midwife or doctor about this reading, and straight away if you feel faint or dizzy.',
        ]
      : []),
  ];
}

/**
 * Category by the 2025 AHA/ACC guideline (low blood pressure below 90/60); in pregnancy and the 6 weeks after
 * birth, 140/90 or more is hypertension and 160/110 or more severe (ACOG). The result's `severity` colours its card
 * and an urgent result's advice holds only urgent steps, the first of them in `action`.
 */
export function bloodPressureFormula(input: BloodPressureInput) {
  const category = bpCategory(input.systolic, input.diastolic);
  const postpartum = input.pregnant === 'postpartum';
  const pregnantOrPostpartum = input.pregnant === 'yes' || postpartum;
  const pregnancyHypertension =
    pregnantOrPostpartum && (input.systolic >= PREGNANCY.systolic || input.diastolic >= PREGNANCY.diastolic);
  const severeInPregnancy =
    pregnantOrPostpartum &&
    (input.systolic >= PREGNANCY_SEVERE.systolic || input.diastolic >= PREGNANCY_SEVERE.diastolic);

  let headline: string = category;
  let severity = SEVERITY[category];
  let action: string | null = null;
  let advice: string[];
  if (pregnancyHypertension) {
    const pregnancy = pregnancyAdvice(severeInPregnancy, postpartum);
    ({ headline, action, advice } = pregnancy);
    severity = severeInPregnancy ? 'urgent' : 'risk';
  } else if (category === 'Severe hypertension') {
    ({ action, advice } = severeAdvice());
  } else if (category === 'Low blood pressure') {
    advice = [...lowAdvice(pregnantOrPostpartum), MEASURE];
  } else {
    advice = [ADVICE[category]];
    if (input.pregnant === 'yes')
      advice.push(
        'In pregnancy your midwife checks your blood pressure at every visit; tell them about any reading of 140/90 or more.',
      );
    if (postpartum)
      advice.push(
        `Pre-eclampsia can start up to 6 weeks after birth: contact your maternity unit or doctor the same day for a reading of 140/90 or more, and at once for ${PRE_ECLAMPSIA_SIGNS}.`,
      );
    advice.push(MEASURE);
  }

  let pregnancyLevel: PregnancyLevel | null = null;
  if (pregnantOrPostpartum)
    pregnancyLevel = severeInPregnancy ? 'Severe' : pregnancyHypertension ? 'Hypertension' : 'Under 140/90';

  return {
    category,
    pregnancyCategory: pregnancyHypertension ? headline : null,
    pregnancyLevel,
    headline,
    reading: `${input.systolic}/${input.diastolic}`,
    severity,
    urgent: severity === 'urgent',
    action,
    advice,
    bands: [
      { category: 'Low blood pressure', systolic: 'under 90', join: 'or', diastolic: 'under 60' },
      { category: 'Normal', systolic: '90–119', join: 'and', diastolic: '60–79' },
      { category: 'Elevated', systolic: '120–129', join: 'and', diastolic: 'under 80' },
      { category: 'Stage 1 hypertension', systolic: '130–139', join: 'or', diastolic: '80–89' },
      { category: 'Stage 2 hypertension', systolic: '140 or higher', join: 'or', diastolic: '90 or higher' },
      { category: 'Severe hypertension', systolic: 'over 180', join: 'and/or', diastolic: 'over 120' },
    ],
    // The limits that decide the headline in pregnancy and after birth (ACOG), beside the adult categories.
    pregnancyBands: PREGNANCY_BANDS,
  };
}

/** Blood pressure result. */
export type BloodPressureResult = ReturnType<typeof bloodPressureFormula>;
