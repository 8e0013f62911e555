import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordPregnancyWeightGain(),
    m.keywordIomGuidelines(),
    m.keywordWeightGainBy(),
    m.keywordTwinPregnancyWeight(),
    m.keywordPregnancyBmi(),
  ],
  examples: [
    {
      title: m.example1(),
      input: {
        prePregnancyWeight: 60,
        currentWeight: 65,
        weightUnit: 'kg',
        height: 165,
        heightUnit: 'cm',
        week: 20,
        pregnancyType: 'singleton',
      },
      expect: {
        prePregnancyBMI: 22,
        bmiCategory: 'Normal Weight',
        currentGain: 5,
        expectedGain: 3,
        recommendedGain: { min: 11.5, max: 16 },
        // 0.5 + 6 × 0.35 = 2.6 to 2 + 6 × (16 − 2) ÷ 26 = 5.2 (the IOM top rate, 0.50, stops short of 16 kg).
        rangeForWeek: { min: 2.6, max: 5.2 },
        status: 'optimal',
        statusMessage: 'Your weight gain is within the recommended range',
        remainingWeeks: 20,
        recommendedWeeklyGain: 0.42,
        recommendedWeeklyRange: { min: 0.35, max: 0.5 },
        gestationalWeeks: 20,
        progress: 31,
      },
    },
    {
      title: m.example2(),
      input: {
        prePregnancyWeight: 150,
        currentWeight: 170,
        weightUnit: 'lbs',
        height: 5.5,
        heightUnit: 'ft',
        week: 30,
        pregnancyType: 'singleton',
      },
      expect: {
        prePregnancyBMI: 24.2,
        currentGain: 9.1,
        expectedGain: 7.2,
        rangeForWeek: { min: 6.1, max: 10.6 },
        status: 'optimal',
        display: { unit: 'lbs', currentGain: 20, gainText: '+20.0 lbs', weeklyGain: 0.93 },
      },
    },
    {
      title: m.example3(),
      input: {
        prePregnancyWeight: 64,
        currentWeight: 65,
        weightUnit: 'kg',
        height: 160,
        heightUnit: 'cm',
        week: 10,
        pregnancyType: 'singleton',
      },
      expect: {
        prePregnancyBMI: 25,
        bmiCategory: 'Overweight',
        recommendedGain: { min: 7, max: 11.5 },
        expectedGain: 0.4,
        rangeForWeek: { min: 0.4, max: 1.4 },
        status: 'optimal',
        recommendedWeeklyGain: 0.28,
        remainingWeeks: 30,
      },
    },
    {
      title: m.example4(),
      input: {
        prePregnancyWeight: 60,
        currentWeight: 66,
        weightUnit: 'kg',
        height: 165,
        heightUnit: 'cm',
        week: 20,
        pregnancyType: 'singleton',
      },
      expect: {
        currentGain: 6,
        status: 'above',
        statusCategory: 'Above the recommended range',
        statusMessage: 'Your weight gain is above the recommended range',
      },
    },
    {
      title: m.example5(),
      input: {
        prePregnancyWeight: 80,
        currentWeight: 80.5,
        weightUnit: 'kg',
        height: 165,
        heightUnit: 'cm',
        week: 28,
        pregnancyType: 'singleton',
      },
      expect: {
        prePregnancyBMI: 29.4,
        expectedGain: 4.4,
        // 0.5 + 14 × 0.23 = 3.7 to 2 + 14 × (11.5 − 2) ÷ 26 = 7.1.
        rangeForWeek: { min: 3.7, max: 7.1 },
        status: 'below',
        statusMessage: 'Your weight gain is below the recommended range',
      },
    },
    {
      // Twins: the IOM total only (17–25 kg for normal weight), no range for the week and no verdict.
      title: m.example6(),
      input: {
        prePregnancyWeight: 70,
        currentWeight: 80,
        weightUnit: 'kg',
        height: 170,
        heightUnit: 'cm',
        week: 24,
        pregnancyType: 'twins',
      },
      expect: {
        recommendedGain: { min: 17, max: 25 },
        expectedGain: null,
        rangeForWeek: null,
        recommendedWeeklyGain: null,
        status: 'total-only',
        severity: 'info',
        isAbove: false,
        statusCategory: 'Twins: a total for the whole pregnancy',
        progress: 40,
      },
    },
    {
      // 140 → 165 lbs at 5 ft 6 in: BMI 22.6; 25 lbs = 11.3 kg at week 24, which a singleton curve called "above".
      title: m.example7(),
      input: {
        prePregnancyWeight: 140,
        currentWeight: 165,
        weightUnit: 'lbs',
        height: 5.5,
        heightUnit: 'ft',
        week: 24,
        pregnancyType: 'twins',
      },
      expect: {
        bmiCategory: 'Normal Weight',
        currentGain: 11.3,
        status: 'total-only',
        isAbove: false,
        display: { recommendedMin: 37.5, recommendedMax: 55.1, gainText: '+25.0 lbs' },
      },
    },
    {
      // 110 lbs at 5 ft 6 in: BMI 17.8, IOM 12.5–18 kg (28–40 lbs). 38 lbs = 17.2 kg at week 40: within the total;
      // the range for week 40 ends at the total's 18 kg (the IOM weekly rates alone would stop at 17.1).
      title: m.example8(),
      input: {
        prePregnancyWeight: 110,
        currentWeight: 148,
        weightUnit: 'lbs',
        height: 5.5,
        heightUnit: 'ft',
        week: 40,
        pregnancyType: 'singleton',
      },
      expect: {
        prePregnancyBMI: 17.8,
        bmiCategory: 'Underweight',
        currentGain: 17.2,
        rangeForWeek: { min: 11.9, max: 18 },
        status: 'optimal',
        recommendedWeeklyRange: { min: 0.44, max: 0.58 },
      },
    },
    {
      // 33.5 lbs = 15.2 kg at week 36; the top of the week's range is 2 + 22 × (18 − 2) ÷ 26 = 15.5 kg: on course.
      title: m.example9(),
      input: {
        prePregnancyWeight: 110,
        currentWeight: 143.5,
        weightUnit: 'lbs',
        height: 5.5,
        heightUnit: 'ft',
        week: 36,
        pregnancyType: 'singleton',
      },
      expect: {
        currentGain: 15.2,
        expectedGain: 11.7,
        rangeForWeek: { min: 10.2, max: 15.5 },
        status: 'optimal',
        statusMessage: 'Your weight gain is within the recommended range',
      },
    },
    {
      title: m.pregnancyTypeOptionTriplets(),
      input: {
        prePregnancyWeight: 65,
        currentWeight: 75,
        weightUnit: 'kg',
        height: 168,
        heightUnit: 'cm',
        week: 26,
        pregnancyType: 'triplets',
      },
      expect: {
        prePregnancyBMI: 23,
        currentGain: 10,
        recommendedGain: null,
        expectedGain: null,
        recommendedWeeklyGain: null,
        status: 'no-guideline',
        statusMessage: 'Continue monitoring your weight gain',
        remainingWeeks: 14,
      },
    },
    {
      title: m.example11(),
      input: {
        prePregnancyWeight: 50,
        currentWeight: 56,
        weightUnit: 'kg',
        height: 170,
        heightUnit: 'cm',
        week: 22,
        pregnancyType: 'twins',
      },
      expect: {
        prePregnancyBMI: 17.3,
        bmiCategory: 'Underweight',
        recommendedGain: null,
        status: 'no-guideline',
      },
    },
  ],
  sources: [
    {
      title:
        'Institute of Medicine and National Research Council. Weight Gain During Pregnancy: Reexamining the Guidelines. National Academies Press, 2009',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK32813/',
    },
    {
      title: 'ACOG Committee Opinion 548: Weight Gain During Pregnancy. Obstet Gynecol 2013;121:210–2',
      url: 'https://journals.lww.com/greenjournal/Fulltext/2013/01000/Committee_Opinion_No__548___Weight_Gain_During.47.aspx',
    },
    {
      title: 'WHO: A healthy lifestyle — WHO recommendations',
      citedFor: m.citedForAdultClasses(),
      url: 'https://www.who.int/europe/news-room/fact-sheets/item/a-healthy-lifestyle---who-recommendations',
    },
  ],
}));
