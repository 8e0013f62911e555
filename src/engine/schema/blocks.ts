import { z } from 'zod';
import { oneOf, resultPath as path, text } from './common';

const decimals = z.number().int().min(0).max(6).optional().describe('digits after the point (default 0)');

/** How a value is shown on the page. */
export const formatSchema = z
  .union([
    z.strictObject({ kind: z.literal('number'), decimals }),
    z.strictObject({ kind: z.enum(['integer', 'date', 'weekday-date', 'money', 'text']) }),
    z.strictObject({ kind: z.literal('percent'), decimals }),
  ])
  .describe('how the value is shown');

/** Keys every block takes. */
const blockBase = {
  when: path.optional().describe('result path: the block shows only when it is truthy'),
  title: text.optional().describe('heading of the block'),
  report: z
    .boolean()
    .optional()
    .describe(
      '`false` leaves the block out of a report built from the blocks with `reportSections` (stats, tables and lists are in it by default)',
    ),
};
const unit = text.optional().describe('fixed unit shown after the value');
const unitFrom = path.optional().describe('result path of the unit shown after the value');

/** One labelled value: a label and the result path (or row key) of its value. */
const labelledValueSchema = z.strictObject({
  label: text.describe('label of the value'),
  value: path.describe('result path of the value'),
  format: formatSchema.optional(),
  unit,
  unitFrom,
});

/** A stat card: a labelled value, with further values of the same thing shown small under it. */
const statItemSchema = labelledValueSchema.extend({
  details: z
    .array(
      z.strictObject({
        value: path.describe('result path of the value'),
        format: formatSchema.optional(),
        unit,
      }),
    )
    .min(1)
    .optional()
    .describe(
      'further values shown under the main one, joined by " · " (the calories and share beside the grams)',
    ),
});

/** A column of a table: its heading and the key of each row it shows. */
const columnSchema = z.strictObject({
  label: text.describe('column heading'),
  key: text.describe('property of each row shown in the column'),
  format: formatSchema.optional(),
  unit,
});

// ---- Props of the custom block components (src/results/custom/<component>.tsx) ----

/** A report section: labelled values, a list of strings, a table of rows and/or a fixed sentence. */
export const reportSectionSchema = z.strictObject({
  title: text.describe('heading of the section'),
  when: path.optional().describe('result path: the section is in the report only when it is truthy'),
  items: z.array(labelledValueSchema).optional().describe('labelled values'),
  list: path.optional().describe('result path of a list of strings'),
  table: z
    .strictObject({
      rows: path.describe('result path of an array of row objects'),
      columns: z.array(columnSchema).min(1).describe('the columns, in order'),
    })
    .optional()
    .describe('a table of rows'),
  text: text.optional().describe('a fixed sentence'),
});

/** Props of `report-actions`: what the Print PDF, Download Report and Share buttons put in the report. */
export const reportSpecSchema = z.strictObject({
  title: text.describe('heading of the report'),
  fileName: text.describe('name of the downloaded text file'),
  sections: z
    .array(reportSectionSchema)
    .min(1)
    .describe('the sections, in order: build them from the result blocks with `reportSections(blocks)`'),
  shareTitle: text.describe('title of the short summary that is shared or copied'),
  summary: z.array(labelledValueSchema).min(1).describe('lines of the shared summary'),
  footer: text.describe('closing note (an estimate, not advice)'),
});

const fromPath = (what: string) => z.strictObject({ from: path.describe(`result path of ${what}`) });

/** Props of each custom block component, by component name. */
export const customBlockProps = {
  chart: z
    .strictObject({
      data: path.describe('result path of the rows'),
      x: z
        .strictObject({
          key: text.describe('row key of the x value'),
          label: text.describe('title of the x axis'),
          format: formatSchema.optional(),
        })
        .describe('the x axis'),
      y: z
        .strictObject({
          label: text.describe('title of the y axis'),
          format: formatSchema.optional(),
          fromZero: z
            .boolean()
            .optional()
            .describe('start the axis at 0 (default); `false` fits it to the values, as growth charts do'),
        })
        .describe('the y axis'),
      unitFrom,
      series: z
        .array(
          z.strictObject({
            key: text.describe('row key of the values'),
            label: text.describe('name of the series'),
            kind: z
              .enum(['line', 'bar'])
              .optional()
              .describe('`line` (default) on a linear x axis, or horizontal `bar`s'),
            color: text.optional().describe('CSS colour of the series'),
          }),
        )
        .min(1)
        .describe('the series drawn'),
      band: z
        .strictObject({
          low: text.describe('row key of the lower edge'),
          high: text.describe('row key of the upper edge'),
          label: text.describe('name of the band'),
        })
        .optional()
        .describe('a shaded range between two row keys'),
      endLabels: z
        .boolean()
        .optional()
        .describe("write each line's label at its right end (percentile curves), besides the caption"),
      point: z
        .strictObject({
          x: path.describe('result path of the x value'),
          y: path.describe('result path of the y value'),
          label: text.describe('name of the point'),
        })
        .optional()
        .describe('one marked point'),
      caption: text.describe('accessible name and caption; `{unit}` is replaced by the unit'),
    })
    .describe('a line or bar chart (visx) with a "Show the numbers" table'),
  'report-actions': reportSpecSchema.describe('Print PDF, Download Report and Share buttons'),
  'budget-breakdown': z
    .strictObject({
      rows: path.describe(
        'result path of the rows `{ name, percentage, plannedAmount, actualAmount, difference }[]`',
      ),
      totals: z
        .strictObject({
          planned: path.describe('result path of the planned total'),
          actual: path.describe('result path of the actual total'),
          difference: path.describe('result path of the total difference'),
        })
        .describe('the column totals'),
      caption: text.describe('caption of the table'),
    })
    .describe('a planned-against-actual budget table'),
  'distribution-bar': z
    .strictObject({
      data: path.describe('result path of the rows'),
      nameKey: text.describe('row key of each share’s name'),
      value: text.describe('row key of each share’s percentage (0–100)'),
      minLabel: z.number().min(0).max(100).optional().describe('a share shows its percentage above this'),
      caption: text.describe('caption of the bar'),
    })
    .describe('one bar split into shares that add up to 100 %'),
  timeline: fromPath('the milestones `{ week, description, date, status }[]`').describe(
    'a list of dated milestones',
  ),
  calendar: z
    .strictObject({
      from: path.describe('result path of the months `{ month, days: { date, day, status, label }[] }[]`'),
      legend: z
        .partialRecord(z.enum(['period', 'ovulation', 'fertile', 'test', 'none']), text)
        .optional()
        .describe('legend entries shown instead of the cycle legend, by day status'),
    })
    .describe('month grids of marked days'),
  'ics-download': z
    .strictObject({
      filename: text.describe('name of the downloaded .ics file'),
      label: text.describe('text of the download link'),
      calendarName: text.describe('name calendar apps show for the imported calendar'),
      events: z
        .array(
          z.strictObject({
            each: path.optional().describe('result path of an array: one event per item'),
            title: text.describe('event title; with `each`, `{key}` is replaced by that key of the item'),
            start: text.describe('result path (or item key with `each`) of the first day'),
            end: text.optional().describe('result path (or item key) of the last day, included'),
            description: text.optional().describe('text of the event'),
          }),
        )
        .min(1)
        .describe('the events'),
    })
    .describe('an "Add to calendar" .ics download of the result’s dates'),
  links: fromPath('an array of `{ label, href }` (site-relative links)').describe(
    'links to other calculators, prefilled with the visitor’s dates',
  ),
} as const;

/** Name of a custom block component. */
export type CustomComponent = keyof typeof customBlockProps;
/** The custom block component names, in registry order. */
export const CUSTOM_COMPONENTS = Object.keys(customBlockProps) as CustomComponent[];

const customOption = <K extends CustomComponent>(component: K) =>
  z
    .strictObject({
      ...blockBase,
      block: z.literal('custom').describe('the block kind'),
      component: z.literal(component).describe('name of the component'),
      props: customBlockProps[component],
    })
    .describe(customBlockProps[component].description ?? component);

/** `block: 'custom'`: a block component registered by name, its props checked by that component's schema. */
const customBlockSchema = z
  .discriminatedUnion(
    'component',
    [
      customOption('chart'),
      customOption('report-actions'),
      customOption('budget-breakdown'),
      customOption('distribution-bar'),
      customOption('timeline'),
      customOption('calendar'),
      customOption('ics-download'),
      customOption('links'),
    ],
    {
      error: (issue) =>
        issue.code === 'invalid_union'
          ? `unknown component ${JSON.stringify((issue.input as { component?: unknown } | undefined)?.component)}: \`component\` is one of ${oneOf(CUSTOM_COMPONENTS)}`
          : undefined,
    },
  )
  .describe('a block component registered by name (chart, timeline, calendar…) with its own props');

const BLOCK_KINDS = [
  'category-card',
  'stats',
  'range',
  'table',
  'list',
  'progress',
  'note',
  'group',
  'custom',
] as const;

/** The block kinds that hold no blocks. */
const LEAF_OPTIONS = [
  z
    .strictObject({
      ...blockBase,
      block: z.literal('category-card').describe('the block kind'),
      value: path.describe('result path of the headline value'),
      format: formatSchema.optional(),
      unit,
      category: path
        .optional()
        .describe('result path of the category text (a label: it never sets the colour)'),
      severity: path
        .optional()
        .describe(
          "result path of the result's severity, one of 'good', 'info', 'caution', 'risk', 'urgent': it alone sets the card's colour, icon and emphasis (without it the card is neutral, `info`)",
        ),
      action: path
        .optional()
        .describe(
          'result path of what to do, shown first as the heading of the card; an `urgent` card needs one whenever it is urgent',
        ),
      interpretation: path.optional().describe('result path of a sentence shown under the value'),
    })
    .describe("the headline value with its category, coloured by the result's own severity"),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('stats').describe('the block kind'),
      items: z.array(statItemSchema).min(1).describe('the values, in order'),
    })
    .describe('a grid of labelled values'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('range').describe('the block kind'),
      title: text.describe('heading of the block'),
      min: path.describe('result path of the lower end'),
      max: path.describe('result path of the upper end'),
      format: formatSchema.optional(),
      unit,
      unitFrom,
    })
    .describe('a min–max range'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('table').describe('the block kind'),
      title: text.describe('heading of the block'),
      rows: path.describe('result path of an array of row objects'),
      columns: z.array(columnSchema).min(1).describe('the columns, in order'),
      highlight: z
        .strictObject({
          key: text.describe('property of each row'),
          equals: path.describe('result path of the value that marks the row'),
        })
        .optional()
        .describe('marks the row whose `key` equals the value at `equals`'),
    })
    .describe('a table of rows from an array in the result'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('list').describe('the block kind'),
      title: text.describe('heading of the block'),
      items: path.describe('result path of an array of strings'),
    })
    .describe('a bulleted list of strings from the result'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('progress').describe('the block kind'),
      title: text.describe('heading and accessible name of the bar'),
      value: path.describe('result path of a number from 0 to 100'),
    })
    .describe('a progress bar, 0–100'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('note').describe('the block kind'),
      text: text.describe('the fixed text of the note'),
      tone: z.enum(['info', 'warning']).optional().describe('`warning` for a caveat (default `info`)'),
    })
    .describe('a fixed note (advice, caveat); reads no result path'),
  customBlockSchema,
] as const;

/** Every block kind but `group`. */
const leafBlockSchema = z.discriminatedUnion('block', LEAF_OPTIONS);

/** The keys of a group block but its blocks. */
const groupBase = z.strictObject({
  ...blockBase,
  block: z.literal('group').describe('the block kind'),
  summary: text
    .optional()
    .describe('makes the group a section the visitor opens: the line she clicks to open it'),
  mutedWhen: path
    .optional()
    .describe('result path: when truthy the group is shown muted (dashed frame) under `note`'),
  note: text.optional().describe('sentence shown above a muted group, e.g. why the results may not apply'),
});

/**
 * A group block as a definition writes it. zod cannot infer a recursive union, so this one type names the
 * recursion: the group's own keys come from the schema above, its `blocks` are any blocks.
 */
type GroupBlockInput = z.input<typeof groupBase> & { blocks: BlockInput[] };
/** Any result block as a definition writes it. */
export type BlockInput = z.input<typeof leafBlockSchema> | GroupBlockInput;

/**
 * `block: 'group'`: blocks shown together, as a section the visitor opens (`summary`) and/or muted under a note
 * (`mutedWhen`), the children drawn by the page's own block renderer.
 */
const groupBlockSchema = groupBase
  .extend({
    get blocks(): z.ZodArray<z.ZodType<BlockInput, BlockInput>> {
      return z.array(blockSchema).min(1).describe('the blocks inside the group, rendered as usual');
    },
  })
  .describe('blocks shown together: as a section the visitor opens (`summary`) and/or muted under a `note`')
  .refine((group) => !group.mutedWhen || group.note, {
    message: 'a muted group needs a `note` that says why',
    path: ['note'],
  });

/** Any result block, told apart by `block` (custom blocks then by `component`). */
export const blockSchema: z.ZodType<BlockInput, BlockInput> = z.discriminatedUnion(
  'block',
  [...LEAF_OPTIONS, groupBlockSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union' &&
      !(BLOCK_KINDS as readonly unknown[]).includes((issue.input as { block?: unknown } | undefined)?.block)
        ? `unknown block ${JSON.stringify((issue.input as { block?: unknown } | undefined)?.block)}: \`block\` is one of ${oneOf(BLOCK_KINDS)}`
        : undefined,
  },
);
