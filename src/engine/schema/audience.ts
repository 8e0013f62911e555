import { z } from 'zod';
import { oneOf, resultPath, text } from './common';

/** What a calculator does for a value outside the population its formula was made for. */
const OUTSIDE_ACTIONS = ['refuse', 'trim', 'adjust', 'refer'] as const;

/**
 * One part of the input where the formula does not apply as it stands (an age under 13, a baby born before 37
 * weeks), and what the calculator does there instead. The contract suite runs each with a value inside it.
 */
export const outsideSchema = z
  .strictObject({
    field: text.describe(
      'name of a number or select field of this definition; a number is compared in its canonical unit',
    ),
    below: z.number().optional().describe('a number field: values under this are outside'),
    above: z.number().optional().describe('a number field: values over this are outside'),
    equals: z
      .union([text, z.array(text).min(1)])
      .optional()
      .describe('a select field: the option value (or values) that are outside'),
    action: z
      .enum(OUTSIDE_ACTIONS, {
        error: (issue) =>
          `unknown action ${JSON.stringify(issue.input)}: \`action\` is one of ${oneOf(OUTSIDE_ACTIONS)}`,
      })
      .describe(
        '`refuse`: the message `message` at the field, no result; `trim`: a result without the parts in `omits`; `adjust`: the formula reads the input another way and the result says so at `shows`; `refer`: the result links to `calculator` with the fields in `carry`',
      ),
    message: text
      .optional()
      .describe('`refuse`: the key in messages.ts of the sentence shown at the field (it may use `{value}`)'),
    omits: z.array(resultPath).min(1).optional().describe('`trim`: result paths the result leaves out there'),
    shows: z
      .array(resultPath)
      .min(1)
      .optional()
      .describe('`adjust`: result paths that say what the formula did there (e.g. the age it used)'),
    calculator: text.optional().describe('`refer`: id of the calculator that applies'),
    carry: z
      .array(text)
      .min(1)
      .optional()
      .describe(
        "`refer`: fields whose values the link carries, as she typed them (both calculators' field names)",
      ),
  })
  .superRefine((rule, ctx) => {
    const needs = { refuse: 'message', trim: 'omits', adjust: 'shows', refer: 'calculator' } as const;
    const key = needs[rule.action];
    if (rule[key] === undefined)
      ctx.addIssue({ code: 'custom', path: [key], message: `\`action: '${rule.action}'\` needs \`${key}\`` });
    const bounds = [rule.below, rule.above, rule.equals].filter((value) => value !== undefined);
    if (bounds.length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['below'],
        message: 'give exactly one of `below`, `above` (a number field) or `equals` (a select field)',
      });
  });

/** Whom a calculator's formula was made for, and what happens outside that population. */
export const audienceSchema = z
  .strictObject({
    note: text
      .max(120)
      .describe(
        'one line near the top of the form saying whom it is for, e.g. "For adults and teens from 13." or "For babies born at term; born early? Tell us when."',
      ),
    outside: z
      .array(outsideSchema)
      .optional()
      .describe(
        'the parts of the input outside that population and what happens there; the first that matches wins',
      ),
  })
  .describe('whom the formula was made for (ages, pregnancy, term birth…) and what happens outside it');
