import { defineMessages } from '@/engine';

/** The Spanish words of the macro calculator (same keys and parameters as messages.ts; docs/es/style-guide.md). */
export default defineMessages({
  underThirteen:
    'A los {value, number, integer} años, las necesidades de energía se calculan de otra forma, según el crecimiento y la actividad: estas proporciones para adultos no se aplican. Consulta al pediatra o a un dietista registrado.',
  teenGoal:
    'Antes de los 18 años, esta calculadora solo da la proporción para mantener tu peso: un cuerpo en crecimiento necesita más energía que el de una adulta, así que no hagas dieta ni intentes subir de peso sin hablar con tu médico. Elige “Mantenimiento”.',
  teenLowCarb:
    'Antes de los 18 años no damos una proporción baja en carbohidratos: un cuerpo en crecimiento necesita al menos {rda, number, integer} g de carbohidratos al día. Elige otra preferencia y habla con tu médico o con un dietista registrado antes de reducir los carbohidratos.',
  macroName: '{macro, select, protein {Proteínas} carbs {Carbohidratos} fat {Grasas}}',
  foods: `{macro, select,
    protein {Huevos, yogur griego, pescado, pollo, carne magra, tofu, tempeh, lentejas, frijoles, requesón}
    carbs {Avena, arroz integral, pan integral, papas, quinoa, fruta, verduras, frijoles y lentejas}
    fat {Aceite de oliva, aguacate, nueces, semillas, pescados grasos como el salmón, cremas de frutos secos}}`,
  tipWeigh:
    'Pesa la comida durante una o dos semanas para aprender el tamaño de las porciones; después, calcular a ojo suele ser suficiente.',
  tipTargets:
    'Llegar a tus objetivos de proteínas y calorías importa más que clavar exactamente los carbohidratos y las grasas.',
  tipSpread: 'Reparte las proteínas en 3 o 4 comidas, de unos 20 a 40 g cada una.',
  tipTraining:
    'Si entrenas: un refrigerio con carbohidratos 1 o 2 horas antes te ayuda a entrenar bien, y algo de proteínas y carbohidratos en las dos horas siguientes ayuda a la recuperación.',
  tipProgress: 'Revisa tu progreso cada 2 a 4 semanas y ajusta las calorías, no solo el reparto.',
  note: `{note, select,
    teen {Si tienes menos de 18 años, tu cuerpo todavía está creciendo: come lo suficiente para crecer (esta proporción es para mantener tu peso, no para hacer dieta) y no hagas dieta sin hablar con tu médico.}
    under1200 {Por debajo de {supervisedBelow, number} kcal al día es difícil obtener suficientes nutrientes: hazlo solo con supervisión médica.}
    proteinCapped {Alta en proteínas: el reparto de tu objetivo ya tiene las proteínas al {protein, number, integer}%, el máximo del rango del {proteinLow, number, integer} al {proteinHigh, number, integer}% para adultos, así que se quedan ahí (los carbohidratos y las grasas no cambian).}
    lowCarb {La opción baja en carbohidratos pone los carbohidratos al {carbs, number, integer}%, por debajo del 26% de las calorías que define una dieta baja en carbohidratos, y por eso, a propósito, por debajo del rango del {carbsLow, number, integer} al {carbsHigh, number, integer}% para adultos. Con las proteínas en su máximo, el {proteinHigh, number, integer}%, las grasas aportan el {fat, number, integer}% restante, por encima del rango del {fatLow, number, integer} al {fatHigh, number, integer}%: haz que la mayor parte sean grasas insaturadas (aceite de oliva, nueces, semillas, pescados grasos).}
    carbsBelowLoss {Los carbohidratos, al {carbs, number, integer}%, están por debajo del rango del {carbsLow, number, integer} al {carbsHigh, number, integer}% para adultos: el reparto para bajar de peso mantiene altas las proteínas mientras comes menos (en quienes hacen entrenamiento de fuerza, más proteínas, no menos, ayudan a conservar el músculo mientras comen por debajo de lo que necesitan: ISSN 2017), así que los carbohidratos ocupan una parte menor. Sigue estando por encima del 26% que define una dieta baja en carbohidratos; elige carbohidratos ricos en fibra (verduras, fruta, granos integrales, frijoles).}
    carbsBelowGain {Los carbohidratos, al {carbs, number, integer}%, están por debajo del rango del {carbsLow, number, integer} al {carbsHigh, number, integer}% para adultos: el reparto para ganar músculo sube las proteínas para construir músculo, así que los carbohidratos ocupan una parte menor. Sigue estando por encima del 26% que define una dieta baja en carbohidratos; elige carbohidratos ricos en fibra (verduras, fruta, granos integrales, frijoles).}
    carbsUnderRda {{grams, number, integer} g de carbohidratos están por debajo de los {rda, number, integer} g al día recomendados para adultos; habla con un dietista antes de bajar tanto, sobre todo si estás embarazada o amamantando.}
    inside {Tu reparto se mantiene dentro de los rangos para adultos en todos los macronutrientes: proteínas {proteinLow, number, integer}–{proteinHigh, number, integer}%, carbohidratos {carbsLow, number, integer}–{carbsHigh, number, integer}%, grasas {fatLow, number, integer}–{fatHigh, number, integer}%.}}`,
  explainSplit: `Reparto para {goal, select,
    weightLoss {bajar de peso}
    maintenance {mantenimiento}
    muscleGain {ganar músculo}} con la preferencia {preference, select,
    standard {estándar}
    highProtein {alta en proteínas}
    lowCarb {baja en carbohidratos}
    balanced {equilibrada}}: proteínas {protein, number, integer}%, carbohidratos {carbs, number, integer}%, grasas {fat, number, integer}%.`,
  explainMacro:
    '{macro, select, protein {Proteínas} carbs {Carbohidratos} fat {Grasas}}: {calories, number, integer} × {percentage, number, integer}% = {energy, number, integer} kcal ÷ {kcalPerGram, number, integer} kcal/g = {grams, number, integer} g.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de macros para mujeres',
  description:
    'Reparte tus calorías diarias en gramos de proteínas, carbohidratos y grasas para bajar de peso, mantenerte o ganar músculo.',
  keywordMacros: 'macros',
  keywordMacronutrients: 'macronutrientes',
  keywordProteinCarbsFat: 'proteínas carbohidratos grasas',
  keywordIifym: 'iifym',
  keywordMacroSplit: 'reparto de macros',
  keywordHighProtein: 'alto en proteínas',
  caloriesLabel: 'Calorías diarias',
  caloriesSuffix: 'kcal',
  caloriesPlaceholder: 'p. ej., 1800',
  caloriesHelp:
    'Tu objetivo diario de calorías, por ejemplo de la calculadora de calorías o de GEDT: ya refleja lo activa que eres.',
  goalLabel: 'Objetivo',
  dietaryPreferenceLabel: 'Preferencia alimentaria',
  dietaryPreferenceHelp: 'Opcional. Déjala vacía o elige estándar para usar el reparto de tu objetivo.',
  ageHelp: 'Opcional. Si tienes menos de 18 años, solo damos la proporción para mantener tu peso.',
  audienceNote: 'Para personas adultas y adolescentes a partir de los 13 años.',
  yourDailyMacros: 'Tus macros diarios',
  protein: 'Proteínas',
  g: 'g',
  ofCalories: 'de las calorías',
  carbohydrates: 'Carbohidratos',
  fat: 'Grasas',
  shareOfYourCalories: 'Reparto de tus calorías',
  percentageOfYourDaily:
    'Porcentaje de tus calorías diarias que viene de las proteínas, los carbohidratos y las grasas.',
  recommendations: 'Recomendaciones',
  goodFoodSources: 'Buenas fuentes de alimentos',
  macronutrient: 'Macronutriente',
  foods2: 'Alimentos',
  trackingTips: 'Consejos para llevar el registro',
  example1: '2,000 kcal, mantenimiento, sin preferencia',
  example2: '1,500 kcal, bajar de peso, estándar',
  example3: '2,200 kcal, ganar músculo, alta en proteínas',
  example4: '1,600 kcal, bajar de peso, alta en proteínas',
  example5: '2,000 kcal, mantenimiento, alta en proteínas',
  example6: '1,800 kcal, mantenimiento, baja en carbohidratos',
  example7: '2,000 kcal, bajar de peso, equilibrada',
  example8: '1,800 kcal, mantenimiento, 15 años',
  weightLoss: 'Bajar de peso',
  maintenance: 'Mantenimiento',
  muscleGain: 'Ganar músculo',
  standardYourGoalS: 'Estándar (el reparto de tu objetivo)',
  highProtein5Points:
    'Alta en proteínas (+{points, number} puntos de proteínas, hasta {max, number}%, restados de las grasas)',
  lowCarb25Carbs: 'Baja en carbohidratos ({carbs, number}% de carbohidratos)',
  balanced20Protein50:
    'Equilibrada ({protein, number}% proteínas, {carbs, number}% carbohidratos, {fat, number}% grasas)',
  citedForAmdr: 'los rangos aceptables (AMDR) y la cantidad diaria recomendada (RDA) de carbohidratos',
  citedForLowCarb: 'dieta baja en carbohidratos: menos del 26% de la energía',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-macros';
