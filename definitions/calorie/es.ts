import { defineTranslation } from '@/engine';

/** The Spanish words of the calorie calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-calorias',
  texts: {
    'Calorie Calculator for Women': 'Calculadora de calorías para mujeres',
    'Find how many calories a day you need to lose, keep or gain weight, from your BMR, activity level and goal.':
      'Descubre cuántas calorías al día necesitas para bajar, mantener o subir de peso, según tu tasa metabólica basal, tu nivel de actividad y tu objetivo.',
    'calorie calculator': 'calculadora de calorías',
    'calories to lose weight': 'calorías para bajar de peso',
    'daily calories': 'calorías diarias',
    'calorie deficit': 'déficit calórico',
    'weight loss': 'pérdida de peso',
    'Lose 1 kg (2.2 lb) a week': 'Bajar 1 kg (2.2 lb) por semana',
    'Lose 0.5 kg (1.1 lb) a week': 'Bajar 0.5 kg (1.1 lb) por semana',
    'Lose 0.25 kg (0.55 lb) a week': 'Bajar 0.25 kg (0.55 lb) por semana',
    'Maintain my weight': 'Mantener mi peso',
    'Gain 0.25 kg (0.55 lb) a week': 'Subir 0.25 kg (0.55 lb) por semana',
    'Gain 0.5 kg (1.1 lb) a week': 'Subir 0.5 kg (1.1 lb) por semana',
    'The rate you chose is not reachable safely: it would need less than 1,200 kcal a day, the usual minimum for women without medical supervision. The target below is that 1,200 kcal floor, and the weekly change is what the floor gives.':
      'El ritmo que elegiste no se puede alcanzar de forma segura: requeriría menos de 1,200 kcal al día, el mínimo habitual para las mujeres sin supervisión médica. El objetivo de abajo es ese mínimo de 1,200 kcal, y el cambio semanal es el que da ese mínimo.',
    'Your daily calorie target': 'Tu objetivo diario de calorías',
    'Expected weekly change': 'Cambio semanal previsto',
    'TDEE (with activity)': 'GEDT (con actividad)',
    // The engine's ENERGY_TARGETS_NOTE (also on the BMR and TDEE pages); "Who this is not for" is about.es.md's
    // "Para quién no es".
    'These targets are not for pregnancy or breastfeeding: use the pregnancy calorie calculator instead. If food, weight or calorie counting feels out of control, talk to your doctor; where to find help for eating disorders is listed below, under "Who this is not for".':
      'Estos objetivos no son para el embarazo ni la lactancia: en ese caso usa la calculadora de calorías en el embarazo. Si sientes que la comida, el peso o contar calorías se te escapan de control, habla con tu médico; más abajo, en "Para quién no es", encontrarás dónde pedir ayuda para los trastornos de la conducta alimentaria.',
    'Other calorie options': 'Otras opciones de calorías',
    Option: 'Opción',
    Note: 'Nota',
    'For adults and teens from 13.': 'Para personas adultas y adolescentes a partir de los 13 años.',
    '60 kg, 165 cm, 30 years, moderately active, keeping weight steady':
      '60 kg, 165 cm, 30 años, moderadamente activa, manteniendo el peso',
    'Girl of 15, 50 kg, 160 cm, moderately active, keeping weight steady':
      'Chica de 15 años, 50 kg, 160 cm, moderadamente activa, manteniendo el peso',
    'Underweight (BMI 15.6): 40 kg, 160 cm, 30 years, sedentary, asking to lose 0.5 kg a week':
      'Bajo peso (IMC 15.6): 40 kg, 160 cm, 30 años, sedentaria, pidiendo bajar 0.5 kg por semana',
    '60 kg, 165 cm, 30 years, moderately active, losing 0.5 kg a week':
      '60 kg, 165 cm, 30 años, moderadamente activa, bajando 0.5 kg por semana',
    '150 lbs, 5 ft 6 in, 45 years, sedentary, losing 1 kg a week':
      '150 lb, 5 pies 6 pulg., 45 años, sedentaria, bajando 1 kg por semana',
    '50 kg, 158 cm, 25 years, lightly active, losing 0.25 kg a week':
      '50 kg, 158 cm, 25 años, poco activa, bajando 0.25 kg por semana',
    '45 kg, 152 cm, 48 years, sedentary, keeping weight steady':
      '45 kg, 152 cm, 48 años, sedentaria, manteniendo el peso',
    '70 kg, 170 cm, 28 years, extra active, gaining 0.5 kg a week':
      '70 kg, 170 cm, 28 años, extremadamente activa, subiendo 0.5 kg por semana',
    '50 kg, 150 cm, 40 years, sedentary, losing 1 kg a week':
      '50 kg, 150 cm, 40 años, sedentaria, bajando 1 kg por semana',
  },
});
