/**
 * The facts registry: every figure a page quotes, once, with its unit, source, the date it was checked (`asOf`) and
 * the date by which it must be checked again (`reviewBy`; a test fails once it has passed). Values come from
 * `facts.ts` (what formulas import); this module is read at build time and by tests only, never by a browser chunk.
 * Markdown quotes a fact as `{{fact:NAME}}`; an unknown NAME fails `npm run generate`, naming the file and the key.
 * A page writes a fact in its own language (`formatFact(fact, locale)`): figures through `intl.ts`, unit words from
 * `fact-messages/`, and a fact said in words (unit `text`) in its wording for that language, beside the English.
 */
import { KCAL_A_DAY_FOR_HALF_KG_A_WEEK, KCAL_PER_KG } from './energy';
import englishFactWords from './fact-messages/messages.en.gen';
import spanishFactWords from './fact-messages/messages.es.gen';
import type { FactPeriodKind, FactUnit } from './fact-units';
import * as values from './facts';
import { DEFAULT_LOCALE, formatMoney, formatNumber, type Locale } from './intl';
import { localeOfFile } from './markdown-locale';

/** One fact: a value with everything a reader (and a reviewer) needs to trust it. */
export interface Fact {
  /**
   * A number, a [low, high] range, a mean with its range, or (unit `text`) a sentence fragment said one way: its
   * wording in every language (`Wording` of facts.ts; a plain string is English only, which `factProblems` refuses).
   */
  value:
    | string
    | values.Wording
    | number
    | readonly [number, number]
    | { mean: number; min: number; max: number };
  unit: FactUnit;
  /** What the figure is, in a reader's words. */
  label: string;
  /** The tax or rule year a money or legal figure applies to; shown beside it on every page ("2026 tax year"). */
  period?: { year: number; of?: FactPeriodKind };
  source: { title: string; url: string };
  /** The day the figure was checked against its source (YYYY-MM-DD). */
  asOf: string;
  /** The day by which it must be checked again (YYYY-MM-DD). */
  reviewBy: string;
  /** A caveat shown with it where the source could not be confirmed or its status is changing. */
  note?: string;
}

const OBBBA = {
  title: 'One Big Beautiful Bill Act, Public Law 119-21 (2025), §§ 70404–70405 (IRC §§ 21 and 129)',
  url: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
};
const IRS_RETIREMENT = {
  title: 'IRS news release IR-2025-111 (Notice 2025-67): 401(k) limit increases to $24,500 for 2026',
  url: 'https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500',
};
const IOM_2009 = {
  title: 'Institute of Medicine. Weight Gain During Pregnancy: Reexamining the Guidelines, 2009, Table S-1',
  url: 'https://nap.nationalacademies.org/catalog/12584',
};
const ACOG_700 = {
  title: 'ACOG Committee Opinion 700: Methods for Estimating the Due Date (2017)',
  url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date',
};
const DRI_MACRONUTRIENTS = {
  title:
    'National Academies. Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2005)',
  url: 'https://nap.nationalacademies.org/catalog/10490',
};
const WISHNOFSKY = {
  title: 'Wishnofsky M. Caloric equivalents of gained or lost weight. Am J Clin Nutr 1958;6:542–546',
  url: 'https://pubmed.ncbi.nlm.nih.gov/13594881/',
};
const CDC_CONTRACEPTION = {
  title: 'CDC: Contraception — effectiveness of family planning methods (typical use)',
  url: 'https://www.cdc.gov/contraception/about/index.html',
};

const CHECKED = '2026-11-26';
/** Tax figures change every January: check them before the next tax year starts. */
const NEXT_TAX_YEAR = '2027-01-15';
/** Health guidance is checked once a year. */
const NEXT_YEAR = '2027-11-26';

/** Every fact, by the name of its value in `facts.ts`. */
export const FACTS = {
  DEPENDENT_CARE_FSA_LIMIT: {
    value: values.DEPENDENT_CARE_FSA_LIMIT,
    unit: 'usd',
    label: 'dependent care FSA limit per household',
    period: { year: values.TAX_YEAR, of: 'tax-year' },
    source: OBBBA,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  DEPENDENT_CARE_FSA_LIMIT_MFS: {
    value: values.DEPENDENT_CARE_FSA_LIMIT_MFS,
    unit: 'usd',
    label: 'dependent care FSA limit, married filing separately',
    period: { year: values.TAX_YEAR, of: 'tax-year' },
    source: OBBBA,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  CARE_CREDIT_EXPENSES_ONE: {
    value: values.CARE_CREDIT_EXPENSES_ONE,
    unit: 'usd',
    label: 'child and dependent care credit: expenses that count for one child',
    period: { year: values.TAX_YEAR, of: 'tax-year' },
    source: OBBBA,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  CARE_CREDIT_EXPENSES_TWO_OR_MORE: {
    value: values.CARE_CREDIT_EXPENSES_TWO_OR_MORE,
    unit: 'usd',
    label: 'child and dependent care credit: expenses that count for two or more',
    period: { year: values.TAX_YEAR, of: 'tax-year' },
    source: OBBBA,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  CARE_CREDIT_RATE: {
    value: values.CARE_CREDIT_RATE,
    unit: 'percent',
    label: 'child and dependent care credit rate (50% up to $15,000 of income, falling to 20%)',
    period: { year: values.TAX_YEAR, of: 'tax-year' },
    source: OBBBA,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  HOUSEHOLD_EMPLOYEE_THRESHOLD: {
    value: values.HOUSEHOLD_EMPLOYEE_THRESHOLD,
    unit: 'usd',
    label: 'cash wages to a household employee from which Social Security and Medicare taxes are due',
    period: { year: values.TAX_YEAR },
    source: {
      title: 'IRS Publication 926 (2026), Household Employer’s Tax Guide',
      url: 'https://www.irs.gov/publications/p926',
    },
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  RETIREMENT_401K_LIMIT: {
    value: values.RETIREMENT_401K_LIMIT,
    unit: 'usd',
    label: '401(k) / 403(b) employee contribution limit',
    period: { year: values.TAX_YEAR },
    source: IRS_RETIREMENT,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  RETIREMENT_401K_CATCH_UP: {
    value: values.RETIREMENT_401K_CATCH_UP,
    unit: 'usd',
    label: '401(k) catch-up from age 50',
    period: { year: values.TAX_YEAR },
    source: IRS_RETIREMENT,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  IRA_LIMIT: {
    value: values.IRA_LIMIT,
    unit: 'usd',
    label: 'IRA contribution limit',
    period: { year: values.TAX_YEAR },
    source: IRS_RETIREMENT,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  IRA_CATCH_UP: {
    value: values.IRA_CATCH_UP,
    unit: 'usd',
    label: 'IRA catch-up from age 50',
    period: { year: values.TAX_YEAR },
    source: IRS_RETIREMENT,
    asOf: CHECKED,
    reviewBy: NEXT_TAX_YEAR,
  },
  CCDF_COPAYMENT_CAP: {
    value: values.CCDF_COPAYMENT_CAP,
    unit: 'percent',
    label: 'cap on family copayments in the federal child care subsidy program (CCDF), share of income',
    period: { year: 2024, of: 'federal-rule' },
    source: {
      title:
        'HHS: Improving Child Care Access, Affordability, and Stability in the CCDF, 89 FR 15366 (2024); HHS proposed rule “Restoring Flexibility in the CCDF” (January 2026) would rescind the cap',
      url: 'https://www.federalregister.gov/d/2024-04139',
    },
    asOf: CHECKED,
    reviewBy: '2027-03-31',
    note: 'HHS proposed in January 2026 to rescind this cap; we could not confirm a final rule. It applies to subsidised families only, and is not a general affordability standard.',
  },
  FIRST_TRIMESTER_LAST_WEEK: {
    value: values.FIRST_TRIMESTER_LAST_WEEK,
    unit: 'weeks+days',
    label: 'end of the first trimester (13 weeks 6 days)',
    source: ACOG_700,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  THIRD_TRIMESTER_FIRST_WEEK: {
    value: values.THIRD_TRIMESTER_FIRST_WEEK,
    unit: 'weeks+days',
    label: 'start of the third trimester (28 weeks 0 days)',
    source: ACOG_700,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  IOM_WEEKLY_GAIN_UNDERWEIGHT: {
    value: values.IOM_WEEKLY_GAIN_UNDERWEIGHT,
    unit: 'kg-per-week',
    label: 'weekly gain in the 2nd and 3rd trimesters, BMI under 18.5',
    source: IOM_2009,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  IOM_WEEKLY_GAIN_NORMAL: {
    value: values.IOM_WEEKLY_GAIN_NORMAL,
    unit: 'kg-per-week',
    label: 'weekly gain in the 2nd and 3rd trimesters, BMI 18.5–24.9',
    source: IOM_2009,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  IOM_WEEKLY_GAIN_OVERWEIGHT: {
    value: values.IOM_WEEKLY_GAIN_OVERWEIGHT,
    unit: 'kg-per-week',
    label: 'weekly gain in the 2nd and 3rd trimesters, BMI 25–29.9',
    source: IOM_2009,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  IOM_WEEKLY_GAIN_OBESE: {
    value: values.IOM_WEEKLY_GAIN_OBESE,
    unit: 'kg-per-week',
    label: 'weekly gain in the 2nd and 3rd trimesters, BMI 30 and above',
    source: IOM_2009,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE: {
    value: values.CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_WORDING,
    unit: 'text',
    label:
      'what the pregnancy caffeine limit is in coffee (two mugs of instant coffee are at, not under, it)',
    source: {
      title: 'ACOG FAQ: Nutrition During Pregnancy (200 mg is about one 12-ounce cup of coffee)',
      url: 'https://www.acog.org/womens-health/faqs/nutrition-during-pregnancy',
    },
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  CAFFEINE_PREGNANCY_LIMIT: {
    value: values.CAFFEINE_PREGNANCY_LIMIT,
    unit: 'mg-per-day',
    label: 'caffeine in pregnancy: less than this a day',
    source: {
      title: 'ACOG Committee Opinion 462: Moderate Caffeine Consumption During Pregnancy (2010, reaffirmed)',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2010/08/moderate-caffeine-consumption-during-pregnancy',
    },
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  KCAL_PER_KG: {
    value: KCAL_PER_KG,
    unit: 'kcal',
    label: 'energy in a kilogram of body-weight change (planning figure)',
    source: WISHNOFSKY,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  DEFICIT_FOR_HALF_KG_A_WEEK: {
    value: KCAL_A_DAY_FOR_HALF_KG_A_WEEK,
    unit: 'kcal-per-day',
    label:
      'daily deficit that loses about 0.5 kg a week (0.5 × 7,700 kcal ÷ 7); 500 kcal a day is about 0.45 kg (1 lb)',
    source: WISHNOFSKY,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  FIBRE_ADEQUATE_INTAKE_WOMEN_51_PLUS: {
    value: values.FIBRE_ADEQUATE_INTAKE_WOMEN_51_PLUS,
    unit: 'g-per-day',
    label: 'fibre adequate intake, women 51 and over',
    source: DRI_MACRONUTRIENTS,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  FIBRE_ADEQUATE_INTAKE_WOMEN: {
    value: values.FIBRE_ADEQUATE_INTAKE_WOMEN,
    unit: 'g-per-day',
    label: 'fibre adequate intake, women 19–50',
    source: DRI_MACRONUTRIENTS,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  PROTEIN_RDA: {
    value: values.PROTEIN_RDA,
    unit: 'g-per-kg-per-day',
    label: 'protein RDA for adults (the minimum to avoid deficiency)',
    source: DRI_MACRONUTRIENTS,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  PROTEIN_DGA_2025: {
    value: values.PROTEIN_DGA_2025,
    unit: 'g-per-kg-per-day',
    label: 'protein range of the Dietary Guidelines for Americans 2025–2030',
    source: {
      title: 'USDA and HHS. Dietary Guidelines for Americans, 2025–2030 (published 7 January 2026)',
      url: 'https://www.dietaryguidelines.gov/',
    },
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  BREASTFEEDING_EXTRA_KCAL: {
    value: values.BREASTFEEDING_EXTRA_KCAL,
    unit: 'kcal-per-day',
    label: 'extra energy while breastfeeding, baby 0–6 months (already net of fat stores)',
    source: DRI_MACRONUTRIENTS,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  MISSED_PERIODS_MONTHS: {
    value: values.MISSED_PERIODS_MONTHS,
    unit: 'months',
    label: 'no period for this long or more (not pregnant, breastfeeding or in menopause): see a doctor',
    source: {
      title: 'NICHD (NIH): About amenorrhea (secondary amenorrhea: no period for more than three cycles)',
      url: 'https://www.nichd.nih.gov/health/topics/amenorrhea/conditioninfo',
    },
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
    note: 'NICHD defines secondary amenorrhea as more than three missed cycles; pages say “3 months or more”, the one wording, so that nobody waits longer than that.',
  },
  CYCLE_LENGTH_TYPICAL: {
    value: values.CYCLE_LENGTH_TYPICAL,
    unit: 'days',
    label: 'usual length of an adult menstrual cycle',
    source: {
      title: 'Office on Women’s Health (HHS): Your menstrual cycle',
      url: 'https://www.womenshealth.gov/menstrual-cycle/your-menstrual-cycle',
    },
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  FERTILITY_AWARENESS_TYPICAL_FAILURE: {
    value: values.FERTILITY_AWARENESS_TYPICAL_FAILURE,
    unit: 'per-100-women-per-year',
    label: 'fertility awareness-based methods, typical use',
    source: CDC_CONTRACEPTION,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  LARC_TYPICAL_FAILURE: {
    value: values.LARC_TYPICAL_FAILURE,
    unit: 'per-100-women-per-year',
    label: 'IUD or implant, typical use: fewer than this',
    source: CDC_CONTRACEPTION,
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  PREGNANCY_TEST_RETEST: {
    value: values.PREGNANCY_TEST_RETEST_WORDING,
    unit: 'text',
    label: 'when to repeat a negative home pregnancy test if the period has still not come',
    source: {
      title:
        'NHS: Doing a pregnancy test (negative and still no period: wait a few days and test again); Mayo Clinic: Home pregnancy tests: can you trust the results? (repeat one week after a missed period)',
      url: 'https://www.nhs.uk/pregnancy/trying-for-a-baby/doing-a-pregnancy-test/',
    },
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
  },
  BORN_ON_DUE_DATE: {
    value: values.BORN_ON_DUE_DATE_WORDING,
    unit: 'text',
    label: 'how many babies are born on their estimated due date (5%)',
    source: {
      title:
        'Khambalia AZ, Roberts CL, Nguyen M, et al. Predicting date of birth and examining the best time to date a pregnancy. Int J Gynaecol Obstet 2013;123(2):105–109: "Only 5% of births occurred on the eDOB" (18,708 spontaneous singleton births)',
      url: 'https://pubmed.ncbi.nlm.nih.gov/23932061/',
    },
    asOf: CHECKED,
    reviewBy: NEXT_YEAR,
    note: 'Checked against the abstract (PubMed 23932061, doi 10.1016/j.ijgo.2013.05.007): 5%, whatever the dating method.',
  },
} satisfies Record<string, Fact>;

/** The name of a fact. */
export type FactKey = keyof typeof FACTS;

/** The wording of a fact said in words in `locale`; undefined when the registry has none for it. */
function wordingOf(fact: Fact, locale: Locale): string | undefined {
  const { value } = fact;
  if (typeof value === 'string') return locale === DEFAULT_LOCALE ? value : undefined;
  if (typeof value === 'number' || Array.isArray(value) || 'mean' in value) return undefined;
  return (value as values.Wording)[locale];
}

/** The words around a fact's figure, by locale (a locale the site writes and this lacks is a type error). */
const FACT_WORDS: Record<Locale, typeof englishFactWords> = {
  'en-US': englishFactWords,
  'es-US': spanishFactWords,
};

/** A unit or kind of year as its message's case: "kg-per-week" → "kgPerWeek", "weeks+days" → "weeksDays". */
const camel = (id: string) => id.replace(/[-+](\w)/g, (_, next: string) => next.toUpperCase());

/**
 * A fact as a page in `locale` writes it: value and unit, and for money and legal figures their year ("$7,500
 * (2026 tax year)", "$7,500 (año fiscal 2026)"); a fact said in words, in its wording for `locale` (throws naming
 * the fact when the registry has none: `factProblems` reports it first at `npm run generate`).
 */
export function formatFact(fact: Fact | FactKey, locale: Locale = DEFAULT_LOCALE): string {
  const entry: Fact = typeof fact === 'string' ? FACTS[fact] : fact;
  const write =
    entry.unit === 'usd'
      ? (n: number) => formatMoney(n, { cents: 'auto' }, locale)
      : entry.unit === 'kg-per-week'
        ? (n: number) => formatNumber(n, 2, locale)
        : (n: number) => formatNumber(n, { maxDecimals: 2 }, locale);
  const words = FACT_WORDS[locale];
  const unit = (figure: string, count: number) => words.unit({ unit: camel(entry.unit), figure, count });
  const { value } = entry;
  let text: string;
  if (typeof value === 'number') text = unit(write(value), value);
  else if (Array.isArray(value)) {
    const [low, high] = value as readonly [number, number];
    text = unit(`${write(low)}–${write(high)}`, high);
  } else if (typeof value === 'object' && 'mean' in value)
    text = `${unit(write(value.mean), value.mean)} (${write(value.min)}–${write(value.max)})`;
  else {
    const wording = wordingOf(entry, locale);
    if (wording === undefined)
      throw new Error(`${typeof fact === 'string' ? fact : entry.label}: no ${locale} wording`);
    text = wording;
  }
  if (!entry.period) return text;
  const year = String(entry.period.year);
  return `${text} (${words.period({ of: camel(entry.period.of ?? 'year'), year })})`;
}

/**
 * What `npm run generate` refuses in the registry, one line per fact: a fact said in words (unit `text`) without
 * its wording in every locale the site writes, or with a "translation" that is the English text.
 */
export function factProblems(
  facts: Record<string, Fact> = FACTS,
  locales: readonly Locale[] = ['es-US'],
): string[] {
  return Object.entries(facts).flatMap(([name, fact]) => {
    if (fact.unit !== 'text') return [];
    const english = wordingOf(fact, DEFAULT_LOCALE);
    return locales.flatMap((locale) => {
      const wording = wordingOf(fact, locale);
      if (wording && wording !== english) return [];
      return [
        `src/engine/fact-registry.ts: ${name}: a fact said in words needs its ${locale} wording beside the English ` +
          `(value: ${name}_WORDING in src/engine/facts.ts, { 'en-US': ${name}, '${locale}': ${name}_ES })`,
      ];
    });
  });
}

/** `{{fact:NAME}}`; a formula figure may add an ICU-like skeleton for its decimals, `{{fact:NAME::.00}}` ("0.40"). */
const PLACEHOLDER = /\{\{\s*fact:\s*([^}:]*?)\s*(?:::\.(0+)\s*)?\}\}/g;

/**
 * Options of `resolveFacts`: the page's language (by default the file's, `localeOfFile`), the registry, and a
 * definition's own figures (the numeric exports of its formula.ts, scripts/lib/definitions.ts `loadFormulaFigures`), quoted by the same token.
 */
export interface ResolveFactsOptions {
  locale?: Locale;
  facts?: Record<string, Fact>;
  figures?: Readonly<Record<string, number>>;
}

/**
 * Replaces every `{{fact:NAME}}` in a markdown text with the fact as a page in the file's language writes it
 * (`about.es.md`, `x.es.md`, `x.es.yaml`: Spanish; or `options.locale`), or with the definition's own figure NAME
 * (`options.figures`) as a number in that language (with exactly as many decimals as a `::.00` skeleton asks);
 * throws naming `file` and every unknown NAME, every NAME that is both (one name, one figure), a skeleton on a
 * registry fact (its unit says how it is written), and every fact said in words that has no wording in that language.
 */
export function resolveFacts(file: string, markdown: string, options: ResolveFactsOptions = {}): string {
  const { locale = localeOfFile(file), figures = {} } = options;
  const facts: Record<string, Fact> = options.facts ?? FACTS;
  const names = [...markdown.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const own = (key: string) => Object.hasOwn(figures, key);
  const unknown = names.filter((key) => !Object.hasOwn(facts, key) && !own(key));
  const ambiguous = [...new Set(names)].filter((key) => Object.hasOwn(facts, key) && own(key));
  const skeletonOnFact = [...markdown.matchAll(PLACEHOLDER)]
    .filter((match) => match[2] !== undefined && !own(match[1] ?? ''))
    .map((match) => match[0]);
  const unworded = [...new Set(names)].filter(
    (key) =>
      Object.hasOwn(facts, key) && facts[key]?.unit === 'text' && wordingOf(facts[key], locale) === undefined,
  );
  if (unknown.length > 0 || unworded.length > 0 || ambiguous.length > 0 || skeletonOnFact.length > 0) {
    throw new Error(
      [
        ...unknown.map((key) => `${file}: unknown fact key "${key}" in {{fact:${key}}}`),
        ...skeletonOnFact.map(
          (token) => `${file}: ${token}: a ::.0 skeleton formats a figure of the formula only`,
        ),
        ...ambiguous.map(
          (key) =>
            `${file}: "${key}" in {{fact:${key}}} is both a registry fact and an export of the formula`,
        ),
        ...unworded.map(
          (key) => `${file}: fact "${key}" has no ${locale} wording in src/engine/fact-registry.ts`,
        ),
      ].join('\n'),
    );
  }
  return markdown.replace(PLACEHOLDER, (_, key: string, zeros: string | undefined) =>
    own(key)
      ? formatNumber(figures[key] as number, zeros ? zeros.length : { maxDecimals: 6 }, locale)
      : formatFact(facts[key] as Fact, locale),
  );
}

/** The facts whose `reviewBy` date is before `today` (YYYY-MM-DD), by name. */
export function staleFacts(today: string, facts: Record<string, Fact> = FACTS): string[] {
  return Object.entries(facts)
    .filter(([, fact]) => fact.reviewBy < today)
    .map(([key, fact]) => `${key} (reviewBy ${fact.reviewBy}; ${fact.source.url})`);
}
