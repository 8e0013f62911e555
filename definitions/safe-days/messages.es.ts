import { defineMessages } from '@/engine';

/** The Spanish words of the safe days (calendar method) calculator (docs/es/style-guide.md). */
export default defineMessages({
  shortestAfterLongest: 'Tu ciclo más corto no puede ser más largo que tu ciclo más largo.',

  // What the calendar says a day is (a test checks the text and the calendar agree).
  markLastPeriod: 'primer día de tu último periodo',
  markNextPeriod: 'tu próximo periodo puede empezar (del ciclo más corto al más largo)',
  markCalendarFertile: 'evitar: fértil según el método del calendario',
  markStandardDays:
    'evitar: Método de Días Fijos (días {sdmFirst, number, integer}–{sdmLast, number, integer})',
  markLowerChance: 'día de menor probabilidad (no es un día seguro)',

  standardDaysEffectiveness:
    'Con el uso típico, alrededor de 12 de cada 100 mujeres que usan el Método de Días Fijos quedan embarazadas en el primer año (5 de cada 100 cuando siguen las reglas todas las veces), según el Manual de Planificación Familiar de la OMS.',
  groupEffectiveness:
    'Para los métodos basados en el conocimiento de la fertilidad en conjunto, los CDC indican de {low, number, integer} a {high, number, integer} embarazos por cada 100 mujeres en el primer año de uso típico, frente a 7 con la píldora, 13 con el condón masculino y menos de {larc, number, integer} con un DIU o un implante.',
  noStiProtection:
    'Estos métodos no protegen contra las infecciones de transmisión sexual (ITS), incluido el VIH: solo los condones (masculinos o femeninos) lo hacen.',

  countFrom:
    'Cuenta como día 1 el primer día de cada periodo. Con {same, select, yes {ciclos de {shortest, number, integer} días} other {ciclos de {shortest, number, integer} a {longest, number, integer} días}}, los días {first, number, integer} a {last, number, integer} ({days, number, integer} días) son fértiles según el método del calendario.',
  standardDays:
    'El Método de Días Fijos marca los días {sdmFirst, number, integer} a {sdmLast, number, integer}. Evita las relaciones sexuales sin protección todos los días que marque cualquiera de los dos métodos: días {first, number, integer} a {last, number, integer} ({days, number, integer} días).',
  noStandardDays:
    'El Método de Días Fijos (días {sdmFirst, number, integer}–{sdmLast, number, integer}) es solo para mujeres cuyos ciclos duran todos entre {sdmShortest, number, integer} y {sdmLongest, number, integer} días; los tuyos no, así que no se muestra.',
  notSafe:
    'Los días de menor probabilidad no son días seguros: los espermatozoides viven hasta cinco días y la ovulación puede adelantarse o atrasarse en cualquier ciclo.',
  recount:
    'Vuelve a contar desde cada nuevo periodo, y actualiza tu ciclo más corto y tu ciclo más largo a medida que registres más ciclos (el método necesita al menos seis).',
  irregular:
    'Tus ciclos varían mucho, así que el tramo fértil es largo; los métodos del calendario son los menos adecuados para ciclos irregulares.',

  explainFirst:
    'Primer día fértil = ciclo más corto − {firstOffset, number, integer} = {shortest, number, integer} − {firstOffset, number, integer} = día {day, number, integer} = {date, date, short}.',
  explainLast:
    'Último día fértil = ciclo más largo − {lastOffset, number, integer} = {longest, number, integer} − {lastOffset, number, integer} = día {day, number, integer} = {date, date, short} (día 1 = {lastPeriod, date, short}).',
  explainStandardDays:
    'Todos tus ciclos duran entre {sdmShortest, number, integer} y {sdmLongest, number, integer} días, así que también se aplica el Método de Días Fijos: días {sdmFirst, number, integer}–{sdmLast, number, integer}, del {start, date, rangeFrom end} al {end, date, rangeTo start}.',
  explainNoStandardDays:
    'El Método de Días Fijos es solo para ciclos que duran todos entre {sdmShortest, number, integer} y {sdmLongest, number, integer} días, así que no se aplica.',
  explainAvoid:
    'Días que evitar = todos los días que marque cualquiera de los dos métodos = días {first, number, integer}–{last, number, integer}, del {start, date, rangeFrom end} al {end, date, rangeTo start}; los días anteriores y posteriores, hasta tu ciclo más largo, son días de menor probabilidad.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de días seguros (método del calendario)',
  description:
    'Tus días fértiles y de menor probabilidad según el método del calendario, a partir de tu ciclo más corto y el más largo. Ningún día es realmente seguro.',
  keywordSafeDays: 'días seguros',
  keywordCalendarMethod: 'método del calendario',
  keywordRhythmMethod: 'método del ritmo',
  keywordStandardDaysMethod: 'método de días fijos',
  keywordNaturalFamilyPlanning: 'planificación familiar natural',
  keywordContraception: 'anticoncepción',
  keywordBirthControl: 'métodos anticonceptivos',
  audienceNote:
    'Para ciclos de 21 a 45 días que hayas anotado; no es confiable después del parto, durante la lactancia ni cerca de la menopausia.',
  shortestCycle: 'Ciclo más corto',
  yourShortestCycleOf:
    'Tu ciclo más corto de los últimos 6 a 12 meses, del primer día de un periodo al primer día del siguiente: 21–45 días.',
  longestCycle: 'Ciclo más largo',
  yourLongestCycleOf: 'Tu ciclo más largo de esos mismos meses: 21–45 días.',
  theCalendarMethodIs:
    'El método del calendario es una de las formas menos confiables de evitar un embarazo, y ningún día del calendario es realmente seguro. No da ninguna protección contra las infecciones de transmisión sexual.',
  daysToAvoidUnprotected: 'Días para evitar las relaciones sexuales sin protección',
  firstDayToAvoid: 'Primer día que evitar (día del ciclo)',
  lastDayToAvoid: 'Último día que evitar (día del ciclo)',
  daysToAvoid: 'Días que evitar',
  fertileByTheCalendar:
    'Fértil según el método del calendario (ciclo más corto − {firstOffset, number} a ciclo más largo − {lastOffset, number})',
  standardDaysMethodAvoid:
    'Método de Días Fijos: evita las relaciones sexuales sin protección los días {sdmFirst, number}–{sdmLast, number}',
  lowerChanceDaysBefore: 'Días de menor probabilidad antes (no son días seguros)',
  lowerChanceDaysAfter: 'Días de menor probabilidad después, hasta tu próximo periodo (no son días seguros)',
  yourCycleDaysTo: 'Tu ciclo: días que evitar y días de menor probabilidad',
  firstDayOfYour:
    'Primer día de tu último periodo y días en que puede empezar tu próximo periodo: gota, borde continuo',
  daysToAvoidUnprotected2:
    'Días para evitar las relaciones sexuales sin protección (método del calendario y, para ciclos de {sdmShortest, number} a {sdmLongest, number} días, Método de Días Fijos): brote, borde discontinuo',
  lowerChanceDaysNot: 'Días de menor probabilidad (no son días seguros): sin marca',
  howEffectiveIsIt: '¿Qué tan eficaz es?',
  usingTheCalendarMethod: 'Cómo usar el método del calendario',
  addToYourCalendar: 'Agrégalas a tu calendario',
  bloomcalcCalendarMethodIcs: 'bloomcalc-metodo-del-calendario.ics',
  downloadYourDaysTo: 'Descarga los días que debes evitar (.ics)',
  bloomcalcCycle: 'Ciclo BloomCalc',
  nextPeriodMayStart: 'Tu próximo periodo puede empezar',
  example1: 'Ciclos de {sdmShortest, number} a {sdmLongest, number} días, el periodo empezó hace 2 días',
  example2: 'Ciclos regulares de 28 días, el periodo empezó hace 2 días',
  example3: 'Ciclos irregulares de 24 a 35 días, el periodo empezó hace 2 días',
  example4: 'Ciclos de 27 a 31 días, el periodo empezó hace 12 días',
  days: 'días',
  citedForMethods: 'regla del calendario, Método de Días Fijos, eficacia',
  citedForTypicalUse: 'tasas de embarazo con el uso típico durante el primer año',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-dias-seguros';
