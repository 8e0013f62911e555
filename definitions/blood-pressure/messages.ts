import { defineMessages } from '@/engine';

/**
 * The words of the blood pressure calculator (ICU MessageFormat; docs/authoring.md, "Messages"): category names, the
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
    under {Under {pregSys, number, integer}/{pregDia, number, integer}}
    other {Hypertension}} {situation, select, postpartum {after birth} other {in pregnancy}}`,
  reading: '{systolic, number, integer}/{diastolic, number, integer}',
  pregnancyLevel:
    '{level, select, under {Under {pregSys, number, integer}/{pregDia, number, integer}} hypertension {Hypertension} severe {Severe}}',

  // The first step an urgent or high result leads with, on its card, by the formula's action id.
  action: `{id, select,
    severe {Call 911 now if you also have chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking.}
    pregnancySevere {{situation, select,
        postpartum {Call your OB-GYN or midwife now or go to the emergency room and say you gave birth recently; call 911 for a seizure, chest pain or trouble breathing.}
        other {Call your OB-GYN or midwife now or go to Labor and Delivery; call 911 for a seizure, chest pain or trouble breathing.}}}
    pregnancyHigh {Call your OB-GYN or midwife today.}}`,

  // One line of "What to do" per advice id of the formula; `situation` is pregnant or postpartum, `category` the
  // 2025 AHA/ACC category of the reading.
  advice: `{id, select,
    severeEmergency {Call 911 now if you also have chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking: these can be signs of damage to the heart, brain or kidneys.}
    severeRemeasure {Without any of these signs, sit quietly for five minutes and measure again. If it is still over {severeSys, number, integer}/{severeDia, number, integer}, contact your doctor or an urgent care center today: do not wait for a routine appointment.}
    pregnancySevereNow {{situation, select,
        postpartum {Call your OB-GYN or midwife now or go to the emergency room and say you gave birth recently. After birth}
        other {Call your OB-GYN or midwife now or go to Labor and Delivery. In pregnancy}}, {pregSevereSys, number, integer}/{pregSevereDia, number, integer} or more is severe and needs treatment straight away.}
    pregnancySevereEmergency {Call 911 if you cannot reach them or get there safely, or if you have a seizure, chest pain or trouble breathing.}
    pregnancySevereSigns {Tell them if you have a severe headache, changes in your vision, pain in the upper belly or under the ribs on the right, sudden swelling of your face or hands, shortness of breath, or nausea or vomiting: these can be signs of pre-eclampsia.}
    pregnancyHigh {{situation, select,
        postpartum {In the 6 weeks after birth, {pregSys, number, integer}/{pregDia, number, integer} or more is high: call your OB-GYN or midwife today so they can check you.}
        other {In pregnancy, {pregSys, number, integer}/{pregDia, number, integer} or more is high: call your OB-GYN or midwife today so they can check you and your baby.}}}
    pregnancySigns {Call your OB-GYN or midwife now, or 911 in an emergency, for any warning sign of pre-eclampsia{situation, select,
        postpartum {, which can start up to 6 weeks after birth: a severe headache that does not go away, changes in your vision (blurring, spots or flashing lights), pain in the upper belly or under the ribs on the right, sudden swelling of your face or hands, shortness of breath, or nausea or vomiting}
        other {: a severe headache that does not go away, changes in your vision (blurring, spots or flashing lights), pain in the upper belly or under the ribs on the right, sudden swelling of your face or hands, shortness of breath, or nausea or vomiting in the second half of pregnancy}}. These signs matter even when your reading is normal.}
    low {A reading under {lowSys, number, integer} systolic or under {lowDia, number, integer} diastolic is low blood pressure: one number below is enough. It often causes no symptoms and needs no treatment, especially if you are fit and well.}
    lowSymptoms {See your doctor if you keep getting dizziness or light-headedness, blurred vision, feeling sick, weakness, confusion or fainting.}
    lowShock {Call 911 if a low reading comes with confusion, cold, clammy or pale skin, fast shallow breathing or a weak, fast pulse: these can be signs of shock.}
    lowPregnant {{situation, select,
        postpartum {Tell your OB-GYN or midwife about this reading, and call them straight away if you feel faint or dizzy.}
        other {Blood pressure often falls in pregnancy. Tell your OB-GYN or midwife about this reading, and call them straight away if you feel faint or dizzy.}}}
    normal {Your reading is in the normal range. Keep up healthy habits and have it checked at least every year or two.}
    elevated {Your reading is elevated. Healthy habits (less salt, more activity, a healthy weight, less alcohol) can bring it down; check it again within a few months.}
    stage1 {Your reading is in the stage 1 hypertension range. Repeat it on other days; if it stays here, see your doctor, who will weigh it with your other risks.}
    stage2 {Your reading is in the stage 2 hypertension range. See your doctor soon: this level usually needs treatment as well as lifestyle changes.}
    pregnancyUnder {{situation, select,
        postpartum {In the 6 weeks after birth}
        other {In pregnancy}}, high blood pressure starts at {pregSys, number, integer}/{pregDia, number, integer} (ACOG), and this reading is under it{category, select,
        normal {.}
        other {, though above the adult normal of under {normalSys, number, integer}/{normalDia, number, integer}: tell your OB-GYN or midwife about it.}}}
    pregnantChecks {{situation, select,
        postpartum {Have your blood pressure checked as your OB-GYN or midwife advises in the weeks after birth, and call them the same day for any reading of {pregSys, number, integer}/{pregDia, number, integer} or more.}
        other {Your OB-GYN or midwife checks your blood pressure at every prenatal visit; call them the same day for any reading of {pregSys, number, integer}/{pregDia, number, integer} or more.}}}
    measure {Measure seated, after five minutes of rest, arm supported at heart level, and take the average of two or more readings on two or more occasions.}}`,

  // The band tables: a limit in words, and how the two numbers combine.
  limit: `{kind, select,
    under {under {value, number, integer}}
    over {over {value, number, integer}}
    atLeast {{value, number, integer} or higher}
    other {{value, number, integer}–{to, number, integer}}}`,
  join: '{join, select, and {and} or {or} andOr {and/or}}',

  explainLow:
    'Systolic {systolic, number, integer} and diastolic {diastolic, number, integer} mmHg: under {lowSys, number, integer} systolic or under {lowDia, number, integer} diastolic, in no higher category, is low blood pressure (NHS).',
  explainCategory: `Systolic {systolic, number, integer} and diastolic {diastolic, number, integer} mmHg: the higher category of the two decides, so {category, select,
    normal {normal}
    elevated {elevated}
    stage1 {stage 1 hypertension}
    stage2 {stage 2 hypertension}
    other {severe hypertension}} (2025 AHA/ACC).`,
  explainPregnancy: `{situation, select, postpartum {In the 6 weeks after birth} other {In pregnancy}}, {pregSys, number, integer}/{pregDia, number, integer} or more counts as hypertension and {pregSevereSys, number, integer}/{pregSevereDia, number, integer} or more as severe (ACOG): this reading is {level, select,
    severe {severe hypertension}
    hypertension {hypertension}
    other {under {pregSys, number, integer}/{pregDia, number, integer}}}{level, select, under {} other { {situation, select, postpartum {after birth} other {in pregnancy}}}}.`,
  explainAsk:
    'If you are pregnant or gave birth in the last 6 weeks, say so above: {pregSys, number, integer}/{pregDia, number, integer} or more then counts as hypertension (ACOG).',

  // The age field's message under 13 (the audience rule refuses it).
  underThirteen:
    'Under {below, number, integer}, blood pressure is judged on percentile tables for a child’s age, sex and height (AAP 2017), not on these adult limits: ask your child’s doctor to read it.',

  // The cross-field check at the diastolic field.
  diastolicNotLower:
    'The diastolic (bottom) number must be lower than the systolic (top) number. Check the reading.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Blood Pressure Calculator',
  description:
    'See which 2025 AHA/ACC category your blood pressure reading is in (or whether it is low), what to do next, and the limits in pregnancy and after birth.',
  keywordBloodPressure: 'blood pressure',
  keywordHypertension: 'hypertension',
  keywordBloodPressureChart: 'blood pressure chart',
  keywordHighBloodPressure: 'high blood pressure pregnancy',
  keywordLowBloodPressure: 'low blood pressure',
  keywordPostpartumPreeclampsia: 'postpartum preeclampsia',
  keywordSystolicDiastolic: 'systolic diastolic',
  keywordBp: 'bp',
  audienceNote: 'For adults and teens from {teenAge, number}.',
  systolicLabel: 'Systolic (top number)',
  systolicSuffix: 'mmHg',
  systolicPlaceholder: 'e.g. 118',
  systolicHelp: 'The higher number, 70–250 mmHg.',
  diastolicLabel: 'Diastolic (bottom number)',
  diastolicPlaceholder: 'e.g. 76',
  diastolicHelp: 'The lower number, 40–150 mmHg.',
  pregnantLabel: 'Are you pregnant or did you give birth recently?',
  pregnantOptionNo: 'Neither',
  pregnantOptionYes: 'Pregnant',
  pregnantOptionPostpartum: 'Gave birth in the last 6 weeks',
  ageHelp:
    'Optional. From {teenAge, number} the adult limits apply (AAP 2017); a younger child’s reading is judged on charts for age, sex and height.',
  yourReadingMmhg: 'Your reading (mmHg)',
  whatToDo: 'What to do',
  inPregnancyAndThe: 'In pregnancy and the 6 weeks after birth (ACOG)',
  level: 'Level',
  systolic: 'Systolic',
  andOr: 'And/or',
  diastolic: 'Diastolic',
  bloodPressureCategoriesFor: 'Blood pressure categories for adults (2025 AHA/ACC; low blood pressure: NHS)',
  category2: 'Category',
  example1: 'A reading of 115/75',
  example2: 'A reading of 125/78',
  example3: 'A reading of 118/85',
  example4: 'A reading of 142/88',
  example5: 'A reading of 185/100',
  example6: 'A reading of 185/125',
  example7: 'A reading of 82/48',
  example8: 'A reading of 110/58',
  example9: 'Age {age, number}, a reading of 132/78',
  example10: 'Pregnant, a reading of {systolic, number}/85',
  example11: 'Pregnant, a reading of 165/112',
  example12: 'Gave birth 3 weeks ago, a reading of 150/95',
  example13: 'Gave birth 2 weeks ago, a reading of 162/100',
  example14: 'Pregnant, a reading of 132/84',
  example15: 'Pregnant, a reading of 128/82',
  // What a page.ts source is cited for (the title stays as published).
  citedForSevere: 'severe hypertension: over {systolic, number}/{diastolic, number}',
  citedForPreeclampsiaSigns: 'patient FAQ: the warning signs of preeclampsia',
  citedForTeenLimits: 'from {age, number} years, the adult limits',
});
