/**
 * What about.md quotes from the rates data (`{{rate:NAME@DATE}}`, `{{rates:NAME}}`), so the page's tables and
 * figures are the figures the calculation uses. Build only (read by `npm run generate` and the tests): it parses
 * both data files through the zod schema first, so a bad record fails the build.
 */
import { formatIsoDate, formatMoney, formatNumber, formatPercent, recordFor } from '@/engine';
import type { AboutRates } from '@/engine/rate-registry';
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
function aboutRule(state: StateData, period: StatePeriod): string {
  const p = stateParams(state, period);
  const aboveHalf = `% up to half the state average weekly wage, ${num(p.rate1)}% above`;
  const rules: Record<string, () => string> = {
    california: () =>
      `${num(p.rate0)}% up to ${usd(p.top0)} a week, ${num(p.rate1)}% above (never less than the ${num(p.rate0)}% tier's top)`,
    'new york': () =>
      `disability ${num(p.disabilityRate)}% to ${usd(p.disabilityCap)}; Paid Family Leave ${num(p.rate0)}%`,
    'new jersey': () => `${num(p.rate0)}%`,
    'rhode island': () =>
      `${formatNumber(p.quarterRate, 2)}% of the best quarter (${num(p.rate0)}% of a steady weekly wage)`,
    massachusetts: () => `${num(p.rate0)}${aboveHalf}`,
    connecticut: () => `${num(p.rate0)}% up to 40 × minimum wage, ${num(p.rate1)}% above`,
    maryland: () => 'no benefits before 2027',
    oregon: () => `${num(p.rate0)}% up to 65% of the state average weekly wage, ${num(p.rate1)}% above`,
    washington: () => `${num(p.rate0)}${aboveHalf}`,
    colorado: () => `${num(p.rate0)}${aboveHalf}`,
    'district of columbia': () => `${num(p.rate0)}% up to 150% of 40 × minimum wage, ${num(p.rate1)}% above`,
    delaware: () => `${num(p.rate0)}%`,
    minnesota: () => `${num(p.rate0)}% / ${num(p.rate1)}% / ${num(p.rate2)}% tiers`,
    maine: () => `${num(p.rate0)}${aboveHalf}`,
    hawaii: () => `${num(p.rate0)}%`,
    vermont: () => 'voluntary insurance only',
  };
  const rule = rules[state.id];
  if (!rule) throw new Error(`about-rates.ts: no about-table rule for the state '${state.id}'; add one`);
  return rule();
}

/** "a, b and c". */
const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
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
function stateRow(state: StateData, horizon: string): string | undefined {
  const paying = state.periods.filter((period) => period.paysBenefits);
  const newest = paying.at(-1) ?? state.periods.at(-1);
  if (!newest || state.id === 'other') return undefined;
  const rule = aboutRule(state, newest);
  const first = paying[0];
  const starts =
    first && first !== state.periods[0]
      ? ` (from ${first.validFrom.endsWith('-01-01') ? first.validFrom.slice(0, 4) : formatIsoDate(first.validFrom)})`
      : '';
  const disabilityOnly =
    paying.length > 0 && paying.every((period) => !period.familyLeave) ? ' (disability only)' : '';
  if (paying.length === 0) return `| ${state.label} | ${rule} | — | — |`;

  const caps: string[] = [];
  let last: number | undefined;
  for (const period of paying) {
    const main = programOf(period, 'familyLeave') ?? programOf(period, 'disability');
    if (!main || main.maxWeekly === last) continue;
    const when =
      last !== undefined && !period.validFrom.endsWith('-01-01')
        ? ` from ${formatIsoDate(period.validFrom)}`
        : '';
    caps.push(`${usd(main.maxWeekly)}${when}`);
    last = main.maxWeekly;
  }
  const ownDisability = [...new Set(paying.map((period) => period.disability?.benefit?.maxWeekly))].filter(
    (cap): cap is number => cap !== undefined,
  );
  const end = paying.at(-1)?.validTo ?? horizon;
  const carried = newest.carriedOver?.includes('maxWeekly')
    ? ` (${newest.validFrom.slice(0, 4)} not confirmed)`
    : '';
  const capText = `${ownDisability.map((cap) => `${usd(cap)}; `).join('')}${caps.join(' → ')}${carried}${
    end < horizon ? ` (not confirmed after ${formatIsoDate(end)})` : ''
  }`;
  const disabilityWeeks = newest.disability?.maxWeeks;
  const familyWeeks = newest.familyLeave?.maxWeeks;
  const firstFamilyWeeks = paying[0]?.familyLeave?.maxWeeks;
  const familyText =
    firstFamilyWeeks !== undefined && firstFamilyWeeks !== familyWeeks
      ? `${firstFamilyWeeks} (${familyWeeks} from ${newest.validFrom.slice(0, 4)})`
      : String(familyWeeks);
  const weeks =
    disabilityWeeks !== undefined && familyWeeks !== undefined
      ? `${disabilityWeeks} + ${familyText}`
      : disabilityWeeks !== undefined
        ? `${disabilityWeeks} + none`
        : String(familyWeeks ?? '—');
  // A combined cap only means something where two programs share it.
  const combined =
    newest.combinedMaxWeeks === null || !newest.disability || !newest.familyLeave
      ? ''
      : ` (${newest.combinedMaxWeeks} combined)`;
  return `| ${state.label}${starts}${disabilityOnly} | ${rule} | ${capText} | ${weeks}${combined} |`;
}

/** The about page's figures and tables from the given data (the data files by default). */
export function maternityAboutRates(rates: Rates = parseMaternityRates()): AboutRates {
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
      scenarioWeeks: list(SCENARIO_WEEKS.map(String)),
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
          '| State | Rate rule | Weekly cap | Weeks for a birth (disability + family) |',
          '|---|---|---|---|',
          ...states.flatMap((state) => stateRow(state, horizon) ?? []),
        ].join('\n'),
      'waiting-periods': () => {
        const withWait = states.filter((state) =>
          state.periods.some((period) => period.paysBenefits && period.waitingPeriod > 0),
        );
        const days = [
          ...new Set(withWait.flatMap((state) => state.periods.map((period) => period.waitingPeriod))),
        ]
          .filter((day) => day > 0)
          .map((day) => `${day}-day`);
        return `${list(withWait.map((state) => state.label))} start a disability claim with a ${list(days)} waiting period`;
      },
    },
  };
}

export default maternityAboutRates;
