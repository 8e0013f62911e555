/**
 * What about.md quotes from the rates data (`{{rate:NAME@DATE}}`, `{{rates:NAME}}`), so the page's tables and
 * figures are the figures the calculation uses. Build only (read by `npm run generate` and the tests): it parses
 * both data files through the zod schema first, so a bad record fails the build.
 */
import { formatMoney, formatNumber, formatPercent, type Locale, recordFor } from '@/engine';
import type { AboutRates } from '@/engine/rate-registry';
import aboutEn, { type Messages as AboutMessages } from './about/messages.en.gen';
import aboutEs from './about/messages.es.gen';
import { programOf, type StateData, type StatePeriod } from './data';
import { SCENARIO_WEEKS, WEEKS_PER_MONTH } from './formula';
import siteEn, { type Messages } from './messages.en.gen';
import siteEs from './messages.es.gen';
import { parseMaternityRates } from './rates-schema';
import { camel, stateParams } from './state-messages';

type Rates = ReturnType<typeof parseMaternityRates>;

/** How the about page writes figures in a locale. */
interface Figures {
  /** A sum: "$1,500", "$722.50". */
  usd: (value: number) => string;
  /** A number with up to 2 decimals: "90", "60.06". */
  num: (value: number) => string;
  /** A number with 2 decimals: "4.62". */
  two: (value: number) => string;
  /** A rate (0.6006) as a percentage: "60.06%", "90%". */
  pct: (rate: number) => string;
  /** A whole number, or undefined for a value that is none. */
  whole: (value: unknown) => string | undefined;
  /** A sum, or undefined for a value that is none. */
  money: (value: unknown) => string | undefined;
  /** "a, b and c" ("a, b y c"). */
  list: (items: readonly string[]) => string;
}

/** The about page's messages of a locale, and the definition's (a state's name in a sentence). */
interface LocaleMessages {
  about: AboutMessages;
  m: Messages;
}

const MESSAGES: Record<Locale, LocaleMessages> = {
  'en-US': { about: aboutEn, m: siteEn },
  'es-US': { about: aboutEs, m: siteEs },
};

/** A state's name in a sentence of the locale. */
const stateName = (words: LocaleMessages, state: StateData) =>
  words.m.stateName({ state: camel(state.id), label: state.label });

/** The figures of a locale, with the messages' list joint and date style. */
function figuresIn(locale: Locale, words: LocaleMessages): Figures {
  /** A sum as a legal figure is quoted: "$1,500", "$722.50" (cents only when there are any). */
  const usd = (value: number) => formatMoney(value, { cents: 'auto' }, locale);
  return {
    usd,
    num: (value) => formatNumber(value, { maxDecimals: 2 }, locale),
    two: (value) => formatNumber(value, 2, locale),
    pct: (rate) => formatPercent(rate * 100, { maxDecimals: 2 }, locale),
    whole: (value) => (typeof value === 'number' ? formatNumber(value, 0, locale) : undefined),
    money: (value) => (typeof value === 'number' ? usd(value) : undefined),
    list: (items) =>
      items.length > 1
        ? `${items.slice(0, -1).join(', ')} ${words.about.and()} ${items.at(-1)}`
        : (items[0] ?? ''),
  };
}

/**
 * A state's rate rule in a few words, for the about page's table only (so these words ship in no page's code; the
 * result's words are in messages.ts). The figures come from the record, as the calculation reads them.
 */
function aboutRule(state: StateData, period: StatePeriod, words: LocaleMessages): string {
  const rule = words.about.rule({ ...stateParams(state, period), state: camel(state.id) });
  if (!rule) throw new Error(`about/messages.ts: no case of \`rule\` for the state '${state.id}'; add one`);
  return rule;
}

/** A figure of a state record: a field of the record, of its main program (maxWeekly…) or of `figures`. */
function stateFigure(period: StatePeriod, field: string, f: Figures): string | undefined {
  const main = programOf(period, 'familyLeave') ?? programOf(period, 'disability');
  const disability = programOf(period, 'disability');
  switch (field) {
    case 'maxWeekly':
      return f.money(main?.maxWeekly);
    case 'rate':
      return main?.bands[0] ? f.pct(main.bands[0].rate) : undefined;
    case 'disability.maxWeekly':
      return f.money(disability?.maxWeekly);
    case 'disability.rate':
      return disability?.bands[0] ? f.pct(disability.bands[0].rate) : undefined;
    case 'minimumAnnualEarnings':
      return f.money(period.minimumAnnualEarnings);
    case 'waitingPeriod':
      return f.whole(period.waitingPeriod);
    case 'combinedMaxWeeks':
      return f.whole(period.combinedMaxWeeks);
    case 'weeksBeforeBirth':
      return f.whole(period.familyLeaveFromBirth?.weeksBeforeBirth);
    case 'disability.maxWeeks':
      return f.whole(period.disability?.maxWeeks);
    case 'familyLeave.maxWeeks':
      return f.whole(period.familyLeave?.maxWeeks);
    // The disability weeks after the birth, where disability also pays the weeks before it (the formula's recovery).
    case 'recoveryWeeks': {
      const before = period.familyLeaveFromBirth?.weeksBeforeBirth;
      const weeks = period.disability?.maxWeeks;
      return before === undefined || weeks === undefined ? undefined : f.whole(weeks - before);
    }
    case 'figures.quarterRate':
      return period.figures.quarterRate === undefined ? undefined : `${f.two(period.figures.quarterRate)}%`;
    default: {
      const band = /^rate\.(\d)$/.exec(field);
      if (band) {
        const item = main?.bands[Number(band[1])];
        return item ? f.pct(item.rate) : undefined;
      }
      return field.startsWith('figures.')
        ? f.money(period.figures[field.slice('figures.'.length)])
        : undefined;
    }
  }
}

/** The state-table row of one state: label, rate rule, caps over the records, weeks for a birth. */
function stateRow(state: StateData, horizon: string, words: LocaleMessages, f: Figures): string | undefined {
  const paying = state.periods.filter((period) => period.paysBenefits);
  const newest = paying.at(-1) ?? state.periods.at(-1);
  if (!newest || state.id === 'other') return undefined;
  const rule = aboutRule(state, newest, words);
  const name = stateName(words, state);
  const first = paying[0];
  const starts =
    first && first !== state.periods[0]
      ? first.validFrom.endsWith('-01-01')
        ? ` ${words.about.startsFromYear({ year: first.validFrom.slice(0, 4) })}`
        : ` ${words.about.startsFromDay({ day: first.validFrom })}`
      : '';
  const disabilityOnly =
    paying.length > 0 && paying.every((period) => !period.familyLeave)
      ? ` ${words.about.disabilityOnly()}`
      : '';
  if (paying.length === 0) return `| ${name} | ${rule} | — | — |`;

  const caps: string[] = [];
  let last: number | undefined;
  for (const period of paying) {
    const main = programOf(period, 'familyLeave') ?? programOf(period, 'disability');
    if (!main || main.maxWeekly === last) continue;
    const when =
      last !== undefined && !period.validFrom.endsWith('-01-01')
        ? ` ${words.about.capFrom({ day: period.validFrom })}`
        : '';
    caps.push(`${f.usd(main.maxWeekly)}${when}`);
    last = main.maxWeekly;
  }
  const ownDisability = [...new Set(paying.map((period) => period.disability?.benefit?.maxWeekly))].filter(
    (cap): cap is number => cap !== undefined,
  );
  const end = paying.at(-1)?.validTo ?? horizon;
  const carried = newest.carriedOver?.includes('maxWeekly')
    ? ` ${words.about.yearNotConfirmed({ year: newest.validFrom.slice(0, 4) })}`
    : '';
  const capText = `${ownDisability.map((cap) => `${f.usd(cap)}; `).join('')}${caps.join(' → ')}${carried}${
    end < horizon ? ` ${words.about.notConfirmedAfter({ day: end })}` : ''
  }`;
  const disabilityWeeks = newest.disability?.maxWeeks;
  const familyWeeks = newest.familyLeave?.maxWeeks;
  const firstFamilyWeeks = paying[0]?.familyLeave?.maxWeeks;
  const familyText =
    firstFamilyWeeks !== undefined && firstFamilyWeeks !== familyWeeks
      ? words.about.weeksFrom({
          first: String(firstFamilyWeeks),
          now: String(familyWeeks),
          year: newest.validFrom.slice(0, 4),
        })
      : String(familyWeeks);
  const weeks =
    disabilityWeeks !== undefined && familyWeeks !== undefined
      ? `${disabilityWeeks} + ${familyText}`
      : disabilityWeeks !== undefined
        ? words.about.disabilityWeeksOnly({ weeks: String(disabilityWeeks) })
        : String(familyWeeks ?? '—');
  // A combined cap only means something where two programs share it.
  const combined =
    newest.combinedMaxWeeks === null || !newest.disability || !newest.familyLeave
      ? ''
      : ` ${words.about.combined({ weeks: String(newest.combinedMaxWeeks) })}`;
  return `| ${name}${starts}${disabilityOnly} | ${rule} | ${capText} | ${weeks}${combined} |`;
}

/** The about page's figures and tables from the given data (the data files by default). */
export default function maternityAboutRates(rates: Rates = parseMaternityRates()): AboutRates {
  const { states } = rates.states;
  const horizon =
    states
      .flatMap((state) => state.periods.map((period) => period.validTo))
      .sort()
      .at(-1) ?? '';
  const planningFigure = (field: string, date: string, f: Figures): string | undefined => {
    const plan = recordFor(rates.planning.planning, date).record;
    const tax = plan.stateTaxPercent + plan.federalTaxPercent;
    const figures: Record<string, string> = {
      taxPercent: `${f.num(tax)}%`,
      takeHomePercent: `${f.num(100 - tax)}%`,
      stateTaxPercent: `${f.num(plan.stateTaxPercent)}%`,
      federalTaxPercent: `${f.num(plan.federalTaxPercent)}%`,
      childcarePerWeek: f.usd(plan.childcarePerWeek),
      savingsMonths: f.whole(plan.savingsMonths) ?? '',
      emergencyFundWeeks: f.whole(plan.emergencyFundWeeks) ?? '',
      emergencyFundPercentOfPay: `${f.num(plan.emergencyFundPercentOfPay)}%`,
      weeksPerMonth: f.num(WEEKS_PER_MONTH),
      scenarioWeeks: f.list(SCENARIO_WEEKS.map((weeks) => f.num(weeks))),
    };
    return Object.hasOwn(figures, field) ? figures[field] : undefined;
  };
  const fmlaFigure = (field: string, date: string, f: Figures): string | undefined => {
    const value = (recordFor(rates.planning.fmla, date).record as Record<string, unknown>)[field];
    return ['leaveWeeks', 'monthsWorked', 'hoursWorked', 'employees', 'miles'].includes(field)
      ? f.whole(value)
      : undefined;
  };
  /** The words and figures of a locale. */
  const inLocale = (locale: Locale) => {
    const words = MESSAGES[locale];
    return { words, f: figuresIn(locale, words) };
  };
  return {
    figure(name, date, locale) {
      const { f } = inLocale(locale);
      const [table = '', ...rest] = name.split('.');
      const field = rest.join('.');
      const when = date ?? horizon;
      if (table === 'planning') return planningFigure(field, when, f);
      if (table === 'fmla') return fmlaFigure(field, when, f);
      const state = states.find((entry) => entry.id === table);
      return state ? stateFigure(recordFor(state.periods, when).record, field, f) : undefined;
    },
    blocks: {
      states: (locale) => {
        const { words, f } = inLocale(locale);
        return [
          words.about.header(),
          '|---|---|---|---|',
          ...states.flatMap((state) => stateRow(state, horizon, words, f) ?? []),
        ].join('\n');
      },
      'waiting-periods': (locale) => {
        const { words, f } = inLocale(locale);
        const withWait = states.filter((state) =>
          state.periods.some((period) => period.paysBenefits && period.waitingPeriod > 0),
        );
        const days = [
          ...new Set(withWait.flatMap((state) => state.periods.map((period) => period.waitingPeriod))),
        ].filter((day) => day > 0);
        const names = withWait.map((state) => stateName(words, state));
        return words.about.waitingPeriods({
          states: f.list(names),
          days: f.list(days.map((day) => words.about.waitingDays({ days: String(day) }))),
        });
      },
    },
  };
}
