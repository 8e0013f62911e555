import { RELATIVE_DATE } from '../src/engine';

/** A day years after any build, a leap day (issue 24: the visitor clicks an example link on her own day). */
export const VISITOR_DAY = '2032-02-29';

/** Whether an input value is written relative to the day (`today-59d`), or is a list holding one. */
export const hasRelativeDate = (value: unknown): boolean =>
  typeof value === 'string' ? RELATIVE_DATE.test(value) : Array.isArray(value) && value.some(hasRelativeDate);
