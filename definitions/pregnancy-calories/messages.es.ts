import { defineMessages } from '@/engine';

/**
 * The Spanish words of the pregnancy and breastfeeding calorie calculator (same keys and parameters as messages.ts;
 * docs/es/style-guide.md).
 */
export default defineMessages({
  stage: `{stage, select,
    first {Embarazada: primer trimestre (hasta las 13 semanas y 6 días)}
    second {Embarazada: segundo trimestre (semanas 14–27)}
    third {Embarazada: tercer trimestre (desde la semana 28)}
    feeding0to6 {Lactancia: bebé de 0 a 6 meses}
    feeding7to12 {Lactancia: bebé de 7 a 12 meses}}`,
  activity: `{level, select,
    sedentary {Actividad mínima}
    lightlyActive {Actividad ligera}
    moderatelyActive {Actividad moderada}
    veryActive {Actividad intensa}
    extraActive {Actividad muy intensa}}`,
  notForTwo: `{pregnant, select,
    yes {Comer por dos es un mito: lo extra equivale más o menos a un refrigerio, y en el primer trimestre no hace falta nada extra.}
    no {La lactancia usa energía; una parte sale de la grasa almacenada durante el embarazo, y por eso lo extra es moderado.}}`,
  lowerWithObesity:
    'Con un IMC antes del embarazo de {bmi, number, integer} o más, la energía adicional que necesitas en el segundo y el tercer trimestre es menor que las cantidades que se muestran aquí: las Dietary Reference Intakes for Energy (2023) de las Academias Nacionales cuentan la energía que se guarda en tejido nuevo como {obese, number, integer} kcal al día con obesidad (el cuerpo usa sus propias reservas), frente a +{healthy, number, integer} kcal al día con un peso saludable. Pregúntale a tu obstetra o a tu partera, o a un dietista, qué es lo adecuado para ti.',
  guide:
    'Deja que tu aumento de peso y tu hambre te guíen: tu obstetra o tu partera pueden decirte si vas bien.',
  supplement: `{supplement, select,
    folicAcid {Toma 400 microgramos de ácido fólico al día hasta la semana 12, y pregunta por la vitamina D, el hierro y el yodo.}
    pregnant {Pregúntale a tu obstetra o a tu partera por la vitamina D, el hierro y el yodo, y sigue tomando los suplementos que te indicaron.}
    breastfeeding {Bebe según tu sed, y sigue tomando vitamina D mientras amamantas.}}`,
  explainBmr:
    'TMB = 10 × {weight, number, ::.0} kg + 6.25 × {height, number, ::.0} cm − 5 × {age, number, integer} − 161 = {bmr, number, integer} kcal/día (Mifflin–St Jeor, mujeres, peso antes del embarazo).',
  explainBase: `Antes del embarazo = TMB × {multiplier, number} ({level, select,
    sedentary {actividad mínima}
    lightlyActive {actividad ligera}
    moderatelyActive {actividad moderada}
    veryActive {actividad intensa}
    extraActive {actividad muy intensa}}) = {base, number, integer} kcal/día, la misma cifra que la calculadora de GEDT.`,
  explainTotal: '{stageLabel}: + {extra, number, integer} kcal = {total, number, integer} kcal/día.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de calorías en el embarazo y la lactancia',
  description:
    'Descubre cuántas calorías al día necesitas en cada trimestre y en la lactancia, según tu peso antes del embarazo, tu estatura, tu edad y tu actividad.',
  keywordPregnancyCalories: 'calorías en el embarazo',
  keywordEatingForTwo: 'comer por dos',
  keywordBreastfeedingCalories: 'calorías lactancia',
  keywordCaloriesPerTrimester: 'calorías por trimestre',
  keywordPregnancyDiet: 'dieta en el embarazo',
  audienceNote: 'Para un embarazo de un solo bebé; con gemelos o más, pregúntale a tu obstetra o partera.',
  ageLabel: 'Edad',
  ageSuffix: 'años',
  weightLabel: 'Peso antes del embarazo',
  weightHelp: 'Tu peso antes de este embarazo.',
  activityLevelLabel: 'Nivel de actividad',
  stageLabel: 'Etapa',
  stageHelp:
    'Trimestres: el primero hasta las 13 semanas y 6 días, el segundo de la semana 14 a la 27, el tercero desde la semana 28.',
  yourDailyCalories: 'Tus calorías diarias',
  kcalDay: 'kcal/día',
  youAreUnder19:
    'Tienes menos de {minAge, number} años, así que esta cifra es solo una guía aproximada. La ecuación de Mifflin–St Jeor se desarrolló con adultos (de {minAge, number} a 78 años), y una adolescente que todavía está creciendo necesita energía para su propio crecimiento además de para el bebé, algo que la ecuación no cuenta. Pide a tu obstetra o a tu partera, o a un dietista, una cifra hecha para ti.',
  beforePregnancyBmrActivity: 'Antes del embarazo (TMB × actividad)',
  extraForThisStage: 'Extra para esta etapa',
  bmrAtRest: 'TMB (en reposo)',
  everyStage: 'Todas las etapas',
  extra: 'Extra',
  kcal: 'kcal',
  caloriesPerDay: 'Calorías al día',
  goodToKnow: 'Para tener en cuenta',
  example1: '60 kg, 165 cm, 30 años, actividad moderada, segundo trimestre',
  example2: 'La misma mujer en el tercer trimestre',
  example3: '50 kg, 158 cm, 25 años, actividad ligera, primer trimestre',
  example4: '150 lb, 5 pies 6 pulg., 45 años, amamantando a un bebé de 9 meses',
  example5: '60 kg, 165 cm, 30 años, amamantando a un recién nacido',
  example6: '16 años, 55 kg, 160 cm, actividad ligera, segundo trimestre',
  example7: '90 kg, 165 cm, 30 años, actividad ligera, segundo trimestre',
  pregnantFirstTrimester: 'Embarazada: primer trimestre',
  pregnantSecondTrimester: 'Embarazada: segundo trimestre',
  pregnantThirdTrimester: 'Embarazada: tercer trimestre',
  breastfeedingBaby06: 'Lactancia: bebé de 0 a 6 meses',
  breastfeedingBaby712: 'Lactancia: bebé de 7 a 12 meses',
  citedForFixedExtras:
    'por qué esta página mantiene los extras de 2002/2005: el informe de 2023 estima el embarazo con su propia ecuación y las semanas de embarazo, no con un extra fijo; tabla 5-13: energía guardada en tejido nuevo según el IMC antes del embarazo, −{drawn, number} kcal al día con obesidad frente a +{normal, number} con un peso saludable',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calorias-embarazo-lactancia';
