/**
 * What "Keep on this device" adds to her journal from a calculator's checked input, as the definition's `journal`
 * part says. Pure: "today" and a new baby's id are passed in; storage is the store's (src/journal/store.ts).
 */
import type { JournalPart } from '@/engine';
import { mergeJournals } from '../merge';
import type { Baby, Journal, Measurement } from '../types';

/** The journal's default for weeks at birth she did not give: at term. */
const AT_TERM = 40;

const isIso = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The part of a journal her checked input (canonical: quantities in kg and cm) makes: her period starts, or one
 * measurement of one baby on the day she measured (today when she left it empty).
 */
export function keptFrom(
  part: JournalPart,
  input: Record<string, unknown>,
  today: string,
  newId: () => string,
): Journal {
  const periods = part.periods === undefined ? [] : [input[part.periods]].flat().filter(isIso);
  const babies: Baby[] = [];
  const baby = part.baby;
  if (baby) {
    const sex = input[baby.sex.field];
    const birthDate = input[baby.birthDate];
    if (isIso(birthDate) && (sex === baby.sex.female || sex === baby.sex.male)) {
      const measuredOn = baby.measuredOn === undefined ? undefined : input[baby.measuredOn];
      const measurement: Measurement = { date: isIso(measuredOn) ? measuredOn : today };
      const weight = baby.weight === undefined ? undefined : amount(input[baby.weight]);
      const length = baby.length === undefined ? undefined : amount(input[baby.length]);
      const head = baby.head === undefined ? undefined : amount(input[baby.head]);
      if (weight !== undefined) measurement.weightKg = weight;
      if (length !== undefined) measurement.lengthCm = length;
      if (head !== undefined) measurement.headCm = head;
      const weeks = baby.weeksAtBirth === undefined ? undefined : amount(input[baby.weeksAtBirth]);
      babies.push({
        id: newId(),
        birthDate,
        sex: sex === baby.sex.female ? 'female' : 'male',
        weeksAtBirth: weeks ?? AT_TERM,
        measurements:
          (measurement.weightKg ?? measurement.lengthCm ?? measurement.headCm) ? [measurement] : [],
      });
    }
  }
  return { periods: periods.map((start) => ({ start })), babies };
}

/** The same baby: the same birth date and sex (what a calculator knows of a baby). */
const sameBaby = (a: Baby, b: Baby) => a.birthDate === b.birthDate && a.sex === b.sex;

/**
 * Her journal with `kept` added, and how many entries were new. A kept baby is the journal's baby of that birth date
 * and sex (`chosen`'s first, the one the form was filled in from: twins are two babies), under its id and nickname. A
 * measurement of a day her journal already has for that baby is replaced: she measured again, and the calculator
 * shows her the new numbers.
 */
export function keepIn(
  journal: Journal,
  kept: Journal,
  chosen?: string,
): { journal: Journal; added: number } {
  const babies = [...journal.babies];
  const keptBabies = kept.babies.map((baby) => {
    const target =
      babies.find((there) => there.id === chosen && sameBaby(there, baby)) ??
      babies.find((there) => sameBaby(there, baby));
    if (target === undefined) return baby;
    const days = new Set(baby.measurements.map((m) => m.date));
    babies[babies.indexOf(target)] = {
      ...target,
      measurements: target.measurements.filter((m) => !days.has(m.date)),
    };
    return {
      ...baby,
      id: target.id,
      ...(target.nickname === undefined ? {} : { nickname: target.nickname }),
    };
  });
  const merged = mergeJournals({ ...journal, babies }, { ...kept, babies: keptBabies });
  const { added } = merged;
  return { journal: merged.journal, added: added.periods + added.measurements + added.babies };
}
