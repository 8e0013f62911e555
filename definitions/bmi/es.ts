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
    'Optional: under 20 and over 65 the categories read differently.':
      'Opcional: antes de los 20 años y después de los 65, las categorías se interpretan de otra manera.',
    'Your BMI': 'Tu IMC',
    'Healthy weight for your height': 'Peso saludable para tu estatura',
    '165 cm, 60 kg': '165 cm, 60 kg',
    '5 ft 6 in, 150 lbs': '5 ft 6 in, 150 lb',
    '160 cm, 64 kg': '160 cm, 64 kg',
    '1.6 m, 47.36 kg': '1.6 m, 47.36 kg',
    '170 cm, 90 kg': '170 cm, 90 kg',
  },
});
