import { defineMessages } from '@/engine';

/**
 * Las palabras de la calculadora de fecha de parto por ecografía (LCC) en español (docs/es/style-guide.md): las
 * mismas claves, parámetros e ids que messages.ts.
 */
export default defineMessages({
  weeksAndDays:
    '{weeks, plural, one {# semana} other {# semanas}}{days, plural, =0 {} one { y # día} other { y # días}}',
  days: '{days, plural, one {# día} other {# días}}',
  verdict: `{verdict, select,
    scan {Fecha probable de parto según tu ecografía}
    redate {Nueva fecha según la ecografía: las fechas difieren en {difference, plural, one {# día} other {# días}}, más de {threshold, plural, one {# día} other {# días}}}
    stands {Se mantiene tu fecha probable de parto según tu última menstruación: las fechas difieren en {difference, plural, one {# día} other {# días}}, no más de {threshold, plural, one {# día} other {# días}}}}`,
  accurate:
    'La longitud cráneo-caudal (LCC) es la forma más precisa de fechar un embarazo, hasta las 14 semanas aproximadamente (una LCC de 84 mm).',
  setOnce:
    'Una vez que una ecografía temprana fija la fecha probable de parto, las ecografías posteriores no la cambian: las diferencias en el crecimiento posterior se valoran como crecimiento, no como fechas.',
  official:
    'Tu propio informe de la ecografía y tu partera o tu médico fijan tu fecha probable de parto oficial.',
  band: `Según tu última menstruación, tenías {age} el día de la ecografía: en la franja del ACOG {band, select,
    to8w6d {de hasta 8 semanas y 6 días}
    to15w6d {de 9 semanas a 15 semanas y 6 días}
    to21w6d {de 16 semanas a 21 semanas y 6 días}
    to27w6d {de 22 semanas a 27 semanas y 6 días}
    from28w {de 28 semanas o más}}, una diferencia de más de {threshold, plural, one {# día} other {# días}} significa cambiar la fecha según la ecografía.`,
  pastFourteenWeeks:
    'A partir de las 14 semanas según tu última menstruación, el ACOG fecha el embarazo con las medidas de la cabeza, el abdomen y el fémur en lugar de la LCC: pregúntale a tu equipo de atención médica qué significa tu informe de la ecografía para tus fechas.',

  explainAge:
    'Edad gestacional = {slope, number} × √({correction, number} × {crl, number, ::.0}) + {intercept, number} = {exact, number, ::.00} → {days, number, integer} días ({age}) el {scanDate, date, short} (Robinson y Fleming 1975, con la corrección de {correction, number} de las tablas de la BMUS).',
  explainScanDue:
    'Fecha probable de parto según la ecografía = fecha de la ecografía + 280 − {days, number, integer} días = {due, date, short}.',
  explainLastPeriod:
    'Según tu última menstruación, tenías {age} el día de la ecografía (fecha probable de parto: {due, date, short}): {difference} de diferencia; a esa edad según la última menstruación, el ACOG cambia la fecha si la diferencia es de más de {threshold, number, integer} días, así que {redate, select, yes {la ecografía fija la fecha probable de parto} other {se mantiene la fecha según la última menstruación}}.',

  scanInFuture: 'La fecha de la ecografía no puede estar en el futuro.',
  scanTooOld: 'Ingresa una ecografía del último año, de este embarazo.',
  lastPeriodNotBefore: 'Tu última menstruación debe empezar antes de la fecha de la ecografía.',
  lastPeriodTooEarly:
    'Eso es más de {weeks, number, integer} semanas antes de una ecografía temprana, así que no puede fechar este embarazo. Revisa la fecha o deja el campo vacío.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de fecha probable de parto por ecografía (LCC)',
  description:
    'Calcula la edad de tu embarazo con la longitud cráneo-caudal de una ecografía temprana y ve si cambia tu fecha probable de parto por la última menstruación.',
  keywordCrownRumpLength: 'longitud cráneo caudal',
  keywordCrl: 'lcc',
  keywordDatingScan: 'ecografía para fechar el embarazo',
  keywordUltrasoundDueDate: 'fecha de parto por ultrasonido',
  keywordGestationalAge: 'edad gestacional',
  keywordBabySizeOn: 'tamaño del bebé en la ecografía',
  audienceNote: 'Para una ecografía del primer trimestre: una LCC de hasta 84 mm, unas 14 semanas.',
  crlLabel: 'Longitud cráneo-caudal (LCC)',
  crlSuffix: 'mm',
  crlPlaceholder: 'p. ej., 45',
  crlHelp:
    'De tu informe de la ecografía, en milímetros: 7–84 mm (de unas 6½ a 14 semanas). La fórmula de Robinson se basó en medidas desde unos 7 mm, así que por debajo no puede fechar con confiabilidad: usa la edad que da tu informe de la ecografía.',
  scanDateLabel: 'Fecha de la ecografía',
  lastPeriodDateLabel: 'Primer día de tu último periodo',
  lastPeriodDateHelp:
    'Opcional: para ver si tu fecha probable de parto según tu última menstruación se mantiene o si la ecografía la cambia.',
  yourDueDate: 'Tu fecha probable de parto',
  gestationalAgeOnThe: 'Edad gestacional el día de la ecografía',
  dueDateByThe: 'Fecha probable de parto según la ecografía',
  comparedWithYourLast: 'Comparada con tu última menstruación',
  gestationalAgeByLast: 'Edad gestacional según la última menstruación',
  dueDateByLast: 'Fecha probable de parto según la última menstruación',
  difference: 'Diferencia',
  goodToKnow: 'Para tener en cuenta',
  example1: 'Bebé de 45 mm en una ecografía de hace 6 días',
  example2: 'Bebé de 10 mm hace 3 días, última menstruación 7 semanas antes de la ecografía',
  example3: 'Bebé de 10 mm hace 3 días, última menstruación 8 semanas antes de la ecografía',
  example4: 'Bebé de 45 mm hace 6 días, última menstruación 12 semanas antes de la ecografía',
  example5: 'Bebé de 45 mm hace 6 días, última menstruación 12 semanas y 2 días antes de la ecografía',
  example6: 'Bebé de 30.5 mm hace una semana, última menstruación 8 semanas y 6 días antes de la ecografía',
  example7: 'Bebé de 30.5 mm hace una semana, última menstruación 9 semanas antes de la ecografía',
  citedForRobinson:
    'fecha por LCC con la ecuación de Robinson y la LCC medida × {correction, number, ::.000}',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-fecha-parto-ecografia';
