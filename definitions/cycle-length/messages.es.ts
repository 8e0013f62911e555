import { defineMessages } from '@/engine';

/** The Spanish words of the cycle length calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  category: `{regularity, select,
    one {{range, select,
      normal {Un ciclo, dentro del rango normal de {min, number, integer} a {max, number, integer} días}
      frequent {Un ciclo, más corto que el rango normal de {min, number, integer} a {max, number, integer} días}
      other {Un ciclo, más largo que el rango normal de {min, number, integer} a {max, number, integer} días}}}
    other {{regularity, select,
      regular {Ciclos regulares}
      borderline {Ciclos en el límite de lo regular}
      other {Ciclos irregulares}}{range, select,
      normal {, todos dentro del rango normal de {min, number, integer} a {max, number, integer} días}
      frequent {, {all, select, yes {todos} other {{short, plural, one {uno} other {#}}}} de menos de {min, number, integer} días}
      infrequent {, {all, select, yes {todos} other {{long, plural, one {uno} other {#}}}} de más de {max, number, integer} días}
      other {, {short, plural, one {uno} other {#}} de menos de {min, number, integer} días y {long, plural, one {uno} other {#}} de más de {max, number, integer} días}}}}`,
  addMore:
    'Agrega más periodos a medida que lleguen: de tres a seis ciclos dan un promedio mucho más estable.',
  regularity: `{regularity, select,
    one {Un solo ciclo no puede mostrar qué tan regulares son tus ciclos: agrega el próximo periodo cuando llegue.}
    regular {{spread, plural, =0 {Tus ciclos duran todos lo mismo} one {Tus ciclos varían como mucho # día} other {Tus ciclos varían como mucho # días}}, lo que se considera regular (según la FIGO, una diferencia de {regular, number, integer} a {edge, number, integer} días como máximo).}
    borderline {Entre tu ciclo más corto y el más largo hay {spread, number, integer} días de diferencia, en el límite de lo regular: la FIGO considera regular una diferencia de {regular, number, integer} a {edge, number, integer} días como máximo. Sigue agregando periodos para ver hacia dónde va.}
    other {Entre tu ciclo más corto y el más largo hay {spread, number, integer} días de diferencia, más de los {regular, number, integer} a {edge, number, integer} días que la FIGO considera regulares, así que son irregulares. Es común en los primeros años después de que empiezan los periodos y en los años antes de la menopausia; en otros momentos, coméntaselo a tu ginecólogo u otro profesional de la salud, porque los ciclos irregulares pueden indicar que no ovulas todos los meses.}}`,
  irregularNext:
    'Con ciclos tan irregulares, tu próximo periodo podría empezar cualquier día del {start, date, rangeFrom end} al {end, date, rangeTo start} (tu último periodo más tu ciclo más corto y tu ciclo más largo), no solo en la fecha de arriba.',
  irregularOvulation:
    'Una fecha de ovulación calculada con el promedio de ciclos tan irregulares sería una suposición, así que no te damos una: las pruebas de ovulación (tiras de LH), el moco cervical y tu temperatura muestran cuándo ovulas. Si estás buscando un embarazo, dile a tu obstetra o a tu partera que tus ciclos son irregulares.',
  outsideRange: `{range, select,
    frequent {Los ciclos de menos de {min, number, integer} días se llaman frecuentes (FIGO): coméntaselo a tu ginecólogo u otro profesional de la salud, sobre todo si se repiten.}
    infrequent {Los ciclos de más de {max, number, integer} días se llaman infrecuentes (FIGO). Pueden tener muchas causas (estrés, cambios de peso, síndrome de ovario poliquístico, problemas de tiroides): consulta a tu ginecólogo u otro profesional de la salud.}
    other {Entre tus ciclos hay algunos de menos de {min, number, integer} días (frecuentes) y otros de más de {max, number, integer} días (infrecuentes), fuera del rango normal de la FIGO. Esto tiene muchas causas posibles (estrés, cambios de peso, síndrome de ovario poliquístico, problemas de tiroides): consulta a tu ginecólogo u otro profesional de la salud.}}`,
  missedPeriods:
    'Consulta a un médico si tus periodos se detienen durante {months, number, integer} meses o más y no estás embarazada.',
  latePeriod:
    'Si tu periodo no ha llegado: la mayoría de las pruebas de embarazo caseras pueden detectar un embarazo desde el día en que te tocaba el periodo (para entonces se ven unos 9 de cada 10 embarazos), así que, si existe la posibilidad de que estés embarazada, puedes hacerte una ahora. Si sale negativa y tu periodo sigue sin llegar, vuelve a hacerla {retest}. Si tu periodo ya llegó, agrega su primer día a la lista.',
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
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de duración del ciclo',
  description:
    'Agrega el primer día de tus periodos recientes para conocer la duración promedio de tu ciclo, qué tan regular es y cuándo te toca el próximo periodo.',
  keywordCycleLength: 'duración del ciclo',
  keywordAverageCycle: 'ciclo promedio',
  keywordMenstrualCycleLength: 'duración del ciclo menstrual',
  keywordIrregularPeriods: 'periodos irregulares',
  keywordPeriodCalculator: 'calculadora de periodo',
  audienceNote:
    'Para adultas; en los primeros años después de la primera regla, los ciclos más largos e irregulares son frecuentes.',
  datesLabel: 'Fechas de inicio del periodo',
  datesHelp:
    'Agrega el primer día de cada periodo, uno por uno, empezando por el más antiguo o por el más reciente.',
  addAtLeastTwo: 'Agrega al menos dos fechas de inicio del periodo para calcular.',
  yourAverageCycleLength: 'La duración promedio de tu ciclo',
  days: 'días',
  shortestCycle: 'Ciclo más corto',
  longestCycle: 'Ciclo más largo',
  nextPeriodExpected: 'Próximo periodo previsto',
  nextPeriodWasExpected: 'Se esperaba el próximo periodo',
  yourPeriodIsLate: 'Tu periodo tiene un retraso de',
  yourCycles: 'Tus ciclos',
  periodStarted: 'Inicio del periodo',
  nextPeriodStarted: 'Inicio del siguiente periodo',
  cycleLength: 'Duración del ciclo',
  whatThisTellsYou: 'Lo que esto te dice',
  useTheseDatesElsewhere: 'Usa estas fechas en otro lugar',
  example1: 'Ciclos de 28, 29 y 28 días',
  example2: 'Fechas escritas en desorden, una de ellas dos veces',
  example3: 'Un ciclo corto y uno largo (21 y 35 días)',
  example4: 'Ciclos irregulares de 23, 47 y 26 días',
  example5: 'Ciclos de 26, 34 y 30 días (en el límite de lo regular)',
  example6: 'Ciclos de 29, 30 y 30 días',
  example7: 'Un ciclo largo de 36 días',
  example8: 'Ciclos regulares largos de 40 y 41 días',
  example9: 'Ciclos de 28 días, último periodo hace 44 días (periodo retrasado)',
  citedForAdultCycles: 'ciclos de las adultas: de 21 a 35 días',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-duracion-del-ciclo';
