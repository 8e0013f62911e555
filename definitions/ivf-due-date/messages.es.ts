import { defineMessages } from '@/engine';

/**
 * Las palabras de la calculadora de fecha de parto por FIV en español (docs/es/style-guide.md): las mismas claves,
 * parámetros e ids que messages.ts.
 */
export default defineMessages({
  dayZeroLabel: `{fresh, select,
    yes {Fecha de fecundación (extracción de óvulos)}
    no {Fecha equivalente a la concepción (día 0 del embrión)}}`,
  summary:
    '{weeks, plural, one {# semana} other {# semanas}}{days, plural, =0 {} one { y # día} other { y # días}} de embarazo hoy',
  planned: 'Transferencia planificada',
  countdown: `{days, plural,
    =0 {Tu fecha probable de parto es hoy.}
    one {Falta # día.}
    other {Faltan # días.}}`,
  overdue: 'Tu fecha probable de parto fue hace {days, plural, one {# día} other {# días}}.',
  plannedNote:
    'Tu transferencia todavía no se ha hecho: estas fechas son las que daría un embarazo a partir de esa transferencia.',
  dayZeroNote: `{type, select,
    frozen {Tu embrión estaba congelado, así que se fecundó en un ciclo anterior. La fecha equivalente a la concepción es el día en que se habría fecundado un embrión fresco de la misma edad: el embarazo se fecha a partir de ella.}
    unknown {La fecha equivalente a la concepción es la fecha de la transferencia − la edad del embrión: el día de la extracción de óvulos (fecundación) en una transferencia en fresco; en una de embriones congelados, el día en que se habría fecundado un embrión fresco de la misma edad.}}`,
  keepDueDate:
    'Un embarazo por FIV se fecha a partir de la transferencia: el ACOG aconseja mantener esta fecha probable de parto en lugar de cambiarla después de una ecografía.',
  followClinic:
    'Sigue las indicaciones de tu clínica sobre cuándo hacerte la prueba de embarazo en sangre y cuándo dejar los medicamentos que te recetaron.',
  estimate:
    'La fecha probable de parto es una estimación: la mayoría de los bebés nacen en las dos semanas antes o después de ella.',
  linkDueDate:
    'Semana a semana: abre la calculadora de fecha probable de parto con tu fecha equivalente a la última menstruación',

  explainDayZero:
    '{label} = transferencia − edad del embrión = {transfer, date, short} − {embryoAge, number, integer} días = {dayZero, date, short}.',
  explainDueDate: `Fecha probable de parto = transferencia + {toDue, number, integer} − {embryoAge, number, integer} días = {dueDate, date, short} ({toDue, number, integer} días desde {fresh, select,
    yes {la fecundación}
    no {el día 0 del embrión}}).`,
  explainLmp: `Equivalente a la última menstruación = {fresh, select,
    yes {fecundación}
    no {día 0 del embrión}} − {beforeFertilization, number, integer} días = {lmp, date, short}: las semanas de embarazo se cuentan desde esta fecha, y esta fecha + 280 días da la misma fecha probable de parto.`,

  embryoAgeNotTransferred:
    'Los embriones se transfieren el día 3 (etapa de división) o el día 5 o 6 (blastocisto): ingresa 3, 5 o 6.',
  transferTooLongAgo:
    'Esa transferencia fue hace más de {weeks, number, integer} semanas de embarazo, más allá del final de un embarazo. Revisa la fecha.',
  transferTooFarAhead: 'Ingresa una fecha de transferencia que no esté a más de un año de hoy.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de fecha probable de parto por FIV',
  description:
    'Calcula tu fecha probable de parto tras una FIV con la fecha de la transferencia y el día del embrión (3, 5 o 6), y su fecha equivalente de última menstruación.',
  keywordIvfDueDate: 'fecha de parto fiv',
  keywordEmbryoTransfer: 'transferencia de embriones',
  keywordFrozenEmbryoTransfer: 'transferencia de embriones congelados',
  keywordBlastocyst: 'blastocisto',
  keywordFetDueDate: 'fecha de parto tec',
  audienceNote: 'Para embarazos por transferencia de embriones, con embriones de 3 a 6 días.',
  transferDateLabel: 'Fecha de la transferencia de embriones',
  embryoAgeLabel: 'Edad del embrión en la transferencia',
  embryoAgeSuffix: 'días',
  embryoAgePlaceholder: 'p. ej., 5',
  embryoAgeHelp:
    '3 para un embrión de día 3, 5 o 6 para un blastocisto (el informe de tu clínica lo indica).',
  transferTypeLabel: 'Tipo de transferencia',
  transferTypeHelp:
    'Opcional: solo cambia el nombre de la fecha desde la que se cuenta la edad del embrión. La fecha probable de parto es la misma en ambos casos.',
  transferTypeOptionFresh: 'Transferencia en fresco (embrión de la extracción de óvulos de este ciclo)',
  transferTypeOptionFrozen: 'Transferencia de embriones congelados (TEC)',
  yourEstimatedDueDate: 'Tu fecha probable de parto',
  lmpEquivalentDate: 'Fecha equivalente a la última menstruación',
  fertilizationEggCollectionDate: 'Fecha de fecundación (extracción de óvulos)',
  conceptionEquivalentDateEmbryo: 'Fecha equivalente a la concepción (día 0 del embrión)',
  goodToKnow: 'Para tener en cuenta',
  addToYourCalendar: 'Agrégalas a tu calendario',
  bloomcalcIvfDueDate: 'bloomcalc-fecha-parto-fiv.ics',
  downloadYourEstimatedDue: 'Descarga tu fecha probable de parto (.ics)',
  bloomcalcPregnancy: 'Embarazo BloomCalc',
  estimatedDueDate: 'Fecha probable de parto',
  useTheseDatesElsewhere: 'Usa estas fechas en otro lugar',
  example1: 'Embrión de día 5 transferido hace 22 días',
  example2: 'Embrión de día 3 transferido hace 19 días',
  example3: 'Embrión de día 6 transferido hace 12 días',
  example4: 'Transferencia de día 5 planificada dentro de 9 días',
  example5: 'Embrión congelado de día 5 transferido hace una semana',
  example6: 'Embrión fresco de día 3 transferido hace 4 días',
  citedForArtDating:
    'los embarazos por reproducción asistida se fechan desde la transferencia y la edad del embrión',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-fecha-parto-fiv';
