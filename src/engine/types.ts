import type { Dimension, UnitId } from './units';

/** Category slugs of the catalogue (spec part 1 §1). */
export const CATEGORY_IDS = [
  'health-fitness',
  'pregnancy-fertility',
  'period-cycle',
  'nutrition-diet',
  'beauty-body',
  'finance',
] as const;
/** One of the six calculator categories. */
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** A field is shown (and validated) only when another field holds one of these values. */
export interface VisibleWhen {
  field: string;
  equals: string | readonly string[];
}

interface FieldBase {
  /** Label shown above the input, and the name used in error messages. */
  label: string;
  /** Help text under the label. */
  description?: string;
  /** A missing value is an error at the field when true. */
  required?: boolean;
  placeholder?: string;
  visibleWhen?: VisibleWhen;
}

/** A plain number, such as age or cycle length. */
export interface NumberField extends FieldBase {
  type: 'number';
  min: number;
  max: number;
  step?: number;
  /** Only whole numbers are accepted. */
  integer?: boolean;
  /** Used when the visitor leaves an optional field empty. */
  default?: number;
  /** Word shown after the number ("years", "days", "%"). */
  suffix?: string;
}

/** Allowed range of a quantity in one unit. */
export interface UnitLimits {
  min: number;
  max: number;
}

/** A number with a unit the visitor picks; converted to the canonical unit before the formula runs. */
export interface QuantityField extends FieldBase {
  type: 'quantity';
  dimension: Dimension;
  /** Units offered, first is the default. */
  units: readonly UnitId[];
  /** Range per offered unit. */
  limits: Partial<Record<UnitId, UnitLimits>>;
  step?: number;
  /** Name of the field that holds the unit; defaults to `<name>Unit`. Several quantities may share one. */
  unitField?: string;
}

/** One choice of a select field. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A choice among fixed options. */
export interface SelectField extends FieldBase {
  type: 'select';
  options: readonly SelectOption[];
  default?: string;
}

/** A calendar date, exchanged as ISO `YYYY-MM-DD`. */
export interface DateField extends FieldBase {
  type: 'date';
}

/** A field rendered by a registered custom RJSF field (date list, budget table…). */
export interface CustomField extends FieldBase {
  type: 'custom';
  /** Name of the RJSF field component in the form registry. */
  widget: string;
  /** JSON Schema of the value. */
  schema: Record<string, unknown>;
  /** Parses and checks a raw value; returns the clean value or an error message. */
  parse: (raw: unknown) => { value: unknown } | { error: string };
}

/** Any field of a definition. */
export type FieldDef = NumberField | QuantityField | SelectField | DateField | CustomField;

/** How a value is shown on the page. */
export type Format =
  | { kind: 'number'; decimals?: number }
  | { kind: 'integer' }
  | { kind: 'date' }
  | { kind: 'weekday-date' }
  | { kind: 'money' }
  | { kind: 'percent'; decimals?: number }
  | { kind: 'text' };

/** A path into the result object, e.g. `healthyWeightRange.min`. */
export type ResultPath = string;

interface BlockBase {
  /** Show the block only when this result path is truthy. */
  when?: ResultPath;
  /** Heading of the block. */
  title?: string;
}

/** Headline value with a category; colour by the spec's rule (normal/healthy green, risk/obese red, else blue). */
export interface CategoryCardBlock extends BlockBase {
  block: 'category-card';
  value: ResultPath;
  format?: Format;
  unit?: string;
  category?: ResultPath;
  interpretation?: ResultPath;
}

/** A grid of labelled values. */
export interface StatsBlock extends BlockBase {
  block: 'stats';
  items: readonly {
    label: string;
    value: ResultPath;
    format?: Format;
    unit?: string;
    unitFrom?: ResultPath;
  }[];
}

/** A min–max range. */
export interface RangeBlock extends BlockBase {
  block: 'range';
  title: string;
  min: ResultPath;
  max: ResultPath;
  format?: Format;
  unit?: string;
  unitFrom?: ResultPath;
}

/** A table of rows from an array in the result. */
export interface TableBlock extends BlockBase {
  block: 'table';
  title: string;
  rows: ResultPath;
  columns: readonly { label: string; key: string; format?: Format; unit?: string }[];
  /** Row whose `key` equals the value at `equals` is highlighted. */
  highlight?: { key: string; equals: ResultPath };
}

/** A bulleted list of strings from the result. */
export interface ListBlock extends BlockBase {
  block: 'list';
  title: string;
  items: ResultPath;
}

/** A progress bar, 0–100. */
export interface ProgressBlock extends BlockBase {
  block: 'progress';
  title: string;
  value: ResultPath;
}

/** A fixed note (advice, caveat). */
export interface NoteBlock extends BlockBase {
  block: 'note';
  text: string;
  tone?: 'info' | 'warning';
}

/** A result block registered by name in `src/results/` (timeline, calendar, chart…). */
export interface CustomBlock extends BlockBase {
  block: 'custom';
  component: string;
  props?: Record<string, unknown>;
}

/** Any result block. */
export type ResultBlock =
  | CategoryCardBlock
  | StatsBlock
  | RangeBlock
  | TableBlock
  | ListBlock
  | ProgressBlock
  | NoteBlock
  | CustomBlock;

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
export interface Example {
  title: string;
  input: Record<string, unknown>;
  today?: string;
  expect: Record<string, unknown>;
}

/** A source cited for a formula or constant. */
export interface Source {
  title: string;
  url?: string;
}

/** The declarative description of one calculator. */
export interface CalculatorDefinition<I = Record<string, unknown>, R = Record<string, unknown>> {
  id: string;
  name: string;
  /** One or two sentences shown on cards and as the meta description. */
  description: string;
  category: CategoryId;
  keywords: readonly string[];
  /** Name of an icon in the site's icon registry. */
  icon: string;
  /** Chakra colour palette name used for the card accent. */
  color: string;
  featured?: boolean;
  /** 'submit' shows a Calculate button; 'live' recomputes as the visitor types. */
  mode?: 'submit' | 'live';
  fields: Record<string, FieldDef>;
  /**
   * Whether the form holds enough to calculate (e.g. two dates). While false the Calculate button is replaced by
   * `readyHint`, and a shown result is cleared.
   */
  ready?: (values: Record<string, unknown>) => boolean;
  /** Shown instead of the Calculate button while `ready` is false. */
  readyHint?: string;
  /** Cross-field checks run after each field is valid; values are canonical. */
  checks?: (input: I, ctx: FormulaContext) => FieldError[];
  formula: (input: I, ctx: FormulaContext) => R;
  result: readonly ResultBlock[];
  /** Lines of "How we calculate" with the visitor's numbers filled in. */
  explain?: (input: I, result: R) => string[];
  examples: readonly Example[];
  sources: readonly Source[];
}

/** Catalogue entry: metadata only, no formula. */
export interface CatalogueItem {
  id: string;
  name: string;
  description: string;
  category: CategoryId;
  href: string;
  icon: string;
  color: string;
  keywords: string[];
  featured: boolean;
}
