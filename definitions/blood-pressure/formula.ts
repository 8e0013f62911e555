import type { Severity } from '@/engine';

/** Input: systolic and diastolic pressure in mmHg; pregnant, gave birth in the last 6 weeks, or neither; her age. */
export interface BloodPressureInput {
  systolic: number;
  diastolic: number;
  pregnant?: 'yes' | 'postpartum' | 'no';
  age?: number;
}

/**
 * From 13 the AAP 2017 guideline reads blood pressure with the adult limits; a younger child's reading is judged on
 * percentile tables by age, sex and height, which this page does not hold (the age field refuses it).
 */
export const TEEN_AGE = 13;

/** Categories: the 2025 AHA/ACC guideline's, and low blood pressure below 90/60 (NHS, NHLBI). messages.ts names them. */
const BP_CATEGORIES = ['low', 'normal', 'elevated', 'stage1', 'stage2', 'severe'] as const;
/** A blood pressure category. */
export type BpCategory = (typeof BP_CATEGORIES)[number];

/** Below either number the reading is low blood pressure (NHS and NHLBI: "lower than 90/60 mmHg"). */
export const LOW_SYSTOLIC = 90;
export const LOW_DIASTOLIC = 60;
/** 2025 AHA/ACC: systolic from which a reading is elevated (normal is under it and under STAGE1_DIASTOLIC). */
export const ELEVATED_SYSTOLIC = 120;
/** 2025 AHA/ACC: stage 1 hypertension from either number. */
export const STAGE1_SYSTOLIC = 130;
export const STAGE1_DIASTOLIC = 80;
/** 2025 AHA/ACC: stage 2 hypertension from either number. */
export const STAGE2_SYSTOLIC = 140;
export const STAGE2_DIASTOLIC = 90;
/** 2025 AHA/ACC: severe hypertension over either number. */
export const SEVERE_SYSTOLIC = 180;
export const SEVERE_DIASTOLIC = 120;
/** ACOG Practice Bulletin 222: hypertension in pregnancy and after birth from either number; severe from either. */
export const PREGNANCY_SYSTOLIC = 140;
export const PREGNANCY_DIASTOLIC = 90;
export const PREGNANCY_SEVERE_SYSTOLIC = 160;
export const PREGNANCY_SEVERE_DIASTOLIC = 110;
/** The last whole mmHg of a band: a reading is a whole number, so one below the next band's limit. */
const lastOf = (nextFrom: number) => nextFrom - 1;
export const STAGE1_SYSTOLIC_TO = lastOf(STAGE2_SYSTOLIC);
export const STAGE1_DIASTOLIC_TO = lastOf(STAGE2_DIASTOLIC);
export const ELEVATED_SYSTOLIC_TO = lastOf(STAGE1_SYSTOLIC);

const LOW = { systolic: LOW_SYSTOLIC, diastolic: LOW_DIASTOLIC } as const;
const PREGNANCY = { systolic: PREGNANCY_SYSTOLIC, diastolic: PREGNANCY_DIASTOLIC } as const;
const PREGNANCY_SEVERE = {
  systolic: PREGNANCY_SEVERE_SYSTOLIC,
  diastolic: PREGNANCY_SEVERE_DIASTOLIC,
} as const;

/** The limits messages state, by parameter name (present.ts and `explain` pass them). */
export const BP_LIMITS = {
  lowSys: LOW_SYSTOLIC,
  lowDia: LOW_DIASTOLIC,
  normalSys: ELEVATED_SYSTOLIC,
  normalDia: STAGE1_DIASTOLIC,
  severeSys: SEVERE_SYSTOLIC,
  severeDia: SEVERE_DIASTOLIC,
  pregSys: PREGNANCY_SYSTOLIC,
  pregDia: PREGNANCY_DIASTOLIC,
  pregSevereSys: PREGNANCY_SEVERE_SYSTOLIC,
  pregSevereDia: PREGNANCY_SEVERE_DIASTOLIC,
} as const;

/**
 * 2025 AHA/ACC category; the higher of the two numbers decides and severe hypertension (over 180 and/or over 120)
 * overrides everything. A reading in no higher category with either number under 90/60 is low blood pressure.
 */
export function bpCategory(systolic: number, diastolic: number): BpCategory {
  if (systolic > SEVERE_SYSTOLIC || diastolic > SEVERE_DIASTOLIC) return 'severe';
  if (systolic >= STAGE2_SYSTOLIC || diastolic >= STAGE2_DIASTOLIC) return 'stage2';
  if (systolic >= STAGE1_SYSTOLIC || diastolic >= STAGE1_DIASTOLIC) return 'stage1';
  if (systolic >= ELEVATED_SYSTOLIC) return 'elevated';
  if (systolic < LOW.systolic || diastolic < LOW.diastolic) return 'low';
  return 'normal';
}

/** Where a reading stands against the ACOG limits, in pregnancy and the 6 weeks after birth. */
export type PregnancyLevel = 'under' | 'hypertension' | 'severe';

/** A limit of a band: under, over or at least a value, or a range from–to. */
export type Limit = ['under' | 'over' | 'atLeast', number] | ['range', number, number];
/** How a band's two limits combine. */
type Join = 'and' | 'or' | 'andOr';
/** One row of a band table: its key, the systolic limit, how the two combine, the diastolic limit. */
export type Band<K> = [key: K, systolic: Limit, join: Join, diastolic: Limit];

/** The adult categories (2025 AHA/ACC; low: NHS); bpCategory's thresholds, as the table shows them. */
export const BANDS: Band<BpCategory>[] = [
  ['low', ['under', LOW.systolic], 'or', ['under', LOW.diastolic]],
  [
    'normal',
    ['range', LOW_SYSTOLIC, lastOf(ELEVATED_SYSTOLIC)],
    'and',
    ['range', LOW_DIASTOLIC, lastOf(STAGE1_DIASTOLIC)],
  ],
  ['elevated', ['range', ELEVATED_SYSTOLIC, ELEVATED_SYSTOLIC_TO], 'and', ['under', STAGE1_DIASTOLIC]],
  [
    'stage1',
    ['range', STAGE1_SYSTOLIC, STAGE1_SYSTOLIC_TO],
    'or',
    ['range', STAGE1_DIASTOLIC, STAGE1_DIASTOLIC_TO],
  ],
  ['stage2', ['atLeast', STAGE2_SYSTOLIC], 'or', ['atLeast', STAGE2_DIASTOLIC]],
  ['severe', ['over', SEVERE_SYSTOLIC], 'andOr', ['over', SEVERE_DIASTOLIC]],
];

/** The limits that decide the headline in pregnancy and after birth (ACOG). */
export const PREGNANCY_BANDS: Band<PregnancyLevel>[] = [
  ['under', ['under', PREGNANCY.systolic], 'and', ['under', PREGNANCY.diastolic]],
  [
    'hypertension',
    ['range', PREGNANCY.systolic, lastOf(PREGNANCY_SEVERE.systolic)],
    'or',
    ['range', PREGNANCY.diastolic, lastOf(PREGNANCY_SEVERE.diastolic)],
  ],
  ['severe', ['atLeast', PREGNANCY_SEVERE.systolic], 'or', ['atLeast', PREGNANCY_SEVERE.diastolic]],
];

/** How each category colours its card when no pregnancy limit applies. */
const SEVERITY: Record<BpCategory, Severity> = {
  low: 'caution',
  normal: 'good',
  elevated: 'caution',
  stage1: 'caution',
  stage2: 'risk',
  severe: 'urgent',
};

/** The advice a result can give, by id, in the order shown (messages.ts words each one). */
type AdviceId =
  | 'severeEmergency'
  | 'severeRemeasure'
  | 'pregnancySevereNow'
  | 'pregnancySevereEmergency'
  | 'pregnancySevereSigns'
  | 'pregnancyHigh'
  | 'pregnancySigns'
  | 'low'
  | 'lowSymptoms'
  | 'lowShock'
  | 'lowPregnant'
  | 'normal'
  | 'elevated'
  | 'stage1'
  | 'stage2'
  | 'pregnancyUnder'
  | 'pregnantChecks'
  | 'measure';

/** The first step an urgent or high result leads with, on its card. */
type ActionId = 'severe' | 'pregnancySevere' | 'pregnancyHigh';

/**
 * Category by the 2025 AHA/ACC guideline (low blood pressure below 90/60); in pregnancy and the 6 weeks after
 * birth, 140/90 or more is hypertension and 160/110 or more severe (ACOG). The result's `severity` colours its card
 * and an urgent result's advice holds only urgent steps, the first of them in `action`. Every result in pregnancy
 * or after birth lists the warning signs of pre-eclampsia and none gives the routine adult re-check. Values and ids
 * only: the words are in messages.ts.
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

  let severity = SEVERITY[category];
  let action: ActionId | null = null;
  let advice: AdviceId[];
  if (severeInPregnancy) {
    severity = 'urgent';
    action = 'pregnancySevere';
    advice = ['pregnancySevereNow', 'pregnancySevereEmergency', 'pregnancySevereSigns'];
  } else if (pregnancyHypertension) {
    severity = 'risk';
    action = 'pregnancyHigh';
    advice = ['pregnancyHigh', 'pregnancySigns'];
  } else if (category === 'severe') {
    action = 'severe';
    advice = ['severeEmergency', 'severeRemeasure'];
  } else if (category === 'low') {
    advice = [
      'low',
      'lowSymptoms',
      'lowShock',
      ...(pregnantOrPostpartum ? (['lowPregnant', 'pregnancySigns'] as const) : []),
      'measure',
    ];
  } else if (pregnantOrPostpartum) {
    // Under 140/90 the ACOG limit is not reached, but pre-eclampsia can still show itself first by its signs.
    advice = ['pregnancyUnder', 'pregnantChecks', 'pregnancySigns', 'measure'];
  } else {
    advice = [category, 'measure'];
  }

  let pregnancyLevel: PregnancyLevel | null = null;
  if (pregnantOrPostpartum)
    pregnancyLevel = severeInPregnancy ? 'severe' : pregnancyHypertension ? 'hypertension' : 'under';

  return {
    systolic: input.systolic,
    diastolic: input.diastolic,
    category,
    situation: postpartum ? ('postpartum' as const) : input.pregnant === 'yes' ? ('pregnant' as const) : null,
    pregnancyLevel,
    pregnancyHypertension,
    severity,
    urgent: severity === 'urgent',
    action,
    advice,
  };
}

/** The blood pressure formula's values. */
export type BloodPressureValues = ReturnType<typeof bloodPressureFormula>;
