import type { z } from 'zod';
import type {
  audienceSchema,
  blockSchema,
  CustomComponent,
  customBlockProps,
  customFieldSchema,
  dateFieldSchema,
  definitionSchema,
  exampleSchema,
  fieldSchema,
  formatSchema,
  journalPartSchema,
  numberFieldSchema,
  outsideSchema,
  quantityFieldSchema,
  reportSectionSchema,
  reportSpecSchema,
  selectOptionSchema,
} from './schema';

// Every definition type is derived from the zod contract in ./schema (the only source of it; the keys are
// described there with `.describe()`). Only type imports: zod stays out of the browser bundle.

/**
 * What a definition may hold, as read: arrays are readonly (a definition may pass `as const` lists) and
 * functions are kept as they are.
 */
type Read<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer E)[]
    ? readonly Read<E>[]
    : T extends object
      ? { readonly [K in keyof T]: Read<T[K]> }
      : T;
type In<S extends z.ZodType> = Read<z.input<S>>;

/** A plain number, such as age or cycle length. */
export type NumberField = In<typeof numberFieldSchema>;
/** A number with a unit the visitor picks; converted to the canonical unit before the formula runs. */
export type QuantityField = In<typeof quantityFieldSchema>;
/** One choice of a select field. */
export type SelectOption = In<typeof selectOptionSchema>;
/** A calendar date, exchanged as ISO `YYYY-MM-DD`. */
export type DateField = In<typeof dateFieldSchema>;
/** A field rendered by a registered custom RJSF field (date list, budget table…). */
export type CustomField = In<typeof customFieldSchema>;
/** Any field of a definition. */
export type FieldDef = In<typeof fieldSchema>;
/** What of the input "Keep on this device" adds to her journal, and what the journal fills in on arrival. */
export type JournalPart = In<typeof journalPartSchema>;

/** Whom a calculator's formula was made for, and what happens outside that population. */
export type Audience = In<typeof audienceSchema>;
/** One part of the input outside a calculator's population, and what the calculator does there. */
export type OutsideRule = In<typeof outsideSchema>;

/** How a value is shown on the page. */
export type Format = In<typeof formatSchema>;

/** Any result block. */
export type ResultBlock = In<typeof blockSchema>;
/** The result block of one kind. */
export type BlockOf<K extends ResultBlock['block']> = Extract<ResultBlock, { block: K }>;
/** Headline value with a category; coloured by the result's own severity (`severity` path), never by its words. */
export type CategoryCardBlock = BlockOf<'category-card'>;
/** A grid of labelled values. */
export type StatsBlock = BlockOf<'stats'>;
/** A min–max range. */
export type RangeBlock = BlockOf<'range'>;
/** A table of rows from an array in the result. */
export type TableBlock = BlockOf<'table'>;
/** A bulleted list of strings from the result. */
export type ListBlock = BlockOf<'list'>;
/** A progress bar, 0–100. */
export type ProgressBlock = BlockOf<'progress'>;
/** A fixed note (advice, caveat). */
export type NoteBlock = BlockOf<'note'>;
/** Blocks shown together, as a section opened on demand and/or muted under a note. */
export type GroupBlock = BlockOf<'group'>;
/** A result block registered by name in `src/results/` (timeline, calendar, chart…). */
type CustomBlock = BlockOf<'custom'>;

export type { CustomComponent };
/** The custom block of one component. */
export type CustomBlockOf<K extends CustomComponent> = Extract<CustomBlock, { component: K }>;
/** The props of one custom block component. */
export type PropsOf<K extends CustomComponent> = In<(typeof customBlockProps)[K]>;
/** One labelled value of a report, read from a result path. */
export type ReportItem = NonNullable<ReportSection['items']>[number];
/** A section of a report (`report-actions`). */
export type ReportSection = In<typeof reportSectionSchema>;
/** What a report holds: the `report-actions` block's props. */
export type ReportSpec = In<typeof reportSpecSchema>;

/** What a formula gets besides the inputs. */
export interface FormulaContext {
  /** Today's date, ISO `YYYY-MM-DD`; formulas never read the clock. */
  today: string;
}

/** An error attached to one field. */
export interface FieldError {
  field: string;
  message: string;
}

/** A worked example: raw contract input, optional "today", and part of the expected result. */
export type Example = In<typeof exampleSchema>;

/** The keys whose type the schema can only say is "a function": typed here with the formula's generics. */
type Functions = 'ready' | 'checks' | 'formula' | 'present' | 'messages' | 'explain';

/** A definition's compiled messages: one function per key, giving the text in the page's language. */
export type MessageFunctions = Record<string, (...args: never[]) => string>;

/** The declarative description of one calculator: the zod contract, with the formula's input and result types. */
export type CalculatorDefinition<
  I = Record<string, unknown>,
  R = Record<string, unknown>,
  V = R,
  M extends MessageFunctions = MessageFunctions,
> = Omit<In<typeof definitionSchema>, Functions> & {
  /**
   * Whether the form holds enough to calculate (e.g. two dates). While false the Calculate button is replaced by
   * `readyHint`, and a shown result is cleared.
   */
  readonly ready?: (values: Record<string, unknown>) => boolean;
  /**
   * Cross-field checks run after each field is valid; values are canonical. Their words come from `messages` (the
   * page's language), never from a literal or the imported English messages.
   */
  checks?(input: I, ctx: FormulaContext, messages: M): FieldError[];
  /** The pure function of formula.ts: values only (numbers, ISO dates, ids, flags), no words. */
  readonly formula: (input: I, ctx: FormulaContext) => V;
  /**
   * The words layer (words.ts): the formula's values and the messages give the result the page and the contract
   * show. Without it the formula's values are the result (a definition not yet moved to messages).
   */
  // Method syntax on purpose: a definition with its own messages type stays assignable to the erased
  // CalculatorDefinition<any, any> the site and the tools hold (method parameters are compared bivariantly).
  present?(values: V, input: I, messages: M): R;
  /** The compiled messages of the page's language (messages.en.gen.ts, written by `npm run generate`). */
  readonly messages?: M;
  /** Lines of "How we calculate" with the visitor's numbers filled in. */
  explain?(input: I, result: R, messages: M): string[];
};

/**
 * Any calculator's definition, its input and result types erased: what the site, the tools and the tests hold for a
 * definition chosen at run time. The one place for that `any` (see `present` above for why it stays assignable).
 */
// biome-ignore lint/suspicious/noExplicitAny: any calculator's definition, chosen at run time.
export type AnyCalculatorDefinition = CalculatorDefinition<any, any>;

/**
 * The keys of a definition only a calculation reads (the formula, its words and messages, the cross-field checks,
 * the explain lines, the result blocks): the browser loads them when a result is wanted, not with the form
 * (docs/adr/0012).
 */
export const CALCULATION_KEYS = ['formula', 'present', 'checks', 'messages', 'explain', 'result'] as const;

/** Keys only the prerender, the CLI and the tests read: never in the browser (build/browser-definitions.ts). */
export const SERVER_ONLY_KEYS = ['description', 'keywords', 'examples', 'sources'] as const;

/**
 * Catalogue entry: metadata only, no formula. The definition's own keys as its schema types them (featured is
 * settled: false when left out), and the page's address.
 */
export type CatalogueItem = Pick<
  z.output<typeof definitionSchema>,
  'id' | 'name' | 'description' | 'category' | 'icon' | 'color' | 'keywords'
> & { href: string; featured: boolean };
