import { definePage } from '@/engine';
import calculator from './calculator';
import { OUTER_LOW_PERCENTILE } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordBabyPercentile(),
    m.keywordInfantGrowthChart(),
    m.keywordWeightPercentile(),
    m.keywordLengthPercentile(),
    m.keywordHeadCircumference(),
    m.keywordWhoGrowthStandards(),
  ],
  examples: [
    {
      title: m.example1(),
      input: {
        sex: 'girl',
        birthDate: 'today-138d',
        measuredOn: 'today',
        weight: 6.4,
        weightUnit: 'kg',
        length: 62,
        lengthUnit: 'cm',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: {
        ageDays: 138,
        ageText: '4 months 2 weeks',
        weightPercentile: 36.5,
        weightZ: -0.34,
        lengthPercentile: 30.4,
        lengthZ: -0.51,
      },
    },
    {
      // Measured on the day of birth, exactly WHO's published medians for boys at birth (M column: 3.3464 kg,
      // 49.8842 cm, 34.4618 cm): z = 0, the 50th percentile.
      title: m.example2(),
      input: {
        sex: 'boy',
        birthDate: 'today-5d',
        measuredOn: 'today-5d',
        weight: 3.3464,
        weightUnit: 'kg',
        length: 49.8842,
        lengthUnit: 'cm',
        headCircumference: 34.4618,
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: {
        ageDays: 0,
        weightPercentile: 50,
        weightZ: 0,
        lengthPercentile: 50,
        headPercentile: 50,
        headZ: 0,
      },
    },
    {
      // Week 13 (day 91) is a row of WHO's weekly table: girls' median length 59.7773 cm. 59.7773 × (1 + 0.0352 × 2)
      // = 63.9857 cm is WHO's +2 SD; 63.99 cm reads z = 2.00, Φ(2) = 97.7 %.
      title: m.example3(),
      input: {
        sex: 'girl',
        birthDate: 'today-91d',
        measuredOn: 'today',
        length: 63.99,
        lengthUnit: 'cm',
        weightUnit: 'kg',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: { ageDays: 91, ageText: '2 months 4 weeks', lengthZ: 2, lengthPercentile: 97.7 },
    },
    {
      // Born on 29 February 2024: her second birthday falls on 28 February 2026 (the last day the WHO charts cover).
      title: m.example4(),
      input: {
        sex: 'girl',
        birthDate: '2024-02-29',
        measuredOn: '2026-02-28',
        weight: 11.5,
        weightUnit: 'kg',
        lengthUnit: 'cm',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: { ageDays: 730, ageText: '2 years', weightPercentile: 50.7 },
    },
    {
      // Pounds and ounces as parents write them (the form's two boxes): 14 lb 2 oz is 14.125 lb = 6.407 kg, at 123 days.
      title: m.example5(),
      input: {
        sex: 'boy',
        birthDate: 'today-147d',
        measuredOn: 'today-24d',
        weight: '14 lb 2 oz',
        weightUnit: 'lb-oz',
        length: 25,
        lengthUnit: 'in',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: { ageDays: 123, ageText: '4 months' },
    },
    {
      // WHO's restricted LMS, boys at 365 days: L 0.06447, M 9.6460, S 0.10925 give SD2 = 11.983 kg and SD3 =
      // 13.341 kg; z = 3 + (14.5 − 13.341) ÷ (13.341 − 11.983) = 3.85 (plain LMS would say 3.78).
      title: m.example6(),
      input: {
        sex: 'boy',
        birthDate: 'today-365d',
        weight: 14.5,
        weightUnit: 'kg',
        lengthUnit: 'cm',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: {
        ageDays: 365,
        ageText: '1 year',
        weightZ: 3.85,
        weightPercentile: 99.9,
        concern: { weight: { severity: 'risk', action: "See your baby's doctor soon" } },
      },
    },
    {
      // Born 12 weeks early (40 − 28), so 123 − 84 = 39 days from the due date: the WHO tables are read at day 39,
      // 4/7 of the way from week 5 to week 6 (girls' weight L 0.14751, M 4.4800, S 0.13474: z −0.48, 31.7 %).
      // At day 123 the same baby would read z −3.42 (weight) and −4.23 (length), far below every curve.
      title: m.example7(),
      input: {
        sex: 'girl',
        birthDate: 'today-123d',
        weeksAtBirth: 28,
        weight: 4.2,
        weightUnit: 'kg',
        length: 53,
        lengthUnit: 'cm',
        headCircumference: 37,
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: {
        ageDays: 123,
        ageText: '4 months',
        ageUsed: 'corrected',
        correctedAgeDays: 39,
        correctedAgeText: '1 month 1 week',
        weightPercentile: 31.7,
        lengthPercentile: 19.3,
        headPercentile: 47,
      },
    },
    {
      // 6 weeks after a birth at 30 weeks he is at 36 weeks: 42 − 70 = −28 days, before term-equivalent age.
      title: m.example8(),
      input: {
        sex: 'boy',
        birthDate: 'today-42d',
        weeksAtBirth: 30,
        weight: 2.6,
        weightUnit: 'kg',
        length: 46,
        lengthUnit: 'cm',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: {
        ageDays: 42,
        ageUsed: 'corrected',
        correctedAgeDays: -28,
        correctedAgeText: '4 weeks before the due date',
        beforeTerm: { severity: 'info', value: '36 weeks' },
      },
    },
    {
      // WHO boys' head at week 13 (day 91): M 40.5008 cm, S 0.0292, L = 1, so z = (38 ÷ 40.5008 − 1) ÷ 0.0292 =
      // −2.11 and Φ(z) = 1.7 %: under the 3rd percentile, where doctors check for microcephaly.
      title: m.example9({ low: OUTER_LOW_PERCENTILE }),
      input: {
        sex: 'boy',
        birthDate: 'today-91d',
        weight: 6,
        weightUnit: 'kg',
        headCircumference: 38,
        headUnit: 'cm',
        lengthUnit: 'cm',
      },
      today: '2026-11-25',
      expect: {
        headPercentile: 1.7,
        headZ: -2.11,
        concern: { head: { severity: 'caution', category: 'Below the 3rd percentile' } },
      },
    },
    {
      // Girls' length at day 183 (between the 6- and 7-month rows): M 65.750 cm, S 0.03448, L = 1, so 1 SD = 2.267 cm
      // and 58 cm is (58 − 65.750) ÷ 2.267 = −3.42 SD: beyond −3 SD, a card of its own.
      title: m.example10(),
      input: {
        sex: 'girl',
        birthDate: 'today-183d',
        weight: 7.3,
        weightUnit: 'kg',
        length: 58,
        lengthUnit: 'cm',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: { lengthZ: -3.42, concern: { length: { severity: 'risk' } } },
    },
  ],
  sources: [
    {
      title:
        'WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: length/height-for-age, weight-for-age, weight-for-length, weight-for-height and body mass index-for-age: methods and development. Geneva: World Health Organization, 2006',
      url: 'https://www.who.int/publications/i/item/924154693X',
    },
    {
      title:
        'WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: head circumference-for-age, arm circumference-for-age, triceps skinfold-for-age and subscapular skinfold-for-age: methods and development. Geneva: World Health Organization, 2007',
      url: 'https://www.who.int/publications/i/item/9789241547185',
    },
    {
      title:
        'Grummer-Strawn LM, Reinold C, Krebs NF. Use of World Health Organization and CDC growth charts for children aged 0–59 months in the United States. MMWR Recomm Rep 2010;59(RR-9):1–15',
      url: 'https://www.cdc.gov/mmwr/preview/mmwrhtml/rr5909a1.htm',
    },
    {
      title:
        'American Academy of Pediatrics, Committee on Fetus and Newborn. Age terminology during the perinatal period. Pediatrics 2004;114(5):1362–1364',
      url: 'https://doi.org/10.1542/peds.2004-1915',
    },
    {
      title:
        'USDA Food and Nutrition Service. Guidelines for growth charts and gestational age adjustment for low birth weight and very low birth weight infants. WIC Policy Memorandum 98-9, Revision 7, 2004',
    },
    {
      title:
        'Fenton TR, Kim JH. A systematic review and meta-analysis to revise the Fenton growth chart for preterm infants. BMC Pediatr 2013;13:59',
      url: 'https://doi.org/10.1186/1471-2431-13-59',
    },
    {
      title:
        'Villar J, Giuliani F, Bhutta ZA, et al. Postnatal growth standards for preterm infants: the Preterm Postnatal Follow-up Study of the INTERGROWTH-21st Project. Lancet Glob Health 2015;3(11):e681–e691',
      url: 'https://doi.org/10.1016/S2214-109X(15)00163-1',
    },
    {
      title:
        'World Health Organization. Assessment of infants with microcephaly in the context of Zika virus: interim guidance. WHO/ZIKV/MOC/16.3 Rev.1, 4 March 2016',
      url: 'https://www.who.int/csr/resources/publications/zika/assessment-infants/en/',
    },
    {
      title:
        'Maternal and Child Health Bureau (HRSA), University of Washington. Training module: head circumference',
      citedFor: m.citedForHeadSize(),
      url: 'http://depts.washington.edu/growth/ofc/text/page3a.htm',
    },
    {
      title: 'Royal College of Paediatrics and Child Health: growth-references',
      citedFor: m.citedForLmsTables(),
      url: 'https://github.com/rcpch/growth-references',
    },
  ],
}));
