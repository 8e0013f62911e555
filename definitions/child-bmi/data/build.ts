import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// Build-time only (npm run generate runs it): reads CDC's BMI-for-age table, checks its shape and writes the L, M
// and S by half month to cdc-bmi.json. The published percentile columns stay in the CSV, where the tests read them.

const HEADER = 'Sex,Agemos,L,M,S,P3,P5,P10,P25,P50,P75,P85,P90,P95,P97';
const row = z
  .tuple([
    z.union([z.literal(1), z.literal(2)]),
    z.number().min(24).max(240.5),
    z.number().finite().min(-5).max(5),
    z.number().finite().min(10).max(40),
    z.number().finite().positive().max(1),
  ])
  .rest(z.number().finite().positive());

/** CDC 2000 BMI-for-age L, M, S by Agemos (24, 24.5, 25.5 … 240.5), per sex. */
export default function build() {
  const lines = readFileSync(path.join(import.meta.dirname, 'cdc2000-bmiagerev.csv'), 'utf8')
    .trim()
    .split(/\r?\n/);
  if (lines[0] !== HEADER) throw new Error(`cdc2000-bmiagerev.csv: header is not ${HEADER}`);
  const bySex: Record<'boy' | 'girl', number[][]> = { boy: [], girl: [] };
  for (const line of lines.slice(1)) {
    // CDC's file repeats the header above the girls' rows.
    if (line === HEADER) continue;
    const [sex, agemos, L, M, S, ...percentiles] = row.parse(line.split(',').map(Number));
    // The P50 column is the median M: a shifted or mislabelled column shows here.
    if (percentiles.length !== 10 || Math.abs((percentiles[4] ?? 0) - M) > 1e-6)
      throw new Error(`cdc2000-bmiagerev.csv: row ${line} has P50 ≠ M`);
    bySex[sex === 1 ? 'boy' : 'girl'].push([agemos, L, M, S]);
  }
  for (const rows of Object.values(bySex)) {
    if (rows.length !== 219 || rows.some((entry, i) => i > 0 && (entry[0] ?? 0) <= (rows[i - 1]?.[0] ?? 0)))
      throw new Error('cdc2000-bmiagerev.csv: expected 219 rows per sex in ascending Agemos');
  }
  return {
    'cdc-bmi.json': {
      source: 'CDC/NCHS 2000 growth charts, BMI-for-age data file bmiagerev.xls',
      ageUnit: 'Agemos (months)',
      boy: bySex.boy,
      girl: bySex.girl,
    },
  };
}
