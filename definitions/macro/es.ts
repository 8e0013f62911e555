import { defineTranslation } from '@/engine';

/** The Spanish words of the macro calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-macros',
  texts: {
    'Macro Calculator for Women': 'Calculadora de macros para mujeres',
    'Split your daily calories into grams of protein, carbohydrates and fat for weight loss, maintenance or muscle gain.':
      'Reparte tus calorías diarias en gramos de proteínas, carbohidratos y grasas para bajar de peso, mantenerte o ganar músculo.',
    macros: 'macros',
    macronutrients: 'macronutrientes',
    'protein carbs fat': 'proteínas carbohidratos grasas',
    iifym: 'iifym',
    'macro split': 'reparto de macros',
    'high protein': 'alto en proteínas',
    'Daily calories': 'Calorías diarias',
    'e.g. 1800': 'p. ej., 1800',
    'Your daily calorie target, for example from the calorie or TDEE calculator: it already reflects how active you are.':
      'Tu objetivo diario de calorías, por ejemplo de la calculadora de calorías o de GEDT: ya refleja lo activa que eres.',
    'Weight loss': 'Bajar de peso',
    Maintenance: 'Mantenimiento',
    'Optional. Under 18 we give the split for keeping your weight steady only.':
      'Opcional. Si tienes menos de 18 años, solo damos la proporción para mantener tu peso.',
    'For adults and teens from 13.': 'Para personas adultas y adolescentes a partir de los 13 años.',
    '1,800 kcal, maintenance, age 15': '1,800 kcal, mantenimiento, 15 años',
    'Muscle gain': 'Ganar músculo',
    'Dietary preference': 'Preferencia alimentaria',
    'Optional. Leave empty or choose standard for your goal’s split.':
      'Opcional. Déjala vacía o elige estándar para usar el reparto de tu objetivo.',
    'Standard (your goal’s split)': 'Estándar (el reparto de tu objetivo)',
    'High protein (+5 points protein, up to 35%, from fat)':
      'Alta en proteínas (+5 puntos de proteínas, hasta 35%, restados de las grasas)',
    'Low carb (25% carbs)': 'Baja en carbohidratos (25% de carbohidratos)',
    'Balanced (20% protein, 50% carbs, 30% fat)':
      'Equilibrada (20% proteínas, 50% carbohidratos, 30% grasas)',
    'Your daily macros': 'Tus macros diarios',
    Protein: 'Proteínas',
    g: 'g',
    'of calories': 'de las calorías',
    Carbohydrates: 'Carbohidratos',
    Fat: 'Grasas',
    'Share of your calories': 'Reparto de tus calorías',
    'Percentage of your daily calories from protein, carbohydrates and fat.':
      'Porcentaje de tus calorías diarias que viene de las proteínas, los carbohidratos y las grasas.',
    'Good food sources': 'Buenas fuentes de alimentos',
    Macronutrient: 'Macronutriente',
    Foods: 'Alimentos',
    'Tracking tips': 'Consejos para llevar el registro',
    '2,000 kcal, maintenance, no preference': '2,000 kcal, mantenimiento, sin preferencia',
    '1,500 kcal, weight loss, standard': '1,500 kcal, bajar de peso, estándar',
    '2,200 kcal, muscle gain, high protein': '2,200 kcal, ganar músculo, alta en proteínas',
    '1,600 kcal, weight loss, high protein': '1,600 kcal, bajar de peso, alta en proteínas',
    '2,000 kcal, maintenance, high protein': '2,000 kcal, mantenimiento, alta en proteínas',
    '1,800 kcal, maintenance, low carb': '1,800 kcal, mantenimiento, baja en carbohidratos',
    '2,000 kcal, weight loss, balanced': '2,000 kcal, bajar de peso, equilibrada',
  },
});
