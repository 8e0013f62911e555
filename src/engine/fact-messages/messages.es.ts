import { defineMessages } from '../define';

/** Las palabras alrededor de la cifra de un dato (fact-messages/messages.ts en español). */
export default defineMessages({
  unit: `{unit, select,
    percent {{figure}%}
    kgPerWeek {{figure} kg por semana}
    kcal {{figure} kcal}
    kcalPerDay {{figure} kcal al día}
    mgPerDay {{figure} mg al día}
    gPerDay {{figure} g al día}
    gPerKgPerDay {{figure} g por kg de peso corporal al día}
    days {{figure} {count, plural, one {día} other {días}}}
    months {{figure} {count, plural, one {mes} other {meses}}}
    weeksDays {semana {figure}}
    per100WomenPerYear {{figure} de cada 100 mujeres al año}
    other {{figure}}}`,
  period: `{of, select,
    taxYear {año fiscal {year}}
    federalRule {norma federal de {year}}
    other {{year}}}`,
});
