import { defineTranslation } from '@/engine';

/** The Spanish words of the BMR calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-tasa-metabolica-basal',
  texts: {
    'BMR Calculator for Women': 'Calculadora de TMB para mujeres',
    'Estimate your basal metabolic rate — the calories your body burns at rest — and your daily needs at five activity levels.':
      'Estima tu tasa metabólica basal —las calorías que tu cuerpo quema en reposo— y tus necesidades diarias en cinco niveles de actividad.',
    'basal metabolic rate': 'tasa metabólica basal',
    bmr: 'tmb',
    metabolism: 'metabolismo',
    'calories at rest': 'calorías en reposo',
    'mifflin st jeor': 'mifflin st jeor',
    'Your BMR': 'Tu TMB',
    'Daily calories by activity level (TDEE)': 'Calorías diarias por nivel de actividad (GEDT)',
    '60 kg, 165 cm, 30 years': '60 kg, 165 cm, 30 años',
    '150 lbs, 5 ft 6 in, 45 years': '150 lb, 5 pies 6 pulg., 45 años',
    '80 kg, 175 cm, 52 years': '80 kg, 175 cm, 52 años',
    'For adults and teens from 13.': 'Para personas adultas y adolescentes a partir de los 13 años.',
  },
});
