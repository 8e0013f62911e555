/**
 * What about.md quotes from the rates data (`{{rate:NAME@DATE}}`, `{{rates:NAME}}`), so the page's tables and
 * figures are the figures the calculation uses. Build only (read by `npm run generate` and the tests): it parses
 * both data files through the zod schema first, so a bad record fails the build.
 */
import { formatMoney, formatNumber, formatPercent, recordFor } from '@/engine';
import type { AboutRates } from '@/engine/rate-registry';
import { ABOUT_WORDS, type AboutLang, type AboutWords } from './about-rates-words';
import { programOf, type StateData, type StatePeriod } from './data';
import { SCENARIO_WEEKS, WEEKS_PER_MONTH } from './formula';
import { parseMaternityRates } from './rates-schema';
import { stateParams } from './state-messages';

/** A sum as a legal figure is quoted: "$1,500", "$722.50" (cents only when there are any). */
const usd = (value: number) => formatMoney(value, { cents: 'auto' });
/** A rate (0.6006) as a percentage: "60.06%", "90%". */
const pct = (rate: number) => formatPercent(rate * 100, { maxDecimals: 2 });

type Rates = ReturnType<typeof parseMaternityRates>;

/** A rate already in percent (90, 60.06), as the about table quotes it. */
const num = (value: number) => formatNumber(value, { maxDecimals: 2 });

/**
 * A state's rate rule in a few words, for the about page's table only (so these words ship in no page's code; the
 * result's words are in messages.ts). The figures come from the record, as the calculation reads them.
 */
function aboutRule(state: StateData, period: StatePeriod, words: AboutWords): string {
  const p = stateParams(state, period);
  const rules = words.rules(p, { num, usd, quarter: (value) => formatNumber(value, 2) });
  const rule = rules[state.id];
  if (!rule) throw new Error(`about-rates.ts: no about-table rule for the state '${state.id}'; add one`);
  return rule();
}

const money = (value: unknown) => (typeof value === 'number' ? usd(value) : undefined);
const whole = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : undefined);

/** A figure of a state record: a field of the record, of its main program (maxWeekly…) or of `figures`. */
function stateFigure(period: StatePeriod, field: string): string | undefined {
  const main = programOf(period, 'familyLeave') ?? programOf(period, 'disability');
  const disability = programOf(period, 'disability');
  switch (field) {
    case 'maxWeekly':
      return money(main?.maxWeekly);
    case 'rate':
      return main?.bands[0] ? pct(main.bands[0].rate) : undefined;
    case 'disability.maxWeekly':
      return money(disability?.maxWeekly);
    case 'disability.rate':
      return disability?.bands[0] ? pct(disability.bands[0].rate) : undefined;
    case 'minimumAnnualEarnings':
      return money(period.minimumAnnualEarnings);
    case 'waitingPeriod':
      return whole(period.waitingPeriod);
    case 'figures.quarterRate':
      return period.figures.quarterRate === undefined
        ? undefined
        : `${formatNumber(period.figures.quarterRate, 2)}%`;
    default: {
      const band = /^rate\.(\d)$/.exec(field);
      if (band) {
        const item = main?.bands[Number(band[1])];
        return item ? pct(item.rate) : undefined;
      }
      return field.startsWith('figures.') ? money(period.figures[field.slice('figures.'.length)]) : undefined;
    }
  }
}

/** The state-table row of one state: label, rate rule, caps over the records, weeks for a birth. */
function stateRow(state: StateData, horizon: string, words: AboutWords): string | undefined {
  const paying = state.periods.filter((period) => period.paysBenefits);
  const newest = paying.at(-1) ?? state.periods.at(-1);
  if (!newest || state.id === 'other') return undefined;
  const rule = aboutRule(state, newest, words);
  const first = paying[0];
  const starts =
    first && first !== state.periods[0]
      ? words.startsFrom(
          first.validFrom.endsWith('-01-01') ? first.validFrom.slice(0, 4) : words.date(first.validFrom),
        )
      : '';
  const disabilityOnly =
    paying.length > 0 && paying.every((period) => !period.familyLeave) ? words.disabilityOnly : '';
  const label = words.label(state);
  if (paying.length === 0) return `| ${label} | ${rule} | — | — |`;

  const caps: string[] = [];
  let last: number | undefined;
  for (const period of paying) {
    const main = programOf(period, 'familyLeave') ?? programOf(period, 'disability');
    if (!main || main.maxWeekly === last) continue;
    const when =
      last !== undefined && !period.validFrom.endsWith('-01-01')
        ? words.capFrom(words.date(period.validFrom))
        : '';
    caps.push(`${usd(main.maxWeekly)}${when}`);
    last = main.maxWeekly;
  }
  const ownDisability = [...new Set(paying.map((period) => period.disability?.benefit?.maxWeekly))].filter(
    (cap): cap is number => cap !== undefined,
  );
  const end = paying.at(-1)?.validTo ?? horizon;
  const carried = newest.carriedOver?.includes('maxWeekly')
    ? words.yearNotConfirmed(newest.validFrom.slice(0, 4))
    : '';
  const capText = `${ownDisability.map((cap) => `${usd(cap)}; `).join('')}${caps.join(' → ')}${carried}${
    end < horizon ? words.notConfirmedAfter(words.date(end)) : ''
  }`;
  const disabilityWeeks = newest.disability?.maxWeeks;
  const familyWeeks = newest.familyLeave?.maxWeeks;
  const firstFamilyWeeks = paying[0]?.familyLeave?.maxWeeks;
  const familyText =
    firstFamilyWeeks !== undefined && firstFamilyWeeks !== familyWeeks
      ? words.familyWeeksFrom(firstFamilyWeeks, familyWeeks, newest.validFrom.slice(0, 4))
      : String(familyWeeks);
  const weeks =
    disabilityWeeks !== undefined && familyWeeks !== undefined
      ? `${disabilityWeeks} + ${familyText}`
      : disabilityWeeks !== undefined
        ? `${disabilityWeeks} + ${words.none}`
        : String(familyWeeks ?? '—');
  // A combined cap only means something where two programs share it.
  const combined =
    newest.combinedMaxWeeks === null || !newest.disability || !newest.familyLeave
      ? ''
      : words.combined(newest.combinedMaxWeeks);
  return `| ${label}${starts}${disabilityOnly} | ${rule} | ${capText} | ${weeks}${combined} |`;
}

/** The about page's figures and tables from the given data (the data files by default). */
export function maternityAboutRates(
  rates: Rates = parseMaternityRates(),
  lang: AboutLang = 'en',
): AboutRates {
  const words = ABOUT_WORDS[lang];
  const { states } = rates.states;
  const horizon =
    states
      .flatMap((state) => state.periods.map((period) => period.validTo))
      .sort()
      .at(-1) ?? '';
  const planningFigure = (field: string, date: string): string | undefined => {
    const plan = recordFor(rates.planning.planning, date).record;
    const tax = plan.stateTaxPercent + plan.federalTaxPercent;
    const figures: Record<string, string> = {
      taxPercent: `${tax}%`,
      takeHomePercent: `${100 - tax}%`,
      stateTaxPercent: `${plan.stateTaxPercent}%`,
      federalTaxPercent: `${plan.federalTaxPercent}%`,
      childcarePerWeek: usd(plan.childcarePerWeek),
      savingsMonths: whole(plan.savingsMonths) ?? '',
      emergencyFundWeeks: whole(plan.emergencyFundWeeks) ?? '',
      emergencyFundPercentOfPay: `${plan.emergencyFundPercentOfPay}%`,
      weeksPerMonth: String(WEEKS_PER_MONTH),
      scenarioWeeks: words.list(SCENARIO_WEEKS.map(String)),
    };
    return Object.hasOwn(figures, field) ? figures[field] : undefined;
  };
  const fmlaFigure = (field: string, date: string): string | undefined => {
    const value = (recordFor(rates.planning.fmla, date).record as Record<string, unknown>)[field];
    return ['leaveWeeks', 'monthsWorked', 'hoursWorked', 'employees', 'miles'].includes(field)
      ? whole(value)
      : undefined;
  };
  return {
    figure(name, date) {
      const [table = '', ...rest] = name.split('.');
      const field = rest.join('.');
      const when = date ?? horizon;
      if (table === 'planning') return planningFigure(field, when);
      if (table === 'fmla') return fmlaFigure(field, when);
      const state = states.find((entry) => entry.id === table);
      return state ? stateFigure(recordFor(state.periods, when).record, field) : undefined;
    },
    blocks: {
      states: () =>
        [
          words.header,
          '|---|---|---|---|',
          ...states.flatMap((state) => stateRow(state, horizon, words) ?? []),
        ].join('\n'),
      'waiting-periods': () => {
        const withWait = states.filter((state) =>
          state.periods.some((period) => period.paysBenefits && period.waitingPeriod > 0),
        );
        const days = [
          ...new Set(withWait.flatMap((state) => state.periods.map((period) => period.waitingPeriod))),
        ]
          .filter((day) => day > 0)
          .map(words.waitingDays);
        return words.waiting(words.list(withWait.map(words.label)), words.list(days));
      },
    },
  };
}

/**
 * What `npm run generate` calls: the about rates in a language (English by default; `'es'` for about.es.md, whose
 * table and sentences then speak Spanish around the same figures).
 */
export default (lang: AboutLang = 'en'): AboutRates => maternityAboutRates(parseMaternityRates(), lang);
