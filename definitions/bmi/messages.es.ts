import { defineMessages } from '@/engine';

/** The words of the BMI calculator in Spanish (docs/es/style-guide.md); every key of messages.ts. */
export default defineMessages({
  category:
    '{category, select, underweight {Bajo peso} normal {Peso normal} overweight {Sobrepeso} obese {Obesidad}}',
  interpretation: `{category, select,
    underweight {Tu IMC está por debajo del rango asociado con el menor riesgo para la salud en adultos.}
    normal {Tu IMC está dentro del rango asociado con el menor riesgo para la salud en adultos.}
    overweight {Tu IMC está por encima del rango saludable; la medida de tu cintura y tu actividad dicen más sobre tu riesgo.}
    obese {Tu IMC está en el rango asociado con mayor riesgo de diabetes, enfermedades del corazón y otras afecciones.}}`,
  advice1: `{category, select,
    underweight {Habla con un médico o nutricionista sobre una forma segura de llegar a un peso saludable.}
    normal {Mantén una alimentación equilibrada con muchas verduras, frutas y granos integrales.}
    overweight {Bajar entre el 5 y el 10 % del peso corporal ya trae beneficios medibles para la salud.}
    obese {Habla con un médico sobre un plan que se adapte a tu salud; el apoyo hace más fácil el cambio.}}`,
  advice2: `{category, select,
    underweight {Haz comidas y refrigerios regulares, ricos en proteínas, granos integrales y grasas saludables.}
    normal {Busca al menos 150 minutos de actividad moderada a la semana, más ejercicios de fuerza dos veces por semana.}
    overweight {Llega poco a poco a 150–300 minutos de actividad moderada a la semana.}
    obese {Los cambios pequeños y constantes en la comida y la actividad suman con los meses.}}`,
  advice3: `{category, select,
    underweight {El entrenamiento de fuerza puede ayudarte a ganar músculo y no solo grasa.}
    normal {Mide también tu cintura: el IMC no muestra dónde se acumula la grasa.}
    overweight {Mide tu cintura: más de 80 cm (31.5 in) significa un riesgo mayor en las mujeres.}
    obese {Pregunta por los controles de presión arterial, azúcar en la sangre y colesterol.}}`,
  underTwenty:
    'Antes de los 20 años, el IMC se evalúa con gráficas de crecimiento por edad (percentiles de IMC para la edad), no con estas categorías de adultos.',
  overSixtyFive:
    'Después de los 65 años, los estudios que siguen a personas a lo largo del tiempo encuentran que un IMC un poco por encima de 25 no se asocia con más muertes, pero esos datos observacionales no pueden mostrar causa y efecto: pregúntale a tu médico qué te conviene y mantén la fuerza muscular.',
  explainMetric: 'Tus números en el sistema métrico: {metric}.',
  explainBmi:
    'IMC = peso ÷ estatura² = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0}.',
  explainRange: `Rango saludable = IMC de 18.5 a 24.9 × estatura² = {min, number, ::.0}–{max, number, ::.0} kg{unit, select,
    kg {}
    other { = {minInUnit, number, ::.0}–{maxInUnit, number, ::.0} {unit}}}.`,
});
