import { defineMessages } from '@/engine';

/** The Spanish words of the body fat calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  category: `{category, select,
    essential {Grasa esencial}
    athletic {Atlética}
    fitness {En forma}
    average {Promedio}
    obese {Obesidad}}`,
  interpretation: `{category, select,
    essential {Cerca del mínimo de grasa que el cuerpo de una mujer necesita para las hormonas, la menstruación y la protección de los órganos.}
    athletic {Un nivel típico de las mujeres que entrenan intensamente y con regularidad.}
    fitness {Un nivel delgado y activo para una mujer.}
    average {Un nivel común entre las mujeres adultas.}
    obese {Un nivel asociado con un mayor riesgo de enfermedades del corazón, diabetes tipo 2 y otras afecciones.}}`,
  range: `{category, select,
    obese {{from, number}% o más}
    other {{from, number}–{to, number}%}}`,
  meaning: `{category, select,
    essential {El mínimo necesario para el funcionamiento normal del cuerpo.}
    athletic {Típico de las atletas.}
    fitness {Delgada y activa.}
    average {Común entre las mujeres adultas.}
    obese {Asociado con un mayor riesgo para la salud.}}`,
  belowEssential:
    'Esta estimación está por debajo del nivel de grasa esencial del {essential, number}% para las mujeres: vuelve a medirte y, si se confirma, consulta a un médico.',
  advice1: `{category, select,
    essential {Una grasa corporal tan baja puede detener los periodos y debilitar los huesos; si tus periodos son irregulares o se han detenido, consulta a un médico.}
    athletic {Ajusta lo que comes a tu entrenamiento para proteger tus periodos y tus huesos.}
    fitness {Mantén una actividad regular: al menos 150 minutos de ejercicio moderado a la semana, más ejercicios de fuerza dos veces por semana.}
    average {El entrenamiento de fuerza regular y 150–300 minutos de actividad moderada a la semana pueden reducir la grasa corporal con el tiempo.}
    obese {Habla con un médico sobre los controles de presión arterial, azúcar en la sangre y colesterol.}}`,
  advice2: `{category, select,
    essential {Come lo suficiente para tu nivel de entrenamiento, con suficientes proteínas, grasas, calcio y hierro.}
    athletic {El entrenamiento de fuerza dos veces por semana te ayuda a mantener el músculo con la edad.}
    fitness {Sigue la tendencia a lo largo de los meses en lugar de fijarte en una sola medición.}
    average {Mide también tu cintura: en las mujeres, más de 80 cm (31.5 pulg.) significa un riesgo mayor (OMS).}
    obese {Los cambios pequeños y duraderos en la alimentación y la actividad reducen la grasa corporal de forma constante; bajar entre un 5 y un 10% de tu peso ya ayuda.}}`,
  tapeVsLab:
    'Las estimaciones con cinta métrica pueden diferir varios puntos porcentuales de los métodos de laboratorio, como una densitometría (DEXA); compara tus propias mediciones a lo largo del tiempo.',
  tipMorning: 'Mídete por la mañana, antes de comer, de pie, relajada y exhalando con normalidad.',
  tipWaist:
    'Cintura: alrededor de la parte más estrecha de tu cintura natural, con la cinta nivelada y ajustada, pero sin apretar.',
  tipHip: 'Cadera: alrededor de la parte más ancha de tus glúteos, con los pies juntos.',
  tipNeck:
    'Cuello: justo debajo de la laringe (la nuez), con la cinta ligeramente inclinada hacia abajo por delante.',
  tipTwice:
    'Toma cada medida dos veces y usa el promedio; un error de 1 cm en la cintura o la cadera mueve el resultado cerca de medio punto porcentual.',
  explainSum:
    'Cintura + cadera − cuello = {waist, number, ::.0} + {hip, number, ::.0} − {neck, number, ::.0} = {sum, number, ::.0} cm; estatura {height, number, ::.0} cm.',
  explainNavy:
    'Grasa corporal = {numerator, number} ÷ ({constant, number, ::.00000} − {girth, number, ::.00000} × log10({sum, number, ::.0}) + {heightFactor, number, ::.00000} × log10({height, number, ::.0})) − {offset, number} = {percent, number, ::.0}% (ecuación de la Marina de EE. UU. para mujeres, Hodgdon y Beckett 1984).',
  explainCategory:
    'Categoría = {category} (grasa esencial por debajo del {essential, number}%, atlética por debajo del {athletic, number}%, en forma por debajo del {fitness, number}%, promedio por debajo del {average, number}%, obesidad del {average, number}% en adelante).',
  neckTooLarge: 'La cintura más la cadera debe ser mayor que la medida del cuello.',
  implausible:
    'Estas medidas no parecen coherentes: darían un {estimate, number, ::.0}% de grasa corporal, fuera del rango del {min, number} al {max, number}% que el método de la cinta métrica puede estimar. Vuelve a medirte y revisa las unidades.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de grasa corporal para mujeres',
  description:
    'Estima tu porcentaje de grasa corporal con tu estatura y las medidas de tu cintura, cadera y cuello, según el método de la cinta métrica de la Marina de EE. UU.',
  keywordBodyFatPercentage: 'porcentaje de grasa corporal',
  keywordUsNavyMethod: 'método de la marina de ee. uu.',
  keywordTapeMeasure: 'cinta métrica',
  keywordBodyComposition: 'composición corporal',
  keywordWaistHipNeck: 'cintura cadera cuello',
  audienceNote: 'Para mujeres adultas; no durante el embarazo.',
  waistLabel: 'Cintura',
  waistPlaceholder: 'p. ej., 70',
  waistHelp: 'En la parte más estrecha de tu cintura natural. Entre 40 y 200 cm o entre 16 y 79 pulg.',
  hipLabel: 'Cadera',
  hipPlaceholder: 'p. ej., 95',
  hipHelp: 'En la parte más ancha de tus glúteos. Entre 50 y 200 cm o entre 20 y 79 pulg.',
  neckLabel: 'Cuello',
  neckPlaceholder: 'p. ej., 32',
  neckHelp: 'Justo debajo de la laringe (la nuez). Entre 20 y 60 cm o entre 8 y 24 pulg.',
  yourEstimatedBodyFat: 'Tu grasa corporal estimada',
  recommendations: 'Recomendaciones',
  howToMeasure: 'Cómo medirte',
  bodyFatRangesFor: 'Rangos de grasa corporal para mujeres',
  category2: 'Categoría',
  bodyFat: 'Grasa corporal',
  whatItMeans: 'Qué significa',
  example1: '165 cm; cintura 70, cadera 95, cuello 32 cm',
  example2: '5 pies 6 pulg.; cintura 28, cadera 38, cuello 13 pulg.',
  example3: '170 cm; cintura 80, cadera 102, cuello 32 cm',
  example4: '160 cm; cintura 60, cadera 82, cuello 31 cm',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-grasa-corporal';
