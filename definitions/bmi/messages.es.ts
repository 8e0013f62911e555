import { defineMessages } from '@/engine';

/** The Spanish words of the BMI calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  category:
    '{category, select, underweight {Bajo peso} normal {Peso normal} overweight {Sobrepeso} obese {Obesidad}}',
  interpretation: `{category, select,
    underweight {Tu IMC está por debajo del rango asociado con el menor riesgo para la salud en adultos.}
    normal {Tu IMC está dentro del rango asociado con el menor riesgo para la salud en adultos.}
    overweight {Tu IMC está por encima del rango saludable; la medida de tu cintura y tu actividad física te dicen más sobre tu riesgo.}
    obese {Tu IMC está en el rango asociado con un mayor riesgo de diabetes, enfermedades del corazón y otras afecciones.}}`,
  advice1: `{category, select,
    underweight {Habla con un médico o un dietista sobre una forma segura de llegar a un peso saludable.}
    normal {Mantén una alimentación equilibrada, con muchas verduras, frutas y granos integrales.}
    overweight {Bajar entre un 5 y un 10% de tu peso ya trae beneficios medibles para la salud.}
    obese {Habla con un médico sobre un plan adecuado para tu salud; el apoyo hace que el cambio sea más fácil.}}`,
  advice2: `{category, select,
    underweight {Haz comidas y refrigerios regulares ricas en proteínas, granos integrales y grasas saludables.}
    normal {Procura hacer al menos 150 minutos de actividad moderada a la semana, más ejercicios de fuerza dos veces por semana.}
    overweight {Aumenta poco a poco hasta hacer de 150 a 300 minutos de actividad moderada a la semana.}
    obese {Los cambios pequeños y constantes en la alimentación y la actividad se suman con los meses.}}`,
  advice3: `{category, select,
    underweight {El entrenamiento de fuerza puede ayudarte a ganar músculo y no solo grasa.}
    normal {Mide también tu cintura: el IMC no muestra dónde se acumula la grasa.}
    overweight {Mide tu cintura: en las mujeres, más de 80 cm (31.5 pulg.) significa un riesgo mayor.}
    obese {Pregunta por los controles de presión arterial, azúcar en la sangre y colesterol.}}`,
  forAge: 'Menores de {adultAge, number}: se evalúa con el IMC para la edad',
  forAgeMeaning:
    'Antes de los {adultAge, number} años, el IMC se evalúa con gráficas de crecimiento por edad y sexo (percentiles de IMC para la edad), no con las categorías para adultos: el mismo IMC puede ser saludable a una edad y alto a otra.',
  forAgeAdvice:
    'Busca el percentil con la calculadora de IMC para niños y adolescentes (su enlace lleva esta estatura y este peso), y habla con un médico antes de cambiar la alimentación.',
  childBmiLink: 'Busca el percentil de IMC para la edad (calculadora de IMC para niños y adolescentes)',
  underTwo:
    'El IMC no se usa antes del segundo cumpleaños: el crecimiento de un bebé se evalúa con las gráficas de crecimiento de la OMS. Usa nuestra calculadora de crecimiento del bebé o pregúntale al pediatra.',
  overSixtyFive:
    'Después de los {olderAge, number} años, los estudios que siguen a las personas a lo largo del tiempo encuentran que un IMC un poco por encima de {overweightFrom, number} no se asocia con una mayor mortalidad, pero estos datos observacionales no pueden demostrar causa y efecto: pregúntale a tu médico qué es lo adecuado para ti y mantén la fuerza muscular.',
  explainMetric: 'Tus cifras en el sistema métrico: {metric}.',
  explainBmi:
    'IMC = peso ÷ estatura² = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0}.',
  explainRange: `Rango saludable = IMC de {normalFrom, number} a {healthyMax, number} × estatura² = {min, number, ::.0}–{max, number, ::.0} kg{unit, select,
    kg {}
    lbs { = {minInUnit, number, ::.0}–{maxInUnit, number, ::.0} lb}
    other { = {minInUnit, number, ::.0}–{maxInUnit, number, ::.0} {unit}}}.`,
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de IMC para mujeres',
  description:
    'Calcula tu índice de masa corporal a partir de tu estatura y tu peso, y conoce tu categoría de peso y el rango de peso saludable para tu estatura.',
  keywordBodyMassIndex: 'índice de masa corporal',
  keywordBmi: 'imc',
  keywordHealthyWeight: 'peso saludable',
  keywordWeightCategory: 'categoría de peso',
  keywordObesity: 'obesidad',
  audienceNote:
    'Para adultos de {adultAge, number} años o más; ¿menor de {adultAge, number}? Te llevamos al IMC para la edad.',
  ageHelp:
    'Opcional: si tienes menos de {adultAge, number} años, te llevamos al IMC para la edad; desde los {olderAge, number}, las categorías se interpretan un poco distinto.',
  yourBmi: 'Tu IMC',
  under20BmiFor: 'Menores de {adultAge, number}: IMC para la edad',
  healthyWeightForYour: 'Peso saludable para tu estatura',
  recommendations: 'Recomendaciones',
  example1: '165 cm, 60 kg',
  example2: '5 pies 6 pulg., 150 lb',
  example3: '160 cm, 64 kg',
  example4: '1.6 m, 47.36 kg',
  example5: '12 años, 5 pies, 118 lb',
  example6: '170 cm, 90 kg',
  citedForAdultClasses: 'clasificación del IMC para adultos',
  citedForObservational: 'estudio observacional',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-imc';
