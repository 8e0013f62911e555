/**
 * What her journal fills into a calculator's form, as the definition's `journal` part says (docs/authoring.md, "The
 * journal"). Pure: "today" is passed in; values come out in the form's terms (ISO dates, option values, whole
 * numbers), with what was filled in for the notice at the form. Nothing here reads storage.
 */
import type { FieldDef, JournalPart } from '@/engine';
import { predictCycles } from '../predict';
import type { Baby, Journal } from '../types';

/** The most period starts a date list is filled with: a year of monthly periods, her most recent. */
export const RECENT_STARTS = 12;

/** What was filled in, for the words of the notice at the form. */
export type Filled =
  | { kind: 'last-period'; date: string }
  | { kind: 'starts'; count: number }
  | { kind: 'average-cycle'; days: number; cycles: number }
  | { kind: 'cycle-range'; shortest: number; longest: number; cycles: number }
  | { kind: 'baby'; baby: Baby };

export interface Fill {
  values: Record<string, unknown>;
  filled: Filled[];
}

type Fields = Readonly<Record<string, FieldDef>>;

/** A whole number a number field accepts (its own min and max), else undefined: the journal never fills a refusal. */
function accepted(fields: Fields, name: string | undefined, value: number): number | undefined {
  const field = name === undefined ? undefined : fields[name];
  if (field?.type !== 'number') return undefined;
  if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
    return undefined;
  return value;
}

/** Her logged period starts up to today, oldest first. */
function startsUpTo(journal: Journal, today: string): string[] {
  return [...new Set(journal.periods.map((period) => period.start))].filter((start) => start <= today).sort();
}

/** The form's values of one baby (sex as the select's option, weeks at birth unless the journal's "at term" 40). */
export function babyValues(part: NonNullable<JournalPart['baby']>, baby: Baby): Record<string, unknown> {
  const values: Record<string, unknown> = {
    [part.sex.field]: baby.sex === 'female' ? part.sex.female : part.sex.male,
    [part.birthDate]: baby.birthDate,
  };
  if (part.weeksAtBirth !== undefined && baby.weeksAtBirth !== 40)
    values[part.weeksAtBirth] = baby.weeksAtBirth;
  return values;
}

/**
 * The values her journal gives the form on `today`. Period starts: the latest (a date field) or the most recent
 * RECENT_STARTS (a date list). With three or more cycles logged (src/journal/predict.ts: same-period repeats and gaps
 * over 90 days left out), her own average cycle, or her shortest and longest, where the definition names those fields
 * and the field accepts the number. A baby: the most recently born one's sex, birth date and weeks at birth.
 */
export function fillFromJournal(part: JournalPart, fields: Fields, journal: Journal, today: string): Fill {
  const values: Record<string, unknown> = {};
  const filled: Filled[] = [];
  const starts = startsUpTo(journal, today);
  const periods = part.periods === undefined ? undefined : fields[part.periods];
  const last = starts.at(-1);
  if (part.periods !== undefined && periods?.type === 'date' && last !== undefined) {
    values[part.periods] = last;
    filled.push({ kind: 'last-period', date: last });
    const prediction = predictCycles(journal.periods, today);
    if (prediction.enough) {
      const average = accepted(fields, part.cycleLength, Math.round(prediction.averageCycleLength));
      if (part.cycleLength !== undefined && average !== undefined) {
        values[part.cycleLength] = average;
        filled.push({ kind: 'average-cycle', days: average, cycles: prediction.cycleCount });
      }
      const shortest = accepted(fields, part.shortestCycle, prediction.shortest);
      const longest = accepted(fields, part.longestCycle, prediction.longest);
      if (part.shortestCycle && part.longestCycle && shortest !== undefined && longest !== undefined) {
        values[part.shortestCycle] = shortest;
        values[part.longestCycle] = longest;
        filled.push({ kind: 'cycle-range', shortest, longest, cycles: prediction.cycleCount });
      }
    }
  } else if (part.periods !== undefined && periods?.type === 'custom' && starts.length > 0) {
    const recent = starts.slice(-RECENT_STARTS);
    values[part.periods] = recent;
    filled.push({ kind: 'starts', count: recent.length });
  }
  const baby = part.baby && babiesNewestFirst(journal)[0];
  if (part.baby && baby) {
    Object.assign(values, babyValues(part.baby, baby));
    filled.push({ kind: 'baby', baby });
  }
  return { values, filled };
}

/** Her babies, the most recently born first (the one a growth check is most likely for). */
export function babiesNewestFirst(journal: Journal): Baby[] {
  return [...journal.babies].sort((a, b) =>
    a.birthDate < b.birthDate ? 1 : a.birthDate > b.birthDate ? -1 : 0,
  );
}

/**
 * The values the journal may set: only fields still as the form first held them (a value from a share link or one
 * she typed, before or after the journal was read, wins). Compared as JSON: a date list is an array.
 */
export function untouched(
  values: Record<string, unknown>,
  initial: Record<string, unknown>,
  now: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => JSON.stringify(now[name]) === JSON.stringify(initial[name])),
  );
}
