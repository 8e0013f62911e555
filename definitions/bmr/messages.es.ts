import { defineMessages } from '@/engine';

/** The Spanish words of the BMR calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  activity: `{level, select,
    sedentary {Actividad mínima}
    lightlyActive {Actividad ligera}
    moderatelyActive {Actividad moderada}
    veryActive {Actividad intensa}
    extraActive {Actividad muy intensa}}`,
  underThirteen:
    'A los {value, number, integer} años, las necesidades de energía se calculan de otra forma, según el crecimiento y la actividad: esta ecuación para adultos no se aplica. Consulta al pediatra o a un dietista registrado.',
  teen: 'La ecuación de Mifflin–St Jeor se creó con adultos; para las adolescentes, toma esa cifra como una guía aproximada. Un cuerpo en crecimiento necesita más energía de la que calcula: no hagas dieta sin hablar con tu médico.',
  pastFitted:
    'La ecuación de Mifflin–St Jeor se ajustó con adultos de {min, number, integer} a {max, number, integer} años; después de los {max, number, integer} es menos precisa, así que tómala como una guía aproximada.',
  atRest:
    'Tu cuerpo usa unas {bmr, number, integer} kcal al día en reposo total (tu TMB); comer habitualmente por debajo de tu TMB no se recomienda sin supervisión médica.',
  typicalWeek: 'Elige el nivel de actividad que corresponda a una semana típica, no a la más activa.',
  strength:
    'El entrenamiento de fuerza ayuda a mantener el músculo, lo que mantiene alta tu TMB a medida que envejeces.',
  explainBmr:
    'TMB = 10 × {weight, number, ::.0} kg + 6.25 × {height, number, ::.0} cm − 5 × {age, number, integer} − 161 = {bmr, number, integer} kcal/día.',
  explainNeed:
    'Necesidad diaria = TMB × multiplicador de actividad (1.2 a 1.9): de {low, number, integer} a {high, number, integer} kcal/día.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de TMB para mujeres',
  description:
    'Estima tu tasa metabólica basal —las calorías que tu cuerpo quema en reposo— y tus necesidades diarias en cinco niveles de actividad.',
  keywordBasalMetabolicRate: 'tasa metabólica basal',
  keywordBmr: 'tmb',
  keywordMetabolism: 'metabolismo',
  keywordCaloriesAtRest: 'calorías en reposo',
  keywordMifflinStJeor: 'mifflin st jeor',
  audienceNote: 'Para personas adultas y adolescentes a partir de los 13 años.',
  yourBmr: 'Tu TMB',
  kcalDay: 'kcal/día',
  dailyCaloriesByActivity: 'Calorías diarias por nivel de actividad (GEDT)',
  activityLevel: 'Nivel de actividad',
  multiplier: 'Multiplicador',
  caloriesPerDay: 'Calorías al día',
  kcal: 'kcal',
  recommendations: 'Recomendaciones',
  example1: '60 kg, 165 cm, 30 años',
  example2: '150 lb, 5 pies 6 pulg., 45 años',
  example3: '80 kg, 175 cm, 52 años',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-tasa-metabolica-basal';
