/**
 * The zod schema of the maternity rates data files (rates/*.json), by file (`RATE_FILES`). Build and tests only:
 * `npm run generate` parses each file through it, so a bad figure, a missing source or a gap between two records
 * fails the build naming the file and field, and writes its values to src/generated/data/maternity-leave-pay/,
 * which the formula imports (typed from here).
 */
import { z } from 'zod';
import { datedTable, parseData } from '@/engine/data-schema';
import planningJson from './rates/planning.json' with { type: 'json' };
import statesJson from './rates/state-programs.json' with { type: 'json' };

const money = z.number().positive();
const url = z.url();
const weeks = z.number().int().positive();
/** Percent figures quoted in labels as they are (whole numbers under 100). */
const wholePercent = z.number().int().min(0).max(100);

/** How a state's rate applies to the weekly wage ('marginal' per band, 'step' the whole wage at its band's rate). */
const benefit = z.object({
  banding: z.enum(['marginal', 'step']),
  bands: z
    .array(z.object({ upTo: money.nullable(), rate: z.number().gt(0).max(1) }))
    .min(1)
    .refine((bands) => bands.at(-1)?.upTo === null, 'the last band must have no upper limit (upTo: null)'),
  maxWeekly: money,
});

/** A key of the file's `links` (where one figure comes from); checked against them below. */
const link = z.string().min(1);

const program = z.object({
  /** Only where this program's rate differs from the period's `benefit` (New York's disability benefit). */
  benefit: benefit.optional(),
  maxWeeks: weeks,
  programMaxWeeks: weeks,
  sources: z.object({ rate: link, maxWeekly: link, maxWeeks: link }),
});

const statePeriod = {
  paysBenefits: z.boolean(),
  /** The rate rule both programs use unless one has its own. */
  benefit: benefit.optional(),
  disability: program.nullable(),
  familyLeave: program.nullable(),
  waitingPeriod: z.number().int().min(0),
  minimumAnnualEarnings: money.nullable(),
  combinedMaxWeeks: weeks.nullable(),
  /**
   * Present where family leave may start at the birth instead of after the disability weeks (the two are never
   * paid in the same week): the weeks of the disability stretch before the birth; the formula compares the orders.
   */
  familyLeaveFromBirth: z
    .object({
      weeksBeforeBirth: z.number().int().min(0),
      sources: z.object({ weeksBeforeBirth: link, fromBirth: link }),
    })
    .optional(),
  /** Other figures the state's sentences quote (messages.ts), by name. */
  figures: z.record(z.string(), z.number()),
  /** Where each of `figures` comes from when the record's own `source` does not state it (by name). */
  figureSources: z.record(z.string(), link).optional(),
  /**
   * Figures (by name: `maxWeekly`, `minimumAnnualEarnings`, `figures.NAME`) carried over from an older record
   * because the figure for these dates was not confirmed; the about page says so.
   */
  carriedOver: z.array(z.string()).optional(),
  /** Ids of the state's notes (messages.ts) that apply to these dates, in order. */
  notes: z.array(z.string()),
  sources: z.object({ waitingPeriod: link, minimumAnnualEarnings: link, combinedMaxWeeks: link }),
};

/** rates/state-programs.json: every state of the employment-state select, in its order. */
const stateProgramsSchema = z
  .object({
    $comment: z.string(),
    /** Where each figure comes from, by a key the records' `sources` name (each address written once). */
    links: z.record(z.string(), url),
    states: z
      .array(
        z.object({
          id: z.string().min(1),
          label: z.string().min(1),
          periods: datedTable(statePeriod).superRefine((periods, ctx) => {
            for (const [index, period] of periods.entries()) {
              const programs = [period.disability, period.familyLeave];
              if (period.paysBenefits !== programs.some(Boolean))
                ctx.addIssue({
                  code: 'custom',
                  path: [index],
                  message: 'paysBenefits must match its programs',
                });
              if (programs.some((item) => item && !item.benefit) && !period.benefit)
                ctx.addIssue({ code: 'custom', path: [index], message: 'a program needs a benefit rule' });
              for (const name of Object.keys(period.figureSources ?? {}))
                if (!Object.hasOwn(period.figures, name))
                  ctx.addIssue({
                    code: 'custom',
                    path: [index, 'figureSources', name],
                    message: `no figure "${name}" in figures`,
                  });
              const fromBirth = period.familyLeaveFromBirth;
              // The formula lets the recovery weeks fall within family leave, never after it.
              if (
                fromBirth &&
                (!period.disability ||
                  !period.familyLeave ||
                  period.combinedMaxWeeks === null ||
                  fromBirth.weeksBeforeBirth >= period.disability.maxWeeks ||
                  period.disability.maxWeeks - fromBirth.weeksBeforeBirth > period.familyLeave.maxWeeks)
              )
                ctx.addIssue({
                  code: 'custom',
                  path: [index, 'familyLeaveFromBirth'],
                  message:
                    'needs both programs, a combined cap, fewer weeks before the birth than disability pays, and recovery weeks no longer than family leave',
                });
            }
          }),
        }),
      )
      .min(1),
  })
  .superRefine(({ links, states }, ctx) => {
    for (const [index, state] of states.entries())
      for (const [at, period] of state.periods.entries()) {
        const named = [
          period.sources,
          period.disability?.sources,
          period.familyLeave?.sources,
          period.familyLeaveFromBirth?.sources,
          period.figureSources,
        ].flatMap((sources) => (sources ? Object.values(sources) : []));
        for (const key of named)
          if (!Object.hasOwn(links, key))
            ctx.addIssue({
              code: 'custom',
              path: ['states', index, 'periods', at, 'sources'],
              message: `no link "${key}" in links`,
            });
      }
  });

/** rates/planning.json: the estimate's planning figures and the FMLA eligibility figures. */
const planningSchema = z
  .object({
    $comment: z.string(),
    planning: datedTable({
      stateTaxPercent: wholePercent,
      federalTaxPercent: wholePercent,
      childcarePerWeek: money,
      savingsMonths: z.number().int().positive(),
      emergencyFundWeeks: weeks,
      emergencyFundPercentOfPay: wholePercent,
    }),
    fmla: datedTable({
      leaveWeeks: weeks,
      monthsWorked: z.number().int().positive(),
      hoursWorked: z.number().int().positive(),
      employees: z.number().int().positive(),
      miles: z.number().int().positive(),
    }),
  })
  .superRefine(({ planning }, ctx) => {
    // The page's labels quote these figures from the newest record (calculator.ts, no Intl at start-up).
    const labelled = (record: (typeof planning)[number]) =>
      [
        record.stateTaxPercent,
        record.federalTaxPercent,
        record.savingsMonths,
        record.emergencyFundWeeks,
        record.emergencyFundPercentOfPay,
      ].join();
    const newest = planning.at(-1);
    for (const [index, record] of planning.entries()) {
      if (newest && labelled(record) !== labelled(newest))
        ctx.addIssue({
          code: 'custom',
          path: ['planning', index],
          message:
            'tax, savings months and emergency fund figures differ from the newest record: the labels in calculator.ts quote the newest; take those labels from the result first',
        });
    }
  });

/** The state programs data as the formula reads it. */
export type StatePrograms = z.infer<typeof stateProgramsSchema>;
/** The planning data as the formula reads it. */
export type Planning = z.infer<typeof planningSchema>;

/** Each data file of rates/ with its schema (every file there needs one: `npm run generate` says so). */
export const RATE_FILES = { 'state-programs.json': stateProgramsSchema, 'planning.json': planningSchema };

/** Parses both data files (or the given copies); throws naming the file and every bad field. */
export function parseMaternityRates(states: unknown = statesJson, planning: unknown = planningJson) {
  return {
    states: parseData(
      'definitions/maternity-leave-pay/rates/state-programs.json',
      stateProgramsSchema,
      states,
    ),
    planning: parseData('definitions/maternity-leave-pay/rates/planning.json', planningSchema, planning),
  };
}
