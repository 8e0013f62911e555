import type { FormulaContext } from '@/engine';
import { addDaysIso, type CalculatorLink, calculatorHref, daysBetween, PREGNANCY_DAYS } from '@/engine';

/** Fresh: the embryo comes from this cycle's egg collection; frozen: a thawed embryo made in an earlier cycle. */
export type TransferType = 'fresh' | 'frozen';

/** Input: the embryo transfer date (ISO), the embryo's age in days at transfer (3, 5 or 6) and, optionally, the type. */
export interface IvfInput {
  transferDate: string;
  embryoAge: number;
  transferType?: TransferType;
}

/** What transfer date − embryo age is, by transfer type (unknown: the name that is true for both). */
export const DAY_ZERO_LABELS = {
  fresh: 'Fertilization (egg collection) date',
  other: 'Conception-equivalent date (embryo day 0)',
} as const;

/** What that date means for a frozen transfer, or when the type is not given. */
const DAY_ZERO_NOTES = {
  frozen:
    'Your embryo was frozen, so it was fertilized in an earlier cycle. The conception-equivalent date is the day a fresh embryo of the same age would have been fertilized: the pregnancy is dated from it.',
  unknown:
    'The conception-equivalent date is transfer date − embryo age: the egg collection (fertilization) day for a fresh transfer; for a frozen one, the day a fresh embryo of the same age would have been fertilized.',
} as const;

/** Embryo ages a transfer can have: a day-3 cleavage-stage embryo or a day-5 or day-6 blastocyst. */
export const EMBRYO_AGES = [3, 5, 6] as const;
/** Days from fertilization to the due date (ACOG CO 700: due = transfer + 266 − embryo age). */
export const FERTILIZATION_TO_DUE_DAYS = 266;
/** Days the pregnancy calendar counts before fertilization (two weeks, as if from a last period). */
export const DAYS_BEFORE_FERTILIZATION = 14;

const ADVICE = [
  'A pregnancy from IVF is dated from the transfer: ACOG advises keeping this due date rather than changing it after an ultrasound.',
  'Follow your clinic for the timing of the blood pregnancy test and for when to stop the medicines they prescribed.',
  'The due date is an estimate: most babies are born within two weeks either side of it.',
];

function plural(value: number, word: string): string {
  return `${value} ${word}${value === 1 ? '' : 's'}`;
}

/**
 * Due date = transfer + 266 − embryo age; LMP-equivalent = transfer − embryo age − 14 (ACOG Committee Opinion 700).
 * The LMP-equivalent is the date a naturally conceived pregnancy with the same due date would count from.
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
  const recommendations = [...ADVICE];
  if (transferType !== 'fresh') {
    recommendations.unshift(transferType === 'frozen' ? DAY_ZERO_NOTES.frozen : DAY_ZERO_NOTES.unknown);
  }
  if (planned) {
    recommendations.unshift(
      'Your transfer is still ahead: these dates are what a pregnancy from that transfer would give.',
    );
  }
  const links: CalculatorLink[] = [];
  if (!planned && elapsed <= PREGNANCY_DAYS + 14) {
    links.push({
      label: 'Week by week: open the due date calculator with your LMP-equivalent date',
      href: calculatorHref('due-date', { lastPeriodDate: lmpEquivalent, cycleLength: 28 }),
    });
  }

  return {
    dueDate,
    lmpEquivalent,
    fertilizationDate,
    transferType,
    freshTransfer: transferType === 'fresh',
    notFreshTransfer: transferType !== 'fresh',
    dayZeroLabel: transferType === 'fresh' ? DAY_ZERO_LABELS.fresh : DAY_ZERO_LABELS.other,
    gestationalAge,
    summary: gestationalAge
      ? `${plural(gestationalAge.weeks, 'week')} ${plural(gestationalAge.days, 'day')} pregnant today`
      : 'Planned transfer',
    countdown:
      daysToDue >= 0
        ? `${plural(daysToDue, 'day')} to go`
        : `The due date passed ${plural(-daysToDue, 'day')} ago`,
    recommendations,
    links,
  };
}

/** IVF due date result. */
export type IvfResult = ReturnType<typeof ivfFormula>;
