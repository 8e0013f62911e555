import type { FormulaContext } from '@/engine';
import {
  addDaysIso,
  conceptionFromDueDate,
  daysBetween,
  FERTILE_DAYS_AFTER_OVULATION,
  FERTILE_DAYS_BEFORE_OVULATION,
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

/**
 * Conception = due − 266 days (spec part 1 §9), whatever the cycle length: the site's due date is always ovulation
 * + 266. Last period = due − 280 − (cycle − 28), the inverse of the due-date calculator. Ages are whole weeks on
 * `today`, counted from due − 280 (gestational) and from conception (fetal), and never below 0. Values only: present.ts
 * words them.
 */
export function conceptionFormula(input: ConceptionInput, ctx: FormulaContext) {
  const conceptionDate = conceptionFromDueDate(input.dueDate);
  const lmpDate = lastPeriodFromDueDate(input.dueDate, input.cycleLength);
  const datingStart = addDaysIso(input.dueDate, -PREGNANCY_DAYS);
  const gestationalDays = daysBetween(datingStart, ctx.today);
  const fetalDays = daysBetween(conceptionDate, ctx.today);
  const daysPastDue = daysBetween(input.dueDate, ctx.today);

  /** A due date more than two weeks past is a birth, not a pregnancy under way: no pregnancy ages then. */
  const pregnancyOngoing = daysPastDue <= 14;
  const lmpDaysAgo = daysBetween(lmpDate, ctx.today);

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
    /** 280 days before the due date: gestational weeks count from it. */
    datingStart,
    /** Which start is still ahead today, so its age shows 0 weeks: the dating start, conception, or neither. */
    notYet: gestationalDays < 0 ? ('dating' as const) : fetalDays < 0 ? ('conception' as const) : null,
    /** The last period this due date implies is still ahead today (a sentence about it is then not in the past). */
    lmpAhead: lmpDaysAgo < 0,
    /** The due date page takes a last period up to 42 weeks back. */
    showDueDateLink: lmpDaysAgo >= 0 && lmpDaysAgo <= DUE_DATE_MAX_DAYS,
  };
}

/** The conception formula's values. */
export type ConceptionValues = ReturnType<typeof conceptionFormula>;
