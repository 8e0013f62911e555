import { defineMessages } from '@/engine';

/** The Spanish words of the conception date calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  pastDue:
    'Esta fecha probable de parto fue hace más de dos semanas ({dueDate, date, short}): mostramos cuándo ocurrió probablemente la concepción y ninguna semana de embarazo.',
  datingAhead:
    'Las semanas de embarazo para esta fecha probable de parto se cuentan desde el {datingStart, date, short} (280 días antes), que todavía no ha llegado, así que las dos edades muestran 0 semanas. Para que el parto fuera en esa fecha, la concepción sería alrededor del {conception, date, short}.',
  conceptionAhead:
    'La concepción para esta fecha probable de parto sería alrededor del {conception, date, short}, que todavía no ha llegado, así que la edad fetal muestra 0 semanas.',
  withinADay:
    'La concepción suele ocurrir en el plazo de un día después de la ovulación, así que la fecha es una estimación con unos días de margen.',
  sperm:
    'Los espermatozoides pueden sobrevivir hasta 5 días; por eso, tener relaciones sexuales en los días antes de la ovulación puede producir un embarazo.',
  agesCounted:
    'La edad gestacional se cuenta desde el primer día de la última menstruación, unas dos semanas antes de la concepción; la edad fetal se cuenta desde la concepción.',
  agesCountedCycle:
    'La edad gestacional se cuenta desde 280 días antes de la fecha probable de parto ({datingStart, date, short}), dos semanas antes de la concepción, como en un ciclo de 28 días; con tu ciclo de {cycleLength, number, integer} días, tu última menstruación {ahead, select, yes {empezaría} other {empezó}} el {lmp, date, short}. La edad fetal se cuenta desde la concepción.',
  ultrasound:
    'Una ecografía temprana (antes de las 14 semanas) fecha el embarazo con más precisión que una fecha probable de parto calculada a partir de la última menstruación.',
  linkDueDate:
    'Consulta las semanas, el trimestre y las etapas clave en la calculadora de fecha probable de parto',
  explainConception:
    'Concepción = fecha probable de parto − 266 días = {dueDate, date, short} − 266 = {conception, date, short}.',
  explainLmp: `Última menstruación = fecha probable de parto − 280 días{cycleLength, plural,
    =28 {}
    other { − ({cycleLength, number, integer} − 28) días}} = {lmp, date, short}.`,
  explainWindow:
    'Ventana fértil = concepción − 5 días hasta fecha probable de parto − 265 días = del {start, date, rangeFrom end} al {end, date, rangeTo start}.',
  explainAges:
    'Edad gestacional = semanas completas desde el ({dueDate, date, short} − 280 días) = {gestational, number, integer}; edad fetal = semanas completas desde la concepción = {fetal, number, integer}.',
  explainNoAges: 'Sin edades del embarazo: la fecha probable de parto pasó hace más de dos semanas.',
  dueTooFarAhead:
    'Esa fecha probable de parto está a más de 44 semanas, así que todavía ningún embarazo puede tener el parto previsto para entonces. Revisa la fecha.',
  dueTooLongAgo:
    'Ingresa una fecha probable de parto de los últimos dos años o una que todavía no haya llegado.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de la fecha de concepción',
  description:
    'Calcula desde tu fecha probable de parto la fecha probable de concepción, tu última menstruación, tu ventana fértil y cuántas semanas de embarazo tienes.',
  keywordConceptionDate: 'fecha de concepción',
  keywordWhenDidI: 'cuándo quedé embarazada',
  keywordFertileWindow: 'ventana fértil',
  keywordGestationalAge: 'edad gestacional',
  keywordFetalAge: 'edad fetal',
  keywordWhenWasMy: 'cuándo fue concebido mi bebé',
  audienceNote:
    'Para embarazos fechados por la fecha probable de parto, con ciclos de 21 a 35 días; una ecografía temprana los fecha mejor.',
  dueDateLabel: 'Fecha probable de parto',
  cycleLengthLabel: 'Duración del ciclo',
  cycleLengthSuffix: 'días',
  cycleLengthHelp:
    'Opcional: cambia la fecha de la última menstruación, no la de la concepción. Deja 28 si no estás segura.',
  estimatedConceptionDate: 'Fecha estimada de concepción',
  fertileWindowThatLed: 'Ventana fértil de este embarazo',
  firstDayOfLast: 'Primer día de la última menstruación',
  gestationalAge: 'Edad gestacional',
  weeks: 'semanas',
  fetalAge: 'Edad fetal',
  notes: 'Notas',
  useTheseDatesElsewhere: 'Usa estas fechas en otro lugar',
  example1: 'Parto previsto en 31 semanas y 4 días',
  example2: 'Parto previsto en 24 semanas y 5 días, ciclo de 35 días',
  example3: 'Parto previsto en 40 semanas y 4 días, ciclo de 21 días',
  example4: 'El parto estaba previsto hace aproximadamente un año y medio',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-fecha-de-concepcion';
