/**
 * The values of the facts pages quote, one named constant each, so a calculator's browser chunk carries only the
 * values its formula imports. Unit, source, year and review dates of each are in `fact-registry.ts` (build and tests
 * only), under the same name; markdown quotes them as `{{fact:NAME}}`.
 */

import type { Locale } from './intl';

/**
 * A fact said in words rather than as a figure: its wording in each language the site writes, side by side, so a
 * Spanish page quotes the same fact, never a retyped one (`npm run generate` names a 'text' fact lacking one). Each
 * wording is also a constant of its own (`X`, `X_ES`), so a page's chunk carries only its own language's.
 */
export type Wording = Readonly<Record<Locale, string>>;

/** Tax year of the federal tax figures below. */
export const TAX_YEAR = 2026;

/** Dependent care FSA / assistance exclusion per household (IRC §129 as amended by P.L. 119-21), USD. */
export const DEPENDENT_CARE_FSA_LIMIT = 7500;
/** The same limit for a married person filing separately, USD. */
export const DEPENDENT_CARE_FSA_LIMIT_MFS = 3750;
/** Child and dependent care credit: the most expenses that count for one qualifying person, USD. */
export const CARE_CREDIT_EXPENSES_ONE = 3000;
/** Child and dependent care credit: the most expenses that count for two or more, USD. */
export const CARE_CREDIT_EXPENSES_TWO_OR_MORE = 6000;
/** Child and dependent care credit rate, lowest and highest, percent of counted expenses (P.L. 119-21). */
export const CARE_CREDIT_RATE = [20, 50] as const;
/** Cash wages to a household employee from which Social Security and Medicare taxes are due, USD a year. */
export const HOUSEHOLD_EMPLOYEE_THRESHOLD = 3000;
/** Employee deferral limit for 401(k), 403(b) and most 457 plans, USD. */
export const RETIREMENT_401K_LIMIT = 24500;
/** 401(k) catch-up contribution from age 50, USD. */
export const RETIREMENT_401K_CATCH_UP = 8000;
/** IRA contribution limit, USD. */
export const IRA_LIMIT = 7500;
/** IRA catch-up contribution from age 50, USD. */
export const IRA_CATCH_UP = 1100;
/** Family copayment cap in the federal child care subsidy program (CCDF, 2024 rule), percent of income. */
export const CCDF_COPAYMENT_CAP = 7;

/** Last completed week of the first trimester (ACOG: the first trimester runs to 13 weeks 6 days). */
export const FIRST_TRIMESTER_LAST_WEEK = 13;
/** First week of the third trimester (ACOG: from 28 weeks 0 days). */
export const THIRD_TRIMESTER_FIRST_WEEK = 28;

/** IOM 2009 weekly gain in the 2nd and 3rd trimesters, kg a week, mean and range: BMI under 18.5. */
export const IOM_WEEKLY_GAIN_UNDERWEIGHT = { mean: 0.51, min: 0.44, max: 0.58 } as const;
/** The same for BMI 18.5–24.9. */
export const IOM_WEEKLY_GAIN_NORMAL = { mean: 0.42, min: 0.35, max: 0.5 } as const;
/** The same for BMI 25–29.9. */
export const IOM_WEEKLY_GAIN_OVERWEIGHT = { mean: 0.28, min: 0.23, max: 0.33 } as const;
/** The same for BMI 30 and above. */
export const IOM_WEEKLY_GAIN_OBESE = { mean: 0.22, min: 0.17, max: 0.27 } as const;

/** Caffeine in pregnancy: less than this a day (ACOG Committee Opinion 462), mg. */
export const CAFFEINE_PREGNANCY_LIMIT = 200;
/** What that limit is in coffee, the one way every page says it (ACOG: about one 12-ounce cup of brewed coffee). */
export const CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE = 'about one 12-ounce (350 mL) cup of brewed coffee';
/** The same in Spanish, as Spanish pages and advice quote it. */
export const CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_ES =
  'aproximadamente una taza de 12 oz (350 mL) de café filtrado';
/** Both wordings, as the facts registry holds them (one fact, its words per language). */
export const CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_WORDING: Wording = {
  'en-US': CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE,
  'es-US': CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_ES,
};
/** Adequate intake of fibre for women aged 19–50 (National Academies DRI), g a day. */
export const FIBRE_ADEQUATE_INTAKE_WOMEN = 25;
/** Adequate intake of fibre for women from 51 (National Academies DRI), g a day. */
export const FIBRE_ADEQUATE_INTAKE_WOMEN_51_PLUS = 21;
/** Protein RDA for adults (National Academies DRI), g per kg of body weight a day. */
export const PROTEIN_RDA = 0.8;
/** Protein range of the Dietary Guidelines for Americans 2025–2030, g per kg of body weight a day. */
export const PROTEIN_DGA_2025 = [1.2, 1.6] as const;
/** Extra energy while breastfeeding a baby of 0–6 months (National Academies DRI; net of fat stores), kcal a day. */
export const BREASTFEEDING_EXTRA_KCAL = 330;
/** Months without a period after which a doctor should be seen (secondary amenorrhoea). */
export const MISSED_PERIODS_MONTHS = 3;
/** Usual adult cycle length, days (OWH). */
export const CYCLE_LENGTH_TYPICAL = [21, 35] as const;
/** Fertility awareness-based methods, pregnancies per 100 women in a year of typical use (CDC). */
export const FERTILITY_AWARENESS_TYPICAL_FAILURE = [2, 23] as const;
/** IUD and implant, pregnancies per 100 women in a year of typical use: fewer than this (CDC). */
export const LARC_TYPICAL_FAILURE = 1;
/** When to repeat a negative home pregnancy test if the period has still not come (NHS; Mayo Clinic). */
const PREGNANCY_TEST_RETEST = 'after a few days to a week';
/** The same in Spanish, as Spanish pages and advice quote it. */
const PREGNANCY_TEST_RETEST_ES = 'entre unos días y una semana después';
/** Both wordings, as the facts registry holds them (one fact, its words per language). */
export const PREGNANCY_TEST_RETEST_WORDING: Wording = {
  'en-US': PREGNANCY_TEST_RETEST,
  'es-US': PREGNANCY_TEST_RETEST_ES,
};
/** How many babies are born on their estimated due date, said one way (Khambalia et al. 2013: 4%). */
export const BORN_ON_DUE_DATE = 'about 1 in 20';
/** The same in Spanish, as Spanish pages and advice quote it. */
export const BORN_ON_DUE_DATE_ES = 'alrededor de 1 de cada 20';
/** Both wordings, as the facts registry holds them (one fact, its words per language). */
export const BORN_ON_DUE_DATE_WORDING: Wording = { 'en-US': BORN_ON_DUE_DATE, 'es-US': BORN_ON_DUE_DATE_ES };
