import { defineMessages } from '@/engine';

/** The Spanish words of the TDEE calculator (docs/es/style-guide.md). */
export default defineMessages({
  underThirteen:
    'A los {value, number, integer} años, las necesidades de energía se calculan de otra forma, según el crecimiento y la actividad: esta ecuación para adultos no se aplica. Consulta al pediatra o a un dietista registrado.',
  teen: 'Usas unas {tdee, number, integer} kcal al día, según una ecuación creada con adultos: un cuerpo en crecimiento necesita más energía de la que calcula, así que toma esa cifra como una guía aproximada, no como un límite. Antes de los 18 años no mostramos objetivos para bajar ni subir de peso: no hagas dieta sin hablar con tu médico.',
  pastFitted:
    'La ecuación de Mifflin–St Jeor se ajustó con adultos de {min, number, integer} a {max, number, integer} años; después de los {max, number, integer} es menos precisa, así que tómala como una guía aproximada.',
  // The activity levels as the table names them (the form's longer labels are ACTIVITY_LEVELS' own).
  // A level is named by the activity, as the form's option names it, so it needs no agreement with `gender`.
  activity: `{gender, select, female {} male {}}{level, select,
    sedentary {Actividad mínima}
    lightlyActive {Actividad ligera}
    moderatelyActive {Actividad moderada}
    veryActive {Actividad intensa}
    extraActive {Actividad muy intensa}}`,
  // A target by the formula's goal id; `below` is yes when it is under the BMR.
  goal: `{goal, select,
    mildLoss {Pérdida de peso leve}
    moderateLoss {Pérdida de peso moderada}
    aggressiveLoss {Pérdida de peso agresiva}
    mildGain {Aumento de peso leve}
    moderateGain {Aumento de peso moderado}}{below, select, yes { (por debajo de tu TMB)} no {}}`,
  // A weekly weight change from the engine's weeklyChange: "−0.45 kg/semana", "+1 lb/semana", "0 kg/semana".
  weekly:
    '{sign, select, minus {−} plus {+} zero {}}{amount, number, ::.##} {unit, select, kg {kg} lbs {lb}}/semana',
  // Every loss target under the floor is named, from the mildest one under it down to the aggressive one.
  belowFloor: `{from, select,
    aggressive {El objetivo agresivo ({aggressive, number, integer} kcal) está}
    moderate {Los objetivos moderado ({moderate, number, integer} kcal) y agresivo ({aggressive, number, integer} kcal) están}
    mild {Los objetivos leve ({mild, number, integer} kcal), moderado ({moderate, number, integer} kcal) y agresivo ({aggressive, number, integer} kcal) están}} por debajo de {floor, number, integer} kcal al día, el mínimo habitual sin supervisión médica.`,
  atLevel: `{gender, select, female {} male {}}Con {level, select,
    sedentary {actividad mínima}
    lightlyActive {actividad ligera}
    moderatelyActive {actividad moderada}
    veryActive {actividad intensa}
    extraActive {actividad muy intensa}}, gastas unas {tdee, number, integer} kcal al día; comer esa cantidad mantiene tu peso estable.`,
  // The engine's deficitValues: 550 kcal for 0.5 kg a week, or 500 kcal for 1 lb.
  deficit:
    'Un déficit de {dailyKcal, number, integer} kcal al día hace perder alrededor de {weekly, number, ::.##} {unit, select, kg {kg} lbs {lb}} por semana al principio (unas {energy, number, integer} kcal por {unit, select, kg {kilogramo} lbs {libra}}); una pérdida más lenta es más fácil de mantener.',
  recheck:
    'Vuelve a calcular tus cifras cada {recheckEvery, number, integer} {unit, select, kg {kg} lbs {lb}} de cambio: tus necesidades cambian con tu peso.',
  // The caveat's words are the BMR and calorie pages' too (tests/unit/body-nutrition-formulas.test.ts).
  belowBmr:
    'Los objetivos por debajo de tu TMB ({bmr, number, integer} kcal) están marcados: comer habitualmente por debajo de tu TMB no se recomienda sin supervisión médica.',
  explainMetric: 'Tus cifras en el sistema métrico: {metric}.',
  explainBmr:
    'TMB = 10 × {weight, number, ::.0} kg + 6.25 × {height, number, ::.0} cm − 5 × {age, number, integer} {gender, select, female {− 161} male {+ 5}} = {bmr, number, integer} kcal/día.',
  explainTdee: 'GEDT = TMB × {multiplier, number} = {tdee, number, integer} kcal/día.',
  explainTargets:
    'Objetivos: −{mildKcal, number, integer}, −{moderateKcal, number, integer}, −{aggressiveKcal, number, integer} kcal para perder alrededor de {mild, number, ::.##}, {moderate, number, ::.##}, {aggressive, number, ::.##} kg por semana; +{mildKcal, number, integer}, +{moderateKcal, number, integer} kcal para aumentar alrededor de {mildGain, number, ::.##}, {moderateGain, number, ::.##} kg (× 7 ÷ {kcalPerKg, number, integer} kcal/kg).',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de GEDT (gasto energético diario total)',
  description:
    'Calcula tu gasto energético diario total a partir de tu TMB y tu nivel de actividad, con objetivos de calorías para bajar o subir de peso.',
  keywordTotalDailyEnergy: 'gasto energético diario total',
  keywordTdee: 'gedt',
  keywordMaintenanceCalories: 'calorías de mantenimiento',
  keywordCalorieNeeds: 'necesidades de calorías',
  keywordWeightLossCalories: 'calorías para bajar de peso',
  genderLabel: 'Sexo',
  genderHelp: 'La ecuación difiere en 166 kcal entre los cuerpos femeninos y masculinos.',
  genderOptionFemale: 'Femenino',
  genderOptionMale: 'Masculino',
  activityLevelLabel: 'Nivel de actividad',
  audienceNote: 'Para personas adultas y adolescentes a partir de los 13 años.',
  yourTdee: 'Tu GEDT',
  kcalDay: 'kcal/día',
  bmrAtRest: 'TMB (en reposo)',
  tdeeByActivityLevel: 'GEDT según el nivel de actividad',
  multiplier: 'Multiplicador',
  caloriesPerDay: 'Calorías al día',
  kcal: 'kcal',
  calorieTargets: 'Objetivos de calorías',
  goal2: 'Objetivo',
  weeklyChange: 'Cambio semanal',
  recommendations: 'Recomendaciones',
  example1: 'Mujer, 60 kg, 165 cm, 30 años, actividad moderada',
  example2: 'Hombre, 80 kg, 180 cm, 35 años, actividad intensa',
  example3: 'Mujer, 130 lb, 5 pies 3 pulg., 28 años, actividad ligera',
  example4: 'Chica de 15 años, 50 kg, 160 cm, actividad ligera: sin objetivos de dieta',
  citedForEnergyBalance: 'el balance de energía y los límites de la regla de las 3,500 kcal',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-gedt';
