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
import type { Severity } from './severity';

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

/** Values a result path stops at: nothing inside them is read by name. */
type Leaf = string | number | boolean | bigint | symbol | null | undefined | ((...args: never[]) => unknown);

/** How many names deep a typed path goes; deeper paths are not offered (the contract suite still reads them). */
type MaxDepth = 6;

/** The paths under one key of a result: the key itself when its value is a `V`, and the paths inside it. */
type PathsAt<K extends string, X, V, D extends unknown[]> = unknown extends X
  ? K | `${K}.${string}`
  : (NonNullable<X> extends V ? K : never) | `${K}.${PathsIn<NonNullable<X>, V, D>}`;

/** The dotted paths inside `T` whose value is a `V` (array items by index: `notes.0`). */
type PathsIn<T, V, D extends unknown[]> = D['length'] extends MaxDepth
  ? never
  : T extends Leaf
    ? never
    : T extends readonly (infer E)[]
      ? PathsAt<`${number}`, E, V, [...D, 0]>
      : { [K in keyof T & (string | number)]-?: PathsAt<`${K}`, T[K], V, [...D, 0]> }[keyof T &
          (string | number)];

/**
 * A dotted path into the result `R` (as `getPath` reads it) whose value is a `V` when present: a typo, or a path to
 * a value of the wrong kind, fails `tsc`. Missing values are allowed (a block shows "—" and a `when` reads false).
 * Where `R` holds `unknown` (an untyped result) any path below it goes.
 */
export type ResultPath<R, V = unknown> = unknown extends R ? string : PathsIn<R, V, []>;

/** The result of a definition whose result is not typed (the default): every path is a string. */
type Untyped = Record<string, unknown>;

/** A block as the schema reads it: its result paths plain strings (what the typed blocks below refine). */
type RawBlock = In<typeof blockSchema>;
type RawOf<K extends RawBlock['block']> = Extract<RawBlock, { block: K }>;
type RawCustom<K extends CustomComponent> = Extract<RawOf<'custom'>, { component: K }>;
type RawProps<K extends CustomComponent> = In<(typeof customBlockProps)[K]>;
type RawItem = NonNullable<In<typeof reportSectionSchema>['items']>[number];
type RawStatItem = NonNullable<RawOf<'stats'>['items']>[number];

/** `B` with the keys `K` replaced by `T` (where the typed result paths go). */
type With<B, K extends keyof B, T> = Omit<B, K> & T;

/** The paths of `R` by the kind of value a block reads there. */
type Path<R> = {
  /** Any value: read as true or false (`when`, `mutedWhen`, a row highlight's value). */
  any: ResultPath<R>;
  /** A value written as it is (no format, or `text`). */
  shown: ResultPath<R, number | string>;
  number: ResultPath<R, number>;
  /** Text: an ISO date, a unit id, a sentence. */
  text: ResultPath<R, string>;
  severity: ResultPath<R, Severity>;
  strings: ResultPath<R, readonly string[]>;
  /** An array of row objects (tables, charts, timelines, links). */
  rows: ResultPath<R, readonly object[]>;
};

/** Formats that show a number, and those that show an ISO date. */
type NumberFormat = Format & { readonly kind: 'number' | 'integer' | 'percent' | 'money' };
type DateFormat = Format & { readonly kind: 'date' | 'weekday-date' };

/** The keys `K` as value paths of the kind their `format` shows: a number format reads a number, a date one a date. */
type Formatted<R, K extends string> =
  | ({ readonly format?: Format & { readonly kind: 'text' } } & { readonly [P in K]: Path<R>['shown'] })
  | ({ readonly format: NumberFormat } & { readonly [P in K]: Path<R>['number'] })
  | ({ readonly format: DateFormat } & { readonly [P in K]: Path<R>['text'] });

/** The `when` every block and report section takes. */
type When<R> = { readonly when?: Path<R>['any'] };
/** A unit read from the result. */
type UnitFrom<R> = { readonly unitFrom?: Path<R>['text'] };

/** One labelled value (a stat, a report line): a label and the path of its value. */
type Labelled<R, B extends Omit<RawItem, 'label'>> = With<B, 'value' | 'format' | 'unitFrom', UnitFrom<R>> &
  Formatted<R, 'value'>;

/** Each block kind, its paths typed against the result `R`. */
type Blocks<R> = {
  'category-card': With<
    RawOf<'category-card'>,
    'when' | 'value' | 'format' | 'category' | 'severity' | 'action' | 'interpretation',
    When<R> & {
      readonly category?: Path<R>['text'];
      readonly severity?: Path<R>['severity'];
      readonly action?: Path<R>['text'];
      readonly interpretation?: Path<R>['text'];
    }
  > &
    Formatted<R, 'value'>;
  stats: With<
    RawOf<'stats'>,
    'when' | 'items',
    When<R> & {
      readonly items: readonly (Labelled<R, Omit<RawStatItem, 'details'>> & {
        readonly details?: readonly (With<
          NonNullable<RawStatItem['details']>[number],
          'value' | 'format',
          unknown
        > &
          Formatted<R, 'value'>)[];
      })[];
    }
  >;
  range: With<RawOf<'range'>, 'when' | 'min' | 'max' | 'format' | 'unitFrom', When<R> & UnitFrom<R>> &
    Formatted<R, 'min' | 'max'>;
  table: With<
    RawOf<'table'>,
    'when' | 'rows' | 'highlight',
    When<R> & {
      readonly rows: Path<R>['rows'];
      readonly highlight?: With<
        NonNullable<RawOf<'table'>['highlight']>,
        'equals',
        { readonly equals: Path<R>['any'] }
      >;
    }
  >;
  list: With<RawOf<'list'>, 'when' | 'items', When<R> & { readonly items: Path<R>['strings'] }>;
  progress: With<RawOf<'progress'>, 'when' | 'value', When<R> & { readonly value: Path<R>['number'] }>;
  note: With<RawOf<'note'>, 'when', When<R>>;
  group: With<
    RawOf<'group'>,
    'when' | 'mutedWhen' | 'blocks',
    When<R> & { readonly mutedWhen?: Path<R>['any']; readonly blocks: readonly ResultBlock<R>[] }
  >;
  custom: { [K in CustomComponent]: CustomBlockOf<K, R> }[CustomComponent];
};

/** Any result block; with `R`, its result paths are typed against the result (a typo fails `tsc`). */
export type ResultBlock<R = Untyped> = Blocks<R>[keyof Blocks<R>];
/** The result block of one kind. */
export type BlockOf<K extends ResultBlock['block'], R = Untyped> = Blocks<R>[K];
/** Headline value with a category; coloured by the result's own severity (`severity` path), never by its words. */
export type CategoryCardBlock<R = Untyped> = BlockOf<'category-card', R>;
/** A grid of labelled values. */
export type StatsBlock<R = Untyped> = BlockOf<'stats', R>;
/** A min–max range. */
export type RangeBlock<R = Untyped> = BlockOf<'range', R>;
/** A table of rows from an array in the result. */
export type TableBlock<R = Untyped> = BlockOf<'table', R>;
/** A bulleted list of strings from the result. */
export type ListBlock<R = Untyped> = BlockOf<'list', R>;
/** A progress bar, 0–100. */
export type ProgressBlock<R = Untyped> = BlockOf<'progress', R>;
/** A fixed note (advice, caveat). */
export type NoteBlock<R = Untyped> = BlockOf<'note', R>;
/** Blocks shown together, as a section opened on demand and/or muted under a note. */
export type GroupBlock<R = Untyped> = BlockOf<'group', R>;

export type { CustomComponent };
/** The custom block of one component (registered by name in `src/results/`: timeline, calendar, chart…). */
export type CustomBlockOf<K extends CustomComponent, R = Untyped> = With<
  RawCustom<K>,
  'when' | 'props',
  When<R> & { readonly props: PropsOf<K, R> }
>;

/** The props of each custom block component, their result paths typed against `R`. */
type Props<R> = {
  chart: With<
    RawProps<'chart'>,
    'data' | 'unitFrom' | 'point',
    UnitFrom<R> & {
      readonly data: Path<R>['rows'];
      readonly point?: With<
        NonNullable<RawProps<'chart'>['point']>,
        'x' | 'y',
        { readonly x: Path<R>['number']; readonly y: Path<R>['number'] }
      >;
    }
  >;
  'report-actions': ReportSpec<R>;
  'budget-breakdown': With<
    RawProps<'budget-breakdown'>,
    'rows' | 'totals',
    {
      readonly rows: Path<R>['rows'];
      readonly totals: { readonly [T in 'planned' | 'actual' | 'difference']: Path<R>['number'] };
    }
  >;
  'distribution-bar': With<RawProps<'distribution-bar'>, 'data', { readonly data: Path<R>['rows'] }>;
  timeline: With<RawProps<'timeline'>, 'from', { readonly from: Path<R>['rows'] }>;
  calendar: With<RawProps<'calendar'>, 'from', { readonly from: Path<R>['rows'] }>;
  links: With<RawProps<'links'>, 'from', { readonly from: Path<R>['rows'] }>;
  'ics-download': With<
    RawProps<'ics-download'>,
    'events',
    {
      readonly events: readonly (
        | With<IcsEvent, 'each', { readonly each: Path<R>['rows'] }>
        // Without `each`, the days are result paths (with it, keys of each item).
        | With<
            IcsEvent,
            'each' | 'start' | 'end',
            { readonly each?: undefined; readonly start: Path<R>['text']; readonly end?: Path<R>['text'] }
          >
      )[];
    }
  >;
};
type IcsEvent = RawProps<'ics-download'>['events'][number];

/** The props of one custom block component. */
export type PropsOf<K extends CustomComponent, R = Untyped> = Props<R>[K];
/** One labelled value of a report, read from a result path. */
export type ReportItem<R = Untyped> = Labelled<R, RawItem>;
/** A section of a report (`report-actions`). */
export type ReportSection<R = Untyped> = With<
  In<typeof reportSectionSchema>,
  'when' | 'items' | 'list' | 'table',
  When<R> & {
    readonly items?: readonly ReportItem<R>[];
    readonly list?: Path<R>['strings'];
    readonly table?: With<
      NonNullable<In<typeof reportSectionSchema>['table']>,
      'rows',
      { readonly rows: Path<R>['rows'] }
    >;
  }
>;
/** What a report holds: the `report-actions` block's props. */
export type ReportSpec<R = Untyped> = With<
  In<typeof reportSpecSchema>,
  'sections' | 'summary',
  { readonly sections: readonly ReportSection<R>[]; readonly summary: readonly ReportItem<R>[] }
>;

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

/**
 * The keys whose type the schema can only say is "a function", typed here with the formula's generics, and those
 * that name result paths (the blocks, the audience's `omits` and `shows`), typed against the result.
 */
type Functions = 'ready' | 'checks' | 'formula' | 'present' | 'messages' | 'explain' | 'result' | 'audience';

/** The audience, its result paths (`omits`, `shows`) typed against the result `R`. */
type AudienceOf<R> = With<
  Audience,
  'outside',
  {
    readonly outside?: readonly With<
      OutsideRule,
      'omits' | 'shows',
      { readonly omits?: readonly ResultPath<R>[]; readonly shows?: readonly ResultPath<R>[] }
    >[];
  }
>;

/**
 * The result the blocks read: `present`'s (R), or the formula's values (V) when R is not known (a definition with
 * no `present` whose generic arguments are inferred).
 */
export type ResultOf<R, V> = unknown extends R ? V : R;

/** A definition's compiled messages: one function per key, giving the text in the page's language. */
export type MessageFunctions = Record<string, (...args: never[]) => string>;

/** The declarative description of one calculator: the zod contract, with the formula's input and result types. */
export type CalculatorDefinition<
  I = Record<string, unknown>,
  R = Record<string, unknown>,
  V = R,
  M extends MessageFunctions = MessageFunctions,
> = Omit<In<typeof definitionSchema>, Functions> & DefinitionFunctions<I, R, V, M>;

/**
 * What the browser builds of a definition (calculator.ts): all of it but SERVER_ONLY_KEYS, which page.ts adds for
 * the prerender, the CLI and the tests.
 */
export type BrowserDefinition<
  I = Record<string, unknown>,
  R = Record<string, unknown>,
  V = R,
  M extends MessageFunctions = MessageFunctions,
> = Omit<In<typeof definitionSchema>, Functions | ServerOnlyKey> & DefinitionFunctions<I, R, V, M>;

/** What a definition's page.ts adds to its calculator.ts: the keys only the server reads. */
export type PageParts = Pick<In<typeof definitionSchema>, ServerOnlyKey>;

type ServerOnlyKey = (typeof SERVER_ONLY_KEYS)[number];

/** The keys of a definition typed with the formula's generics (the schema says only "a function" of them). */
type DefinitionFunctions<I, R, V, M extends MessageFunctions> = {
  /** Whom the formula was made for; the result paths of its rules are checked as the blocks' are. */
  readonly audience: AudienceOf<NoInfer<ResultOf<R, V>>>;
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
   * The words layer (present.ts): the formula's values and the messages give the result the page and the contract
   * show. Without it the formula's values are the result (a definition not yet moved to messages).
   */
  // Method syntax on purpose: a definition with its own messages type stays assignable to the erased
  // CalculatorDefinition<any, any> the site and the tools hold (method parameters are compared bivariantly).
  present?(values: V, input: I, messages: M): R;
  /** The compiled messages of the page's language (messages.en.gen.ts, written by `npm run generate`). */
  readonly messages?: M;
  /**
   * The result blocks, shown in order. Their result paths are checked against the result (never inferred from them:
   * `NoInfer`), so a typo or a path to the wrong kind of value fails `tsc`.
   */
  readonly result: readonly ResultBlock<NoInfer<ResultOf<R, V>>>[];
  /** Lines of "How we calculate" with the visitor's numbers filled in. */
  explain?(input: I, result: NoInfer<ResultOf<R, V>>, messages: M): string[];
};

/**
 * Any calculator's definition, its input and result types erased: what the site, the tools and the tests hold for a
 * definition chosen at run time. The one place for that `any` (see `present` above for why it stays assignable).
 */
// biome-ignore lint/suspicious/noExplicitAny: any calculator's definition, chosen at run time.
export type AnyCalculatorDefinition = CalculatorDefinition<any, any>;

/** Any calculator's browser definition (calculator.ts built), its types erased as AnyCalculatorDefinition's are. */
// biome-ignore lint/suspicious/noExplicitAny: any calculator's browser definition, chosen at run time.
export type AnyBrowserDefinition = BrowserDefinition<any, any>;

/**
 * The keys of a definition only a calculation reads (the formula, its words and messages, the cross-field checks,
 * the explain lines, the result blocks): the browser loads them when a result is wanted, not with the form
 * (docs/adr/0012).
 */
export const CALCULATION_KEYS = ['formula', 'present', 'checks', 'messages', 'explain', 'result'] as const;

/**
 * Keys only the prerender, the CLI and the tests read: a definition's page.ts holds them, which no browser module
 * imports (tests/unit/browser-imports-no-page.test.ts), so they are never in the browser.
 */
export const SERVER_ONLY_KEYS = ['description', 'keywords', 'examples', 'sources'] as const;

/**
 * Catalogue entry: metadata only, no formula. The definition's own keys as its schema types them (featured is
 * settled: false when left out), and the page's address.
 */
export type CatalogueItem = Pick<
  z.output<typeof definitionSchema>,
  'id' | 'name' | 'description' | 'category' | 'icon' | 'color' | 'keywords'
> & { href: string; featured: boolean };
