import { defineMessages } from '@/engine';

/**
 * Las palabras de la calculadora de fecha probable de parto en español (docs/es/style-guide.md): las mismas claves,
 * parámetros e ids que messages.ts. `{inCoffee}` llega en el idioma de la página (present.ts lo toma de
 * CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_WORDING con el idioma de estos mensajes).
 */
export default defineMessages({
  weekday: '{date, date, weekday-name}',
  weeksAndDays:
    '{weeks, plural, one {# semana} other {# semanas}} y {days, plural, one {# día} other {# días}}',
  summary: `{weeks, plural, one {# semana} other {# semanas}} y {days, plural, one {# día} other {# días}} · {trimester, plural,
    =1 {primer}
    =2 {segundo}
    other {tercer}} trimestre`,
  countdown: `{days, plural,
    =0 {Tu fecha probable de parto es hoy.}
    one {Falta # día.}
    other {Faltan # días.}}`,
  overdue: 'Tu fecha probable de parto fue hace {days, plural, one {# día} other {# días}}.',
  milestone: `{week, plural,
    =4 {Una prueba de embarazo casera puede dar positivo}
    =8 {Latido visible en una ecografía temprana; primera consulta prenatal}
    =12 {Ecografía de datación y pruebas de detección; el primer trimestre termina a las 13 semanas y 6 días}
    =20 {A mitad del camino: la ecografía anatómica}
    =28 {Empieza el tercer trimestre}
    =36 {Tu bebé está casi a término; prueba del estreptococo del grupo B}
    other {Tu fecha probable de parto}}`,
  advice: `{id, select,
    firstVisit {Pide tu primera cita prenatal; por lo general es hacia las semanas 8 a 10.}
    folicAcid {Toma 400 microgramos de ácido fólico al día hasta al menos la semana 12.}
    avoid {Evita el alcohol, el tabaco, la carne cruda o poco cocida y el queso sin pasteurizar.}
    caffeine {Limita la cafeína a menos de {limit, number, integer} mg al día: {inCoffee}.}
    anatomyScan {Pregunta por la ecografía anatómica, que suele hacerse entre las semanas 18 y 22.}
    diabetesScreening {La prueba de detección de la diabetes gestacional suele hacerse entre las semanas 24 y 28.}
    stayActive {Mantente activa: unos 150 minutos de actividad moderada a la semana, si tu equipo de atención médica está de acuerdo.}
    movements {Aprende cómo se mueve tu bebé y llama a tu partera o a tu médico si se mueve menos.}
    checkUps {Las consultas se vuelven más frecuentes: por lo general, cada 2 semanas desde la semana 28 y cada semana desde la 36.}
    groupBStrep {En EE. UU. se ofrece la prueba del estreptococo del grupo B entre las semanas 36 y 37.}
    hospitalBag {Prepara tu maleta para el hospital y planea el trayecto antes de la semana 36.}
    callAtOnce {Llama de inmediato a tu obstetra o partera, o al área de trabajo de parto y parto del hospital, si tienes sangrado, pérdida de líquido, un dolor de cabeza fuerte o si tu bebé se mueve menos; llama al 911 si tienes un sangrado abundante, una convulsión o dificultad para respirar.}}`,
  pastDue:
    'Llegaste a tu fecha probable de parto o ya la pasaste: tu equipo de atención médica hablará contigo sobre el monitoreo y la inducción del parto.',
  weekZero:
    'Con un ciclo de {cycleLength, number, integer} días, las semanas de embarazo se cuentan desde el {from, date, short}, {pregnancyDays, number, integer} días antes de tu fecha probable de parto, así que hasta entonces estás en la semana 0.',
  cycleShift:
    'Tu ciclo de {cycleLength, number, integer} días {direction, select, later {atrasa} other {adelanta}} la fecha probable de parto {days, plural, one {# día} other {# días}} respecto de los {pregnancyDays, number, integer} días estándar; una ecografía temprana da la fecha más confiable.',

  longCycle:
    'Tu ciclo dura más de {max, number, integer} días, más que el rango normal (FIGO): es probable que la ovulación haya llegado más tarde y de forma menos predecible que en un ciclo más corto. La fecha probable de parto se mueve más tarde según la duración de tu ciclo, pero una ecografía temprana fecha tu embarazo con más precisión: pregúntale a tu obstetra o a tu partera.',
  linkConception: 'Mira la fecha estimada de concepción y la ventana fértil de esta fecha probable de parto',
  linkOvulation:
    'Mira en la calculadora de ovulación el ciclo desde el que se cuenta esta fecha probable de parto',

  explainDueDate: `Fecha probable de parto = {lastPeriod, date, short} + {pregnancyDays, number, integer} días{shift, plural,
    =0 {}
    other { + ({cycleLength, number, integer} − {standard, number, integer}) días}} = {dueDate, date, weekday}.`,
  explainWeeks:
    'Semanas de embarazo = {pregnancyDays, number, integer} días {daysPast, plural, =0 {− {daysLeft, number, integer} días que faltan} one {+ # día después de la fecha probable de parto} other {+ # días después de la fecha probable de parto}} = {weeksAndDays}, trimestre {trimester, number, integer} (ACOG: el primero hasta las {firstLast, number, integer} semanas y 6 días, el tercero desde las {thirdFirst, number, integer} semanas y 0 días).',
  explainProgress:
    'Progreso = {weeks, number, integer} semanas ÷ {total, number, integer} = {progress, number, integer}% (máximo 100%). Fecha de cada etapa = fecha probable de parto − ({total, number, integer} − semana) semanas.',

  lastPeriodInFuture: 'El primer día de tu última menstruación no puede estar en el futuro.',
  lastPeriodTooLongAgo:
    'Eso fue hace más de {weeks, number, integer} semanas, más allá del final de un embarazo. Revisa la fecha o pregúntale a tu partera o a tu médico.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de fecha probable de parto',
  description:
    'Calcula tu fecha probable de parto a partir del primer día de tu última menstruación, cuántas semanas de embarazo tienes, tu trimestre y las etapas que vienen.',
  keywordDueDate: 'fecha probable de parto',
  keywordPregnancyCalculator: 'calculadora de embarazo',
  keywordHowManyWeeks: 'cuántas semanas de embarazo tengo',
  keywordTrimester: 'trimestre',
  keywordNaegeleSRule: 'regla de Naegele',
  keywordWhenIsMy: 'cuándo nace mi bebé',
  audienceNote:
    'Para un embarazo fechado por la última menstruación, con ciclos de 21 a 45 días; una ecografía temprana lo fecha mejor.',
  cycleLengthLabel: 'Duración del ciclo',
  cycleLengthSuffix: 'días',
  cycleLengthHelp: 'Opcional: deja {standard, number, integer} si no estás segura.',
  yourEstimatedDueDate: 'Tu fecha probable de parto',
  howFarAlong: 'Tiempo de embarazo',
  trimester: 'Trimestre',
  estimatedConception: 'Concepción estimada',
  progressThrough40Weeks: 'Avance en las {weeks, number, integer} semanas',
  milestones: 'Etapas',
  careRecommendations: 'Recomendaciones de cuidado',
  addToYourCalendar: 'Agrégalas a tu calendario',
  bloomcalcDueDateIcs: 'bloomcalc-fecha-probable-de-parto.ics',
  downloadYourDueDate: 'Descarga tu fecha probable de parto y tus etapas (.ics)',
  bloomcalcPregnancy: 'Embarazo BloomCalc',
  estimatedDueDate: 'Fecha probable de parto',
  pregnancyWeek: "Semana '{'week'}' de embarazo. '{'description'}'",
  useTheseDatesElsewhere: 'Usa estas fechas en otro lugar',
  bornOnDueDate:
    'Solo {bornOnDueDate} bebés nace justo en la fecha probable de parto; la mayoría llega en las dos semanas antes o después. Una ecografía temprana fecha el embarazo con más precisión que la última menstruación.',
  example1: 'Última menstruación hace 8 semanas y 3 días',
  example2: 'Ciclo de 35 días, menstruación hace 19 semanas y 3 días',
  example3: 'Ciclo de 21 días, menstruación hace 27 semanas y 2 días',
  example4: 'Ciclo de 42 días, menstruación hace 8 semanas y 4 días',
  example5: 'Última menstruación hace 41 semanas y 2 días (pasada la fecha probable de parto)',
  citedForNormalCycles: 'ciclos normales: de 24 a 38 días',
  citedForCaffeine: 'menos de 200 mg al día',
  citedForNaegele:
    'primer día de la última menstruación + {days, number, integer} días para un ciclo de {cycle, number, integer} días; sumar (duración del ciclo − {cycle, number, integer}) días es una convención habitual, no una recomendación del ACOG',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-fecha-probable-de-parto';
