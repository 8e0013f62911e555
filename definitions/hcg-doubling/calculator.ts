import { defineCalculator } from '@/engine';
import { hcgFormula, RISE_WINDOW_HOURS } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { hcgWords } from './words';

/** hCG limits, mIU/mL: a lab reports below 1 as "<1", a negative result; peak levels stay well under 500,000. */
const HCG = { min: 1, max: 500_000 } as const;

export default defineCalculator(messages, (m: Messages) => ({
  id: 'hcg-doubling',
  name: m.name(),
  description: m.description({ window: RISE_WINDOW_HOURS }),
  category: 'pregnancy-fertility',
  keywords: [
    m.keywordHcgDoublingTime(),
    m.keywordBetaHcg(),
    m.keywordHcgLevels(),
    m.keywordEarlyPregnancyBlood(),
    m.keywordSerialHcg(),
  ],
  icon: 'trending-up',
  color: 'purple',
  audience: { note: m.audienceNote() },
  fields: {
    firstValue: {
      type: 'number',
      label: m.firstValueLabel(),
      ...HCG,
      step: 0.1,
      suffix: m.firstValueSuffix(),
      required: true,
      placeholder: m.firstValuePlaceholder(),
      description: m.firstValueHelp(),
    },
    secondValue: {
      type: 'number',
      label: m.secondValueLabel(),
      ...HCG,
      step: 0.1,
      suffix: m.firstValueSuffix(),
      required: true,
      placeholder: m.secondValuePlaceholder(),
      description: m.secondValueHelp(),
    },
    hoursApart: {
      type: 'number',
      label: m.hoursApartLabel(),
      min: 12,
      max: 168,
      step: 1,
      suffix: m.hoursApartSuffix(),
      required: true,
      placeholder: m.hoursApartPlaceholder({ window: RISE_WINDOW_HOURS }),
      description: m.hoursApartHelp({ window: RISE_WINDOW_HOURS }),
    },
  },
  formula: hcgFormula,
  present: hcgWords,
  result: [
    {
      block: 'category-card',
      when: 'rising',
      title: m.riseOver48Hours({ window: RISE_WINDOW_HOURS }),
      value: 'riseIn48HoursPercent',
      format: { kind: 'number', decimals: 1 },
      unit: '%',
      category: 'trend',
      severity: 'severity',
      action: 'action',
    },
    {
      // A level that falls or stays the same is never called a rise.
      block: 'category-card',
      when: 'notRising',
      title: m.changeOver48Hours({ window: RISE_WINDOW_HOURS }),
      value: 'riseIn48HoursPercent',
      format: { kind: 'number', decimals: 1 },
      unit: '%',
      category: 'trend',
      severity: 'severity',
      action: 'action',
    },
    {
      block: 'stats',
      items: [
        {
          label: m.doublingTime(),
          value: 'doublingTimeHours',
          format: { kind: 'number', decimals: 1 },
          unit: m.hoursApartSuffix(),
        },
        {
          label: m.changeBetweenTheTwo(),
          value: 'changePercent',
          format: { kind: 'number', decimals: 1 },
          unit: '%',
        },
      ],
    },
    {
      block: 'note',
      tone: 'warning',
      text: m.onlyYourClinicianCan(),
    },
    { block: 'list', title: m.whatTheNumbersMean(), items: 'notes' },
  ],
  explain: (input, result, m) => {
    const ratio = input.secondValue / input.firstValue;
    const { hoursApart } = input;
    return [
      m.explainRatio({ second: input.secondValue, first: input.firstValue, ratio }),
      result.doublingTimeHours === null
        ? m.explainNoDoubling()
        : m.explainDoubling({ hoursApart, ratio, doubling: result.doublingTimeHours }),
      m.explainRise({
        rising: result.rising ? 'yes' : 'no',
        ratio,
        hoursApart,
        rise: result.riseIn48HoursPercent,
        window: RISE_WINDOW_HOURS,
      }),
    ];
  },
  examples: [
    {
      // ratio 2; 48 × ln 2 ÷ ln 2 = 48.0 h; 2^(48/48) − 1 = 100 %.
      title: m.example1(),
      input: { firstValue: 100, secondValue: 200, hoursApart: 48 },
      expect: {
        doublingTimeHours: 48,
        riseIn48HoursPercent: 100,
        changePercent: 100,
        rising: true,
        severity: 'info',
        action: null,
      },
    },
    {
      // ratio 1.5; 48 × 0.693147 ÷ 0.405465 = 82.06 h → 82.1; 1.5 − 1 = 50 % (above 35, below 53).
      title: m.example2(),
      input: { firstValue: 1000, secondValue: 1500, hoursApart: 48 },
      expect: { doublingTimeHours: 82.1, riseIn48HoursPercent: 50 },
    },
    {
      // ratio 1.6; 72 × 0.693147 ÷ 0.470004 = 106.18 h → 106.2; 1.6^(48/72) = e^(0.470004 × 2/3) = 1.36798 → 36.8 %.
      title: m.example3(),
      input: { firstValue: 250, secondValue: 400, hoursApart: 72 },
      expect: { doublingTimeHours: 106.2, riseIn48HoursPercent: 36.8, changePercent: 60 },
    },
    {
      // ratio 1.25; 24 × 0.693147 ÷ 0.223144 = 74.55 h → 74.6; 1.25² − 1 = 56.25 % → 56.3.
      title: m.example4(),
      input: { firstValue: 1200, secondValue: 1500, hoursApart: 24 },
      expect: { doublingTimeHours: 74.6, riseIn48HoursPercent: 56.3, changePercent: 25 },
    },
    {
      // ratio 0.6: falling, no doubling time; 0.6 − 1 = −40 %.
      title: m.example5(),
      input: { firstValue: 500, secondValue: 300, hoursApart: 48 },
      expect: {
        doublingTimeHours: null,
        riseIn48HoursPercent: -40,
        rising: false,
        falling: true,
        trend: 'Falling: down 40.0% in 48 hours',
        severity: 'risk',
        action:
          'Contact your OB-GYN or midwife about this result. If you have pain or bleeding, call 911 or go to the emergency room now.',
      },
    },
    {
      // ratio 1: no rise, no doubling time.
      title: m.example6(),
      input: { firstValue: 800, secondValue: 800, hoursApart: 48 },
      expect: {
        doublingTimeHours: null,
        riseIn48HoursPercent: 0,
        trend: 'Unchanged: no rise in 48 hours',
        severity: 'caution',
      },
    },
    {
      // ratio 1.2; 48 × 0.693147 ÷ 0.182322 = 182.5 h; 20 % < the 35 % minimum (Seeber et al. 2006): a slow rise.
      title: m.example7(),
      input: { firstValue: 1000, secondValue: 1200, hoursApart: 48 },
      expect: {
        doublingTimeHours: 182.5,
        riseIn48HoursPercent: 20,
        trend: 'Rising slowly: up 20.0% in 48 hours',
        severity: 'caution',
      },
    },
    {
      // ratio 1.35 from above 3,000: 35 %, at Seeber's 35 % and above the 33 % seen from such levels (Barnhart 2016).
      title: m.example8(),
      input: { firstValue: 4000, secondValue: 5400, hoursApart: 48 },
      expect: { riseIn48HoursPercent: 35, doublingTimeHours: 110.9, severity: 'info', action: null },
    },
    {
      // ratio 1.34: 34 % is under Seeber's 35 % (a slow rise, orange, call soon) but at or above the 33 % seen from a
      // first level above 3,000 (Barnhart 2016), which the notes say.
      title: m.example9(),
      input: { firstValue: 4000, secondValue: 5360, hoursApart: 48 },
      expect: {
        riseIn48HoursPercent: 34,
        trend: 'Rising slowly: up 34.0% in 48 hours',
        severity: 'caution',
        action:
          'Contact your OB-GYN or midwife about this result soon. If you have pain or bleeding, call 911 or go to the emergency room now.',
      },
    },
  ],
  sources: [
    {
      title:
        'Seeber BE, Sammel MD, Guo W, et al. Application of redefined human chorionic gonadotropin curves for the diagnosis of women at risk for ectopic pregnancy. Fertil Steril 2006;86:454–459 (minimal 48-hour rise 35%)',
    },
    {
      title:
        'Barnhart KT, Sammel MD, Rinaudo PF, et al. Symptomatic patients with an early viable intrauterine pregnancy: hCG curves redefined. Obstet Gynecol 2004;104:50–55 (minimal 48-hour rise 53%)',
      url: 'https://doi.org/10.1097/01.AOG.0000128174.48843.12',
    },
    {
      title:
        'American College of Obstetricians and Gynecologists. Practice Bulletin 193: Tubal ectopic pregnancy. Obstet Gynecol 2018;131:e91–e103 (falling or slowly rising hCG)',
      url: 'https://www.acog.org/clinical/clinical-guidance/practice-bulletin/articles/2018/03/tubal-ectopic-pregnancy',
    },
    {
      title:
        'Barnhart KT, et al. Differences in serum human chorionic gonadotropin rise in early pregnancy by race and value at presentation. Obstet Gynecol 2016;128:504–511 (smallest 48-hour rise 49%, 40% and 33% from first levels under 1,500, 1,500–3,000 and over 3,000 mIU/mL)',
      url: 'https://doi.org/10.1097/AOG.0000000000001568',
    },
    {
      title: 'NHS: Ectopic pregnancy (symptoms that need urgent care)',
      url: 'https://www.nhs.uk/conditions/ectopic-pregnancy/',
    },
  ],
}));
