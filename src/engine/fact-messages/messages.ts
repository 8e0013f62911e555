import { defineMessages } from '../define';

/**
 * The words around a fact's figure (fact-registry.ts `formatFact`; build and tests only): its unit, by the unit's id in
 * camel case, and the year of a money or legal figure. The figure arrives formatted; `count` chooses the plural.
 */
export default defineMessages({
  unit: `{unit, select,
    percent {{figure}%}
    kgPerWeek {{figure} kg a week}
    kcal {{figure} kcal}
    kcalPerDay {{figure} kcal a day}
    mgPerDay {{figure} mg a day}
    gPerDay {{figure} g a day}
    gPerKgPerDay {{figure} g per kg of body weight a day}
    days {{figure} {count, plural, one {day} other {days}}}
    months {{figure} {count, plural, one {month} other {months}}}
    weeksDays {week {figure}}
    per100WomenPerYear {{figure} in 100 women a year}
    other {{figure}}}`,
  period: `{of, select,
    taxYear {{year} tax year}
    federalRule {{year} federal rule}
    other {{year}}}`,
});
