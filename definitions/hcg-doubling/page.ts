import { definePage } from '@/engine';
import calculator from './calculator';
import {
  HIGH_FIRST_LEVEL,
  MIN_RISE_BARNHART,
  MIN_RISE_FROM_HIGH_LEVEL,
  MIN_RISE_SEEBER,
  RISE_WINDOW_HOURS,
} from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description({ window: RISE_WINDOW_HOURS }),
  keywords: [
    m.keywordHcgDoublingTime(),
    m.keywordBetaHcg(),
    m.keywordHcgLevels(),
    m.keywordEarlyPregnancyBlood(),
    m.keywordSerialHcg(),
  ],
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
        'Seeber BE, Sammel MD, Guo W, et al. Application of redefined human chorionic gonadotropin curves for the diagnosis of women at risk for ectopic pregnancy. Fertil Steril 2006;86:454–459',
      citedFor: m.citedForMinimalRise({ hours: RISE_WINDOW_HOURS, rise: MIN_RISE_SEEBER }),
    },
    {
      title:
        'Barnhart KT, Sammel MD, Rinaudo PF, et al. Symptomatic patients with an early viable intrauterine pregnancy: hCG curves redefined. Obstet Gynecol 2004;104:50–55',
      citedFor: m.citedForMinimalRise({ hours: RISE_WINDOW_HOURS, rise: MIN_RISE_BARNHART }),
      url: 'https://doi.org/10.1097/01.AOG.0000128174.48843.12',
    },
    {
      title:
        'American College of Obstetricians and Gynecologists. Practice Bulletin 193: Tubal ectopic pregnancy. Obstet Gynecol 2018;131:e91–e103',
      citedFor: m.citedForSlowRise(),
      url: 'https://www.acog.org/clinical/clinical-guidance/practice-bulletin/articles/2018/03/tubal-ectopic-pregnancy',
    },
    {
      title:
        'Barnhart KT, et al. Differences in serum human chorionic gonadotropin rise in early pregnancy by race and value at presentation. Obstet Gynecol 2016;128:504–511',
      citedFor: m.citedForRiseByLevel({
        hours: RISE_WINDOW_HOURS,
        high: MIN_RISE_FROM_HIGH_LEVEL,
        level: HIGH_FIRST_LEVEL,
      }),
      url: 'https://doi.org/10.1097/AOG.0000000000001568',
    },
    {
      title: 'NHS: Ectopic pregnancy',
      citedFor: m.citedForUrgentSymptoms(),
      url: 'https://www.nhs.uk/conditions/ectopic-pregnancy/',
    },
  ],
}));
