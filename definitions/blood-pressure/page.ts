import { definePage } from '@/engine';
import calculator from './calculator';
import { PREGNANCY_SYSTOLIC, SEVERE_DIASTOLIC, SEVERE_SYSTOLIC, TEEN_AGE } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordBloodPressure(),
    m.keywordHypertension(),
    m.keywordBloodPressureChart(),
    m.keywordHighBloodPressure(),
    m.keywordLowBloodPressure(),
    m.keywordPostpartumPreeclampsia(),
    m.keywordSystolicDiastolic(),
    m.keywordBp(),
  ],
  examples: [
    {
      // 115 < 120 and 75 < 80.
      title: m.example1(),
      input: { systolic: 115, diastolic: 75 },
      expect: {
        category: 'Normal',
        headline: 'Normal',
        severity: 'good',
        urgent: false,
        pregnancyCategory: null,
      },
    },
    {
      // 125 in 120–129 and 78 < 80.
      title: m.example2(),
      input: { systolic: 125, diastolic: 78 },
      expect: { category: 'Elevated' },
    },
    {
      // 118 < 130 but 85 in 80–89: the higher category decides.
      title: m.example3(),
      input: { systolic: 118, diastolic: 85 },
      expect: { category: 'Stage 1 hypertension' },
    },
    {
      // 142 ≥ 140.
      title: m.example4(),
      input: { systolic: 142, diastolic: 88 },
      expect: { category: 'Stage 2 hypertension', urgent: false },
    },
    {
      // 185 > 180.
      title: m.example5(),
      input: { systolic: 185, diastolic: 100 },
      expect: { category: 'Severe hypertension', severity: 'urgent', urgent: true },
    },
    {
      // 185 > 180 and 125 > 120: severe hypertension (2025 AHA/ACC); the card leads with the emergency action.
      title: m.example6(),
      input: { systolic: 185, diastolic: 125 },
      expect: {
        category: 'Severe hypertension',
        headline: 'Severe hypertension',
        severity: 'urgent',
        action:
          'Call 911 now if you also have chest pain, shortness of breath, back pain, numbness or weakness, a change in vision or difficulty speaking.',
      },
    },
    {
      // 82 < 90 (and 48 < 60), in no higher category: low blood pressure (NHS, NHLBI).
      title: m.example7(),
      input: { systolic: 82, diastolic: 48 },
      expect: {
        category: 'Low blood pressure',
        headline: 'Low blood pressure',
        severity: 'caution',
        action: null,
      },
    },
    {
      // 110 ≥ 90 but 58 < 60: low blood pressure too (either number under 90/60), and the advice says so.
      title: m.example8(),
      input: { systolic: 110, diastolic: 58 },
      expect: {
        category: 'Low blood pressure',
        advice: [
          'A reading under 90 systolic or under 60 diastolic is low blood pressure: one number below is enough. It often causes no symptoms and needs no treatment, especially if you are fit and well.',
          'See your doctor if you keep getting dizziness or light-headedness, blurred vision, feeling sick, weakness, confusion or fainting.',
          'Call 911 if a low reading comes with confusion, cold, clammy or pale skin, fast shallow breathing or a weak, fast pulse: these can be signs of shock.',
          'Measure seated, after five minutes of rest, arm supported at heart level, and take the average of two or more readings on two or more occasions.',
        ],
      },
    },
    {
      // Age 13: the AAP 2017 guideline reads a teen's reading with the adult limits; 132 in 130–139 is stage 1.
      title: m.example9({ age: TEEN_AGE }),
      input: { systolic: 132, diastolic: 78, age: TEEN_AGE },
      expect: { category: 'Stage 1 hypertension', severity: 'caution' },
    },
    {
      // Pregnant, 140 ≥ 140 → hypertension in pregnancy (ACOG), under 160/110 so not severe; ACC/AHA stage 2.
      title: m.example10({ systolic: PREGNANCY_SYSTOLIC }),
      input: { systolic: PREGNANCY_SYSTOLIC, diastolic: 85, pregnant: 'yes' },
      expect: {
        category: 'Stage 2 hypertension',
        pregnancyCategory: 'Hypertension in pregnancy',
        headline: 'Hypertension in pregnancy',
        severity: 'risk',
        urgent: false,
        action: 'Call your OB-GYN or midwife today.',
      },
    },
    {
      // Pregnant, 165 ≥ 160 and 112 ≥ 110: severe (ACOG), urgent whatever the ACC/AHA stage (stage 2 here).
      title: m.example11(),
      input: { systolic: 165, diastolic: 112, pregnant: 'yes' },
      expect: {
        category: 'Stage 2 hypertension',
        headline: 'Severe hypertension in pregnancy',
        pregnancyLevel: 'Severe',
        severity: 'urgent',
        action:
          'Call your OB-GYN or midwife now or go to Labor and Delivery; call 911 for a seizure, chest pain or trouble breathing.',
      },
    },
    {
      // Gave birth in the last 6 weeks, 150/95: 150 ≥ 140 → hypertension after birth (ACOG), under 160/110.
      title: m.example12(),
      input: { systolic: 150, diastolic: 95, pregnant: 'postpartum' },
      expect: {
        headline: 'Hypertension after birth',
        pregnancyCategory: 'Hypertension after birth',
        severity: 'risk',
        action: 'Call your OB-GYN or midwife today.',
      },
    },
    {
      // Gave birth in the last 6 weeks, 162/100: 162 ≥ 160 → severe after birth.
      title: m.example13(),
      input: { systolic: 162, diastolic: 100, pregnant: 'postpartum' },
      expect: { headline: 'Severe hypertension after birth', severity: 'urgent', urgent: true },
    },
    {
      // Pregnant, 132/84: stage 1 by ACC/AHA, under 140/90 so not hypertension in pregnancy.
      title: m.example14(),
      input: { systolic: 132, diastolic: 84, pregnant: 'yes' },
      expect: { category: 'Stage 1 hypertension', pregnancyCategory: null, pregnancyLevel: 'Under 140/90' },
    },
    {
      // Pregnant, 128/82: under 140/90 (ACOG), so no hypertension in pregnancy, but the warning signs of
      // pre-eclampsia are listed with whom to call, and no routine "every year or two" re-check.
      title: m.example15(),
      input: { systolic: 128, diastolic: 82, pregnant: 'yes' },
      expect: {
        category: 'Stage 1 hypertension',
        headline: 'Under 140/90 in pregnancy',
        pregnancyLevel: 'Under 140/90',
        action: null,
        advice: [
          'In pregnancy, high blood pressure starts at 140/90 (ACOG), and this reading is under it, though above the adult normal of under 120/80: tell your OB-GYN or midwife about it.',
          'Your OB-GYN or midwife checks your blood pressure at every prenatal visit; call them the same day for any reading of 140/90 or more.',
          'Call your OB-GYN or midwife now, or 911 in an emergency, for any warning sign of pre-eclampsia: a severe headache that does not go away, changes in your vision (blurring, spots or flashing lights), pain in the upper belly or under the ribs on the right, sudden swelling of your face or hands, shortness of breath, or nausea or vomiting in the second half of pregnancy. These signs matter even when your reading is normal.',
          'Measure seated, after five minutes of rest, arm supported at heart level, and take the average of two or more readings on two or more occasions.',
        ],
      },
    },
  ],
  sources: [
    {
      title:
        'Jones DW, Ferdinand KC, Taler SJ, et al. 2025 AHA/ACC/AANP/AAPA/ABC/ACCP/ACPM/AGS/AMA/ASPC/NMA/PCNA/SGIM guideline for the prevention, detection, evaluation and management of high blood pressure in adults. J Am Coll Cardiol 2025',
      citedFor: m.citedForSevere({ systolic: SEVERE_SYSTOLIC, diastolic: SEVERE_DIASTOLIC }),
      url: 'https://doi.org/10.1016/j.jacc.2025.05.007',
    },
    {
      title: 'ACOG Practice Bulletin 222: Gestational Hypertension and Preeclampsia (2020)',
      url: 'https://www.acog.org/clinical/clinical-guidance/practice-bulletin/articles/2020/06/gestational-hypertension-and-preeclampsia',
    },
    {
      title: 'ACOG: Preeclampsia and High Blood Pressure During Pregnancy',
      citedFor: m.citedForPreeclampsiaSigns(),
      url: 'https://www.acog.org/womens-health/faqs/preeclampsia-and-high-blood-pressure-during-pregnancy',
    },
    {
      title:
        'Flynn JT, Kaelber DC, Baker-Smith CM, et al. Clinical practice guideline for screening and management of high blood pressure in children and adolescents. Pediatrics 2017;140(3):e20171904',
      citedFor: m.citedForTeenLimits({ age: TEEN_AGE }),
      url: 'https://doi.org/10.1542/peds.2017-1904',
    },
    {
      title: 'NHS: Low blood pressure (hypotension): a reading of less than 90/60 mmHg',
      url: 'https://www.nhs.uk/conditions/low-blood-pressure-hypotension/',
    },
    {
      title: 'NHLBI: Low blood pressure (hypotension), including the signs of shock',
      url: 'https://www.nhlbi.nih.gov/health/low-blood-pressure',
    },
  ],
}));
