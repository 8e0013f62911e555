import { defineMessages } from '@/engine';

/**
 * The words of the blood pressure calculator (ICU MessageFormat; docs/authoring.md, "Words"): category names, the
 * advice by id, the band tables and the calculation. `{situation}` is `pregnant` or `postpartum`.
 */
export default defineMessages({
  category: `{category, select,
    low {Low blood pressure}
    normal {Normal}
    elevated {Elevated}
    stage1 {Stage 1 hypertension}
    stage2 {Stage 2 hypertension}
    severe {Severe hypertension}}`,
  pregnancyHeadline: `{level, select,
    severe {Severe hypertension}
    other {Hypertension}} {situation, select, postpartum {after birth} other {in pregnancy}}`,
  reading: '{systolic, number, integer}/{diastolic, number, integer}',
  pregnancyLevel: '{level, select, under {Under 140/90} hypertension {Hypertension} severe {Severe}}',

  // The first step an urgent or high result leads with, on its card, by the formula's action id.
  action: `{id, select,
    severe {Call emergency services now if you also have chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking.}
    pregnancySevere {{situation, select,
        postpartum {Call your maternity unit or doctor now, or go to the emergency department and say you gave birth recently.}
        other {Call your maternity unit or doctor now, or go to hospital.}}}
    pregnancyHigh {Contact your midwife, doctor or maternity unit today.}}`,

  // One line of "What to do" per advice id of the formula; `situation` is pregnant or postpartum.
  advice: `{id, select,
    severeEmergency {Call emergency services now (911 in the US, 999 in the UK, 112 in Europe) if you also have chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking: these can be signs of damage to the heart, brain or kidneys.}
    severeRemeasure {Without any of these signs, sit quietly for five minutes and measure again. If it is still over 180/120, contact your doctor or an urgent care service today: do not wait for a routine appointment.}
    pregnancySevereNow {{situation, select,
        postpartum {Call your maternity unit or doctor now, or go to the emergency department and say you gave birth recently. After birth}
        other {Call your maternity unit or doctor now, or go to hospital. In pregnancy}}, 160/110 or more is severe and needs treatment straight away.}
    pregnancySevereEmergency {If you cannot reach them, or you have a seizure, chest pain or trouble breathing, call emergency services (911 in the US, 999 in the UK, 112 in Europe).}
    pregnancySevereSigns {Tell them if you have a severe headache, changes in your vision, shortness of breath, pain high in your tummy or just below the ribs, or sudden swelling of your face or hands: these can be signs of pre-eclampsia.}
    pregnancyHigh {{situation, select,
        postpartum {In the 6 weeks after birth, 140/90 or more is high: contact your midwife, doctor or maternity unit today so they can check you.}
        other {In pregnancy, 140/90 or more is high: contact your midwife, doctor or maternity unit today so they can check you and your baby.}}}
    pregnancySigns {Call your maternity unit at once for a severe headache, changes in your vision, shortness of breath, pain high in your tummy or just below the ribs, or sudden swelling of your face or hands: these can be signs of pre-eclampsia{situation, select,
        postpartum {, which can start up to 6 weeks after birth}
        other {}}.}
    low {Under 90/60 is low blood pressure. It often causes no symptoms and needs no treatment, especially if you are fit and well.}
    lowSymptoms {See your doctor if you keep getting dizziness or light-headedness, blurred vision, feeling sick, weakness, confusion or fainting.}
    lowShock {Get emergency help at once if a low reading comes with confusion, cold, clammy or pale skin, fast shallow breathing or a weak, fast pulse: these can be signs of shock.}
    lowPregnant {Blood pressure often falls in pregnancy. Tell your midwife or doctor about this reading, and straight away if you feel faint or dizzy.}
    normal {Your reading is in the normal range. Keep up healthy habits and have it checked at least every year or two.}
    elevated {Your reading is elevated. Healthy habits (less salt, more activity, a healthy weight, less alcohol) can bring it down; check it again within a few months.}
    stage1 {Your reading is in the stage 1 hypertension range. Repeat it on other days; if it stays here, see your doctor, who will weigh it with your other risks.}
    stage2 {Your reading is in the stage 2 hypertension range. See your doctor soon: this level usually needs treatment as well as lifestyle changes.}
    pregnantChecks {In pregnancy your midwife checks your blood pressure at every visit; tell them about any reading of 140/90 or more.}
    postpartumWatch {Pre-eclampsia can start up to 6 weeks after birth: contact your maternity unit or doctor the same day for a reading of 140/90 or more, and at once for a severe headache, changes in your vision, shortness of breath, pain high in your tummy or just below the ribs, or sudden swelling of your face or hands.}
    measure {Measure seated, after five minutes of rest, arm supported at heart level, and take the average of two or more readings on two or more occasions.}}`,

  // The band tables: a limit in words, and how the two numbers combine.
  limit: `{kind, select,
    under {under {value, number, integer}}
    over {over {value, number, integer}}
    atLeast {{value, number, integer} or higher}
    other {{value, number, integer}–{to, number, integer}}}`,
  join: '{join, select, and {and} or {or} andOr {and/or}}',

  explainLow:
    'Systolic {systolic, number, integer} and diastolic {diastolic, number, integer} mmHg: under 90 systolic or under 60 diastolic, in no higher category, is low blood pressure (NHS).',
  explainCategory: `Systolic {systolic, number, integer} and diastolic {diastolic, number, integer} mmHg: the higher category of the two decides, so {category, select,
    normal {normal}
    elevated {elevated}
    stage1 {stage 1 hypertension}
    stage2 {stage 2 hypertension}
    other {severe hypertension}} (2025 AHA/ACC).`,
  explainPregnancy: `{situation, select, postpartum {In the 6 weeks after birth} other {In pregnancy}}, 140/90 or more counts as hypertension and 160/110 or more as severe (ACOG): this reading is {level, select,
    severe {severe hypertension}
    hypertension {hypertension}
    other {under 140/90}}{level, select, under {} other { {situation, select, postpartum {after birth} other {in pregnancy}}}}.`,
  explainAsk:
    'If you are pregnant or gave birth in the last 6 weeks, say so above: 140/90 or more then counts as hypertension (ACOG).',

  // The cross-field check at the diastolic field.
  diastolicNotLower:
    'The diastolic (bottom) number must be lower than the systolic (top) number. Check the reading.',
});
