import { defineMessages } from '@/engine';

/** The Spanish words of the baby growth calculator (same keys and parameters as messages.ts; docs/es/style-guide.md). */
export default defineMessages({
  dateError: `{problem, select,
    birthInFuture {La fecha de nacimiento no puede estar en el futuro.}
    measuredInFuture {La fecha de la medición no puede estar en el futuro.}
    beforeBirth {La fecha de la medición no puede ser anterior al nacimiento.}}`,
  afterSecondBirthday:
    'Esa fecha es posterior al segundo cumpleaños: las gráficas de la OMS de esta página llegan hasta los 2 años. De los 2 a los 20 años, usa la calculadora de IMC infantil (/calculators/child-bmi).',
  noMeasurement: 'Ingresa al menos una medida: peso, longitud o perímetro cefálico.',
  agePart: `{unit, select,
    year {{n, plural, one {# año} other {# años}}}
    month {{n, plural, one {# mes} other {# meses}}}
    week {{n, plural, one {# semana} other {# semanas}}}
    day {{n, plural, one {# día} other {# días}}}}`,
  ageBirth: 'día del nacimiento (0 días)',
  shown: `{kind, select,
    lbOz {{pounds, number} lb {ounces, number} oz}
    weight {{value, number, ::.00} {unit, select, lbs {lb} in {pulg.} other {{unit}}}}
    other {{value, number, ::.0} {unit, select, lbs {lb} in {pulg.} other {{unit}}}}}`,
  // Spanish says "percentil 36", not an ordinal; "de cada 100" needs no gender, "sanas/sanos" follows the sex.
  sentence: `{measure, select, weight {Peso} length {Longitud} head {Perímetro cefálico}}: {band, select,
    lowest {por debajo del percentil {lowest, number}. Menos de 1 de cada 1,000}
    highest {por encima del percentil {highest, number}. Más de 999 de cada 1,000}
    under1 {percentil {percentile, number, ::.0}. Menos de 1 de cada 100}
    over99 {percentil {percentile, number, ::.0}. Más de {almostAll, number} de cada 100}
    within {{percentile, selectordinal, other {percentil #}}. Alrededor de {percentile, number, integer} de cada 100}} {sex, select, girl {niñas sanas} boy {niños sanos}} de la misma edad {measure, select,
    weight {pesan menos}
    length {miden menos}
    head {tienen la cabeza más pequeña}}.`,
  outsideItem: `{measure, select, weight {peso} length {longitud} head {perímetro cefálico}} {side, select,
    below {por debajo del percentil {low, number}}
    above {por encima del percentil {high, number}}}`,
  outside: `{concern, select,
    yes {Muéstrale también al pediatra estas medidas: {count, plural,
      =1 {{first}}
      =2 {{first} y {second}}
      other {{first}, {second} y {third}}}.}
    other {Habla con el pediatra de tu bebé: {count, plural,
      =1 {{first}}
      =2 {{first} y {second}}
      other {{first}, {second} y {third}}}. Muchas veces es simplemente la constitución de tu bebé, pero el médico querrá revisarlo, volver a medir y seguir la curva.}}`,
  concernAction: 'Consulta pronto con el pediatra de tu bebé',
  concernCategory: `{far, select,
    yes {Muy por {side, select, below {debajo} other {encima}} de las curvas de la OMS (más de {farZ, number} DE)}
    other {{side, select, below {Por debajo del percentil {low, number}} other {Por encima del percentil {high, number}}}}}`,
  concernText: `{far, select,
    yes {Muy {sex, select, girl {pocas niñas sanas} other {pocos niños sanos}} de la misma edad {measure, select,
      weight {{side, select, below {pesan tan poco} other {pesan tanto}}}
      length {{side, select, below {miden tan poco} other {miden tanto}}}
      other {{side, select, below {tienen la cabeza tan pequeña} other {tienen la cabeza tan grande}}}}.{measure, select,
      head {{side, select,
        below { Los médicos revisan si hay microcefalia con una cabeza así de pequeña: está más allá del límite más estricto que menciona la OMS (más de {farZ, number} DE por debajo del promedio).}
        other { Los médicos revisan si hay macrocefalia con una cabeza así de grande (más de 2 DE por encima del promedio); esta supera las {farZ, number} DE.}}}
      other {}}}
    other {{side, select,
      below {Los médicos revisan si hay microcefalia (una cabeza más pequeña de lo esperado) cuando el perímetro cefálico está por debajo del percentil {low, number} (OMS: más de 2 DE por debajo del promedio para la edad y el sexo).}
      other {Los médicos revisan si hay macrocefalia (una cabeza más grande de lo esperado) cuando el perímetro cefálico está por encima del percentil {high, number} (más de 2 DE por encima del promedio para la edad y el sexo).}}}} El médico volverá a medir con el equipo del consultorio y revisará cómo ha crecido tu bebé desde el nacimiento{measure, select,
    head { y cómo va su desarrollo{side, select, above {; quizá también mida la cabeza de los padres} other {}}}
    other { y cómo come y cómo está de salud}}.`,
  beforeDue: '{span} antes de la fecha probable de parto',
  bornAt: '{weeks, number} semanas ({early, plural, one {# semana} other {# semanas}} antes de tiempo)',
  correctedLine:
    'Leído a la edad corregida, {age}: tu bebé nació a las {weeks, number} semanas, {early, plural, one {# semana} other {# semanas}} antes de tiempo, así que se compara con {atDue, select, yes {bebés recién nacidos} other {bebés que tienen {age} desde su fecha probable de parto}}, como hacen los médicos hasta el segundo cumpleaños.',
  dueDate: '0 días (la fecha probable de parto)',
  beforeTermCategory: 'Antes de la fecha probable de parto: las gráficas de la OMS aún no se aplican',
  beforeTermText:
    'Tu bebé nació a las {weeksAtBirth, number} semanas y la medición se hizo {to} ({term, number} semanas). Las gráficas de la OMS empiezan a término, así que pondrían a un bebé sano nacido antes de tiempo muy por debajo de las curvas. Hasta la fecha probable de parto, el equipo de atención médica usa una gráfica de crecimiento para prematuros: la gráfica de Fenton 2013 o los estándares para prematuros de INTERGROWTH-21st. Pregunta al pediatra de tu bebé o al equipo de cuidados intensivos neonatales en qué punto de esa gráfica está tu bebé. A partir de la fecha probable de parto, esta página lee las gráficas de la OMS a la edad corregida.',
  explainAge: `{days, plural,
    =0 {Edad = 0 días: el día del nacimiento.}
    one {Edad = 1 día.}
    other {Edad = # días{inWords, select, yes { ({age})} other {}}.}}`,
  explainRead:
    'Los valores L, M y S de la OMS se interpolan entre las semanas (hasta 13 semanas) y los meses de la tabla para el día {day, number}.',
  explainCorrected:
    'Nació a las {weeks, number} semanas: edad corregida = {days, number} − ({term, number} − {weeks, number}) × 7 = {corrected, number} días; {before, select, yes {menos de 0, así que no se lee ningún percentil de la OMS} other {las tablas de la OMS se leen en el día {corrected, number}}}.',
  explainZ:
    'z = ((X ÷ M)^L − 1) ÷ (L × S); para el peso más allá de ±3 z, el método restringido de la OMS cuenta la distancia más allá de 3 DE en pasos del intervalo entre 2 y 3 DE. Percentil = Φ(z).',
  explainMeasure: `{measure, select,
    weight {Peso {value, number, ::.00} kg}
    length {Longitud {value, number, ::.0} cm}
    head {Cabeza {value, number, ::.0} cm}} → z {z, number, ::.00} → percentil {percentile, number, ::.0}.`,
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de percentiles de crecimiento del bebé (OMS, 0–2 años)',
  description:
    'Los percentiles de peso, longitud y perímetro cefálico de tu bebé en las gráficas de la OMS, desde el nacimiento hasta los 2 años, con su punto en cada gráfica.',
  keywordBabyPercentile: 'percentil del bebé',
  keywordInfantGrowthChart: 'gráfica de crecimiento infantil',
  keywordWeightPercentile: 'percentil de peso',
  keywordLengthPercentile: 'percentil de longitud',
  keywordHeadCircumference: 'perímetro cefálico',
  keywordWhoGrowthStandards: 'patrones de crecimiento de la oms',
  sexLabel: 'Tu bebé es',
  sexNoun: 'Sexo de tu bebé',
  sexOptionGirl: 'Niña',
  sexOptionBoy: 'Niño',
  sexHelp: 'Las niñas y los niños crecen de forma distinta, por eso la OMS tiene una gráfica para cada uno.',
  birthDateLabel: 'Fecha de nacimiento',
  weeksAtBirthLabel: '¿Nació antes de tiempo? Semanas de embarazo al nacer',
  weeksAtBirthSuffix: 'semanas',
  weeksAtBirthPlaceholder: 'p. ej., 32',
  weeksAtBirthHelp:
    'Déjalo vacío si tu bebé nació a término. Semanas completas (32 semanas y 5 días son 32), de {min, number} a {max, number}; con menos de {preterm, number} semanas, las gráficas se leen a la edad corregida, desde la fecha probable de parto.',
  measuredOnLabel: 'Fecha de la medición',
  measuredOnHelp: 'Déjala vacía para usar la fecha de hoy. Hasta el segundo cumpleaños.',
  weightLabel: 'Peso',
  weightPlaceholder: 'p. ej., 6.4',
  weightHelp: 'Sin ropa si puedes. 0.5–30 kg, 1 lb 2 oz – 66 lb o 1.1–66 lb.',
  lengthLabel: 'Longitud',
  lengthPlaceholder: 'p. ej., 62',
  lengthHelp: 'Acostado, de la coronilla al talón. 35–120 cm o 14–47 pulg.',
  headCircumferenceLabel: 'Perímetro cefálico',
  headCircumferencePlaceholder: 'p. ej., 40',
  headCircumferenceHelp:
    'Opcional: alrededor de la parte más ancha, por encima de las cejas y las orejas. 25–60 cm o 10–24 pulg.',
  audienceNote: 'Para bebés nacidos a término; ¿nació antes de tiempo? Dinos cuándo.',
  weeksOfPregnancyOn: 'Semanas de embarazo el día de la medición',
  ageOnTheDay: 'Edad el día de la medición',
  age: 'Edad',
  daysSinceBirth: 'Días desde el nacimiento',
  bornEarlyCorrectedAge: 'Nació antes de tiempo: edad corregida, desde la fecha probable de parto',
  correctedAge: 'Edad corregida',
  bornAt2: 'Nació a las',
  talkToYourDoctor: 'Habla con el pediatra',
  whatTheNumbersSay: 'Lo que dicen los números',
  weightForAge: 'Peso para la edad',
  lengthForAge: 'Longitud para la edad',
  headCircumferenceForAge: 'Perímetro cefálico para la edad',
  aPercentileComparesYour:
    'Un percentil compara a tu bebé con 100 bebés sanos de la misma edad y sexo: el percentil 25 significa que 25 pesan (o miden) menos. Los bebés pequeños y los grandes son igual de normales; lo que importa es una curva estable a lo largo de varias consultas. Habla con el pediatra si una medida está por debajo del percentil {low, number} o por encima del {high, number}, o si cruza dos de las líneas principales ({low, number}, {p15, number}, {p50, number}, {p85, number}, {high, number}) hacia arriba o hacia abajo entre una consulta y otra.',
  sourceWhoChildGrowth:
    'Fuente: patrones de crecimiento infantil de la OMS (WHO Child Growth Standards, 2006), los que recomiendan los CDC desde el nacimiento hasta los 2 años. No hay percentil de peso para la longitud: la tabla de la OMS que usa esta página solo tiene peso, longitud y perímetro cefálico para la edad. Nada de lo que escribes sobre tu bebé se envía.',
  example1: 'Niña de 4 meses y 2 semanas: 6.4 kg y 62 cm',
  example2: 'Niño medido el día en que nació: 3.3464 kg, 49.88 cm, cabeza 34.46 cm (las medianas de la OMS)',
  example3:
    'Niña de 13 semanas: 63.99 cm de longitud, 2 DE por encima de la mediana de la OMS (percentil 97.7)',
  example4:
    'Niña nacida el 29 de febrero de 2024, pesada el 28 de febrero de 2026 (su segundo cumpleaños): 11.5 kg',
  example5: 'Niño de 4 meses: 14 lb 2 oz y 25 pulg.',
  example6:
    'Niño de 12 meses, 14.5 kg: muy por encima de las curvas de la OMS, consulta pronto con el pediatra',
  example7:
    'Niña nacida a las 28 semanas, 4 meses después (edad corregida de 1 mes y 1 semana): 4.2 kg, 53 cm, cabeza 37 cm',
  example8:
    'Niño nacido a las 30 semanas, medido a las 6 semanas (4 semanas antes de su fecha probable de parto): gráficas para prematuros, no las de la OMS',
  example9:
    'Niño de 13 semanas: cabeza de 38 cm, por debajo del percentil {low, number} (percentil 1.7), consulta pronto con el pediatra',
  example10:
    'Niña de 6 meses: 58 cm de longitud, muy por debajo de las curvas de la OMS (z −3.42), consulta pronto con el pediatra',
  percentile: 'Percentil',
  zScore: 'Puntuación z',
  measured: 'Medida',
  ageMonthsCorrectedIf: 'Edad (meses, corregida si nació antes de tiempo)',
  t97th: 'P{p, number}',
  t85th: 'P{p, number}',
  t50th: 'P{p, number}',
  t15th: 'P{p, number}',
  t3rd: 'P{p, number}',
  chartPoint: `{measure, select,
    weight {el peso de tu bebé}
    length {la longitud de tu bebé}
    head {el perímetro cefálico de tu bebé}}`,
  chartCaption: `{measure, select,
    weight {Peso para la edad de la OMS ('{unit}') desde el nacimiento hasta los 24 meses: las curvas de los percentiles {low, number}, {p15, number}, {p50, number}, {p85, number} y {high, number} para el sexo que elegiste.}
    length {Longitud para la edad de la OMS ('{unit}') desde el nacimiento hasta los 24 meses: las curvas de los percentiles {low, number}, {p15, number}, {p50, number}, {p85, number} y {high, number} para el sexo que elegiste.}
    head {Perímetro cefálico para la edad de la OMS ('{unit}') desde el nacimiento hasta los 24 meses: las curvas de los percentiles {low, number}, {p15, number}, {p50, number}, {p85, number} y {high, number} para el sexo que elegiste.}}`,
  citedForHeadSize: 'cabeza pequeña por debajo de −2 DE, cabeza grande por encima de +2 DE',
  citedForLmsTables: 'las tablas LMS de la OMS de 2006 en CSV',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'percentiles-crecimiento-bebe';
