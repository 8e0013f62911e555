import { defineMessages } from '@/engine';

/** The Spanish words of the pregnancy test timing calculator (docs/es/style-guide.md). */
export default defineMessages({
  status: `{timing, select,
    now {Puedes hacerte la prueba ahora: tu periodo ya debería haber llegado o está atrasado}
    sensitive {Una prueba sensible podría detectar un embarazo ahora; la mayoría de las pruebas pueden detectarlo en {toReliable, plural, one {# día} other {# días}}, cuando te toca el periodo}
    ahead {Prueba más temprana en {toEarliest, plural, one {# día} other {# días}}; la mayoría de las pruebas pueden detectar un embarazo en {toReliable, plural, one {# día} other {# días}}}}`,
  // Calendar day names, by mark.
  markEarliest: 'primer día para una prueba sensible',
  markReliable: 'te toca el periodo: la mayoría de las pruebas pueden detectar un embarazo',
  markOvulation: 'ovulación estimada',
  markPeriod: 'primer día de tu último periodo',
  markImplantation: 'posible implantación',

  passed:
    'Estas fechas ya pasaron: si has tenido un periodo desde entonces, ingresa su primer día para ver tu ciclo actual.',
  morningUrine: 'Usa la primera orina de la mañana para una prueba temprana: es la que tiene más hCG.',
  earlyNegative:
    'Un resultado negativo antes de que te toque el periodo no descarta un embarazo: vuelve a hacerte la prueba el día en que te toca el periodo o unos días después.',
  dueDayNegative:
    'El día en que te toca el periodo, la mayoría de las pruebas pueden detectar un embarazo, pero alrededor de 1 de cada 10 embarazos todavía no se puede detectar porque la implantación fue tardía: un resultado negativo ese día no descarta un embarazo.',
  afterPositive:
    'Después de una prueba positiva, comunícate con tu médico o partera para empezar tu atención prenatal.',
  retest:
    'Si una prueba sale negativa y tu periodo sigue sin llegar, vuelve a hacerte la prueba {retest}; si las pruebas siguen saliendo negativas y el periodo sigue sin llegar, consulta a tu médico.',

  explainOvulation:
    'Ovulación = {lastPeriod, date, short} + {cycleLength, number, integer} − {luteal, number, integer} días = {ovulation, date, short} (la misma cuenta que usan todas nuestras calculadoras del ciclo).',
  explainImplantation:
    'La implantación, si ocurre, se da de {implantationFirst, number, integer} a {implantationLast, number, integer} días después de la ovulación: del {start, date, rangeFrom end} al {end, date, rangeTo start}.',
  explainTests:
    'Prueba sensible más temprana = ovulación + {earliestDays, number, integer} días = {earliest, date, short}; la mayoría de las pruebas pueden detectar un embarazo desde el día en que te toca el periodo = {reliable, date, short} (alrededor del 90% de los embarazos para entonces).',
  // Los textos de la definición (calculator.ts).
  name: 'Cuándo hacerte una prueba de embarazo',
  description:
    'Descubre el primer día en que una prueba de embarazo casera sensible puede funcionar y el día en que casi todas lo detectan, según tu último periodo y tu ciclo.',
  keywordWhenToTake: 'cuándo hacerse una prueba de embarazo',
  keywordPregnancyTest: 'prueba de embarazo',
  keywordImplantation: 'implantación',
  keywordMissedPeriod: 'falta de periodo',
  keywordHowSoonTest: 'qué tan pronto hacer la prueba',
  keywordAmIPregnant: 'estoy embarazada',
  audienceNote:
    'Para un ciclo natural; después de un tratamiento de fertilidad, hazte la prueba el día que te indique tu clínica.',
  dayMostTestsCan: 'Día en que la mayoría de las pruebas pueden detectar un embarazo',
  earliestSensitiveTest: 'Prueba sensible más temprana',
  estimatedOvulation: 'Ovulación estimada',
  possibleImplantation: 'Posible implantación',
  yourTestCalendar: 'Tu calendario de pruebas',
  firstDayOfYour: 'Primer día de tu último periodo: gota, borde continuo',
  estimatedOvulationEggDouble: 'Ovulación estimada: óvulo, borde doble, relleno oscuro',
  possibleImplantation612:
    'Posible implantación ({first, number}–{last, number} días después de la ovulación): brote, borde discontinuo',
  testDaysEarliestSensitive:
    'Días de prueba (prueba sensible más temprana; día en que te toca el periodo): tubo de ensayo, borde punteado',
  tipsForTesting: 'Consejos para hacerte la prueba',
  addToYourCalendar: 'Agrégalas a tu calendario',
  bloomcalcPregnancyTestIcs: 'bloomcalc-prueba-de-embarazo.ics',
  downloadYourTestDays: 'Descarga tus días de prueba (.ics)',
  bloomcalcCycle: 'Ciclo BloomCalc',
  earliestDayForA: 'Primer día para una prueba de embarazo sensible',
  periodDueMostPregnancy:
    'Te toca el periodo: la mayoría de las pruebas de embarazo funcionan desde este día',
  example1: 'Ciclo de 28 días, el periodo empezó hace 9 días',
  example2: 'Ciclo de 35 días, el periodo empezó hace 32 días',
  example3: 'Ciclo de 21 días, el periodo empezó hace 23 días (se esperaba hace 2 días)',
  example4: 'Ciclo de 45 días, el periodo empezó hace 9 días',
  citedForDetectable: 'cerca del 90% de los embarazos se detectan el día en que toca el periodo',
  citedForRetest: 'repetir la prueba una semana después de la falta del periodo',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'cuando-hacer-prueba-de-embarazo';
