import { defineMessages } from './define';

/**
 * The engine's words in US Spanish (docs/es/style-guide.md: tú, neutral US/Latin-American Spanish). Every key of
 * messages.ts, with the same parameters; compiled into messages.es.gen.ts, typed by the English keys.
 */
export default defineMessages({
  required:
    '{form, select, question {{label} Esta respuesta es obligatoria.} other {{label}: este dato es obligatorio.}}',
  notANumber:
    '{form, select, question {{label} La respuesta debe ser un número.} other {{label}: debe ser un número.}}',
  wholeNumber:
    '{form, select, question {{label} La respuesta debe ser un número entero.} other {{label}: debe ser un número entero.}}',
  atLeast:
    '{form, select, question {{label} La respuesta debe ser de al menos {limit}.} other {{label}: debe ser de al menos {limit}.}}',
  atMost:
    '{form, select, question {{label} La respuesta no puede pasar de {limit}.} other {{label}: no puede pasar de {limit}.}}',
  chooseOption:
    '{form, select, question {{label} Elige una de las opciones.} other {{label}: elige una de las opciones.}}',
  chooseUnit: 'Elige una de estas: {units}.',
  realDate:
    '{form, select, question {{label} La respuesta debe ser una fecha real (AAAA-MM-DD).} other {{label}: debe ser una fecha real (AAAA-MM-DD).}}',
  fieldSays: '{label}: {text}.',
  checkMeasurements: 'Revisa tus medidas e inténtalo de nuevo.',
  tooManyValues: '{label}: tiene demasiados valores (como máximo {max}).',
  tooLong: '{label}: tiene demasiados caracteres (como máximo {max, number, integer}).',
  notAccepted: '{label}: no se acepta {value}.',
  singleValue: '{label}: debe ser un solo valor, no una lista ni un objeto.',
  oneFlatList: '{label}: debe ser una sola lista de valores simples, sin listas ni objetos dentro.',
  plainValues: '{label}: debe tener valores simples, sin listas ni objetos dentro.',
  tooManyEntries: '{label}: tiene demasiadas entradas, {count, number, integer} (como máximo {max}).',
  unknownObject: '{label}: tiene un objeto de un tipo desconocido.',
  forbiddenName: '{label}: no puede usar el nombre {name}.',
  valueKind: '{kind, select, list {una lista} object {un objeto} other {un valor de tipo {kind}}}',
  andMore: '{names} y {rest} más',
  andLast: '{names} y {last}',
  lastPeriodInFuture: 'El primer día de tu último periodo no puede estar en el futuro.',
  lastPeriodTooOld:
    'Ingresa un periodo que haya empezado en el último año: las predicciones con fechas más antiguas no son confiables.',
  birthInFuture: 'La fecha de nacimiento no puede estar en el futuro.',
  measuredInFuture: 'La fecha de la medición no puede estar en el futuro.',
  measuredBeforeBirth: 'La fecha de la medición no puede ser anterior al nacimiento.',
  // The unit select's name for feet + inches: its two boxes then say "pies" and "pulg."; "pies + pulg." is cut off in
  // the select at 390 px.
  unitLabelFeet: 'pies',
  unitLabelPounds: 'lb + oz',
  // US units the Spanish way (docs/es/style-guide.md): feet "pies", inches "pulg.", pounds "lb" (never "lbs").
  unitSymbol: '{unit, select, lbs {lb} ft {pies} in {pulg.} other {{unit}}}',
  unitPart: '{part, select, feet {pies} inches {pulgadas} pounds {libras} ounces {onzas} other {{part}}}',
  // The hint in the small boxes of a feet + inches or pounds + ounces field: "p. ej., 5" is cut off there at 390 px.
  example: 'ej. {value}',
  inchesUnder12: 'las pulgadas deben ser menos de 12',
  ouncesUnder16: 'las onzas deben ser menos de 16',
  howToFeet: 'escribe pies enteros y pulgadas menos de 12, como 5 pies 6 pulg.',
  howToPounds: 'escribe libras y onzas menos de 16, como 7 lb 8 oz',
  unitOf: '{label}: unidad',
  unitOfSeveral: 'Unidad de medida',
  // "Entre 100 y 250 cm o entre 3 pies 3 pulg. y 8 pies 2 pulg.": never "Entre 100–250 cm" (docs/es/style-guide.md).
  between: 'Entre {ranges}.',
  rangeBetween: '{min} y {max}',
  convertedFrom: 'Convertido de {amount} a la unidad que elegiste.',
  orBetween: ' o entre ',
  calculate: 'Calcular',
  calculating: 'Calculando...',
  select: 'Elige…',
  loadingResults: 'Cargando resultados',
  loadingField: 'Cargando',
  calculationNotLoaded:
    'No se pudo cargar el cálculo (revisa tu conexión), así que aún no hay resultado. Pulsa Calcular para intentarlo de nuevo.',
  theForm: 'el formulario',
  answersNeedAttention:
    '{count, plural, one {Una respuesta necesita} other {# respuestas necesitan}} tu atención: {labels}{ending, select, question {} other {.}}',
  yourResults: 'Tus resultados',
  calculationWithYourNumbers: 'El cálculo con tus números',
  disclaimer:
    'Una estimación solo informativa: no es consejo médico ni financiero. Nada de lo que escribiste salió de esta página.',
  toSeeResults: 'Para ver resultados: {hints}',
  periodStartDate: 'Fecha de inicio del periodo',
  addDate: 'Agregar fecha',
  remove: 'Quitar',
  removeDate: 'Quitar {date}',
  datesAdded: 'Fechas agregadas',
  datesInList: '{count, plural, one {# fecha} other {# fechas}} en la lista.',
  pickFullDate: 'Primero elige una fecha completa y luego presiona Agregar fecha.',
  dateInFuture: '{date} está en el futuro: agrega solo periodos que ya empezaron (hoy es {today}).',
  dateAlreadyListed: '{date} ya está en la lista.',
  dateAdded: 'Se agregó {date}. {count}',
  dateRemoved: 'Se quitó {date}. {count}',
  addTwoDates: 'Agrega al menos dos fechas para calcular.',
  enterAmount: 'Ingresa un monto, como 1500 o $1,500.',
  enterAtLeast: 'Ingresa {min} o más.',
  enterAtMost: 'Ingresa como máximo {max}.',
  amounts: 'Montos',
  category: 'Categoría',
  shareOfTotal: 'Parte del total',
  actualAmountUsd: 'Gasto real (USD)',
  actualAmountFor: 'Gasto real en {title}',
  icsNote: 'Estimación de BloomCalc, hecha en tu dispositivo. No es consejo médico.',
  preparedOn: 'Preparado el {date}',
});
