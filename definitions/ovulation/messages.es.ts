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
    'Si buscas un embarazo: tener relaciones sexuales cada uno o dos días durante la ventana fértil te da la mejor probabilidad.',
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
    'Ventana fértil = ovulación − {fertileBefore, number, integer} días hasta ovulación + 1 día = del {start, date, short} al {end, date, short}.',
});
