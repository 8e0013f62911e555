import { defineTranslation } from '@/engine';

/** The Spanish words of the BMI calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-imc',
  texts: {
    'BMI Calculator for Women': 'Calculadora de IMC para mujeres',
    'Work out your body mass index from your height and weight, see your weight category and the healthy weight range for your height.':
      'Calcula tu índice de masa corporal a partir de tu estatura y tu peso, y conoce tu categoría de peso y el rango de peso saludable para tu estatura.',
    'body mass index': 'índice de masa corporal',
    bmi: 'imc',
    'healthy weight': 'peso saludable',
    'weight category': 'categoría de peso',
    obesity: 'obesidad',
    'For adults 20 and over; under 20? We point you to BMI-for-age.':
      'Para adultos de 20 años o más; ¿menor de 20? Te llevamos al IMC para la edad.',
    'Optional: under 20 we point you to BMI-for-age; from 65 the categories read a little differently.':
      'Opcional: si tienes menos de 20 años, te llevamos al IMC para la edad; desde los 65, las categorías se interpretan un poco distinto.',
    'Under 20: BMI-for-age': 'Menores de 20: IMC para la edad',
    'Your BMI': 'Tu IMC',
    'Healthy weight for your height': 'Peso saludable para tu estatura',
    '165 cm, 60 kg': '165 cm, 60 kg',
    '5 ft 6 in, 150 lbs': '5 pies 6 pulg., 150 lb',
    '160 cm, 64 kg': '160 cm, 64 kg',
    '1.6 m, 47.36 kg': '1.6 m, 47.36 kg',
    'Age 12, 5 ft, 118 lbs': '12 años, 5 pies, 118 lb',
    '170 cm, 90 kg': '170 cm, 90 kg',
  },
});
