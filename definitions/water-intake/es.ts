import { defineTranslation } from '@/engine';

/** The Spanish words of the water intake calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-consumo-de-agua',
  texts: {
    'Water Intake Calculator': 'Calculadora de consumo de agua',
    'Estimate how much water to drink each day from your weight, activity and climate, with extra for pregnancy and breastfeeding.':
      'Calcula cuánta agua beber cada día según tu peso, tu actividad y el clima, con un extra para el embarazo y la lactancia.',
    'daily water intake': 'consumo diario de agua',
    hydration: 'hidratación',
    'how much water': 'cuánta agua tomar',
    'water in pregnancy': 'agua en el embarazo',
    'breastfeeding water': 'agua en la lactancia',
    'Sedentary (little exercise)': 'Sedentaria (poco ejercicio)',
    'Light (1–3 workouts a week)': 'Ligera (1–3 sesiones por semana)',
    'Moderate (3–5 workouts a week)': 'Moderada (3–5 sesiones por semana)',
    'Intense (daily hard training)': 'Intensa (entrenamiento fuerte todos los días)',
    Climate: 'Clima',
    Cool: 'Fresco',
    'Moderate / temperate': 'Moderado / templado',
    'Hot or humid': 'Caluroso o húmedo',
    'Pregnancy or breastfeeding': 'Embarazo o lactancia',
    Neither: 'Ninguna de las dos',
    Breastfeeding: 'Amamantando',
    'Pregnant and breastfeeding': 'Embarazada y amamantando',
    'Your daily water target': 'Tu meta diaria de agua',
    litres: 'litros',
    Millilitres: 'Mililitros',
    mL: 'mL',
    'Cups (240 mL)': 'Tazas (240 mL)',
    cups: 'tazas',
    'Each waking hour': 'Por cada hora de vigilia',
    'Extra for pregnancy or breastfeeding': 'Extra por embarazo o lactancia',
    'Notes for you': 'Notas para ti',
    'Spreading your water over the day': 'Cómo repartir el agua a lo largo del día',
    'Time of day': 'Momento del día',
    'Water (mL)': 'Agua (mL)',
    'Suggested millilitres of water for each part of the day; the bars add up to your daily total.':
      'Mililitros de agua sugeridos para cada parte del día; las barras suman tu total diario.',
    'Daily schedule': 'Horario del día',
    When: 'Cuándo',
    Time: 'Hora',
    Share: 'Proporción',
    Water: 'Agua',
    Cups: 'Tazas',
    'Signs of hydration and dehydration': 'Señales de hidratación y deshidratación',
    '60 kg, moderate activity, temperate climate': '60 kg, actividad moderada, clima templado',
    '150 lbs, sedentary, cool climate, pregnant': '150 lb, sedentaria, clima fresco, embarazada',
    '70 kg, intense training, hot climate, breastfeeding':
      '70 kg, entrenamiento intenso, clima caluroso, amamantando',
    '55 kg, light activity, temperate, pregnant and breastfeeding':
      '55 kg, actividad ligera, clima templado, embarazada y amamantando',
    '150 kg, intense training, hot climate: rule of thumb far above the adequate intake':
      '150 kg, entrenamiento intenso, clima caluroso: regla práctica muy por encima de la ingesta adecuada',
    'For adult women. A child’s or teen’s needs differ: ask her doctor.':
      'Para mujeres adultas. Las necesidades de una niña o una adolescente son otras: consulta al pediatra.',
    'Adequate intake (U.S. National Academies)': 'Ingesta adecuada (U.S. National Academies)',
    'L from drinks': 'L en bebidas',
    'L in Europe (EFSA)': 'L en Europa (EFSA)',
  },
});
