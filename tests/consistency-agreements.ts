import { getPath } from '../src/engine';
import { addDaysIso, daysBetween } from '../src/engine/cycle';

// What each calculator's page states twice, for the consistency test (tests/unit/consistency.test.ts).

export type Json = Record<string, unknown>;

/** One computed page: what went in, what came out, the calculation lines, and every text the result holds. */
export interface Page {
  input: Json;
  result: Json;
  explain: string[];
  texts: string[];
  today: string;
}

/** A figure as the page states it somewhere, and the figure it must agree with. */
export interface Agreement {
  what: string;
  stated: unknown;
  expected: unknown;
}

/** A number written in text: Unicode minus, thousands commas; undefined when there is none. */
export function readNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /([+−-]?)(\d[\d,]*(?:\.\d+)?)/.exec(text);
  if (!match) return undefined;
  const value = Number((match[2] ?? '').replaceAll(',', ''));
  return match[1] === '−' || match[1] === '-' ? -value : value;
}

/** Every capture of `pattern` in the page's texts, as numbers (one array per match). */
function statements(page: Page, pattern: RegExp): { text: string; numbers: (number | undefined)[] }[] {
  const found: { text: string; numbers: (number | undefined)[] }[] = [];
  for (const text of page.texts) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
      found.push({ text: match[0], numbers: match.slice(1).map((group) => readNumber(group)) });
    }
  }
  return found;
}

const at = (page: Page, path: string) => getPath(page.result, path);
/**
 * Every string a result holds, for checks that read its text; strings under a key in `skip` are left out (links'
 * addresses by default).
 */
export function textsOf(value: unknown, skip: ReadonlySet<string> = new Set(['href']), key = ''): string[] {
  if (typeof value === 'string') return skip.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, skip, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => textsOf(item, skip, name));
  return [];
}

export const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals + 0;
/** The unit a weekly change is shown in to this visitor: what they typed their weight in. */
const shownUnit = (page: Page) => (page.input.weightUnit === 'lbs' ? 'lbs' : 'kg');

/** The row of a band table whose written range holds `value` ("Below 0.80", "0.80–0.84", "0.85 or more", "21–24%"). */
function bandOf(rows: Json[], key: string, value: number): Json | undefined {
  return rows.find((row) => {
    const text = String(row[key]);
    const numbers = [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
    const [low = Number.NaN, high = Number.NaN] = numbers;
    if (/^below|^under/i.test(text)) return value < low;
    if (/or more|and above|or higher/i.test(text)) return value >= low;
    const step = (String(high).split('.')[1] ?? '').length;
    return value >= low && value < high + 10 ** -step;
  });
}

/** What each calculator states twice: optional (a calculator without an entry gets the general checks only). */
export const AGREEMENTS: Record<string, (page: Page) => Agreement[]> = {
  // The reading, the headline outside pregnancy, the urgent flag and the pregnancy row come from the formula's ids
  // and one message each (issue #25): they agree by construction. What words can still get wrong stays.
  'blood-pressure': (page) => [
    {
      what: 'the table has a row for the category',
      stated: (at(page, 'bands') as Json[]).some((band) => band.category === at(page, 'category')),
      expected: true,
    },
    // An urgent result leads with its action and lists nothing that softens it (issue 24).
    ...(at(page, 'severity') === 'urgent'
      ? [
          {
            what: 'urgent advice holds no routine step',
            stated: (at(page, 'advice') as string[]).filter((line) =>
              /\bsoon\b|occasions|few months/.test(line),
            ),
            expected: [],
          },
          {
            what: 'urgent advice starts with the action',
            stated: (at(page, 'advice') as string[])[0]?.slice(0, 20),
            expected: String(at(page, 'action')).slice(0, 20),
          },
        ]
      : []),
  ],
  // Both healthy ranges come from one computation (fromCanonical is the identity in kg): by construction.
  bmi: () => [],
  // The activity table's calories are tdeeValues' figures (present.ts) and the advice takes the BMR as a parameter.
  bmr: () => [],
  'body-fat': (page) => [
    // The table's ranges ("21–24%") are typed in messages.ts, the bounds in the formula: two copies of one figure.
    {
      what: 'category vs the ranges table',
      stated: at(page, 'category'),
      expected: bandOf(at(page, 'ranges') as Json[], 'range', Number(at(page, 'bodyFatPercentage')))
        ?.category,
    },
  ],
  // Weekly changes, the options table and every figure in the advice come from one value each (weeklyChange,
  // calorieBreakdown, deficitValues, tdee) passed to the messages. What a new message could still get wrong stays.
  calorie: (page) =>
    // A message may write a unit itself ("0.5 kg/week"): nothing makes it the unit the visitor typed.
    (at(page, 'recommendations') as string[]).flatMap((text) =>
      [...text.matchAll(/\d (kg|lbs?)\/week/g)].map((match) => ({
        what: `recommendation "${text.slice(0, 60)}…": weekly change in the visitor's unit`,
        stated: match[1] === 'kg' ? 'kg' : 'lbs',
        expected: shownUnit(page),
      })),
    ),
  'childcare-cost': (page) => [
    // Both are rounded to cents separately (the annual from the unrounded monthly): the roundings could part.
    {
      what: 'annual cost ÷ 12 vs monthly cost',
      stated: at(page, 'monthlyCost'),
      expected: round(Number(at(page, 'annualCost')) / 12, 2),
    },
  ],
  // Both ages are counted from due − 280 and the conception date in one place (formula.ts), and the "counted from the
  // last period" sentence is chosen by present.ts exactly when the last period is due − 280: by construction.
  conception: () => [],
  // Ages and the difference are written by messages from the formula's day counts: by construction.
  'crl-dating': () => [],
  // The table, the average, shortest, longest, the next period and the links' cycle all come from the formula's one
  // list of lengths and its one whole-day average: by construction.
  'cycle-length': () => [],
  // The weeks text and the countdown are written by messages from the formula's counts, and the week-40 milestone is
  // the due date minus 0 weeks: by construction.
  'due-date': () => [],
  'education-savings': (page) => {
    const years = at(page, 'yearByYear') as Json[];
    const last = years[years.length - 1] ?? {};
    // The table's last year and the headline figures are computed twice (year × 12 months vs months): they must meet.
    // The shortfall and the gap are computed from the headline figures: by construction.
    return [
      {
        what: 'table: savings in the last year',
        stated: last.savings,
        expected: at(page, 'projectedSavings'),
      },
      { what: 'table: cost in the last year', stated: last.cost, expected: at(page, 'futureCost') },
    ];
  },
  // The total growth and the months to the target are computed once from the inputs and the day count: by construction.
  'hair-growth': () => [],
  // Every sentence takes the rise and the doubling time as parameters of its message: by construction.
  'hcg-doubling': () => [],
  // Zones share their fractions (each starts where the last ends) by construction; each holds at least one whole
  // beat (it ends a beat below the next) and the top stays.
  'heart-rate-zones': (page) => {
    const zones = at(page, 'zones') as { min: number; max: number }[];
    if (!at(page, 'hasZones'))
      return [{ what: 'no zones without a reserve', stated: zones.length, expected: 0 }];
    return [
      ...zones.map((zone, index) => ({
        what: `zone ${index + 1} holds at least one beat`,
        stated: zone.max >= zone.min,
        expected: true,
      })),
      {
        what: 'top of zone 5 = maximum',
        stated: zones[zones.length - 1]?.max,
        expected: at(page, 'maxHeartRate'),
      },
    ];
  },
  // The table's rows hold the same three rounded weights as the headline figures: by construction.
  'ideal-weight': () => [],
  // The summary takes the weeks and days as parameters: by construction. The due date and the last-period
  // equivalent come from the fertilization date by two separate constants that must add up to 280 days.
  'ivf-due-date': (page) => [
    {
      what: 'due date = LMP-equivalent + 280',
      stated: at(page, 'dueDate'),
      expected: addDaysIso(String(at(page, 'lmpEquivalent')), 280),
    },
  ],
  // The split rows spread the same protein, carbs and fat values, and the notes take their figures as parameters: by
  // construction. The three shares are set separately per goal and preference: nothing makes them add up to 100.
  macro: (page) => [
    {
      what: 'shares add up to 100%',
      stated: (at(page, 'split') as Json[]).reduce((sum, row) => sum + Number(row.percentage), 0),
      expected: 100,
    },
  ],
  'maternity-leave-pay': (page) => [
    {
      what: 'income gap = regular pay − leave pay',
      stated: at(page, 'incomeGap'),
      expected: round(Number(at(page, 'totalRegularPay')) - Number(at(page, 'totalLeavePay')), 2),
    },
    {
      // The headline's weekly figure is what the whole leave pays a week, not one period's rate (a visitor
      // review found $1,305 headlined while 10 of 16 weeks paid $470).
      what: 'average weekly pay = total leave pay ÷ weeks of leave',
      stated: at(page, 'averageWeeklyPay'),
      expected: round(Number(at(page, 'totalLeavePay')) / Number(at(page, 'leaveWeeks')), 2),
    },
    {
      what: 'the weekly breakdown adds up to the total leave pay',
      stated: at(page, 'totalLeavePay'),
      expected: round(
        (at(page, 'weeklyBreakdown') as { total: number }[]).reduce((sum, row) => sum + Number(row.total), 0),
        2,
      ),
    },
    // The emergency fund is said in weeks: "3 months" read beside the page's 4.33-week months gave another figure.
    {
      what: 'every emergency fund the page names says how many weeks of pay it is',
      stated: statements(page, /emergency fund of \$[\d,.]+/i).length,
      expected: statements(page, /emergency fund of \$[\d,.]+ \(\d+ weeks at \d+% of your pay\)/i).length,
    },
  ],
  // Ovulation and the window come from the next period in one function (cycleDates): by construction.
  ovulation: () => [],
  // The window comes from ovulation in cycleDates: by construction. The calendar's cell is chosen by present.ts from
  // overlapping marks (ovulation over period over fertile): a change there could hide the ovulation day.
  'period-tracker': (page) => [
    {
      what: 'calendar marks the ovulation day',
      stated: (at(page, 'calendarData') as { days: Json[] }[])
        .flatMap((month) => month.days)
        .find((day) => day.date === at(page, 'ovulationDay'))?.status,
      expected: 'ovulation',
    },
  ],
  // The total is base + extra once; the stages table computes each row's total again: the two must meet.
  'pregnancy-calories': (page) => [
    {
      what: 'stages table row',
      stated: (at(page, 'stages') as Json[]).find((stage) => stage.stage === at(page, 'stage'))?.total,
      expected: at(page, 'totalCalories'),
    },
  ],
  // The days until the test are counted from the test date in the formula: by construction.
  'pregnancy-test-timing': () => [],
  // The gain text, the shown gain and the chart at her week come from the same values and functions (expectedGainAt,
  // bandAt) as the stated figures, written by messages: by construction.
  'pregnancy-weight-gain': () => [],
  // The counts are day numbers, the dates come from them one by one (cycleDay): a date span and its count, and the
  // stretches' edges, are separate figures that must meet. (fertileDays = last − first + 1 is one line: it went.)
  'safe-days': (page) => [
    {
      what: 'fertile window length',
      stated: daysBetween(String(at(page, 'fertileStart')), String(at(page, 'fertileEnd'))) + 1,
      expected: at(page, 'fertileDays'),
    },
    {
      what: 'days to avoid counted',
      stated: daysBetween(String(at(page, 'avoidStart')), String(at(page, 'avoidEnd'))) + 1,
      expected: at(page, 'avoidDays'),
    },
    {
      what: 'lower-chance days end the day before the days to avoid',
      stated: addDaysIso(String(at(page, 'lowerChanceBefore.end')), 1),
      expected: at(page, 'avoidStart'),
    },
    {
      what: 'lower-chance days start the day after the days to avoid',
      stated: addDaysIso(String(at(page, 'avoidEnd')), 1),
      expected: at(page, 'lowerChanceAfter.start'),
    },
  ],
  // The headline, the activity table (allTDEEValues' figures, present.ts), the targets' weekly changes (weeklyChange)
  // and the advice's figures (parameters) are one value each: by construction.
  tdee: () => [],
  // The category and the bands table's ranges both come from WHTR_BANDS and the ratio rounded as shown: by construction.
  'waist-to-height': () => [],
  // The category and the table come from WHR_BANDS, the WHO row's status from WHO_RATIO_THRESHOLD: by construction.
  // The colour follows the bands' 0.85 and the WHO row the threshold, typed twice: they must agree.
  'waist-to-hip-ratio': (page) => {
    const ratio = Number(at(page, 'ratio'));
    const who = (at(page, 'healthRisks') as Json[])[0] ?? {};
    const threshold = readNumber(String(who.threshold)) ?? Number.NaN;
    return [
      {
        what: `headline colour vs the WHO row ("${String(who.threshold)}")`,
        stated: at(page, 'severity') === 'risk',
        expected: ratio >= threshold,
      },
    ];
  },
  // Litres and the hourly figure come from the one total (the hourly one as a parameter): by construction. The
  // distribution's slots are split from the total separately: parts and whole must meet.
  'water-intake': (page) => [
    {
      what: 'distribution adds up to the total (within rounding)',
      stated:
        Math.abs(
          (at(page, 'distribution') as Json[]).reduce((sum, row) => sum + Number(row.ml), 0) -
            Number(at(page, 'totalIntakeML')),
        ) <= 3,
      expected: true,
    },
  ],
  // Remaining and each difference are computed once by the formula, never read back from text: by construction.
  'wedding-budget': () => [],
  // Percentiles and z's are the formula's one value, spread into the measure's block and the sentence's parameter: by
  // construction. The sentences type figures the formula also holds: its 0.1/99.9 caps ("below the 0.1st") and its
  // 3rd/97th limits for "talk to your doctor" (in the list, or on a card of its own for a tail).
  'baby-growth': (page) =>
    (['weight', 'length', 'head'] as const).flatMap((measure) => {
      const percentile = at(page, `${measure}Percentile`) as number | undefined;
      if (percentile === undefined) return [];
      const name = { weight: 'Weight', length: 'Length', head: 'Head circumference' }[measure];
      const sentence = (at(page, 'summary') as string[]).find((text) => text.startsWith(`${name}:`));
      // A list since 1af9d36 (the list block draws it): read as one text.
      const outside = ((at(page, 'outside') as string[] | undefined) ?? []).join(' ');
      const said = /below the 0\.1st/.test(sentence ?? '')
        ? 0.1
        : /above the 99\.9th/.test(sentence ?? '')
          ? 99.9
          : readNumber(sentence);
      return [
        { what: `${measure}: the sentence "${sentence}"`, stated: said, expected: percentile },
        {
          what: `${measure}: "talk to your doctor" exactly when below the 3rd or above the 97th`,
          stated:
            outside.includes(`${name.toLowerCase()} below the 3rd`) ||
            outside.includes(`${name.toLowerCase()} above the 97th`) ||
            at(page, `concern.${measure}`) !== undefined,
          expected: percentile < 3 || percentile > 97,
        },
      ];
    }),
  // The percent of the 95th and the obesity class come with the obesity category and from one percent: by
  // construction. What stays compares figures rounded or clamped apart.
  'child-bmi': (page) => {
    const percentile = at(page, 'percentile') as number;
    const percent = at(page, 'percentOf95th') as number | undefined;
    return [
      // The category is judged on the unrounded percentile; the one shown is never rounded up onto 5, 85 or 95.
      {
        what: 'category from the percentile shown',
        stated: at(page, 'category'),
        expected:
          percentile < 5
            ? 'Underweight'
            : percentile < 85
              ? 'Healthy weight'
              : percentile < 95
                ? 'Overweight'
                : 'Obesity',
      },
      // The percent comes from the exact BMI and BMI at the 95th; the page shows both rounded to one decimal.
      ...(percent === undefined
        ? []
        : [
            {
              what: 'percent of the 95th ≈ BMI ÷ BMI at the 95th (both shown to one decimal)',
              stated:
                Math.abs(percent - ((at(page, 'bmi') as number) / (at(page, 'bmiAt95th') as number)) * 100) <
                0.6,
              expected: true,
            },
          ]),
    ];
  },
};
