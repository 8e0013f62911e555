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
    underweight {Por debajo del percentil {under, number} para la edad y el sexo. Habla con el pediatra de {sex, select, boy {tu hijo} girl {tu hija} other {tu hijo o hija}}: revisará el crecimiento a lo largo del tiempo, la alimentación y la salud.}
    healthy {Entre los percentiles {under, number} y {over, number} para la edad y el sexo: el rango que los CDC llaman peso saludable.}
    overweight {Entre los percentiles {over, number} y {obese, number} para la edad y el sexo. Habla con el pediatra de {sex, select, boy {tu hijo} girl {tu hija} other {tu hijo o hija}} en la próxima consulta: el IMC es una cifra de detección, y el pediatra valorará su salud en conjunto.}
    obesity {En el percentil {obese, number} o por encima, para la edad y el sexo. Pide una cita con el pediatra de {sex, select, boy {tu hijo} girl {tu hija} other {tu hijo o hija}} para hablarlo: hay ayuda eficaz, y funciona mejor en familia.}}`,
  // El percentil sin ordinal, como se dice en español ("percentil 2.2"); por debajo de 0.1, "Menos de 0.1".
  percentileShown: `{band, select,
    below {Menos de {lowest, number}}
    other {{percentile, number, ::.##}}}`,
  obesityClass: `{id, select,
    class1 {Obesidad de clase 1 (menos del {class2Percent, number}% del percentil {obese, number} y un IMC menor de {class2Bmi, number})}
    class2 {Obesidad grave de clase 2 (desde el {class2Percent, number}% del percentil {obese, number} o un IMC de {class2Bmi, number})}
    class3 {Obesidad grave de clase 3 (desde el {class3Percent, number}% del percentil {obese, number} o un IMC de {class3Bmi, number})}}`,
  explainBmi:
    'IMC = peso ÷ estatura² = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0}.',
  explainAge:
    'Edad = {months, number, ::.00} meses (días ÷ 30.4375); los valores L, M y S de los CDC se interpolan entre las filas de medio mes de la tabla.',
  explainZ:
    'z = ((IMC ÷ M)^L − 1) ÷ (L × S) = {z, number, ::.00}; percentil = Φ(z) = {band, select, below {menos de {lowest, number}} other {{percentile, number, ::.##}}} → {category}.',
  explainExtended: `En el percentil {obese, number} o por encima, el método ampliado de los CDC (2022): σ = {sex, select,
    girl {{girlIntercept, number, ::.0000} + {girlAge, number, ::.0000} × edad − {girlAge2, number, ::.0000} × edad²}
    other {{boyIntercept, number, ::.0000} + {boyAge, number, ::.0000} × edad − {boyAge2, number, ::.0000} × edad²}} = {sigma, number, ::.0000} a los {years, number, ::.00} años; percentil = {base, number} + {span, number} × Φ((IMC − P95) ÷ σ) = {base, number} + {span, number} × Φ(({bmi, number, ::.0} − {bmiAt95th, number, ::.0}) ÷ {sigma, number, ::.0000}) = {percentile, number, ::.##}; z = Φ⁻¹(percentil ÷ 100) = {z, number, ::.00} → {category}.`,
  explainPercentOf95th:
    'Porcentaje del percentil {obese, number} = {bmi, number, ::.0} ÷ {bmiAt95th, number, ::.0} = {percent, number, ::.0}%.',
  explainClass:
    'Clase (AAP 2023): {percent, number, ::.0}% del percentil {obese, number} y un IMC de {bmi, number, ::.0} → {severeObesity}.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de percentil de IMC para niños y adolescentes (CDC, {firstAge, number}–{lastAge, number} años)',
  description:
    'Calcula el percentil de IMC para la edad de tu hijo o hija en las gráficas de los CDC, de {firstAge, number} a {lastAge, number} años, con su categoría de peso y su punto en la gráfica.',
  keywordChildBmi: 'imc infantil',
  keywordTeenBmi: 'imc adolescentes',
  keywordBmiPercentile: 'percentil de imc',
  keywordBmiForAge: 'imc para la edad',
  keywordCdcGrowthChart: 'gráfica de crecimiento cdc',
  keywordChildhoodObesity: 'obesidad infantil',
  audienceNote:
    'Para niños y adolescentes de {firstAge, number} a {lastAge, number} años; antes de los {firstAge, number}, usa la calculadora de crecimiento del bebé.',
  sexLabel: 'Tu hijo o hija es',
  sexNoun: 'Sexo de tu hijo o hija',
  sexOptionGirl: 'Niña',
  sexOptionBoy: 'Niño',
  sexHelp:
    'Las niñas y los niños crecen de forma distinta, por eso los CDC tienen una gráfica para cada uno.',
  birthDateLabel: 'Fecha de nacimiento',
  measuredOnLabel: 'Fecha de la medición',
  measuredOnHelp:
    'Déjala vacía para usar la fecha de hoy. Desde el segundo cumpleaños hasta el día antes del vigésimo.',
  heightLabel: 'Estatura',
  heightPlaceholder: 'p. ej., 130',
  heightHelp: 'De pie, sin zapatos. 70–220 cm o 2 pies 4 pulg. – 7 pies 2 pulg.',
  weightLabel: 'Peso',
  weightPlaceholder: 'p. ej., 28',
  bmiForAgePercentile: 'Percentil de IMC para la edad',
  bmi: 'IMC',
  kgM: 'kg/m²',
  zScore: 'Puntuación z',
  age: 'Edad',
  years: 'años',
  bmiAtThe95th: 'IMC en el percentil {obese, number}',
  aboveThe95thPercentile: 'Por encima del percentil {obese, number}',
  percentOfThe95th: 'Porcentaje del percentil {obese, number}',
  obesityClass2: 'Clase de obesidad',
  bmiForAgeChart: 'Gráfica de IMC para la edad',
  ageYears: 'Edad (años)',
  bmiKgM: 'IMC (kg/m²)',
  t95th: 'P{p, number}',
  t85th: 'P{p, number}',
  t5th: 'P{p, number}',
  yourChildSBmi: 'el IMC de tu hijo o hija',
  cdc2000BmiFor:
    'IMC para la edad de los CDC 2000 (kg/m²) de los 2 a los 20 años: las curvas de los percentiles {under, number}, {over, number} y {obese, number} para el sexo que elegiste.',
  childrenSBmiChanges:
    'El IMC de los niños cambia con la edad y es distinto en niñas y niños, por eso se lee como un percentil y no con las categorías de adultos. Un IMC es una cifra de detección: el pediatra mira el crecimiento a lo largo del tiempo, los antecedentes familiares y a tu hijo o hija en su conjunto antes de decir que hay un problema.',
  sourceCdc2000Growth:
    'Fuente: gráficas de crecimiento de los CDC 2000 (IMC para la edad, 2–20 años); en el percentil {obese, number} o por encima, el método ampliado de IMC para la edad de los CDC (2022) y las clases de obesidad de la Academia Estadounidense de Pediatría (2023). Nada de lo que escribes sobre tu hijo o hija se guarda ni se envía.',
  example1: 'Niña de 8½ años, 130 cm y 26 kg: peso saludable (percentil 36)',
  example2:
    'Niña de 2 años y 8 meses, 100 cm y 17.4134 kg: justo en el percentil {over, number} (tabla de los CDC)',
  example3:
    'Niño de 10 años y 8 meses, 140 cm y 44.727 kg: justo en el percentil {obese, number} (tabla de los CDC)',
  example4:
    'Niño nacido el 29 de febrero de 2016, medido el 25 de noviembre de 2026, 4 pies 7 pulg. y 132 lb: obesidad grave de clase 2',
  example5: 'Niña de 12 años, medida hoy: 152 cm y 40 kg, peso saludable',
  example6: 'Niña de 8½ años, 130 cm y 22 kg: bajo peso (por debajo del percentil {under, number})',
  example7:
    'Niño de 15 años, 165 cm y 110 kg: obesidad grave de clase 3 ({class3Percent, number}% del percentil {obese, number} o más)',
  example8:
    'Niña de 15½ años, 160 cm y 115.2 kg (IMC 45): percentil 99.95 en las gráficas ampliadas de los CDC, z 3.32',
  example9:
    'Niño de 4 años y 2 meses, 100 cm y 22.6 kg: el ejemplo resuelto de los CDC, percentil 99.8 (z 2.83)',
  example10:
    'Niña de 19½ años, 160 cm y 90.9 kg (IMC 35.5): obesidad grave de clase 2 por el IMC de {class2Bmi, number}, al 113% del percentil {obese, number}',
  example11:
    'Niña de 10 años, 140 cm y 39.0858 kg: percentil 84.96, peso saludable, que se muestra como percentil 84',
  citedForExtendedMethod:
    'el método por encima del percentil {obese, number}, σ por edad, ejemplos resueltos',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'imc-infantil-percentil';
