import { defineMessages } from '@/engine';

/** The Spanish words of the cycle length calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  category: `{category, select,
    short {Más corto que los 21–35 días habituales}
    normal {Dentro del rango normal de 21–35 días}
    long {Más largo que los 21–35 días habituales}}`,
  addMore:
    'Agrega más periodos a medida que lleguen: de tres a seis ciclos dan un promedio mucho más estable.',
  irregular:
    'Tus ciclos varían {spread, number, integer} días. Una diferencia de más de 7–9 días se considera irregular; es común en la adolescencia y antes de la menopausia y, en otros momentos, conviene que se lo menciones a tu médico.',
  regular:
    'Tus ciclos varían como máximo {spread, plural, one {# día} other {# días}}, lo que se considera regular.',
  outsideRange:
    'Un promedio fuera de los 21–35 días puede tener muchas causas (estrés, cambios de peso, síndrome de ovario poliquístico, problemas de tiroides): consulta a un profesional de la salud, sobre todo si tus ciclos duran más de 35 días.',
  missedPeriods:
    'Consulta a un médico si tus periodos se detienen durante {months, number, integer} meses o más y no estás embarazada.',
  latePeriod:
    'Si tu periodo no ha llegado: una prueba de embarazo casera es confiable desde el día en que te tocaba el periodo, así que, si existe la posibilidad de que estés embarazada, puedes hacerte una ahora. Si sale negativa y tu periodo sigue sin llegar, vuelve a hacerla {retest}. Si tu periodo ya llegó, agrega su primer día a la lista.',
  noPeriodForMonths:
    'Han pasado {months, number, integer} meses o más desde que empezó tu último periodo: si no has vuelto a tener el periodo y una prueba de embarazo sale negativa, consulta a un médico.',
  linkTracker:
    'Predice tus próximos periodos en el calendario menstrual (ciclo de {cycle, number, integer} días, suponiendo un periodo de {periodDays, number, integer} días)',
  linkOvulation: 'Encuentra tu ventana fértil en la calculadora de ovulación',
  datesProblem: `{id, select,
    notList {Las fechas de inicio del periodo deben ser una lista de fechas (AAAA-MM-DD).}
    nested {Las fechas de inicio del periodo deben ser una sola lista de fechas (AAAA-MM-DD), no listas dentro de una lista.}
    notDate {{value} no es una fecha real: usa AAAA-MM-DD.}
    tooFew {Agrega al menos dos fechas de inicio del periodo.}
    tooMany {Ingresa como máximo {max, number, integer} fechas.}}`,
  dateInFuture: 'Las fechas de inicio del periodo no pueden estar en el futuro: {date, date, short}.',
  periodMissing:
    'Parece que falta un periodo entre el {start, date, short} y el {next, date, short} ({gap} días de diferencia): agrégalo o quita la fecha más antigua.',
  samePeriod:
    'Entre el {start, date, short} y el {next, date, short} hay solo {gap, plural, one {# día} other {# días}} de diferencia: ingresa solo el primer día de cada periodo.',
  explainLengths: 'Duración de los ciclos = días entre fechas de inicio consecutivas: {lengths}.',
  explainAverage: 'Promedio = ({sum}) ÷ {count, number, integer} = {average, number, ::.0} días.',
  explainNext:
    'Próximo periodo = última fecha de inicio + {days, number, integer} días = {next, date, short}.',
});
