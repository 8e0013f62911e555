import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordHairGrowthRate(),
    m.keywordHairLength(),
    m.keywordHowFastDoes(),
    m.keywordHairGrowthTracker(),
  ],
  examples: [
    {
      // 100 days, 3.5 cm: 0.035/day; × 7 = 0.245 → 0.25; × 30.44 = 1.0654 → 1.07; × 365.25 = 12.78 → 12.8.
      // Target: 6.5 / 0.035 = 185.7 → 186 days = 6.11 → 6.1 months; Apr 11 + 186 days = Oct 14, 2026.
      title: m.example1(),
      input: {
        unit: 'cm',
        startDate: 'today-100d',
        startLength: 10,
        currentDate: 'today',
        currentLength: 13.5,
        targetLength: 20,
      },
      today: '2026-04-11',
      expect: {
        dailyGrowth: 0.035,
        weeklyGrowth: 0.25,
        monthlyGrowth: 1.07,
        annualGrowth: 12.8,
        timeToTarget: { days: 186, months: 6.1 },
        targetDate: '2026-10-14',
      },
    },
    {
      // Dec 31, 2023 → Mar 1, 2024 is 61 days (29-day February): 1 in / 61 = 0.01639/day → 0.016;
      // × 7 = 0.1148 → 0.11; × 30.44 = 0.4990 → 0.50; × 365.25 = 5.988 → 6.0. No target → null.
      title: m.example2(),
      input: {
        unit: 'in',
        startDate: 'today-61d',
        startLength: 8,
        currentDate: 'today',
        currentLength: 9,
      },
      today: '2024-03-01',
      expect: {
        dailyGrowth: 0.016,
        weeklyGrowth: 0.11,
        monthlyGrowth: 0.5,
        annualGrowth: 6,
        timeToTarget: null,
        elapsedDays: 61,
      },
    },
    {
      // 30 days, 10.5 mm: 0.35/day; × 7 = 2.45; × 30.44 = 10.654 → 10.65; × 365.25 = 127.84 → 127.8.
      // Target 105 mm is below the current 110.5 mm, so no time to target.
      title: m.example3(),
      input: {
        unit: 'mm',
        startDate: 'today-30d',
        startLength: 100,
        currentDate: 'today',
        currentLength: 110.5,
        targetLength: 105,
      },
      today: '2026-07-01',
      expect: {
        dailyGrowth: 0.35,
        weeklyGrowth: 2.45,
        monthlyGrowth: 10.65,
        annualGrowth: 127.8,
        timeToTarget: null,
        targetDate: null,
      },
    },
  ],
  sources: [
    {
      title:
        'Loussouarn G, El Rawadi C, Genain G. Diversity of hair growth profiles. Int J Dermatol 2005;44 Suppl 1:6–9',
    },
  ],
}));
