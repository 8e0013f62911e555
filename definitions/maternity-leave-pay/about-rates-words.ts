/**
 * The words of the about page's rates tables and figures (about-rates.ts) in each language the site writes. Build
 * only: like the table itself, these words ship in no page's code. Figures arrive already formatted for the locale.
 */
import type { DateStyle, Locale } from '@/engine';
import type { StateParams } from './state-messages';

/** The figures of a rule, formatted for the page's locale. */
export interface RuleFigures {
  /** A rate already in percent: "90", "60.06". */
  num: (value: number) => string;
  /** A sum: "$1,500", "$722.50". */
  usd: (value: number) => string;
  /** A number with 2 decimals: "4.62". */
  two: (value: number) => string;
}

/** The words of one language. */
export interface AboutRatesWords {
  /** The state's name as the table writes it (the data's English label by default). */
  stateName: (id: string, label: string) => string;
  /** Each state's rate rule in a few words, by the state's id (a state missing here fails the build). */
  rules: Record<string, (p: StateParams, f: RuleFigures) => string>;
  header: string;
  /** How the table writes a day ("Jul 01, 2025"; "1 de julio de 2025"). */
  dateStyle: DateStyle;
  /** After the state's name: benefits start later than the data, in a year ("2026") or on a day. */
  startsFrom: (when: string, isDay: boolean) => string;
  disabilityOnly: string;
  /** A cap that changes mid-year: " from Jul 01, 2025". */
  capFrom: (date: string) => string;
  /** The newest year's cap is carried over, not confirmed. */
  yearNotConfirmed: (year: string) => string;
  /** The data ends before the table's horizon. */
  notConfirmedAfter: (date: string) => string;
  /** Family-leave weeks that changed: "8 (12 from 2026)". */
  weeksFrom: (first: number, now: string, year: string) => string;
  /** Disability weeks and no family leave. */
  disabilityWeeksOnly: (weeks: number) => string;
  combined: (weeks: number) => string;
  /** The last joint of a list: "a, b and c". */
  and: string;
  /** The waiting-periods sentence: the states and the lengths (in days) of their waits. */
  waitingPeriods: (states: string, days: readonly number[], list: (items: string[]) => string) => string;
}

/** English and Spanish; a locale missing here is a type error. */
export const ABOUT_RATES_WORDS: Record<Locale, AboutRatesWords> = {
  'en-US': {
    stateName: (_id, label) => label,
    rules: {
      california: (p, f) =>
        `${f.num(p.rate0)}% up to ${f.usd(p.top0)} a week, ${f.num(p.rate1)}% above (never less than the ${f.num(p.rate0)}% tier's top)`,
      'new york': (p, f) =>
        `disability ${f.num(p.disabilityRate)}% to ${f.usd(p.disabilityCap)}; Paid Family Leave ${f.num(p.rate0)}%`,
      'new jersey': (p, f) => `${f.num(p.rate0)}%`,
      'rhode island': (p, f) =>
        `${f.two(p.quarterRate)}% of the best quarter (${f.num(p.rate0)}% of a steady weekly wage)`,
      massachusetts: (p, f) =>
        `${f.num(p.rate0)}% up to half the state average weekly wage, ${f.num(p.rate1)}% above`,
      connecticut: (p, f) => `${f.num(p.rate0)}% up to 40 × minimum wage, ${f.num(p.rate1)}% above`,
      maryland: () => 'no benefits before 2027',
      oregon: (p, f) =>
        `${f.num(p.rate0)}% up to 65% of the state average weekly wage, ${f.num(p.rate1)}% above`,
      washington: (p, f) =>
        `${f.num(p.rate0)}% up to half the state average weekly wage, ${f.num(p.rate1)}% above`,
      colorado: (p, f) =>
        `${f.num(p.rate0)}% up to half the state average weekly wage, ${f.num(p.rate1)}% above`,
      'district of columbia': (p, f) =>
        `${f.num(p.rate0)}% up to 150% of 40 × minimum wage, ${f.num(p.rate1)}% above`,
      delaware: (p, f) => `${f.num(p.rate0)}%`,
      minnesota: (p, f) => `${f.num(p.rate0)}% / ${f.num(p.rate1)}% / ${f.num(p.rate2)}% tiers`,
      maine: (p, f) =>
        `${f.num(p.rate0)}% up to half the state average weekly wage, ${f.num(p.rate1)}% above`,
      hawaii: (p, f) => `${f.num(p.rate0)}%`,
      vermont: () => 'voluntary insurance only',
    },
    dateStyle: 'short',
    header: '| State | Rate rule | Weekly cap | Weeks for a birth (disability + family) |',
    startsFrom: (when) => ` (from ${when})`,
    disabilityOnly: ' (disability only)',
    capFrom: (date) => ` from ${date}`,
    yearNotConfirmed: (year) => ` (${year} not confirmed)`,
    notConfirmedAfter: (date) => ` (not confirmed after ${date})`,
    weeksFrom: (first, now, year) => `${first} (${now} from ${year})`,
    disabilityWeeksOnly: (weeks) => `${weeks} + none`,
    combined: (weeks) => ` (${weeks} combined)`,
    and: 'and',
    waitingPeriods: (states, days, list) =>
      `${states} start a disability claim with a ${list(days.map((day) => `${day}-day`))} waiting period`,
  },
  'es-US': {
    // The names a Spanish sentence uses (as messages.es.ts's stateName); the others are the same in Spanish.
    stateName: (id, label) =>
      ({
        'new york': 'Nueva York',
        'new jersey': 'Nueva Jersey',
        oregon: 'Oregón',
        'district of columbia': 'Distrito de Columbia',
        hawaii: 'Hawái',
        other: 'Otro estado',
      })[id] ?? label,
    rules: {
      california: (p, f) =>
        `${f.num(p.rate0)}% hasta ${f.usd(p.top0)} por semana, ${f.num(p.rate1)}% por encima (nunca menos que el tope del tramo del ${f.num(p.rate0)}%)`,
      'new york': (p, f) =>
        `discapacidad ${f.num(p.disabilityRate)}% hasta ${f.usd(p.disabilityCap)}; Paid Family Leave ${f.num(p.rate0)}%`,
      'new jersey': (p, f) => `${f.num(p.rate0)}%`,
      'rhode island': (p, f) =>
        `${f.two(p.quarterRate)}% del mejor trimestre (${f.num(p.rate0)}% de un salario semanal estable)`,
      massachusetts: (p, f) =>
        `${f.num(p.rate0)}% hasta la mitad del salario semanal promedio del estado, ${f.num(p.rate1)}% por encima`,
      connecticut: (p, f) => `${f.num(p.rate0)}% hasta 40 × el salario mínimo, ${f.num(p.rate1)}% por encima`,
      maryland: () => 'sin beneficios antes de 2027',
      oregon: (p, f) =>
        `${f.num(p.rate0)}% hasta el 65% del salario semanal promedio del estado, ${f.num(p.rate1)}% por encima`,
      washington: (p, f) =>
        `${f.num(p.rate0)}% hasta la mitad del salario semanal promedio del estado, ${f.num(p.rate1)}% por encima`,
      colorado: (p, f) =>
        `${f.num(p.rate0)}% hasta la mitad del salario semanal promedio del estado, ${f.num(p.rate1)}% por encima`,
      'district of columbia': (p, f) =>
        `${f.num(p.rate0)}% hasta el 150% de 40 × el salario mínimo, ${f.num(p.rate1)}% por encima`,
      delaware: (p, f) => `${f.num(p.rate0)}%`,
      minnesota: (p, f) => `tramos de ${f.num(p.rate0)}% / ${f.num(p.rate1)}% / ${f.num(p.rate2)}%`,
      maine: (p, f) =>
        `${f.num(p.rate0)}% hasta la mitad del salario semanal promedio del estado, ${f.num(p.rate1)}% por encima`,
      hawaii: (p, f) => `${f.num(p.rate0)}%`,
      vermont: () => 'solo seguro voluntario',
    },
    dateStyle: 'long',
    header:
      '| Estado | Regla de la tasa | Tope semanal | Semanas por un nacimiento (discapacidad + familiar) |',
    startsFrom: (when, isDay) => ` (desde ${isDay ? 'el ' : ''}${when})`,
    disabilityOnly: ' (solo discapacidad)',
    capFrom: (date) => ` desde el ${date}`,
    yearNotConfirmed: (year) => ` (${year} sin confirmar)`,
    notConfirmedAfter: (date) => ` (sin confirmar después del ${date})`,
    weeksFrom: (first, now, year) => `${first} (${now} desde ${year})`,
    disabilityWeeksOnly: (weeks) => `${weeks} + ninguna`,
    combined: (weeks) => ` (${weeks} en total)`,
    and: 'y',
    waitingPeriods: (states, days, list) =>
      `en ${states}, una solicitud por discapacidad empieza con un periodo de espera de ${list(days.map(String))} días`,
  },
};
