import type { FormulaContext } from '@/engine';
import {
  addDaysIso,
  CAFFEINE_PREGNANCY_LIMIT,
  CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE,
  type CalculatorLink,
  calculatorHref,
  conceptionFromDueDate,
  daysBetween,
  dueDateFromLastPeriod,
  FIRST_TRIMESTER_LAST_WEEK,
  formatIsoDate,
  gestationalDaysOn,
  PREGNANCY_DAYS,
  round,
  STANDARD_CYCLE_DAYS,
  THIRD_TRIMESTER_FIRST_WEEK,
  weekdayOf,
} from '@/engine';

/** Input: first day of the last period (ISO) and the cycle length (28 when left empty). */
export interface DueDateInput {
  lastPeriodDate: string;
  cycleLength: number;
}

/** Where a milestone stands today. */
export type MilestoneStatus = 'past' | 'current' | 'upcoming';

/** Milestone weeks of the spec (part 1 §9) with what happens around then. */
export const MILESTONES = [
  { week: 4, description: 'A home pregnancy test can turn positive' },
  { week: 8, description: 'Heartbeat visible on an early scan; first prenatal visit' },
  { week: 12, description: 'Dating scan and screening tests; the first trimester ends at 13 weeks 6 days' },
  { week: 20, description: 'Halfway: the anatomy scan' },
  { week: 28, description: 'Third trimester begins' },
  { week: 36, description: 'Baby is nearly full term; group B strep test' },
  { week: 40, description: 'Your estimated due date' },
] as const;

const TRIMESTER_NAMES = ['first', 'second', 'third'] as const;

const ADVICE: Record<1 | 2 | 3, string[]> = {
  1: [
    'Book your first prenatal appointment; it usually takes place by 8–10 weeks.',
    'Take 400 micrograms of folic acid a day until at least week 12.',
    'Avoid alcohol, smoking, raw or undercooked meat and unpasteurized cheese.',
    `Keep caffeine to less than ${CAFFEINE_PREGNANCY_LIMIT} mg a day (${CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE}).`,
  ],
  2: [
    'Ask about the anatomy scan, usually between 18 and 22 weeks.',
    'Screening for gestational diabetes usually happens between 24 and 28 weeks.',
    'Stay active: about 150 minutes of moderate activity a week, if your care team agrees.',
    "Get to know your baby's movements and call your midwife or doctor if they slow down.",
  ],
  3: [
    'Check-ups come more often: usually every 2 weeks from 28 weeks and every week from 36.',
    'Screening for group B strep is offered at 36–37 weeks in the US.',
    'Pack your hospital bag and plan the journey by week 36.',
    'Call your maternity unit at once for bleeding, leaking fluid, a severe headache or fewer movements.',
  ],
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function countdownText(daysLeft: number): string {
  if (daysLeft > 0) return `${plural(daysLeft, 'day')} to go.`;
  return daysLeft === 0 ? 'Your due date is today.' : `Your due date was ${plural(-daysLeft, 'day')} ago.`;
}

/**
 * Trimester of a number of completed weeks, per ACOG: the first runs to 13 weeks 6 days, the third from 28 weeks 0
 * days (the spec's 1–12 / 13–26 / 27+ departs from it; README departures).
 */
export function trimesterOf(week: number): 1 | 2 | 3 {
  if (week <= FIRST_TRIMESTER_LAST_WEEK) return 1;
  return week < THIRD_TRIMESTER_FIRST_WEEK ? 2 : 3;
}

/** Whether a milestone has passed (current week beyond it), is this week, or is still ahead (spec part 1 §4). */
export function milestoneStatus(currentWeek: number, week: number): MilestoneStatus {
  if (currentWeek > week) return 'past';
  return currentWeek === week ? 'current' : 'upcoming';
}

/**
 * Due date = LMP + 280 + (cycle − 28) days; weeks of pregnancy are counted back from the due date (280 − days
 * left), so milestone dates (due − (40 − week) weeks) and their status always agree.
 */
export function dueDateFormula(input: DueDateInput, ctx: FormulaContext) {
  const cycleLength = input.cycleLength;
  const dueDate = dueDateFromLastPeriod(input.lastPeriodDate, cycleLength);
  const counted = gestationalDaysOn(dueDate, ctx.today);
  const days = Math.max(0, counted);
  const currentWeek = Math.floor(days / 7);
  const currentDays = days % 7;
  const trimester = trimesterOf(currentWeek);
  const daysUntilDue = Math.max(0, daysBetween(ctx.today, dueDate));
  const milestones = MILESTONES.map(({ week, description }) => ({
    week,
    description,
    date: addDaysIso(dueDate, -(40 - week) * 7),
    status: milestoneStatus(currentWeek, week),
  }));

  const recommendations = [...ADVICE[trimester]];
  if (currentWeek >= 40) {
    recommendations.unshift(
      'You have reached or passed your due date: your care team will talk with you about monitoring and induction.',
    );
  }
  if (counted < 0) {
    recommendations.unshift(
      `With a ${cycleLength}-day cycle, pregnancy weeks are counted from ${formatIsoDate(addDaysIso(dueDate, -PREGNANCY_DAYS))}, 280 days before your due date, so you are at week 0 until then.`,
    );
  }
  if (cycleLength !== STANDARD_CYCLE_DAYS) {
    const shift = cycleLength - STANDARD_CYCLE_DAYS;
    recommendations.push(
      `Your ${cycleLength}-day cycle moves the due date ${plural(Math.abs(shift), 'day')} ${shift > 0 ? 'later' : 'earlier'} than the standard 280 days; an early ultrasound gives the most reliable date.`,
    );
  }

  const links: CalculatorLink[] = [
    {
      label: 'See the estimated conception date and fertile window for this due date',
      href: calculatorHref('conception', { dueDate, cycleLength }),
    },
    {
      label: 'See the cycle this due date is counted from in the ovulation calculator',
      href: calculatorHref('ovulation', { lastPeriodDate: input.lastPeriodDate, cycleLength }),
    },
  ];

  return {
    dueDate,
    dueWeekday: weekdayOf(dueDate),
    currentWeek,
    currentDays,
    currentWeekText: `${plural(currentWeek, 'week')} ${plural(currentDays, 'day')}`,
    summary: `${plural(currentWeek, 'week')} ${plural(currentDays, 'day')} · ${TRIMESTER_NAMES[trimester - 1]} trimester`,
    trimester,
    progress: Math.min(100, round((currentWeek / 40) * 100)),
    daysUntilDue,
    countdown: countdownText(daysBetween(ctx.today, dueDate)),
    conceptionDate: conceptionFromDueDate(dueDate),
    milestones,
    recommendations,
    links,
  };
}

/** Due date result. */
export type DueDateResult = ReturnType<typeof dueDateFormula>;
