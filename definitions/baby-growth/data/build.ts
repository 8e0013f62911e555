import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// Build-time only (npm run generate runs it): reads the WHO 2006 LMS table, checks its shape and writes the rows
// this calculator needs to who-lms.json. The browser gets the JSON, never this file or zod.

/** Days in the average month: WHO's tables count months as 365.25 / 12 days. */
const DAYS_PER_MONTH = 30.4375;
/** The last age the calculator reads: 24 months (the table's first month-24 row is length, the second height). */
const LAST_DAY = 24 * DAYS_PER_MONTH;

const positive = z.number().finite().positive();
const lms = z.tuple([z.number().finite().min(-3).max(3), positive, positive.max(1)]);
const row = z.strictObject({
  ageDays: z.number().finite().min(0).max(LAST_DAY),
  length: z.strictObject({ boy: lms, girl: lms }),
  weight: z.strictObject({ boy: lms, girl: lms }),
  head: z.strictObject({ boy: lms, girl: lms }),
});

/** Column of the first L of each measure (boys' L, M, S, then girls'), as the CSV's second header row says. */
const COLUMNS = { length: 2, weight: 8, head: 20 } as const;
const HEADERS = { length: 'Length/Height-for-age', weight: 'Weight-for-age', head: 'Head Circumference' };

/** The LMS table by age in days for length-, weight- and head-circumference-for-age, per sex. */
export default function build() {
  const lines = readFileSync(path.join(import.meta.dirname, 'who2006-lms.csv'), 'utf8')
    .trim()
    .split(/\r?\n/);
  const groups = (lines[1] ?? '').split(',');
  for (const [measure, column] of Object.entries(COLUMNS)) {
    if (groups[column] !== HEADERS[measure as keyof typeof HEADERS])
      throw new Error(`who2006-lms.csv: column ${column} is not ${measure}`);
  }
  const seen = new Set<number>();
  const rows: z.infer<typeof row>[] = [];
  for (const line of lines.slice(4)) {
    const cells = line.split(',').map(Number);
    // Weeks 0–13 and months: column 2 is the age in years either way (a week is 7 / 365.25 of a year).
    const ageDays = Math.round((cells[1] ?? Number.NaN) * 365.25 * 1e4) / 1e4;
    if (ageDays > LAST_DAY || seen.has(ageDays)) continue;
    seen.add(ageDays);
    const pick = (column: number) => ({
      boy: cells.slice(column, column + 3),
      girl: cells.slice(column + 3, column + 6),
    });
    rows.push(
      row.parse({
        ageDays,
        length: pick(COLUMNS.length),
        weight: pick(COLUMNS.weight),
        head: pick(COLUMNS.head),
      }),
    );
  }
  rows.sort((a, b) => a.ageDays - b.ageDays);
  if (rows[0]?.ageDays !== 0 || rows.at(-1)?.ageDays !== LAST_DAY)
    throw new Error('who2006-lms.csv: not birth to 24 months');
  const table = (measure: keyof typeof COLUMNS, sex: 'boy' | 'girl') =>
    rows.map((entry) => [entry.ageDays, ...entry[measure][sex]]);
  return {
    'who-lms.json': {
      source: 'WHO Child Growth Standards (2006), via RCPCH growth-references who2006/WHO2006.csv',
      ageUnit: 'days',
      length: { boy: table('length', 'boy'), girl: table('length', 'girl') },
      weight: { boy: table('weight', 'boy'), girl: table('weight', 'girl') },
      head: { boy: table('head', 'boy'), girl: table('head', 'girl') },
    },
  };
}
