import { defineMessages } from '@/engine';

/** The Spanish words of the calorie calculator (same keys and parameters as messages.ts; docs/es/style-guide.md). */
export default defineMessages({
  energyTooLow:
    'Con estos valores, tu gasto energético diario estimado es de solo {tdee, number, integer} kcal, demasiado bajo para que un objetivo de calorías tenga sentido. Revisa tu peso, tu estatura y tu edad.',
  weekly: `{about, select, yes {aprox. } no {}}{sign, select, minus {−} plus {+} zero {}}{amount, number, ::.##} {unit, select,
    kg {kg}
    lbs {lb}}/semana`,
  option: `{option, select,
    maintenance {Mantenimiento}
    mildDeficit {Déficit leve (−{mildKcal, number, integer})}
    moderateDeficit {Déficit moderado (−{moderateKcal, number, integer})}
    aggressiveDeficit {Déficit agresivo (−{aggressiveKcal, number, integer})}
    mildSurplus {Superávit leve (+{mildKcal, number, integer})}
    moderateSurplus {Superávit moderado (+{moderateKcal, number, integer})}}`,
  optionNote: `{note, select,
    underFloor {Menos de {floor, number, integer} kcal: solo con supervisión médica}
    belowBmr {Por debajo de tu TMB: no se recomienda sin supervisión médica}
    none {}}`,
  floorCase: `{floorCase, select,
    unreachable {El ritmo que elegiste ({rate}) requeriría {requested, number, integer} kcal al día, menos de {floor, number, integer} kcal, el mínimo habitual para las mujeres sin supervisión médica: no se puede alcanzar de forma segura. El objetivo que se muestra es ese mínimo de {floor, number, integer} kcal, con el que bajarías {unit, select, kg {unos {loss, number, ::.##} kg} lbs {unas {loss, number, ::.##} lb}} por semana. Elige un objetivo más lento o habla con tu médico.}
    noDeficit {Tu gasto energético diario estimado ({tdee, number, integer} kcal) es igual o menor que {floor, number, integer} kcal, el mínimo habitual para las mujeres sin supervisión médica, así que no hay un déficit seguro al que comer: el objetivo que se muestra es ese mínimo (unos {shown}). Habla con tu médico antes de intentar bajar de peso.}}`,
  belowBmr:
    'Tu objetivo está por debajo de tu TMB ({bmr, number, integer} kcal, lo que tu cuerpo usa en reposo total): comer habitualmente por debajo de tu TMB no se recomienda sin supervisión médica. Elige un objetivo más lento o habla con tu médico.',
  underThirteen:
    'A los {value, number, integer} años, las necesidades de energía se calculan de otra forma, según el crecimiento y la actividad: esta ecuación para adultos no se aplica. Consulta al pediatra o a un dietista registrado.',
  teenGoal:
    'Antes de los 18 años, esta calculadora solo da las calorías que usas en un día: un cuerpo en crecimiento necesita más energía que el de una adulta, así que no hagas dieta ni intentes subir de peso sin hablar con tu médico. Elige “Mantener mi peso”.',
  teen: 'Si tienes menos de 18 años, necesitas energía para crecer: un cuerpo en crecimiento necesita más de lo que calcula esta ecuación para adultos, así que toma {tdee, number, integer} kcal como una guía aproximada de lo que usas en un día, no como un límite. Antes de los 18 años no mostramos objetivos para bajar ni subir de peso: no hagas dieta sin hablar con tu médico.',
  pastFitted:
    'La ecuación de Mifflin–St Jeor se ajustó con adultos de {min, number, integer} a {max, number, integer} años; después de los {max, number, integer} es menos precisa, así que tómala como una guía aproximada.',
  underweight: `{withheld, select,
    yes {Tu IMC es {bmi, number, ::.0}, menos de {floor, number, ::.0}: eso es bajo peso, así que no te ofrecemos ningún déficit. Este objetivo mantiene tu peso estable; para subir de peso de forma segura, mira las opciones de superávit más abajo y habla con tu médico o con un dietista registrado.}
    no {Tu IMC es {bmi, number, ::.0}, menos de {floor, number, ::.0}: eso es bajo peso, así que no se recomienda bajar de peso y no mostramos ningún déficit. Habla con tu médico o con un dietista registrado sobre cómo llegar a un peso saludable.}}`,
  nearUnderweight:
    '{lowestHealthyWeight, number, ::.#} {unit, select, kg {kg} lbs {lb}} es un IMC de {floor, number, ::.0} para tu estatura, el peso saludable más bajo: estás {roomToUnderweight, number, ::.#} {unit, select, kg {kg} lbs {lb}} por encima, y a este ritmo llegarías en unas {weeksToUnderweight, plural, one {# semana} other {# semanas}}. Deja de bajar antes (por debajo es bajo peso) y habla con tu médico o con un dietista registrado sobre un peso saludable para ti.',
  lowestHealthy:
    'No bajes de {lowestHealthyWeight, number, ::.#} {unit, select, kg {kg} lbs {lb}} (IMC {floor, number, ::.0}), el peso saludable más bajo para tu estatura.',
  explainWithheld:
    'Con un IMC menor de {floor, number, ::.0} no se ofrece ningún déficit: objetivo = GEDT = {tdee, number, integer} kcal/día{floored, select, yes {, que se muestra como el mínimo de {target, number, integer} kcal} no {}}.',
  atLevel: `Con {level, select,
    sedentary {actividad mínima}
    lightlyActive {actividad ligera}
    moderatelyActive {actividad moderada}
    veryActive {actividad intensa}
    extraActive {actividad muy intensa}}, usas unas {tdee, number, integer} kcal al día.`,
  weigh:
    'Pésate a la misma hora del día y fíjate en el promedio semanal: los cambios de un día a otro son sobre todo agua.',
  recalculate:
    'Vuelve a calcular cada {recheckEvery, number, integer} {unit, select, kg {kg} lbs {lb}} de cambio: lo que necesitas cambia con tu peso.',
  burns:
    'Tu cuerpo gasta energía en reposo (TMB) y más cuando te mueves; las dos juntas son tu gasto energético diario total (GEDT), las calorías que mantienen tu peso estable.',
  eatingLess:
    'Comer unas {dailyKcal, number, integer} kcal al día menos que tu GEDT te hace bajar aproximadamente {weekly, number, ::.##} {unit, select, kg {kg} lbs {lb}} por semana al principio (unas {energy, number, integer} kcal por {unit, select, kg {kilogramo} lbs {libra}}); la pérdida se hace más lenta a medida que baja tu peso, así que vuelve a calcular cada {recheckEvery, number, integer} {unit, select, kg {kg} lbs {lb}} más o menos.',
  protein:
    'Comer proteínas en cada comida, muchas verduras y hacer entrenamiento de fuerza con regularidad te ayuda a perder grasa y no músculo.',
  explainBmr:
    'TMB = 10 × {weight, number, ::.0} kg + 6.25 × {height, number, ::.0} cm − 5 × {age, number, integer} − 161 = {bmr, number, integer} kcal/día (Mifflin–St Jeor, mujeres).',
  explainTdee: `GEDT = TMB × {multiplier, number} ({level, select,
    sedentary {actividad mínima}
    lightlyActive {actividad ligera}
    moderatelyActive {actividad moderada}
    veryActive {actividad intensa}
    extraActive {actividad muy intensa}}) = {tdee, number, integer} kcal/día.`,
  explainTarget: `Objetivo = {tdee, number, integer} {sign, select, minus {−} plus {+}} {adjustment, number, integer} kcal ({goal, select,
    lose2 {bajar 1 kg o 2.2 lb por semana}
    lose1 {bajar 0.5 kg o 1.1 lb por semana}
    loseHalf {bajar 0.25 kg o 0.55 lb por semana}
    maintain {mantener mi peso}
    gainHalf {subir 0.25 kg o 0.55 lb por semana}
    gain1 {subir 0.5 kg o 1.1 lb por semana}}) = {floored, select,
    yes {{requested, number, integer} kcal/día, por debajo del mínimo de {floor, number, integer} kcal, así que el objetivo que se muestra es {floor, number, integer} kcal/día: ({floor, number, integer} − {tdee, number, integer}) × 7 ÷ {kcalPerKg, number, integer} kcal por kg = {weekly, number, ::.00} kg por semana.}
    no {{target, number, integer} kcal/día, unos {weekly, number, ::.00} kg por semana ({sign, select, minus {−} plus {+}}{adjustment, number, integer} × 7 ÷ {kcalPerKg, number, integer} kcal por kg).}}`,
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de calorías para mujeres',
  description:
    'Descubre cuántas calorías al día necesitas para bajar, mantener o subir de peso, según tu tasa metabólica basal, tu nivel de actividad y tu objetivo.',
  keywordCalorieCalculator: 'calculadora de calorías',
  keywordCaloriesToLose: 'calorías para bajar de peso',
  keywordDailyCalories: 'calorías diarias',
  keywordCalorieDeficit: 'déficit calórico',
  keywordWeightLoss: 'pérdida de peso',
  activityLevelLabel: 'Nivel de actividad',
  goalLabel: 'Objetivo',
  audienceNote: 'Para personas adultas y adolescentes a partir de los 13 años.',
  theRateYouChose:
    'El ritmo que elegiste no se puede alcanzar de forma segura: requeriría menos de {floor, number, integer} kcal al día, el mínimo habitual para las mujeres sin supervisión médica. El objetivo de abajo es ese mínimo de {floor, number, integer} kcal, y el cambio semanal que ves corresponde a ese mínimo.',
  yourDailyCalorieTarget: 'Tu objetivo diario de calorías',
  kcalDay: 'kcal/día',
  expectedWeeklyChange: 'Cambio semanal previsto',
  bmrAtRest: 'TMB (en reposo)',
  tdeeWithActivity: 'GEDT (con actividad)',
  otherCalorieOptions: 'Otras opciones de calorías',
  option2: 'Opción',
  weeklyChange: 'Cambio semanal',
  caloriesPerDay: 'Calorías al día',
  kcal: 'kcal',
  note: 'Nota',
  recommendations: 'Recomendaciones',
  goodToKnow: 'Para tener en cuenta',
  example1: '60 kg, 165 cm, 30 años, actividad moderada, manteniendo el peso',
  example2: 'Chica de 15 años, 50 kg, 160 cm, actividad moderada, manteniendo el peso',
  example3:
    'Bajo peso (IMC 15.6): 40 kg, 160 cm, 30 años, actividad mínima, pidiendo bajar 0.5 kg por semana',
  example4: '60 kg, 165 cm, 30 años, actividad moderada, bajando 0.5 kg por semana',
  example5: '150 lb, 5 pies 6 pulg., 45 años, actividad mínima, bajando 1 kg por semana',
  example6: '50 kg, 158 cm, 25 años, actividad ligera, bajando 0.25 kg por semana',
  example7: '45 kg, 152 cm, 48 años, actividad mínima, manteniendo el peso',
  example8: '70 kg, 170 cm, 28 años, actividad muy intensa, subiendo 0.5 kg por semana',
  example9: '50 kg, 150 cm, 40 años, actividad mínima, bajando 1 kg por semana',
  lose1Kg2: 'Bajar 1 kg (2.2 lb) por semana',
  lose05Kg: 'Bajar 0.5 kg (1.1 lb) por semana',
  lose025Kg: 'Bajar 0.25 kg (0.55 lb) por semana',
  maintainMyWeight: 'Mantener mi peso',
  gain025Kg: 'Subir 0.25 kg (0.55 lb) por semana',
  gain05Kg: 'Subir 0.5 kg (1.1 lb) por semana',
  citedForEnergyPerWeight: '3,500 kcal por libra, 7,700 kcal por kilogramo',
  citedForEnergyBalance:
    'el balance de energía y por qué la pérdida de peso se vuelve más lenta con el tiempo',
  citedForUnderweight: 'clasificación del IMC para adultos: menos de {bmi, number} es bajo peso',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-calorias';
