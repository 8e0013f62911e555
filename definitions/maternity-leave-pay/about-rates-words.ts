/**
 * The words of about-rates.ts's table and sentences, in each language an about page is written in (about.md,
 * about.es.md). Build only, like about-rates.ts: the figures come in as already written (money with its dollar sign, rates in percent), the words
 * around them come from here.
 */
import { formatDate, formatIsoDate, formatList } from '@/engine';
import type { StateData } from './data';
import translation from './es';
import type { StateParams } from './state-messages';

/** The languages an about page of this calculator is written in. */
export type AboutLang = 'en' | 'es';

/** How about-rates.ts writes its figures (rates in percent without the sign, money with its dollar sign). */
export interface AboutFigures {
  num: (value: number) => string;
  usd: (value: number) => string;
  /** Rhode Island's quarter rate, two decimals. */
  quarter: (value: number) => string;
}

/** The words about-rates.ts puts around the figures. */
export interface AboutWords {
  list: (items: readonly string[]) => string;
  date: (iso: string) => string;
  label: (state: StateData) => string;
  /** Each state's rate rule in a few words, by the state's data id. */
  rules: (p: StateParams, f: AboutFigures) => Record<string, () => string>;
  startsFrom: (when: string) => string;
  disabilityOnly: string;
  capFrom: (date: string) => string;
  yearNotConfirmed: (year: string) => string;
  notConfirmedAfter: (date: string) => string;
  familyWeeksFrom: (first: number, weeks: number | undefined, year: string) => string;
  none: string;
  combined: (weeks: number) => string;
  header: string;
  waitingDays: (days: number) => string;
  waiting: (states: string, days: string) => string;
}

const english: AboutWords = {
  // "a, b and c" (no serial comma, as the about text writes lists).
  list: (items) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''),
  date: (iso) => formatIsoDate(iso),
  label: (state) => state.label,
  rules: (p, { num, usd, quarter }) => {
    const aboveHalf = `% up to half the state average weekly wage, ${num(p.rate1)}% above`;
    return {
      california: () =>
        `${num(p.rate0)}% up to ${usd(p.top0)} a week, ${num(p.rate1)}% above (never less than the ${num(p.rate0)}% tier's top)`,
      'new york': () =>
        `disability ${num(p.disabilityRate)}% to ${usd(p.disabilityCap)}; Paid Family Leave ${num(p.rate0)}%`,
      'new jersey': () => `${num(p.rate0)}%`,
      'rhode island': () =>
        `${quarter(p.quarterRate)}% of the best quarter (${num(p.rate0)}% of a steady weekly wage)`,
      massachusetts: () => `${num(p.rate0)}${aboveHalf}`,
      connecticut: () => `${num(p.rate0)}% up to 40 × minimum wage, ${num(p.rate1)}% above`,
      maryland: () => 'no benefits before 2027',
      oregon: () => `${num(p.rate0)}% up to 65% of the state average weekly wage, ${num(p.rate1)}% above`,
      washington: () => `${num(p.rate0)}${aboveHalf}`,
      colorado: () => `${num(p.rate0)}${aboveHalf}`,
      'district of columbia': () =>
        `${num(p.rate0)}% up to 150% of 40 × minimum wage, ${num(p.rate1)}% above`,
      delaware: () => `${num(p.rate0)}%`,
      minnesota: () => `${num(p.rate0)}% / ${num(p.rate1)}% / ${num(p.rate2)}% tiers`,
      maine: () => `${num(p.rate0)}${aboveHalf}`,
      hawaii: () => `${num(p.rate0)}%`,
      vermont: () => 'voluntary insurance only',
    };
  },
  startsFrom: (when) => ` (from ${when})`,
  disabilityOnly: ' (disability only)',
  capFrom: (date) => ` from ${date}`,
  yearNotConfirmed: (year) => ` (${year} not confirmed)`,
  notConfirmedAfter: (date) => ` (not confirmed after ${date})`,
  familyWeeksFrom: (first, weeks, year) => `${first} (${weeks} from ${year})`,
  none: 'none',
  combined: (weeks) => ` (${weeks} combined)`,
  header: '| State | Rate rule | Weekly cap | Weeks for a birth (disability + family) |',
  waitingDays: (days) => `${days}-day`,
  waiting: (states, days) => `${states} start a disability claim with a ${days} waiting period`,
};

const spanish: AboutWords = {
  list: (items) => formatList(items, 'es-US'),
  date: (iso) => formatDate(iso, 'long', 'es-US'),
  // The state names of the Spanish form (es.ts), so the table and the select agree.
  label: (state) => translation.texts[state.label] ?? state.label,
  rules: (p, { num, usd, quarter }) => {
    const aboveHalf = `% hasta la mitad del salario semanal promedio del estado, ${num(p.rate1)}% por encima`;
    return {
      california: () =>
        `${num(p.rate0)}% hasta ${usd(p.top0)} por semana, ${num(p.rate1)}% por encima (nunca menos que el tope del tramo del ${num(p.rate0)}%)`,
      'new york': () =>
        `discapacidad ${num(p.disabilityRate)}% hasta ${usd(p.disabilityCap)}; Paid Family Leave ${num(p.rate0)}%`,
      'new jersey': () => `${num(p.rate0)}%`,
      'rhode island': () =>
        `${quarter(p.quarterRate)}% del mejor trimestre (${num(p.rate0)}% de un salario semanal estable)`,
      massachusetts: () => `${num(p.rate0)}${aboveHalf}`,
      connecticut: () => `${num(p.rate0)}% hasta 40 × el salario mínimo, ${num(p.rate1)}% por encima`,
      maryland: () => 'sin beneficios antes de 2027',
      oregon: () =>
        `${num(p.rate0)}% hasta el 65% del salario semanal promedio del estado, ${num(p.rate1)}% por encima`,
      washington: () => `${num(p.rate0)}${aboveHalf}`,
      colorado: () => `${num(p.rate0)}${aboveHalf}`,
      'district of columbia': () =>
        `${num(p.rate0)}% hasta el 150% de 40 × el salario mínimo, ${num(p.rate1)}% por encima`,
      delaware: () => `${num(p.rate0)}%`,
      minnesota: () => `tramos de ${num(p.rate0)}% / ${num(p.rate1)}% / ${num(p.rate2)}%`,
      maine: () => `${num(p.rate0)}${aboveHalf}`,
      hawaii: () => `${num(p.rate0)}%`,
      vermont: () => 'solo seguro voluntario',
    };
  },
  // A year as it is ("desde 2026"), a day with its article ("desde el 1 de mayo de 2026").
  startsFrom: (when) => ` (desde ${/^\d{4}$/.test(when) ? when : `el ${when}`})`,
  disabilityOnly: ' (solo discapacidad)',
  capFrom: (date) => ` desde el ${date}`,
  yearNotConfirmed: (year) => ` (${year} no confirmado)`,
  notConfirmedAfter: (date) => ` (no confirmado después del ${date})`,
  familyWeeksFrom: (first, weeks, year) => `${first} (${weeks} desde ${year})`,
  none: 'ninguna',
  combined: (weeks) => ` (${weeks} en total)`,
  header: '| Estado | Regla de la tasa | Tope semanal | Semanas por un nacimiento (discapacidad + familia) |',
  waitingDays: (days) => `${days} días`,
  waiting: (states, days) =>
    `${states} empiezan una solicitud por discapacidad con un periodo de espera de ${days}`,
};

/** The about words of each language. */
export const ABOUT_WORDS: Record<AboutLang, AboutWords> = { en: english, es: spanish };
