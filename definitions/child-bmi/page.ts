import { definePage } from '@/engine';
import calculator from './calculator';
import { CHILD_BMI_FIGURES } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(CHILD_BMI_FIGURES),
  keywords: [
    m.keywordChildBmi(),
    m.keywordTeenBmi(),
    m.keywordBmiPercentile(),
    m.keywordBmiForAge(),
    m.keywordCdcGrowthChart(),
    m.keywordChildhoodObesity(),
  ],
  examples: [
    {
      title: m.example1(),
      input: {
        sex: 'girl',
        birthDate: 'today-3099d',
        measuredOn: 'today',
        height: 130,
        heightUnit: 'cm',
        weight: 26,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { bmi: 15.4, percentile: 36, percentileShown: '36th', z: -0.35, category: 'Healthy weight' },
    },
    {
      // Exactly on the 85th: at 974 days (Agemos 32.0, midway between CDC's rows 31.5 and 32.5) the girls' published
      // P85 column reads 17.44434994 and 17.38235043, average 17.41335. A BMI of 17.4134 (100 cm, 17.4134 kg) gives
      // the 85.0th percentile: Overweight (85th to under 95th).
      title: m.example2(CHILD_BMI_FIGURES),
      input: {
        sex: 'girl',
        birthDate: 'today-1059d',
        measuredOn: 'today-85d',
        height: 100,
        heightUnit: 'cm',
        weight: 17.4134,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { bmi: 17.4, percentile: 85, category: 'Overweight' },
    },
    {
      // Exactly on the 95th: at 3,896 days (Agemos 128.0, between rows 127.5 and 128.5) the boys' published P95
      // column averages 22.81957. 140 cm and 44.727 kg give BMI 22.8199: the 95.0th percentile, 100 % of the 95th.
      title: m.example3(CHILD_BMI_FIGURES),
      input: {
        sex: 'boy',
        birthDate: 'today-3981d',
        measuredOn: 'today-85d',
        height: 140,
        heightUnit: 'cm',
        weight: 44.727,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { bmi: 22.8, percentile: 95, category: 'Obesity', percentOf95th: 100 },
    },
    {
      // Born on 29 February 2016. 4 ft 7 in = 139.7 cm, 132 lbs = 59.874 kg: BMI 30.68, which is 134 % of the 95th
      // percentile for his age (22.9): class 2 severe obesity (120 % to under 140 %).
      title: m.example4(),
      input: {
        sex: 'boy',
        birthDate: '2016-02-29',
        measuredOn: '2026-11-25',
        height: 55 / 12,
        heightUnit: 'ft',
        weight: 132,
        weightUnit: 'lbs',
      },
      today: '2026-11-25',
      expect: { bmi: 30.7, category: 'Obesity', percentOf95th: 134 },
    },
    {
      // No measurement date: the formula measures on "today".
      title: m.example5(),
      input: {
        sex: 'girl',
        birthDate: 'today-4459d',
        height: 152,
        heightUnit: 'cm',
        weight: 40,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { measuredOn: '2026-11-25', ageYears: 12.21, category: 'Healthy weight' },
    },
    {
      title: m.example6(CHILD_BMI_FIGURES),
      input: {
        sex: 'girl',
        birthDate: 'today-3099d',
        measuredOn: 'today',
        height: 130,
        heightUnit: 'cm',
        weight: 22,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { bmi: 13, percentile: 1.3, percentileShown: '1.3rd', z: -2.23, category: 'Underweight' },
    },
    {
      title: m.example7(CHILD_BMI_FIGURES),
      input: {
        sex: 'boy',
        birthDate: 'today-5668d',
        measuredOn: 'today',
        height: 165,
        heightUnit: 'cm',
        weight: 110,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: {
        bmi: 40.4,
        category: 'Obesity',
        percentOf95th: 148.6,
        severeObesity: 'Class 3 severe obesity (from 140 % of the 95th percentile or a BMI of 40)',
      },
    },
    {
      // CDC's extended method: σ = 0.8334 + 0.3712 × 15.50 − 0.0011 × 15.50² = 6.3242, P95 28.4967, so
      // 90 + 10 × Φ((45 − 28.4967) ÷ 6.3242) = 99.9547 and z = Φ⁻¹(0.999547) = 3.32 (CDCAnthro gives the same).
      // The LMS values alone, extrapolated past the 97th, would say the 99.5th and z 2.61.
      title: m.example8(),
      input: {
        sex: 'girl',
        birthDate: 'today-5663d',
        measuredOn: 'today',
        height: 160,
        heightUnit: 'cm',
        weight: 115.2,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: {
        bmi: 45,
        percentile: 99.95,
        percentileShown: '99.95th',
        z: 3.32,
        sigma: 6.3242,
        category: 'Obesity',
        percentOf95th: 157.9,
      },
    },
    {
      // CDC's own worked example (extended BMI-for-age data file page): a boy of 50.5 months with BMI 22.6 has P95
      // 17.8219 and σ 2.3983, so the 99.7683rd percentile and z 2.83. 1,537 days are 50.50 months.
      title: m.example9(),
      input: {
        sex: 'boy',
        birthDate: 'today-1537d',
        measuredOn: 'today',
        height: 100,
        heightUnit: 'cm',
        weight: 22.6,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: {
        bmi: 22.6,
        percentile: 99.8,
        percentileShown: '99.8th',
        z: 2.83,
        bmiAt95th: 17.8,
        sigma: 2.3982,
        percentOf95th: 126.8,
      },
    },
    {
      // Her 95th is 31.4, so 120 % of it is 37.7: the BMI of 35 is the lower threshold (AAP 2023).
      title: m.example10(CHILD_BMI_FIGURES),
      input: {
        sex: 'girl',
        birthDate: 'today-7117d',
        measuredOn: 'today',
        height: 160,
        heightUnit: 'cm',
        weight: 90.9,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: {
        bmi: 35.5,
        category: 'Obesity',
        percentOf95th: 113.2,
        severeObesity: 'Class 2 severe obesity (from 120 % of the 95th percentile or a BMI of 35)',
      },
    },
    {
      // BMI 19.9418 is the 84.96th percentile for a girl of 120.02 months: below the 85th, so a healthy weight,
      // and shown as the 84th (85.0 to one decimal would read as overweight).
      title: m.example11(),
      input: {
        sex: 'girl',
        birthDate: 'today-3653d',
        measuredOn: 'today',
        height: 140,
        heightUnit: 'cm',
        weight: 39.0858,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { percentile: 84, percentileShown: '84th', z: 1.03, category: 'Healthy weight' },
    },
  ],
  sources: [
    {
      title:
        'Kuczmarski RJ, Ogden CL, Guo SS, et al. 2000 CDC Growth Charts for the United States: methods and development. Vital Health Stat 11(246). National Center for Health Statistics, 2002',
      url: 'https://www.cdc.gov/nchs/data/series/sr_11/sr11_246.pdf',
    },
    {
      title:
        'CDC/NCHS: growth chart data files (BMI-for-age, bmiagerev) and SAS program for the 2000 CDC growth charts',
      url: 'https://www.cdc.gov/growthcharts/cdc-data-files.htm',
    },
    {
      title:
        'Grummer-Strawn LM, Reinold C, Krebs NF. Use of World Health Organization and CDC growth charts for children aged 0–59 months in the United States. MMWR Recomm Rep 2010;59(RR-9):1–15',
      url: 'https://www.cdc.gov/mmwr/preview/mmwrhtml/rr5909a1.htm',
    },
    {
      title: 'CDC: Extended BMI-for-age growth charts (December 2022) and Child and Teen BMI Categories',
      url: 'https://www.cdc.gov/growthcharts/extended-bmi.htm',
    },
    {
      title: 'CDC/NCHS: Data file for the Extended CDC BMI-for-age Growth Charts',
      citedFor: m.citedForExtendedMethod(CHILD_BMI_FIGURES),
      url: 'https://www.cdc.gov/growthcharts/extended-bmi-data-files.htm',
    },
    {
      title:
        'Wei R, Ogden CL, Parsons VL, Freedman DS, Hales CM. A method for calculating BMI z-scores and percentiles above the 95th percentile of the CDC growth charts. Ann Hum Biol 2020;47(6):514–521',
      url: 'https://doi.org/10.1080/03014460.2020.1808065',
    },
    {
      title:
        'Hampl SE, Hassink SG, Skinner AC, et al. Clinical Practice Guideline for the Evaluation and Treatment of Children and Adolescents With Obesity. Pediatrics 2023;151(2):e2022060640',
      url: 'https://doi.org/10.1542/peds.2022-060640',
    },
  ],
}));
