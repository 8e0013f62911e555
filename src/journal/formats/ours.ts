/**
 * Our own files (docs/journal-format.md): the JSON export `{ format, version, exportedAt, journal }` and the CSV
 * export, one row per period, baby and measurement. Both read back to the same journal they were written from.
 */
import { normalizeJournal } from '../merge';
import { JOURNAL_FORMAT, JOURNAL_VERSION, type Journal } from '../types';
import { build, emptyCollected, type FoundBaby } from './builder';
import { type CsvRow, csvCell, headerKey, readTextCell } from './csv';
import { checkBaby, checkMeasurement, checkPeriod, collectJournalShape, isPlain, own } from './shape';
import type { ImportOutcome, Skipped } from './types';

/** The JSON export: our format and version, when it was made, and the journal (sorted, without duplicates). */
export function exportJson(journal: Journal, exportedAt: string): string {
  const file = {
    format: JOURNAL_FORMAT,
    version: JOURNAL_VERSION,
    exportedAt,
    journal: normalizeJournal(journal),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The CSV export's columns, in this order (version 1; a later version only adds columns at the end). */
const CSV_COLUMNS = [
  'kind',
  'date',
  'end_date',
  'baby_id',
  'nickname',
  'birth_date',
  'sex',
  'weeks_at_birth',
  'weight_kg',
  'length_cm',
  'head_cm',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

/** The CSV export: periods first, then each baby's row followed by her measurements. CRLF, as RFC 4180 says. */
export function exportCsv(journal: Journal): string {
  const clean = normalizeJournal(journal);
  const row = (values: Partial<Record<Column, string | number>>) =>
    CSV_COLUMNS.map((column) => csvCell(values[column])).join(',');
  const lines = [CSV_COLUMNS.join(',')];
  for (const p of clean.periods) lines.push(row({ kind: 'period', date: p.start, end_date: p.end }));
  for (const b of clean.babies) {
    lines.push(
      row({
        kind: 'baby',
        baby_id: b.id,
        nickname: b.nickname,
        birth_date: b.birthDate,
        sex: b.sex,
        weeks_at_birth: b.weeksAtBirth,
      }),
    );
    for (const m of b.measurements) {
      lines.push(
        row({
          kind: 'measurement',
          date: m.date,
          baby_id: b.id,
          weight_kg: m.weightKg,
          length_cm: m.lengthCm,
          head_cm: m.headCm,
        }),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Whether a parsed JSON value is our export (its `format`); the caller then reads it with `importOurJson`. */
export function isOurJson(value: unknown): boolean {
  return isPlain(value) && own(value, 'format') === JOURNAL_FORMAT;
}

export function importOurJson(value: unknown, today: string): ImportOutcome {
  if (!isPlain(value)) return { ok: false, problem: 'unknown-format' };
  const version = own(value, 'version');
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, problem: 'unknown-format' };
  }
  if (version > JOURNAL_VERSION) return { ok: false, problem: 'newer-version' };
  const skipped: Skipped = [];
  const found = collectJournalShape(own(value, 'journal'), { today, skipped, path: 'journal' });
  return { ok: true, source: 'bloomcalc-json', journal: build(found, skipped), skipped };
}

/** Whether a CSV header is ours: it starts with our first three columns. */
export function isOurCsvHeader(header: readonly string[]): boolean {
  return CSV_COLUMNS.slice(0, 3).every((column, i) => headerKey(header[i] ?? '') === headerKey(column));
}

/** Numbers as our CSV writes them (a dot for decimals); an empty cell is no amount. */
function numberCell(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

export function importOurCsv(rows: readonly CsvRow[], today: string): ImportOutcome {
  const [header, ...body] = rows;
  if (header === undefined) return { ok: false, problem: 'nothing-usable' };
  const index = new Map(header.cells.map((cell, i) => [headerKey(cell), i]));
  const cell = (row: CsvRow, column: Column) => (row.cells[index.get(headerKey(column)) ?? -1] ?? '').trim();
  const skipped: Skipped = [];
  const found = emptyCollected();
  const babies = new Map<string, FoundBaby>();
  const measurementRows: CsvRow[] = [];

  for (const row of body) {
    const where = `line ${row.line}`;
    const kind = cell(row, 'kind').toLowerCase();
    if (kind === 'period') {
      const checked = checkPeriod(cell(row, 'date'), cell(row, 'end_date') || undefined, today);
      if (checked.ok) found.periods.push({ entry: checked.entry, where });
      else skipped.push({ where, reason: checked.reason });
    } else if (kind === 'baby') {
      const weeks = numberCell(cell(row, 'weeks_at_birth'));
      const checked = checkBaby(
        {
          id: cell(row, 'baby_id'),
          nickname: readTextCell(cell(row, 'nickname')) || undefined,
          birthDate: cell(row, 'birth_date'),
          sex: cell(row, 'sex'),
          weeksAtBirth: weeks,
        },
        today,
      );
      if (!checked.ok) skipped.push({ where, reason: checked.reason });
      else if (babies.has(cell(row, 'baby_id'))) skipped.push({ where, reason: 'duplicate' });
      else {
        const baby: FoundBaby = { baby: checked.baby, where, measurements: [] };
        babies.set(cell(row, 'baby_id'), baby);
        found.babies.push(baby);
      }
    } else if (kind === 'measurement') measurementRows.push(row);
    else skipped.push({ where, reason: 'not-kept' });
  }

  // Measurements after all babies are known, so a baby's row may come after her measurements.
  for (const row of measurementRows) {
    const where = `line ${row.line}`;
    const baby = babies.get(cell(row, 'baby_id'));
    if (baby === undefined) {
      skipped.push({ where, reason: 'bad-baby' });
      continue;
    }
    const checked = checkMeasurement(
      {
        date: cell(row, 'date'),
        weightKg: numberCell(cell(row, 'weight_kg')),
        lengthCm: numberCell(cell(row, 'length_cm')),
        headCm: numberCell(cell(row, 'head_cm')),
      },
      baby.baby.birthDate,
      today,
    );
    if (checked.ok) baby.measurements.push({ entry: checked.entry, where });
    else skipped.push({ where, reason: checked.reason });
  }
  return { ok: true, source: 'bloomcalc-csv', journal: build(found, skipped), skipped };
}
