import { defineMessages } from '@/engine';

/**
 * Las palabras de la calculadora de fecha de parto por ecografía (LCC) en español (docs/es/style-guide.md): las
 * mismas claves, parámetros e ids que messages.ts.
 */
export default defineMessages({
  weeksAndDays:
    '{weeks, plural, one {# semana} other {# semanas}} y {days, plural, one {# día} other {# días}}',
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
  band: `Según tu última menstruación, tenías {age} el día de la ecografía: en la franja del ACOG de {band, select,
    to8w6d {hasta 8 semanas y 6 días}
    to15w6d {9 semanas y 0 días a 15 semanas y 6 días}
    to21w6d {16 semanas y 0 días a 21 semanas y 6 días}
    to27w6d {22 semanas y 0 días a 27 semanas y 6 días}
    from28w {28 semanas y 0 días o más}}, una diferencia de más de {threshold, plural, one {# día} other {# días}} significa cambiar la fecha según la ecografía.`,
  pastFourteenWeeks:
    'A partir de las 14 semanas según tu última menstruación, el ACOG fecha el embarazo con las medidas de la cabeza, el abdomen y el fémur en lugar de la LCC: pregúntale a tu equipo de atención médica qué significa tu informe de la ecografía para tus fechas.',

  explainAge:
    'Edad gestacional = 8.052 × √({correction, number} × {crl, number, ::.0}) + 23.73 = {exact, number, ::.00} → {days, number, integer} días ({age}) el {scanDate, date, short} (Robinson y Fleming 1975, con la corrección de {correction, number} de las tablas de la BMUS).',
  explainScanDue:
    'Fecha probable de parto según la ecografía = fecha de la ecografía + 280 − {days, number, integer} días = {due, date, short}.',
  explainLastPeriod:
    'Según tu última menstruación, tenías {age} el día de la ecografía (fecha probable de parto: {due, date, short}): {difference} de diferencia; a esa edad según la última menstruación, el ACOG cambia la fecha si la diferencia es de más de {threshold, number, integer} días, así que {redate, select, yes {la ecografía fija la fecha probable de parto} other {se mantiene la fecha según la última menstruación}}.',

  scanInFuture: 'La fecha de la ecografía no puede estar en el futuro.',
  scanTooOld: 'Ingresa una ecografía del último año, de este embarazo.',
  lastPeriodNotBefore: 'Tu última menstruación debe empezar antes de la fecha de la ecografía.',
  lastPeriodTooEarly:
    'Eso es más de {weeks, number, integer} semanas antes de una ecografía temprana, así que no puede fechar este embarazo. Revisa la fecha o deja el campo vacío.',
});
