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
    weight {{value, number, ::.00} {unit}}
    other {{value, number, ::.0} {unit}}}`,
  // Spanish says "percentil 36", not an ordinal; "de cada 100" needs no gender, "sanas/sanos" follows the sex.
  sentence: `{measure, select, weight {Peso} length {Longitud} head {Perímetro cefálico}}: {band, select,
    lowest {por debajo del percentil 0.1. Menos de 1 de cada 1,000}
    highest {por encima del percentil 99.9. Más de 999 de cada 1,000}
    under1 {percentil {percentile, number, ::.0}. Menos de 1 de cada 100}
    over99 {percentil {percentile, number, ::.0}. Más de 99 de cada 100}
    within {{percentile, selectordinal, other {percentil #}}. Alrededor de {percentile, number, integer} de cada 100}} {sex, select, girl {niñas sanas} boy {niños sanos}} de la misma edad {measure, select,
    weight {pesan menos}
    length {miden menos}
    head {tienen la cabeza más pequeña}}.`,
  outsideItem: `{measure, select, weight {peso} length {longitud} head {perímetro cefálico}} {side, select,
    below {por debajo del percentil 3}
    above {por encima del percentil 97}}`,
  outside: `Habla con el pediatra o la enfermera de tu bebé: {count, plural,
    =1 {{first}}
    =2 {{first} y {second}}
    other {{first}, {second} y {third}}}. Muchas veces es simplemente la constitución de tu bebé, pero el médico querrá revisarlo, volver a medir y seguir la curva.`,
  explainAge:
    'Edad = {days, number} días ({age}); los valores L, M y S de la OMS se interpolan entre las semanas (hasta 13 semanas) y los meses de la tabla para el día {days, number}.',
  explainZ:
    'z = ((X ÷ M)^L − 1) ÷ (L × S); para el peso más allá de ±3 z, el método restringido de la OMS cuenta la distancia más allá de 3 DE en pasos del intervalo entre 2 y 3 DE. Percentil = Φ(z).',
  explainMeasure: `{measure, select,
    weight {Peso {value, number, ::.00} kg}
    length {Longitud {value, number, ::.0} cm}
    head {Cabeza {value, number, ::.0} cm}} → z {z, number, ::.00} → percentil {percentile, number, ::.0}.`,
});
