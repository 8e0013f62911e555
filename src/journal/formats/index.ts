/**
 * Export and import of the journal: pure (no storage, no clock, no words). `parseImport` recognizes a file by its
 * content (the name only says whether JSON was meant), reads it without trusting it, and returns the journal it
 * holds with the entries it left out, or one problem; it never throws and changes nothing.
 */
import { importClue, isClue } from './clue';
import { parseCsv } from './csv';
import { importDrip, isDripHeader } from './drip';
import { importFlo, isFlo } from './flo';
import { importOurCsv, importOurJson, isOurCsvHeader, isOurJson } from './ours';
import { importPlainCsv, isPlainCsvHeader } from './plain-csv';
import { type ImportOutcome, MAX_DEPTH, MAX_IMPORT_BYTES, MAX_ITEMS } from './types';

export { exportCsv, exportJson } from './ours';
export type { ImportOutcome } from './types';
export { MAX_IMPORT_BYTES, WEEKS_AT_BIRTH } from './types';

/** UTF-8 bytes of `text`, counted without making them (a 10 MB string is not copied). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Whether a parsed JSON value nests deeper than MAX_DEPTH or holds more than MAX_ITEMS values (iterative). */
function tooComplex(value: unknown): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  let count = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    count += 1;
    if (depth > MAX_DEPTH || count > MAX_ITEMS * 10) return true;
    if (typeof node === 'object' && node !== null) {
      for (const child of Array.isArray(node) ? node : Object.values(node))
        stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

/** Whether an outcome kept nothing: then the file as a whole is refused (future dates, or nothing usable). */
function refuseIfEmpty(outcome: ImportOutcome): ImportOutcome {
  if (!outcome.ok) return outcome;
  const { journal, skipped } = outcome;
  if (journal.periods.length > 0 || journal.babies.length > 0) return outcome;
  return {
    ok: false,
    problem: skipped.some((s) => s.reason === 'future-date') ? 'future-dates' : 'nothing-usable',
  };
}

function parseJson(value: unknown, today: string): ImportOutcome {
  if (tooComplex(value)) return { ok: false, problem: 'too-complex' };
  if (isOurJson(value)) return importOurJson(value, today);
  if (isClue(value)) return importClue(value, today);
  if (isFlo(value)) return importFlo(value, today);
  return { ok: false, problem: 'unknown-format' };
}

function parseCsvFile(text: string, today: string): ImportOutcome {
  const { rows, truncated } = parseCsv(text, MAX_ITEMS);
  if (truncated) return { ok: false, problem: 'too-complex' };
  const header = rows[0]?.cells ?? [];
  if (isOurCsvHeader(header)) return importOurCsv(rows, today);
  if (isDripHeader(header)) return importDrip(rows, today);
  if (isPlainCsvHeader(header)) return importPlainCsv(rows, today);
  return { ok: false, problem: 'unknown-format' };
}

/**
 * Reads an imported file. `today` (ISO, her calendar day) refuses dates after it. The outcome's journal is sorted
 * and without duplicates; merge it into the kept one with `mergeJournals` for the preview.
 */
export function parseImport(fileName: string, text: string, today: string): ImportOutcome {
  try {
    if (text.length > MAX_IMPORT_BYTES || utf8Length(text) > MAX_IMPORT_BYTES) {
      return { ok: false, problem: 'too-large' };
    }
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const start = body.trimStart()[0];
    const meantJson = /\.json$/i.test(fileName.trim()) || start === '{' || start === '[';
    if (meantJson) {
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        return { ok: false, problem: 'not-json' };
      }
      return refuseIfEmpty(parseJson(value, today));
    }
    return refuseIfEmpty(parseCsvFile(body, today));
  } catch {
    // A reader's bug must not reach the page: the file is refused as unreadable, and nothing changes.
    return { ok: false, problem: 'unknown-format' };
  }
}
