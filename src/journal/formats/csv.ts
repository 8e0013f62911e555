/**
 * CSV in and out (RFC 4180: quoted fields may hold commas, quotes and line breaks). Reading also takes a semicolon
 * or tab as the separator (spreadsheets in many locales write them) and a UTF-8 byte-order mark; each row keeps the
 * line it started on, so a skipped row can be named.
 */

export interface CsvRow {
  /** 1-based line of the file where the row starts (the header is line 1 unless blank lines come first). */
  line: number;
  cells: string[];
}

/** The separator of the header line: the one of `,` `;` tab that it holds most of (outside quotes). */
function separatorOf(text: string): string {
  const end = text.search(/\r|\n/);
  const header = end === -1 ? text : text.slice(0, end);
  let best = ',';
  let most = 0;
  for (const sep of [',', ';', '\t']) {
    const count = header.split(sep).length - 1;
    if (count > most) {
      best = sep;
      most = count;
    }
  }
  return best;
}

/**
 * Splits `text` into rows of cells; stops after `maxRows` rows (the caller refuses a file that reaches it). Blank
 * lines are dropped. Never throws: an unclosed quote runs to the end of the file, as spreadsheets read it.
 */
export function parseCsv(text: string, maxRows: number): { rows: CsvRow[]; truncated: boolean } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const sep = separatorOf(body);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < body.length) {
    const c = body[i] as string;
    if (quoted) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n') line += 1;
        cell += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      endRow();
      if (rows.length > maxRows) return { rows, truncated: true };
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      line += 1;
      rowLine = line;
    } else cell += c;
    i += 1;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return { rows, truncated: rows.length > maxRows };
}

/** Spreadsheets run a cell that starts with one of these as a formula: such a text is written with a `'` first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell of our CSV: quoted when it holds a separator, quote or line break; a formula-like text is defused. */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\n\r\t]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Undoes `csvCell`'s defusing of a formula-like text. */
export function readTextCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** A header cell as names are compared: lower case, `_`/`-`/`.`/camelCase as spaces, trimmed. */
export function headerKey(cell: string): string {
  return cell
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
