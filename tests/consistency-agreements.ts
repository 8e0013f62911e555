import { getPath } from '../src/engine';
import { addDaysIso, daysBetween } from '../src/engine/cycle';
import { KCAL_PER_KG } from '../src/engine/energy';
import { UNITS } from '../src/engine/units';

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
/** kg a week for a steady daily calorie change, at the 2 decimals the pages show, from the one energy constant. */
const kgPerWeek = (dailyKcal: number) => round((dailyKcal * 7) / KCAL_PER_KG, 2);

/** All the places in `paths` state the same value. */
function same(page: Page, what: string, paths: string[]): Agreement[] {
  const [first, ...rest] = paths;
  return rest.map((path) => ({
    what: `${what}: ${path} vs ${first}`,
    stated: at(page, path),
    expected: at(page, first ?? ''),
  }));
}

/** "N kcal a day less/more" or "a deficit/surplus of N kcal" in the same sentence as "M kg": M is N × 7 ÷ 7,700. */
function kcalToKgTexts(page: Page): Agreement[] {
  return [
    ...statements(page, /(\d[\d,]*) kcal a day (?:less|more)[^.]*?(\d+(?:\.\d+)?) kg/),
    ...statements(page, /(?:deficit|surplus) of (\d[\d,]*) kcal[^.]*?(\d+(?:\.\d+)?) kg/),
  ].map(({ text, numbers: [kcal = Number.NaN, kg] }) => ({
    what: `text "${text}" at ${KCAL_PER_KG} kcal/kg`,
    stated: kg,
    expected: Math.abs(kgPerWeek(kcal)),
  }));
}

/** Pounds a week for a steady daily calorie change, at 2 decimals, from the same constant and the site's lb factor. */
const lbsPerWeek = (dailyKcal: number) => round((dailyKcal * 7) / KCAL_PER_KG / UNITS.lbs.factor, 2);

/** The unit a weekly change is shown in to this visitor: what they typed their weight in. */
const shownUnit = (page: Page) => (page.input.weightUnit === 'lbs' ? 'lbs' : 'kg');

/** A weekly change as the page shows it: the figure in the visitor's unit, and that unit. */
function shownChange(page: Page, what: string, text: unknown, dailyKcal: number): Agreement[] {
  const unit = shownUnit(page);
  return [
    {
      what: `${what}: "${String(text)}" in the visitor's unit`,
      stated: { figure: readNumber(String(text)), unit: /\blbs?\/week/.test(String(text)) ? 'lbs' : 'kg' },
      expected: { figure: unit === 'lbs' ? lbsPerWeek(dailyKcal) : kgPerWeek(dailyKcal), unit },
    },
  ];
}

/** Rows of a "what changes" table: each row's kg/week figure is its calorie change × 7 ÷ 7,700. */
function kgColumn(page: Page, rows: string, base: number): Agreement[] {
  return (at(page, rows) as Json[]).map((row) => ({
    what: `${rows} row "${String(row.option ?? row.goal)}": ${String(row.change)} for ${Number(row.calories) - base} kcal/day`,
    stated: readNumber(String(row.change)),
    expected: kgPerWeek(Number(row.calories) - base),
  }));
}

/** The same rows' shown change ("Weekly change" column), in the visitor's weight unit. */
function shownColumn(page: Page, rows: string, base: number): Agreement[] {
  return (at(page, rows) as Json[]).flatMap((row) =>
    shownChange(
      page,
      `${rows} row "${String(row.option ?? row.goal)}"`,
      row.changeShown,
      Number(row.calories) - base,
    ),
  );
}

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

const weekText = (weeks: number, days: number) =>
  `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ${days} ${days === 1 ? 'day' : 'days'}`;

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
  bmr: (page) => [
    ...(at(page, 'activityTable') as Json[]).map((row) => ({
      what: `activity table ${String(row.level)}`,
      stated: row.calories,
      expected: at(page, `tdeeValues.${String(row.level)}`),
    })),
    ...statements(page, /uses about (\d[\d,]*) kcal a day at complete rest/).map(({ numbers }) => ({
      what: 'recommendation: BMR',
      stated: numbers[0],
      expected: at(page, 'bmr'),
    })),
  ],
  'body-fat': (page) => [
    {
      what: 'category vs the ranges table',
      stated: at(page, 'category'),
      expected: bandOf(at(page, 'ranges') as Json[], 'range', Number(at(page, 'bodyFatPercentage')))
        ?.category,
    },
  ],
  calorie: (page) => {
    const tdee = Number(at(page, 'tdee'));
    const target = Number(at(page, 'targetCalories'));
    const breakdown = at(page, 'calorieBreakdown') as Json;
    const options = at(page, 'options') as Json[];
    return [
      {
        what: 'weekly change from the target shown',
        stated: at(page, 'weeklyWeightChange'),
        expected: kgPerWeek(target - tdee),
      },
      {
        what: 'headline target vs the 1,200 kcal minimum the page states',
        stated: target >= 1200,
        expected: true,
      },
      ...kgColumn(page, 'options', tdee),
      ...shownColumn(page, 'options', tdee),
      ...shownChange(page, 'headline weekly change', at(page, 'weeklyWeightChangeShown'), target - tdee),
      ...Object.values(breakdown).map((calories, index) => ({
        what: `options row ${index} vs calorieBreakdown`,
        stated: options[index]?.calories,
        expected: calories,
      })),
      ...kcalToKgTexts(page),
      ...statements(page, /changes your weight by about ([+−-]?\d+(?:\.\d+)?) (?:kg|lbs?)\/week/).flatMap(
        ({ text }) => shownChange(page, 'recommendation: weekly change', text, target - tdee),
      ),
      ...(at(page, 'recommendations') as string[]).flatMap((text) =>
        [...text.matchAll(/\d (kg|lbs?)\/week/g)].map((match) => ({
          what: `recommendation "${text.slice(0, 60)}…": weekly change in the visitor's unit`,
          stated: match[1] === 'kg' ? 'kg' : 'lbs',
          expected: shownUnit(page),
        })),
      ),
      ...statements(page, /you use about (\d[\d,]*) kcal a day/).map(({ numbers }) => ({
        what: 'recommendation: TDEE',
        stated: numbers[0],
        expected: tdee,
      })),
    ];
  },
  'childcare-cost': (page) => [
    {
      what: 'annual cost ÷ 12 vs monthly cost',
      stated: at(page, 'monthlyCost'),
      expected: round(Number(at(page, 'annualCost')) / 12, 2),
    },
  ],
  conception: (page) => {
    const age = at(page, 'gestationalAge');
    const countedFromLastPeriod = statements(
      page,
      /Gestational age is counted from the first day of the last period/,
    ).map(() => ({
      what: 'text: gestational age counted from the last period shown',
      stated: at(page, 'lmpDate'),
      expected: addDaysIso(String(page.input.dueDate), -280),
    }));
    if (age === null)
      return [
        ...countedFromLastPeriod,
        { what: 'no fetal age without a gestational age', stated: at(page, 'fetalAge'), expected: null },
      ];
    // One cycle model for the site: weeks of pregnancy are counted from due − 280 days (as on the due date page).
    const days = daysBetween(addDaysIso(String(page.input.dueDate), -280), page.today);
    const fetalDays = daysBetween(String(at(page, 'conceptionDate')), page.today);
    return [
      ...countedFromLastPeriod,
      { what: 'gestational age vs the due date', stated: age, expected: Math.max(0, Math.floor(days / 7)) },
      {
        what: 'fetal age vs the conception date',
        stated: at(page, 'fetalAge'),
        expected: Math.max(0, Math.floor(fetalDays / 7)),
      },
      {
        what: 'gestational age vs the due date (40 weeks; more than two weeks past it, no pregnancy ages)',
        stated: Number(age) <= 42,
        expected: true,
      },
    ];
  },
  // Ages and the difference are written by messages from the formula's day counts: by construction.
  'crl-dating': () => [],
  'cycle-length': (page) => {
    const lengths = at(page, 'cycleLengths') as number[];
    const average = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
    const dates = page.input.dates as string[];
    return [
      { what: 'average of the table', stated: at(page, 'averageCycleLength'), expected: round(average, 1) },
      {
        what: 'table lengths',
        stated: (at(page, 'cycles') as Json[]).map((row) => row.length),
        expected: lengths,
      },
      { what: 'shortest', stated: at(page, 'shortest'), expected: Math.min(...lengths) },
      { what: 'longest', stated: at(page, 'longest'), expected: Math.max(...lengths) },
      {
        what: 'next period = last date + average',
        stated: at(page, 'nextPeriodDate'),
        expected: addDaysIso(dates[dates.length - 1] ?? '', Math.round(average)),
      },
      ...statements(page, /(\d+)-day cycle/).map(({ numbers }) => ({
        what: 'link: cycle length',
        stated: numbers[0],
        expected: Math.round(average),
      })),
    ];
  },
  // The weeks text and the countdown are written by messages from the formula's counts, and the week-40 milestone is
  // the due date minus 0 weeks: by construction.
  'due-date': () => [],
  'education-savings': (page) => {
    const years = at(page, 'yearByYear') as Json[];
    const last = years[years.length - 1] ?? {};
    return [
      {
        what: 'table: savings in the last year',
        stated: last.savings,
        expected: at(page, 'projectedSavings'),
      },
      { what: 'table: cost in the last year', stated: last.cost, expected: at(page, 'futureCost') },
      {
        what: 'shortfall = cost − savings',
        stated: at(page, 'shortfall'),
        expected: round(Number(at(page, 'futureCost')) - Number(at(page, 'projectedSavings')), 2),
      },
      {
        what: 'gap shown = shortfall, never below 0',
        stated: at(page, 'gap'),
        expected: Math.max(0, Number(at(page, 'shortfall'))),
      },
    ];
  },
  'hair-growth': (page) => {
    const target = at(page, 'timeToTarget') as { days: number; months: number } | null;
    return [
      {
        what: 'total growth',
        stated: at(page, 'totalGrowth'),
        expected: round(Number(page.input.currentLength) - Number(page.input.startLength), 2),
      },
      ...(target
        ? [{ what: 'months to target', stated: target.months, expected: round(target.days / 30.44, 1) }]
        : []),
    ];
  },
  // Every sentence takes the rise and the doubling time as parameters of its message: by construction.
  'hcg-doubling': () => [],
  // Zones share their fractions (each starts where the last ends) by construction; width and the top stay.
  'heart-rate-zones': (page) => {
    const zones = at(page, 'zones') as { min: number; max: number }[];
    if (!at(page, 'hasZones'))
      return [{ what: 'no zones without a reserve', stated: zones.length, expected: 0 }];
    return [
      ...zones.map((zone, index) => ({
        what: `zone ${index + 1} is at least 1 bpm wide`,
        stated: zone.max > zone.min,
        expected: true,
      })),
      {
        what: 'top of zone 5 = maximum',
        stated: zones[zones.length - 1]?.max,
        expected: at(page, 'maxHeartRate'),
      },
    ];
  },
  'ideal-weight': (page) => {
    const rows = at(page, 'formulas') as Json[];
    return [
      { what: 'Hamwi row', stated: rows[0]?.kg, expected: at(page, 'hamwiWeight') },
      { what: 'Robinson row', stated: rows[1]?.kg, expected: at(page, 'robinsonWeight') },
      { what: 'Miller row', stated: rows[2]?.kg, expected: at(page, 'millerWeight') },
    ];
  },
  'ivf-due-date': (page) => {
    const { weeks, days } = (at(page, 'gestationalAge') ?? {}) as { weeks?: number; days?: number };
    return [
      {
        what: 'due date = LMP-equivalent + 280',
        stated: at(page, 'dueDate'),
        expected: addDaysIso(String(at(page, 'lmpEquivalent')), 280),
      },
      ...(weeks === undefined || days === undefined
        ? []
        : [
            {
              what: 'summary',
              stated: String(at(page, 'summary')).startsWith(weekText(weeks, days)),
              expected: true,
            },
          ]),
    ];
  },
  macro: (page) => {
    const split = at(page, 'split') as Json[];
    return [
      ...same(page, 'protein', ['protein.grams', 'split.0.grams']),
      ...same(page, 'carbs', ['carbs.grams', 'split.1.grams']),
      ...same(page, 'fat', ['fat.grams', 'split.2.grams']),
      {
        what: 'shares add up to 100%',
        stated: split.reduce((sum, row) => sum + Number(row.percentage), 0),
        expected: 100,
      },
      ...statements(page, /^(\d+) g of carbs/).map(({ numbers }) => ({
        what: 'text: carb grams',
        stated: numbers[0],
        expected: at(page, 'carbs.grams'),
      })),
      ...statements(page, /(Protein|Carbs) (?:at|already has protein at) (\d+)%/i).map(
        ({ text, numbers }) => ({
          what: `text "${text}"`,
          stated: numbers[1],
          expected: at(page, `${/carbs/i.test(text) ? 'carbs' : 'protein'}.percentage`),
        }),
      ),
    ];
  },
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
  ovulation: (page) => [
    {
      what: 'ovulation = next period − 14',
      stated: at(page, 'ovulationDate'),
      expected: addDaysIso(String(at(page, 'nextPeriodDate')), -14),
    },
    {
      what: 'window starts 5 days before ovulation',
      stated: at(page, 'fertileWindow.start'),
      expected: addDaysIso(String(at(page, 'ovulationDate')), -5),
    },
  ],
  'period-tracker': (page) => {
    const days = (at(page, 'calendarData') as { days: Json[] }[]).flatMap((month) => month.days);
    return [
      {
        what: 'window starts 5 days before ovulation',
        stated: at(page, 'fertileWindowStart'),
        expected: addDaysIso(String(at(page, 'ovulationDay')), -5),
      },
      {
        what: 'calendar marks the ovulation day',
        stated: days.find((day) => day.date === at(page, 'ovulationDay'))?.status,
        expected: 'ovulation',
      },
    ];
  },
  'pregnancy-calories': (page) => {
    const row = (at(page, 'stages') as Json[]).find((stage) => stage.stage === at(page, 'stage'));
    return [
      {
        what: 'total = base + extra',
        stated: at(page, 'totalCalories'),
        expected: Number(at(page, 'baseCalories')) + Number(at(page, 'extraCalories')),
      },
      { what: 'stages table row', stated: row?.total, expected: at(page, 'totalCalories') },
    ];
  },
  'pregnancy-test-timing': (page) => [
    {
      what: 'days until the reliable test',
      stated: at(page, 'daysUntilReliableTest'),
      expected: Math.max(0, daysBetween(page.today, String(at(page, 'reliableTestDate')))),
    },
  ],
  // The gain text, the shown gain and the chart at her week come from the same values and functions (expectedGainAt,
  // bandAt) as the stated figures, written by messages: by construction.
  'pregnancy-weight-gain': () => [],
  'safe-days': (page) => [
    {
      what: 'fertile days counted',
      stated: at(page, 'fertileDays'),
      expected: Number(at(page, 'lastFertileDay')) - Number(at(page, 'firstFertileDay')) + 1,
    },
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
  tdee: (page) => {
    const tdee = Number(at(page, 'tdee'));
    return [
      {
        what: 'TDEE at the chosen level',
        stated: tdee,
        expected: at(page, `allTDEEValues.${String(page.input.activityLevel)}`),
      },
      ...(at(page, 'activityTable') as Json[]).map((row) => ({
        what: `activity table ${String(row.level)}`,
        stated: row.calories,
        expected: at(page, `allTDEEValues.${String(row.level)}`),
      })),
      ...kgColumn(page, 'targets', tdee),
      ...shownColumn(page, 'targets', tdee),
      ...kcalToKgTexts(page),
      ...statements(page, /you use about (\d[\d,]*) kcal a day/).map(({ numbers }) => ({
        what: 'recommendation: TDEE',
        stated: numbers[0],
        expected: tdee,
      })),
    ];
  },
  'waist-to-height': (page) => [
    {
      what: 'category vs the bands table',
      stated: at(page, 'category'),
      expected: bandOf(at(page, 'bands') as Json[], 'range', Number(at(page, 'ratio')))?.category,
    },
  ],
  'waist-to-hip-ratio': (page) => {
    const ratio = Number(at(page, 'ratio'));
    const who = (at(page, 'healthRisks') as Json[])[0] ?? {};
    const threshold = readNumber(String(who.threshold)) ?? Number.NaN;
    return [
      {
        what: 'category vs the bands table',
        stated: at(page, 'category'),
        expected: bandOf(at(page, 'bands') as Json[], 'range', ratio)?.category,
      },
      {
        what: `headline colour vs the WHO row ("${String(who.threshold)}")`,
        stated: at(page, 'severity') === 'risk',
        expected: ratio >= threshold,
      },
      {
        what: 'WHO row status',
        stated: String(who.status).startsWith('At or above'),
        expected: ratio >= threshold,
      },
    ];
  },
  'water-intake': (page) => {
    const ml = Number(at(page, 'totalIntakeML'));
    return [
      { what: 'litres', stated: at(page, 'totalIntakeLiters'), expected: round(ml / 1000, 1) },
      ...statements(page, /about (\d[\d,]*) mL an hour/).map(({ numbers }) => ({
        what: 'text: hourly',
        stated: numbers[0],
        expected: at(page, 'hourlyIntake'),
      })),
      {
        what: 'distribution adds up to the total (within rounding)',
        stated:
          Math.abs((at(page, 'distribution') as Json[]).reduce((sum, row) => sum + Number(row.ml), 0) - ml) <=
          3,
        expected: true,
      },
    ];
  },
  // Remaining and each difference are computed once by the formula, never read back from text: by construction.
  'wedding-budget': () => [],
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
        ...same(page, `${measure} percentile`, [`${measure}Percentile`, `${measure}.percentile`]),
        ...same(page, `${measure} z`, [`${measure}Z`, `${measure}.z`]),
        { what: `${measure}: the sentence "${sentence}"`, stated: said, expected: percentile },
        {
          what: `${measure}: "talk to your doctor" exactly when below the 3rd or above the 97th`,
          stated:
            outside.includes(`${name.toLowerCase()} below the 3rd`) ||
            outside.includes(`${name.toLowerCase()} above the 97th`),
          expected: percentile < 3 || percentile > 97,
        },
      ];
    }),
  'child-bmi': (page) => {
    const percentile = at(page, 'percentile') as number;
    const category =
      percentile < 5
        ? 'Underweight'
        : percentile < 85
          ? 'Healthy weight'
          : percentile < 95
            ? 'Overweight'
            : 'Obesity';
    const percent = at(page, 'percentOf95th') as number | undefined;
    const severe = String(at(page, 'severeObesity') ?? '');
    return [
      { what: 'category from the percentile shown', stated: at(page, 'category'), expected: category },
      {
        what: 'percent of the 95th only with obesity',
        stated: percent !== undefined,
        expected: category === 'Obesity',
      },
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
            {
              what: 'obesity class from the percent shown',
              stated: severe.slice(0, 7),
              expected: percent >= 140 ? 'Class 3' : percent >= 120 ? 'Class 2' : 'Class 1',
            },
          ]),
    ];
  },
};
