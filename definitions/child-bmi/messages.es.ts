import { defineMessages } from '@/engine';

/** The Spanish words of the child BMI calculator (same keys and parameters as messages.ts; docs/es/style-guide.md). */
export default defineMessages({
  dateError: `{problem, select,
    birthInFuture {La fecha de nacimiento no puede estar en el futuro.}
    measuredInFuture {La fecha de la medición no puede estar en el futuro.}
    beforeBirth {La fecha de la medición no puede ser anterior al nacimiento.}}`,
  underTwo:
    'Antes de los 2 años no se usa el IMC para la edad: consulta las gráficas de la OMS en la calculadora de crecimiento del bebé (/calculators/baby-growth).',
  fromTwenty:
    'A partir de los 20 años se aplican las categorías de IMC de adultos: usa la calculadora de IMC (/calculators/bmi).',
  category:
    '{category, select, underweight {Bajo peso} healthy {Peso saludable} overweight {Sobrepeso} obesity {Obesidad}}',
  interpretation: `{category, select,
    underweight {Por debajo del percentil 5 para la edad y el sexo. Habla con el pediatra de tu hijo o hija: revisará el crecimiento a lo largo del tiempo, la alimentación y la salud.}
    healthy {Entre los percentiles 5 y 85 para la edad y el sexo: el rango que los CDC llaman peso saludable.}
    overweight {Entre los percentiles 85 y 95 para la edad y el sexo. Habla con el pediatra de tu hijo o hija en la próxima consulta: el IMC es una cifra de detección, y el pediatra valorará su salud en conjunto.}
    obesity {En el percentil 95 o por encima, para la edad y el sexo. Pide una cita con el pediatra de tu hijo o hija para hablarlo: hay ayuda eficaz, y funciona mejor en familia.}}`,
  // El percentil sin ordinal, como se dice en español ("percentil 2.2"); por debajo de 0.1, "Menos de 0.1".
  percentileShown: `{band, select,
    below {Menos de 0.1}
    other {{percentile, number, ::.##}}}`,
  obesityClass: `{id, select,
    class1 {Obesidad de clase 1 (menos del 120% del percentil 95 y un IMC menor de 35)}
    class2 {Obesidad grave de clase 2 (desde el 120% del percentil 95 o un IMC de 35)}
    class3 {Obesidad grave de clase 3 (desde el 140% del percentil 95 o un IMC de 40)}}`,
  explainBmi:
    'IMC = peso ÷ estatura² = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0}.',
  explainAge:
    'Edad = {months, number, ::.00} meses (días ÷ 30.4375); los valores L, M y S de los CDC se interpolan entre las filas de medio mes de la tabla.',
  explainZ:
    'z = ((IMC ÷ M)^L − 1) ÷ (L × S) = {z, number, ::.00}; percentil = Φ(z) = {band, select, below {menos de 0.1} other {{percentile, number, ::.##}}} → {category}.',
  explainExtended: `En el percentil 95 o por encima, el método ampliado de los CDC (2022): σ = {sex, select,
    girl {0.8334 + 0.3712 × edad − 0.0011 × edad²}
    other {0.3728 + 0.5196 × edad − 0.0091 × edad²}} = {sigma, number, ::.0000} a los {years, number, ::.00} años; percentil = 90 + 10 × Φ((IMC − P95) ÷ σ) = 90 + 10 × Φ(({bmi, number, ::.0} − {bmiAt95th, number, ::.0}) ÷ {sigma, number, ::.0000}) = {percentile, number, ::.##}; z = Φ⁻¹(percentil ÷ 100) = {z, number, ::.00} → {category}.`,
  explainPercentOf95th:
    'Porcentaje del percentil 95 = {bmi, number, ::.0} ÷ {bmiAt95th, number, ::.0} = {percent, number, ::.0}%.',
  explainClass:
    'Clase (AAP 2023): {percent, number, ::.0}% del percentil 95 y un IMC de {bmi, number, ::.0} → {severeObesity}.',
});
