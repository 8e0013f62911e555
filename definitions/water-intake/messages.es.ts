import { defineMessages } from '@/engine';

/** The Spanish words of the water intake calculator (docs/es/style-guide.md). */
export default defineMessages({
  // The day's slots by the formula's id: the chart's and the schedule's names, and the schedule's times.
  slot: `{slot, select,
    waking {Al despertar}
    morning {Mañana}
    lunch {Almuerzo}
    afternoon {Tarde}
    dinner {Cena}
    evening {Noche}}`,
  slotTime: `{slot, select,
    waking {6–8 a. m.}
    morning {8–11 a. m.}
    lunch {11 a. m.–1 p. m.}
    afternoon {1–5 p. m.}
    dinner {5–8 p. m.}
    evening {8–10 p. m.}}`,
  // "Notes for you", by the formula's note ids.
  note: `{note, select,
    pregnant {Embarazo: sumamos {extra, number} mL al día por el bebé en crecimiento, el líquido amniótico y tu mayor volumen de sangre.}
    breastfeeding {Lactancia: sumamos {extra, number} mL al día para reponer el agua de la leche materna; bebe según tu sed en cada toma.}
    both {Embarazada mientras amamantas: sumamos {extra, number} mL al día, entre los extras del embarazo y de la lactancia (ninguna guía da una cifra para ambos a la vez); pregúntale a tu obstetra o partera cuánto necesitas.}
    hot {Calor: bebe antes de tener sed y agrega un poco de sal o comida cuando sudes mucho.}
    intense {Entrenamiento intenso: pésate antes y después de las sesiones largas; bebe entre 1.25 y 1.5 L por cada kg perdido.}}`,
  caution: `{caution, select,
    capped {La regla de {mlPerKg, number} mL por kg te da {formula, number, ::.0} L al día, muy por encima de la ingesta adecuada de {adequate, number, ::.0} L {state, select, none {para las mujeres} pregnant {en el embarazo} breastfeeding {durante la lactancia} both {durante la lactancia}} (U.S. National Academies): crece con el peso corporal y con los extras por actividad y calor, y se pasa de la cuenta. Mostramos como máximo {shown, number, ::.0} L, alrededor de {factor, number} veces la ingesta adecuada. Beber mucha más agua de la que tu cuerpo necesita puede ser peligroso: diluye la sal de tu sangre (hiponatremia), lo que puede causar dolor de cabeza, confusión y convulsiones. En días de calor o en entrenamientos largos, bebe según tu sed y repón lo que sudas, y pídele a tu médico una meta personal.}
    heavy {Es un volumen grande: la regla de {mlPerKg, number} mL por kg crece con el peso corporal y se pasa de la cuenta con pesos altos, así que déjate guiar por la sed y pídele a un médico una meta personal.}
    extras {Es un total grande por los extras de actividad, calor y embarazo o lactancia: alrededor de una quinta parte suele venir de los alimentos, y la sed es una buena guía para el resto.}}`,
  cappedHeadline:
    'Como máximo {shown, number, ::.0} L: la regla práctica te da {formula, number, ::.0} L, mucho más que la ingesta adecuada de {adequate, number, ::.0} L. Beber demasiada agua es peligroso (lee las recomendaciones).',
  adequate:
    'Como comparación, la ingesta adecuada de agua total {state, select, none {para las mujeres} pregnant {en el embarazo} breastfeeding {durante la lactancia} both {durante la lactancia}} es de {adequate, number, ::.0} L al día entre bebidas y alimentos, unos {drinks, number, ::.0} L de ellos en bebidas (U.S. National Academies); la EFSA en Europa fija {efsa, number, ::.0} L. Son cifras para clima templado y actividad moderada: con calor o entrenamiento intenso necesitas más.',
  fromDrinks:
    'Esta cifra es el agua total de un día, entre bebidas y alimentos: alrededor del 20% suele venir de los alimentos (U.S. National Academies, Dietary Reference Intakes for water, 2005), así que unos {liters, number, ::.#} L serían de bebidas.',
  hourly:
    'Repártela en tus {hours, number, integer} horas de vigilia: unos {hourly, number, integer} mL de agua por hora, contando la de los alimentos, en lugar de grandes cantidades de una vez.',
  thirst: 'Déjate guiar por la sed y el color de tu orina: lo ideal es un amarillo pálido, color paja.',
  askDoctor:
    'Si tienes una enfermedad del corazón, de los riñones o del hígado, pregúntale a tu médico cuánto beber: algunas enfermedades necesitan un límite.',
  hydrated: 'Bien hidratada: orina de color amarillo pálido y poca sed.',
  dehydrated:
    'Deshidratación: sed, orina de color amarillo oscuro y olor fuerte, orinar menos de 4 veces al día, boca seca, cansancio o sensación de mareo.',
  urgent:
    'Busca atención médica urgente si no orinas en todo el día, tienes un mareo al ponerte de pie que no se te pasa, confusión, latidos acelerados o convulsiones.',
  tipBottle: 'Ten a la vista una botella reutilizable: la gente bebe más cuando tiene agua a mano.',
  tipDrinks:
    'El agua, la leche, el té y el café cuentan; las bebidas azucaradas suman calorías que quizá no quieras.',
  tipFood:
    'Las frutas, las verduras y la sopa también aportan agua (alrededor de una quinta parte de lo que se consume normalmente).',
  tipMeals: 'Bebe un vaso con cada comida y antes, durante y después del ejercicio.',
  explainBase:
    'Base = {mlPerKg, number, integer} mL × {weight, number, ::.0} kg = {base, number, integer} mL.',
  explainTotal: `Total = base × {activity, number, ::.###} (actividad {level, select,
    sedentary {sedentaria}
    light {ligera}
    moderate {moderada}
    intense {intensa}}) × {climate, number, ::.###} (clima {climateId, select,
    cool {fresco}
    moderate {moderado / templado}
    hot {caluroso o húmedo}}) + {extra, number, integer} mL extra = {ml, number, integer} mL = {liters, number, ::.0} L{capped, select,
    yes {}
    other { = {cups, number, ::.0} tazas de {cupMl, number, integer} mL}}.`,
  explainCap:
    'Eso es más de {factor, number} veces la ingesta adecuada de {adequate, number, ::.0} L, así que la cifra que se muestra es {ml, number, integer} mL = {liters, number, ::.0} L = {cups, number, ::.0} tazas.',
  explainHourly:
    'Por hora = {ml, number, integer} mL ÷ {hours, number, integer} horas de vigilia = {hourly, number, integer} mL.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de consumo de agua',
  description:
    'Calcula cuánta agua beber cada día según tu peso, tu actividad y el clima, con un extra para el embarazo y la lactancia.',
  keywordDailyWaterIntake: 'consumo diario de agua',
  keywordHydration: 'hidratación',
  keywordHowMuchWater: 'cuánta agua tomar',
  keywordWaterInPregnancy: 'agua en el embarazo',
  keywordBreastfeedingWater: 'agua en la lactancia',
  activityLevelLabel: 'Nivel de actividad',
  climateLabel: 'Clima',
  pregnancyLabel: 'Embarazo o lactancia',
  audienceNote:
    'Para mujeres adultas. Las necesidades de una niña o una adolescente son otras: consulta al pediatra.',
  yourDailyWaterTarget: 'Tu meta diaria de agua',
  litres: 'litros',
  millilitres: 'Mililitros',
  ml: 'mL',
  cups240Ml: 'Tazas ({cup, number} mL)',
  cups: 'tazas',
  eachWakingHour: 'Por cada hora de vigilia',
  adequateIntakeUS: 'Ingesta adecuada (U.S. National Academies)',
  lFromDrinks: 'L en bebidas',
  lInEuropeEfsa: 'L en Europa (EFSA)',
  extraForPregnancyOr: 'Extra por embarazo o lactancia',
  notesForYou: 'Notas para ti',
  spreadingYourWaterOver: 'Cómo repartir el agua a lo largo del día',
  timeOfDay: 'Momento del día',
  waterMl: 'Agua (mL)',
  suggestedMillilitresOfWater:
    'Mililitros de agua sugeridos para cada parte del día; las barras suman tu total diario.',
  dailySchedule: 'Horario del día',
  when: 'Cuándo',
  time: 'Hora',
  share: 'Proporción',
  water: 'Agua',
  cups2: 'Tazas',
  recommendations: 'Recomendaciones',
  signsOfHydrationAnd: 'Señales de hidratación y deshidratación',
  tips: 'Consejos',
  example1: '60 kg, actividad moderada, clima templado',
  example2: '150 lb, sedentaria, clima fresco, embarazada',
  example3: '70 kg, entrenamiento intenso, clima caluroso, amamantando',
  example4:
    '150 kg, entrenamiento intenso, clima caluroso: regla práctica muy por encima de la ingesta adecuada',
  example5: '55 kg, actividad ligera, clima templado, embarazada y amamantando',
  sedentaryLittleExercise: 'Sedentaria (poco ejercicio)',
  light13Workouts: 'Ligera (1–3 sesiones por semana)',
  moderate35Workouts: 'Moderada (3–5 sesiones por semana)',
  intenseDailyHardTraining: 'Intensa (entrenamiento fuerte todos los días)',
  cool: 'Fresco',
  moderateTemperate: 'Moderado / templado',
  hotOrHumid: 'Caluroso o húmedo',
  neither: 'Ninguna de las dos',
  pregnant: 'Embarazada',
  breastfeeding: 'Amamantando',
  pregnantAndBreastfeeding: 'Embarazada y amamantando',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-consumo-de-agua';
