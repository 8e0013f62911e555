import type { FormulaContext } from '@/engine';
import { addDaysIso, daysBetween, PREGNANCY_DAYS } from '@/engine';

/** Fresh: the embryo comes from this cycle's egg collection; frozen: a thawed embryo made in an earlier cycle. */
type TransferType = 'fresh' | 'frozen';

/** Input: the embryo transfer date (ISO), the embryo's age in days at transfer (3, 5 or 6) and, optionally, the type. */
export interface IvfInput {
  transferDate: string;
  embryoAge: number;
  transferType?: TransferType;
}

/** Embryo ages a transfer can have: a day-3 cleavage-stage embryo or a day-5 or day-6 blastocyst. */
export const EMBRYO_AGES = [3, 5, 6] as const;
/** Days from fertilization to the due date (ACOG CO 700: due = transfer + 266 − embryo age). */
export const FERTILIZATION_TO_DUE_DAYS = 266;
/** Days the pregnancy calendar counts before fertilization (two weeks, as if from a last period). */
export const DAYS_BEFORE_FERTILIZATION = 14;

/**
 * Due date = transfer + 266 − embryo age; LMP-equivalent = transfer − embryo age − 14 (ACOG Committee Opinion 700).
 * The LMP-equivalent is the date a naturally conceived pregnancy with the same due date would count from. Values
 * only: present.ts words them.
 */
export function ivfFormula(input: IvfInput, ctx: FormulaContext) {
  const fertilizationDate = addDaysIso(input.transferDate, -input.embryoAge);
  const dueDate = addDaysIso(fertilizationDate, FERTILIZATION_TO_DUE_DAYS);
  const lmpEquivalent = addDaysIso(fertilizationDate, -DAYS_BEFORE_FERTILIZATION);
  const planned = daysBetween(ctx.today, input.transferDate) > 0;
  const elapsed = daysBetween(lmpEquivalent, ctx.today);
  const gestationalAge = planned ? null : { weeks: Math.floor(elapsed / 7), days: elapsed % 7 };
  const daysToDue = daysBetween(ctx.today, dueDate);

  const transferType = input.transferType ?? null;

  return {
    dueDate,
    lmpEquivalent,
    fertilizationDate,
    transferType,
    freshTransfer: transferType === 'fresh',
    notFreshTransfer: transferType !== 'fresh',
    gestationalAge,
    /** The transfer is still ahead: no weeks are counted yet. */
    planned,
    /** Days from today to the due date, negative once it has passed. */
    daysToDue,
    /** Week by week on the due date page makes sense while the pregnancy can still be running. */
    showDueDateLink: !planned && elapsed <= PREGNANCY_DAYS + 14,
  };
}

/** The IVF due date formula's values. */
export type IvfValues = ReturnType<typeof ivfFormula>;
