import { z } from 'zod';
import { text } from './common';

/** A field of this definition, by its name (checked against `fields` by the definition's schema). */
const fieldName = text.regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'a field name is camelCase');

/** The fields of a baby's measurement, as the journal keeps one baby and her measurements over time. */
const journalBabySchema = z
  .strictObject({
    sex: z
      .strictObject({
        field: fieldName.describe('a select field'),
        female: text.describe("that field's option value for a girl"),
        male: text.describe("that field's option value for a boy"),
      })
      .describe('the select field of her baby’s sex, and which of its options is a girl and which a boy'),
    birthDate: fieldName.describe('the date field of the birth date'),
    weeksAtBirth: fieldName
      .optional()
      .describe('the number field of the completed weeks of pregnancy at birth (empty: kept as 40, at term)'),
    measuredOn: fieldName.optional().describe('the date field of the measurement’s day (empty: today)'),
    weight: fieldName.optional().describe('a quantity field of mass, kept in kg'),
    length: fieldName.optional().describe('a quantity field of length, kept in cm'),
    head: fieldName.optional().describe('a quantity field of length (head circumference), kept in cm'),
  })
  .describe(
    'Keep adds a measurement of one baby (the same birth date and sex is the same baby); on arrival her babies fill in sex, birth date and weeks at birth',
  );

/**
 * What of a calculator's input she may keep in the private journal on her device, and what the journal fills in on
 * arrival: declared here, so no list of calculators lives in the site's code (docs/authoring.md, "The journal").
 */
export const journalPartSchema = z
  .strictObject({
    periods: fieldName
      .optional()
      .describe(
        'a date field (the first day of her last period: Keep logs it, the form gets her latest logged start) or a `date-list` field (period start dates: Keep logs each, the form gets her logged starts)',
      ),
    cycleLength: fieldName
      .optional()
      .describe('a number field filled with her own average cycle length once three cycles are logged'),
    shortestCycle: fieldName
      .optional()
      .describe('a number field filled with her shortest logged cycle once three cycles are logged'),
    longestCycle: fieldName
      .optional()
      .describe('a number field filled with her longest logged cycle once three cycles are logged'),
    baby: journalBabySchema.optional(),
  })
  .refine((part) => part.periods !== undefined || part.baby !== undefined, {
    message: 'name `periods` or `baby`: what Keep on this device adds to her journal',
  });
