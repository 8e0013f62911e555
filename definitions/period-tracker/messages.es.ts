import { defineMessages } from '@/engine';

/** The Spanish words of the period tracker (docs/es/style-guide.md). */
export default defineMessages({
  // A calendar month's heading, in the page's language ('enero de 2027').
  monthYear: '{month, date, month}',
  // What a calendar day is, by mark; a day with several lists them all.
  dayMark: `{mark, select,
    period {periodo}
    predicted {periodo previsto}
    ovulation {ovulación prevista}
    fertile {ventana fértil}}`,
  noteEveryPeriod:
    'Anota el primer día de cada periodo: después de tres a seis ciclos, la calculadora de duración del ciclo te da un promedio confiable.',
  typical:
    'Un ciclo de {typicalMin, number, integer} a {typicalMax, number, integer} días ({average, number, integer} en promedio) y un periodo de 3 a 7 días son lo típico en las adultas.',
  seeDoctor:
    'Consulta a un médico si tus periodos se detienen durante {months, number, integer} meses o más (y no estás embarazada), vienen con más frecuencia que cada 21 días, duran más de 7 días o son muy abundantes.',
  estimates:
    'Los días previstos son estimaciones: la ovulación puede moverse, así que no los uses como método anticonceptivo.',
  longCycles:
    'Los ciclos de más de {longFrom, number, integer} días son comunes en la adolescencia y antes de la menopausia, y pueden indicar síndrome de ovario poliquístico (SOP) o un problema de tiroides: coméntaselos a tu médico.',
  // The notes shown when the predicted period is behind today (facts passed in: retest time, months).
  latePeriod:
    'Si tu periodo no ha llegado: la mayoría de las pruebas de embarazo caseras pueden detectar un embarazo desde el día en que te tocaba el periodo (unos 9 de cada 10 embarazos ya se detectan ese día), así que, si existe la posibilidad de que estés embarazada, puedes hacerte una ahora. Si sale negativa y tu periodo sigue sin llegar, vuelve a hacerte la prueba {retest}. Si tu periodo ya llegó, ingresa su primer día para obtener nuevas predicciones: las fechas de abajo siguen el periodo que ingresaste.',
  noPeriodForMonths:
    'Han pasado {months, number, integer} meses o más desde que empezó tu último periodo: si no has vuelto a tener el periodo y una prueba de embarazo sale negativa, consulta a un médico.',
  linkOvulation: 'Mira este ciclo en la calculadora de ovulación',
  linkDueDate: 'Si quedas embarazada en este ciclo: tu fecha probable de parto',

  explainNextPeriod:
    'Próximo periodo = {lastPeriod, date, short} + {cycleLength, number, integer} días = {start, date, short}, con una duración de {periodLength, number, integer} días hasta el {end, date, short}.',
  explainOvulation:
    'Ovulación = próximo periodo − {luteal, number, integer} días = {ovulation, date, short}.',
  explainWindow:
    'Ventana fértil = ovulación − 5 días hasta ovulación + 1 día = del {start, date, rangeFrom end} al {end, date, rangeTo start}; los ciclos siguientes se repiten cada {cycleLength, number, integer} días.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora del periodo y calendario menstrual',
  description:
    'Calcula tu próximo periodo, tu día de ovulación y tu ventana fértil, y míralos en un calendario de tres meses que puedes agregar al tuyo.',
  keywordPeriodTracker: 'calculadora del periodo',
  keywordPeriodCalendar: 'calendario menstrual',
  keywordNextPeriod: 'próximo periodo',
  keywordMenstrualCycle: 'ciclo menstrual',
  keywordFertileWindow: 'ventana fértil',
  audienceNote:
    'Para predecir tus periodos a partir de tus ciclos recientes; no es un método anticonceptivo.',
  periodLengthLabel: 'Duración del periodo',
  periodLengthSuffix: 'días',
  periodLengthPlaceholder: 'p. ej., 5',
  periodLengthHelp: 'Cuántos días suele durar tu periodo: 1–10 días.',
  yourNextPeriodIs: 'Fecha prevista de tu próximo periodo',
  yourNextPeriodWas: 'Fecha en que se esperaba tu próximo periodo',
  yourPeriodIsLate: 'Tu periodo tiene un retraso de',
  sinceYourLastPeriod: 'Desde que empezó tu último periodo',
  ovulationDay: 'Día de ovulación',
  fertileWindowStarts: 'Empieza la ventana fértil',
  fertileWindowEnds: 'Termina la ventana fértil',
  yourCycleCalendar: 'Tu calendario del ciclo',
  cyclesInTheseThree: 'Ciclos en estos tres meses',
  periodStarts: 'Empieza el periodo',
  periodEnds: 'Termina el periodo',
  fertileFrom: 'Fértil desde',
  fertileUntil: 'Fértil hasta',
  ovulation: 'Ovulación',
  tips: 'Consejos',
  addToYourCalendar: 'Agrégalas a tu calendario',
  bloomcalcPeriodTrackerIcs: 'bloomcalc-calendario-menstrual.ics',
  downloadPredictedPeriodsFertile:
    'Descarga los periodos previstos, las ventanas fértiles y los días de ovulación (.ics)',
  bloomcalcCycle: 'Ciclo BloomCalc',
  periodExpected: 'Periodo previsto',
  fertileWindowEstimate: 'Ventana fértil (estimación)',
  estimatedOvulation: 'Ovulación estimada',
  useTheseDatesElsewhere: 'Usa estas fechas en otro lugar',
  example1: 'Ciclo de 28 días, el periodo empezó hace 10 días',
  example2: 'Ciclo de 35 días, el periodo empezó hace 12 días',
  example3: 'Ciclo de 21 días, el periodo empezó hace 5 días',
  example4: 'Ciclo de 28 días, último periodo hace 60 días (periodo atrasado)',
  example5:
    'Ciclo de 30 días, último periodo hace 100 días (sin periodo desde hace más de {months, number} meses)',
  citedForAdultCycles: 'ciclos de las adultas: de {typicalMin, number} a {typicalMax, number} días',
  citedForTeenCycles: 'ciclos de hasta 45 días en la adolescencia',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calendario-menstrual';
