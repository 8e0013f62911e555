import type { FormulaContext } from '@/engine';
import {
  addDaysIso,
  type CalculatorLink,
  calculatorHref,
  conceptionFromDueDate,
  daysBetween,
  FERTILE_DAYS_AFTER_OVULATION,
  FERTILE_DAYS_BEFORE_OVULATION,
  formatIsoDate,
  lastPeriodFromDueDate,
  PREGNANCY_DAYS,
} from '@/engine';

/** Input: the due date (ISO) and the cycle length (28 when left empty). */
export interface ConceptionInput {
  dueDate: string;
  cycleLength: number;
}

/** The 42 weeks after which the due-date calculator no longer accepts a last period. */
const DUE_DATE_MAX_DAYS = PREGNANCY_DAYS + 14;

const NOTES = [
  'Conception usually happens within a day of ovulation, so the date is an estimate give or take a few days.',
  'Sperm can survive up to 5 days, which is why intercourse in the days before ovulation can lead to pregnancy.',
  'An early ultrasound (before 14 weeks) dates a pregnancy more accurately than a due date from the last period.',
];

/**
 * Conception = due − 266 days (spec part 1 §9), whatever the cycle length: the site's due date is always ovulation
 * + 266. Last period = due − 280 − (cycle − 28), the inverse of the due-date calculator. Ages are whole weeks on
 * `today`, counted from due − 280 (gestational) and from conception (fetal), and never below 0.
 */
export function conceptionFormula(input: ConceptionInput, ctx: FormulaContext) {
  const conceptionDate = conceptionFromDueDate(input.dueDate);
  const lmpDate = lastPeriodFromDueDate(input.dueDate, input.cycleLength);
  const datingStart = addDaysIso(input.dueDate, -PREGNANCY_DAYS);
  const gestationalDays = daysBetween(datingStart, ctx.today);
  const fetalDays = daysBetween(conceptionDate, ctx.today);
  const daysPastDue = daysBetween(input.dueDate, ctx.today);

  const recommendations = [
    ...NOTES.slice(0, 2),
    lmpDate === datingStart
      ? 'Gestational age is counted from the first day of the last period, about two weeks before conception; fetal age is counted from conception.'
      : `Gestational age is counted from 280 days before the due date (${formatIsoDate(datingStart)}), two weeks before conception, as for a 28-day cycle; with your ${input.cycleLength}-day cycle your last period started on ${formatIsoDate(lmpDate)}. Fetal age is counted from conception.`,
    ...NOTES.slice(2),
  ];
  if (gestationalDays < 0) {
    recommendations.unshift(
      `Weeks of pregnancy for this due date are counted from ${formatIsoDate(datingStart)} (280 days before it), which is still ahead, so both ages show 0 weeks. To be due then, conception would be around ${formatIsoDate(conceptionDate)}.`,
    );
  } else if (fetalDays < 0) {
    recommendations.unshift(
      `Conception for this due date would be around ${formatIsoDate(conceptionDate)}, which is still ahead, so the fetal age shows 0 weeks.`,
    );
  }
  /** A due date more than two weeks past is a birth, not a pregnancy under way: no pregnancy ages then. */
  const pregnancyOngoing = daysPastDue <= 14;
  if (!pregnancyOngoing) {
    recommendations.unshift(
      `This due date is more than two weeks ago (${formatIsoDate(input.dueDate)}): we show when conception most likely happened, and no weeks of pregnancy.`,
    );
  }

  const links: CalculatorLink[] = [];
  const lmpDaysAgo = daysBetween(lmpDate, ctx.today);
  if (lmpDaysAgo >= 0 && lmpDaysAgo <= DUE_DATE_MAX_DAYS) {
    links.push({
      label: 'See weeks, trimester and milestones in the due date calculator',
      href: calculatorHref('due-date', { lastPeriodDate: lmpDate, cycleLength: input.cycleLength }),
    });
  }

  return {
    conceptionDate,
    lmpDate,
    fertileWindow: {
      start: addDaysIso(conceptionDate, -FERTILE_DAYS_BEFORE_OVULATION),
      end: addDaysIso(conceptionDate, FERTILE_DAYS_AFTER_OVULATION),
    },
    gestationalAge: pregnancyOngoing ? Math.max(0, Math.floor(gestationalDays / 7)) : null,
    fetalAge: pregnancyOngoing ? Math.max(0, Math.floor(fetalDays / 7)) : null,
    pregnancyOngoing,
    recommendations,
    links,
  };
}

/** Conception result. */
export type ConceptionResult = ReturnType<typeof conceptionFormula>;
