/**
 * The one mechanism for sourced figures: every data file (the facts, `src/data/facts.json`; a definition's dated
 * rates, `definitions/<id>/rates/*.json`) is JSON whose figures carry the same record fields (`record` below: source,
 * asOf, reviewBy, and validFrom/validTo where the figure is of a period). `npm run generate` parses each file with
 * its schema (`parseData`: the file and field of every problem) and writes its values only to src/generated/data/
 * (scripts/lib/data.ts), which formulas import. Build and tests only: zod never reaches a browser chunk.
 */
import { z } from 'zod';
import { FACT_PERIODS, FACT_UNITS } from './fact-units';
import type { Locale } from './intl';
import type { DatedRecord } from './rates';
import { isoDate, text } from './schema/common';

/** The fields of every sourced figure, facts and rate records alike (see `DatedRecord`). */
const record = z.object({
  validFrom: isoDate,
  validTo: isoDate,
  source: z.object({ title: text, url: z.url() }),
  asOf: isoDate,
  reviewBy: isoDate,
});

/** The ISO day after `iso`. */
function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** What the record's fields cannot say alone: a review due before the check, half a validity, an end before a start. */
function recordProblems(item: { asOf: string; reviewBy: string; validFrom?: string; validTo?: string }) {
  const problems: { path: string; message: string }[] = [];
  if (item.reviewBy < item.asOf)
    problems.push({ path: 'reviewBy', message: `is before asOf (${item.asOf})` });
  if ((item.validFrom === undefined) !== (item.validTo === undefined))
    problems.push({ path: 'validTo', message: 'validFrom and validTo come together' });
  if (item.validFrom && item.validTo && item.validTo < item.validFrom)
    problems.push({ path: 'validTo', message: `ends before it starts (${item.validFrom})` });
  return problems;
}

/** A table of dated records: oldest first, each starting the day after the one before ends. */
export function datedTable<T extends z.ZodRawShape>(shape: T) {
  return z
    .array(record.extend(shape))
    .min(1)
    .superRefine((table, ctx) => {
      const records = table as unknown as DatedRecord[];
      records.forEach((item, index) => {
        for (const { path, message } of recordProblems(item))
          ctx.addIssue({ code: 'custom', path: [index, path], message });
        const previous = records[index - 1];
        if (previous && nextDay(previous.validTo) !== item.validFrom)
          ctx.addIssue({
            code: 'custom',
            message: `record ${index} starts ${item.validFrom}, not the day after record ${index - 1} ends (${previous.validTo})`,
          });
      });
    });
}

/** A fact said in words: its wording in every locale the site writes (a missing one is a type error here). */
const wordingShape: Record<Locale, typeof text> = { 'en-US': text, 'es-US': text };
const wording = z.object(wordingShape);

/** One fact: its value and how it is written, with the record fields (validity only for a figure of a period). */
const fact = record.partial({ validFrom: true, validTo: true }).extend({
  /** A number, a [low, high] range, a mean with its range, or (unit `text`) its words in every locale. */
  value: z.union([
    z.number(),
    z.tuple([z.number(), z.number()]),
    z.object({ mean: z.number(), min: z.number(), max: z.number() }).strict(),
    wording.strict(),
  ]),
  unit: z.enum(FACT_UNITS),
  label: text,
  /** The tax or rule year of a money or legal figure, shown beside it ("2026 tax year"). */
  period: z
    .object({ year: z.number().int(), of: z.enum(FACT_PERIODS).optional() })
    .strict()
    .optional(),
  /** A caveat shown with it where the source could not be confirmed or its status is changing. */
  note: text.optional(),
});

/** src/data/facts.json: every fact by the name formulas import it under. */
export const factsSchema = z
  .object({
    $comment: z.string(),
    facts: z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'a fact name is UPPER_SNAKE_CASE'), fact.strict()),
  })
  .strict()
  .superRefine(({ facts }, ctx) => {
    for (const [name, item] of Object.entries(facts)) {
      const at = (field: string) => ['facts', name, field];
      for (const { path, message } of recordProblems(item))
        ctx.addIssue({ code: 'custom', path: at(path), message });
      const worded = typeof item.value === 'object' && !Array.isArray(item.value) && !('mean' in item.value);
      if (worded !== (item.unit === 'text'))
        ctx.addIssue({
          code: 'custom',
          path: at('value'),
          message: 'words per locale go with unit "text", only',
        });
      if (worded && new Set(Object.values(item.value)).size < Object.keys(wordingShape).length)
        ctx.addIssue({
          code: 'custom',
          path: at('value'),
          message: 'a translation must not repeat another locale',
        });
      if (item.period && item.validFrom && item.period.year !== Number(item.validFrom.slice(0, 4)))
        ctx.addIssue({
          code: 'custom',
          path: at('period'),
          message: `year ${item.period.year} is not the year the figure is valid from (${item.validFrom})`,
        });
    }
  });

/** Parses a data file with its schema; throws naming the file and every bad field. */
export function parseData<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
}

/** A sourced figure as the review check reads it: a fact, or a rate record with its validity. */
type Reviewed = Pick<DatedRecord, 'source' | 'reviewBy'> &
  Partial<Pick<DatedRecord, 'validFrom' | 'validTo'>>;

/**
 * The records whose `reviewBy` is before `today`, named `NAME` (a fact) or `table: validFrom–validTo` (a record of a
 * dated table), with the review date and the source to check.
 */
export function staleRecords(
  today: string,
  tables: Record<string, Reviewed | readonly Reviewed[]>,
): string[] {
  return Object.entries(tables).flatMap(([name, records]) =>
    (Array.isArray(records) ? records : [records as Reviewed])
      .filter((item) => item.reviewBy < today)
      .map((item) => {
        const where = Array.isArray(records) ? `${name}: ${item.validFrom}–${item.validTo}` : name;
        return `${where} (reviewBy ${item.reviewBy}; ${item.source.url})`;
      }),
  );
}
