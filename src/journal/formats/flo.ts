/**
 * Flo's export (the JSON file of the data request): its cycles carry `period_start_date` and `period_end_date`
 * as `"2022-12-13 00:00:00.0"`, under `operationalData.cycles` in the files seen so far. Any object with a
 * `period_start_date` is read, wherever it sits, so a moved list still imports; the dates are read strictly (a
 * day, optionally with a time), anything else is skipped as a bad date.
 */
import type { PeriodEntry } from '../types';
import { build, emptyCollected, type Found } from './builder';
import { dayOfStamp } from './dates';
import { checkPeriod, isPlain, own } from './shape';
import { type ImportOutcome, MAX_DEPTH, type Skipped } from './types';

/** Every plain object holding an own `period_start_date`, with its JSON path; iterative and depth-bounded. */
function cyclesIn(value: unknown): { cycle: Record<string, unknown>; where: string }[] {
  const out: { cycle: Record<string, unknown>; where: string }[] = [];
  const stack: { node: unknown; path: string; depth: number }[] = [{ node: value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop() as { node: unknown; path: string; depth: number };
    if (depth > MAX_DEPTH) continue;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) {
        stack.push({ node: node[i], path: `${path}[${i}]`, depth: depth + 1 });
      }
    } else if (isPlain(node)) {
      if (Object.hasOwn(node, 'period_start_date')) {
        out.push({ cycle: node, where: path === '' ? '(top)' : path });
        continue;
      }
      const keys = Object.keys(node);
      for (let k = keys.length - 1; k >= 0; k -= 1) {
        const key = keys[k] as string;
        stack.push({ node: node[key], path: path === '' ? key : `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return out;
}

export function isFlo(value: unknown): boolean {
  return cyclesIn(value).length > 0;
}

export function importFlo(value: unknown, today: string): ImportOutcome {
  const skipped: Skipped = [];
  const collected = emptyCollected();
  const periods: Found<PeriodEntry>[] = collected.periods;
  for (const { cycle, where } of cyclesIn(value)) {
    const start = dayOfStamp(own(cycle, 'period_start_date'));
    const rawEnd = own(cycle, 'period_end_date');
    const end = rawEnd === undefined || rawEnd === null || rawEnd === '' ? undefined : dayOfStamp(rawEnd);
    if (
      start === undefined ||
      (rawEnd !== undefined && rawEnd !== null && rawEnd !== '' && end === undefined)
    ) {
      skipped.push({ where, reason: 'bad-date' });
      continue;
    }
    const checked = checkPeriod(start, end, today);
    if (checked.ok) periods.push({ entry: checked.entry, where });
    else skipped.push({ where, reason: checked.reason });
  }
  return { ok: true, source: 'flo', journal: build(collected, skipped), skipped };
}
