/**
 * Dated rate tables at build time: the zod schema every rates data file is checked with (the facts registry's
 * fields plus validity), the check that a table's records follow each other day by day, and the `{{rate:…}}` and
 * `{{rates:…}}` directives by which a definition's about.md quotes the same data. Build and tests only: zod never
 * reaches a browser chunk (formulas import the JSON and `recordFor` from `rates.ts`).
 */
import { z } from 'zod';
import type { Locale } from './intl';
import { localeOfFile } from './markdown-locale';
import type { DatedRecord } from './rates';
import { isoDate, text } from './schema/common';

/** The fields of every dated record (see `DatedRecord`). */
const datedRecordShape = {
  validFrom: isoDate,
  validTo: isoDate,
  source: z.object({ title: text, url: z.url() }),
  asOf: isoDate,
  reviewBy: isoDate,
};

/** The ISO day after `iso`. */
function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Problems with a table's dates: a record ending before it starts, a gap or an overlap between records. */
function datedTableProblems(records: readonly Pick<DatedRecord, 'validFrom' | 'validTo'>[]): string[] {
  const problems: string[] = [];
  records.forEach((record, index) => {
    if (record.validTo < record.validFrom)
      problems.push(`record ${index} ends (${record.validTo}) before it starts (${record.validFrom})`);
    const previous = records[index - 1];
    if (previous && nextDay(previous.validTo) !== record.validFrom)
      problems.push(
        `record ${index} starts ${record.validFrom}, not the day after record ${index - 1} ends (${previous.validTo})`,
      );
  });
  return problems;
}

/** A table of dated records: oldest first, each starting the day after the one before ends. */
export function datedTable<T extends z.ZodRawShape>(shape: T) {
  return z
    .array(z.object({ ...datedRecordShape, ...shape }))
    .min(1)
    .superRefine((records, ctx) => {
      const dated = records as unknown as Pick<DatedRecord, 'validFrom' | 'validTo'>[];
      for (const message of datedTableProblems(dated)) ctx.addIssue({ code: 'custom', message });
    });
}

/** Parses a data file with its schema; throws naming the file and every bad field. */
export function parseRates<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
}

/** The records whose `reviewBy` is before `today`, named `table: validFrom–validTo`. */
export function staleRecords(today: string, tables: Record<string, readonly DatedRecord[]>): string[] {
  return Object.entries(tables).flatMap(([name, records]) =>
    records
      .filter((record) => record.reviewBy < today)
      .map(
        (record) =>
          `${name}: ${record.validFrom}–${record.validTo} (reviewBy ${record.reviewBy}; ${record.source.url})`,
      ),
  );
}

/**
 * What a definition's `about-rates.ts` gives its about.md and about.es.md (read by `npm run generate`), written in
 * the page's locale.
 */
export interface AboutRates {
  /**
   * `{{rate:NAME@DATE}}`: one figure of the record in force on DATE as a page in `locale` writes it (no DATE: the
   * newest record's); undefined when NAME is unknown.
   */
  figure: (name: string, date: string | undefined, locale: Locale) => string | undefined;
  /** `{{rates:NAME}}`: a markdown block (a table, a list) built from the data, in `locale`'s words. */
  blocks: Record<string, (locale: Locale) => string>;
}

const FIGURE = /\{\{\s*rate:\s*([^@}]*?)\s*(?:@\s*(\d{4}(?:-\d{2}-\d{2})?)\s*)?\}\}/g;
const BLOCK = /\{\{\s*rates:\s*([^}]*?)\s*\}\}/g;

/**
 * Replaces `{{rate:NAME@DATE}}` (DATE a day or a year, read as its Jan 01; optional) and `{{rates:NAME}}` with the
 * definition's data, written in the file's language (`about.es.md`: Spanish) or `locale`; throws naming `file` and
 * every unknown name.
 */
export function resolveRates(
  file: string,
  markdown: string,
  rates?: AboutRates,
  locale: Locale = localeOfFile(file),
): string {
  const errors: string[] = [];
  const withFigures = markdown.replace(FIGURE, (whole, name: string, date: string | undefined) => {
    const value = rates?.figure(name, date?.length === 4 ? `${date}-01-01` : date, locale);
    if (value === undefined) errors.push(`${file}: unknown rate "${name}" in ${whole}`);
    return value ?? whole;
  });
  const resolved = withFigures.replace(BLOCK, (whole, name: string) => {
    const block = rates && Object.hasOwn(rates.blocks, name) ? rates.blocks[name] : undefined;
    if (!block) errors.push(`${file}: unknown rates block "${name}" in ${whole}`);
    return block ? block(locale) : whole;
  });
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return resolved;
}
