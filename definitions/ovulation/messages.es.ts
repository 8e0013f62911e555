import { defineMessages } from '@/engine';

/** The Spanish words of the ovulation calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  passed:
    'Estas fechas ya pasaron: ingresa el primer día de tu periodo más reciente para ver tu ciclo actual.',
  bestDays:
    'Tus probabilidades son más altas en los dos días antes de la ovulación y el mismo día de la ovulación.',
  signs:
    'Las pruebas de ovulación (tiras de LH), un moco cervical más claro y elástico, y un aumento de la temperatura en reposo ayudan a confirmar la ovulación.',
  cyclesVary:
    'Los ciclos varían: la ovulación puede moverse varios días de un mes a otro, sobre todo después de estrés, una enfermedad o un viaje.',
  tryingToConceive:
    'Si buscas un embarazo: tener relaciones sexuales cada uno o dos días durante la ventana fértil te da más probabilidades.',
  notContraception:
    'No uses estas fechas como método anticonceptivo: una estimación no puede decirte qué días son seguros.',
  folicAcid: 'Si puedes quedar embarazada, toma 400 microgramos de ácido fólico al día.',
  longCycle:
    'Tu ciclo dura más de {max, number, integer} días, más que el rango normal (FIGO): en los ciclos largos la ovulación llega más tarde y de forma menos predecible, así que estas fechas son una estimación aproximada. Las pruebas de ovulación (tiras de LH) muestran cuándo se acerca, y conviene que hables de ciclos tan largos con tu ginecólogo u otro profesional de la salud.',
  lessReliable:
    'Con ciclos irregulares, o si no sabes qué tan regulares son los tuyos, esta estimación es menos confiable: la ovulación puede llegar días antes o después de lo que predice una sola duración del ciclo. Las pruebas de ovulación (tiras de LH), el moco cervical y tu temperatura muestran cuándo se acerca.',
  linkTracker:
    'Mira este ciclo y los dos siguientes en el calendario menstrual (suponiendo un periodo de {periodDays, number, integer} días)',
  linkDueDate: 'Si quedas embarazada en este ciclo: tu fecha probable de parto',
  explainNextPeriod:
    'Próximo periodo = {lastPeriod, date, short} + {cycleLength, number, integer} días = {nextPeriod, date, short}.',
  explainOvulation:
    'Ovulación = próximo periodo − {luteal, number, integer} días = {ovulation, date, short} (día {cycleDay, number, integer} de tu ciclo).',
  explainWindow:
    'Ventana fértil = ovulación − {fertileBefore, number, integer} días hasta ovulación + 1 día = del {start, date, rangeFrom end} al {end, date, rangeTo start}.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de ovulación',
  description:
    'Estima el día de tu ovulación, tu ventana fértil y el inicio de tu próximo periodo a partir del primer día de tu último periodo y la duración de tu ciclo.',
  keywordOvulation: 'ovulación',
  keywordFertileWindow: 'ventana fértil',
  keywordFertileDays: 'días fértiles',
  keywordTryingToConceive: 'buscando un embarazo',
  keywordNextPeriod: 'próximo periodo',
  keywordTryingForA: 'quiero quedar embarazada',
  audienceNote: 'Para ciclos de 21 a 45 días; con ciclos irregulares, la fecha es solo una guía aproximada.',
  regularityLabel: '¿Tus ciclos son regulares?',
  regularityHelp:
    'Opcional. Regulares: tu ciclo más corto y el más largo de los últimos meses se diferencian en 7 días o menos.',
  regularityOptionRegular: 'Regulares',
  regularityOptionIrregular: 'Irregulares',
  regularityOptionUnsure: 'No estoy segura',
  estimatedOvulationDay: 'Día estimado de ovulación',
  fertileWindow: 'Ventana fértil',
  nextPeriodExpected: 'Próximo periodo previsto',
  ovulationOnCycleDay: 'Ovulación en el día del ciclo',
  tips: 'Consejos',
  addToYourCalendar: 'Agrégalas a tu calendario',
  bloomcalcOvulationIcs: 'bloomcalc-ovulacion.ics',
  downloadFertileWindowOvulation: 'Descarga la ventana fértil, la ovulación y el próximo periodo (.ics)',
  bloomcalcCycle: 'Ciclo BloomCalc',
  fertileWindowEstimate: 'Ventana fértil (estimación)',
  estimatedOvulation: 'Ovulación estimada',
  useTheseDatesElsewhere: 'Usa estas fechas en otro lugar',
  example1: 'Ciclo de 28 días, el periodo empezó hace 10 días',
  example2: 'Ciclo de 35 días, el periodo empezó hace 12 días',
  example3: 'Ciclo de 21 días, el periodo empezó hace 2 días',
  example4: 'Ciclo de 42 días, el periodo empezó hace 8 días',
  example5: 'Ciclos irregulares de unos 30 días, el periodo empezó hace 5 días',
  citedForAdultCycles: 'ciclos de las adultas: de 21 a 35 días',
  citedForNormalCycles: 'ciclos normales: de 24 a 38 días',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-de-ovulacion';
