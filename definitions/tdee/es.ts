import { defineTranslation } from '@/engine';

/** The Spanish words of the TDEE calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-gedt',
  texts: {
    'TDEE Calculator': 'Calculadora de GEDT (gasto energético diario total)',
    'Find your total daily energy expenditure from your BMR and activity level, with calorie targets to lose or gain weight.':
      'Calcula tu gasto energético diario total a partir de tu TMB y tu nivel de actividad, con objetivos de calorías para bajar o subir de peso.',
    'total daily energy expenditure': 'gasto energético diario total',
    tdee: 'gedt',
    'maintenance calories': 'calorías de mantenimiento',
    'calorie needs': 'necesidades de calorías',
    'weight loss calories': 'calorías para bajar de peso',
    Sex: 'Sexo',
    'The equation differs by 166 kcal between female and male bodies.':
      'La ecuación difiere en 166 kcal entre los cuerpos femeninos y masculinos.',
    Female: 'Femenino',
    Male: 'Masculino',
    'Your TDEE': 'Tu GEDT',
    'TDEE by activity level': 'GEDT según el nivel de actividad',
    'Calorie targets': 'Objetivos de calorías',
    'These targets are not for pregnancy or breastfeeding: use the pregnancy calorie calculator instead. If food, weight or calorie counting feels out of control, talk to your doctor; where to find help for eating disorders is listed below, under "Who this is not for".':
      'Estos objetivos no son para el embarazo ni la lactancia: en ese caso usa la calculadora de calorías en el embarazo. Si sientes que la comida, el peso o contar calorías se te escapan de control, habla con tu médico; más abajo, en "Para quién no es", encontrarás dónde pedir ayuda para los trastornos de la conducta alimentaria.',
    'Woman, 60 kg, 165 cm, 30 years, moderately active':
      'Mujer, 60 kg, 165 cm, 30 años, moderadamente activa',
    'Man, 80 kg, 180 cm, 35 years, very active': 'Hombre, 80 kg, 180 cm, 35 años, muy activo',
    'Woman, 130 lbs, 5 ft 3 in, 28 years, lightly active':
      'Mujer, 130 lb, 5 pies 3 pulg., 28 años, poco activa',
    'Girl of 15, 50 kg, 160 cm, lightly active: no diet targets':
      'Chica de 15 años, 50 kg, 160 cm, poco activa: sin objetivos de dieta',
    'For adults and teens from 13.': 'Para personas adultas y adolescentes a partir de los 13 años.',
  },
});
