import { defineTranslation } from '@/engine';

/** The Spanish words of the waist-to-height ratio calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-indice-cintura-estatura',
  texts: {
    'For adults; not during pregnancy.': 'Para adultos; no durante el embarazo.',
    'Waist-to-Height Ratio Calculator': 'Calculadora del índice cintura-estatura',
    'Divide your waist by your height to see whether you carry health-risking fat around the middle: keep your waist to less than half your height.':
      'Divide tu cintura entre tu estatura para ver si acumulas grasa abdominal que pone en riesgo tu salud: mantén la cintura por debajo de la mitad de tu estatura.',
    'waist to height ratio': 'índice cintura estatura',
    whtr: 'ice',
    'central obesity': 'obesidad abdominal',
    'belly fat': 'grasa abdominal',
    'waist circumference': 'circunferencia de la cintura',
    'Midway between your lowest rib and the top of your hip bone (WHO). Between 40–200 cm or 16–79 in.':
      'A medio camino entre tu costilla más baja y la parte superior del hueso de la cadera (OMS). Entre 40–200 cm o 16–79 pulg.',
    'Your waist-to-height ratio': 'Tu índice cintura-estatura',
    'Healthy waist for your height (ratio 0.40 to 0.49)':
      'Cintura saludable para tu estatura (índice de 0.40 a 0.49)',
    'Waist-to-height ratio bands': 'Bandas del índice cintura-estatura',
    Meaning: 'Significado',
    'Waist 70 cm, 165 cm tall': 'Cintura 70 cm, estatura 165 cm',
    'Waist 34 in, 5 ft 4 in tall': 'Cintura 34 pulg., estatura 5 pies 4 pulg.',
    'Waist 100 cm, 160 cm tall': 'Cintura 100 cm, estatura 160 cm',
    'Waist 80 cm, 160 cm tall': 'Cintura 80 cm, estatura 160 cm',
    'Waist 60 cm, 160 cm tall': 'Cintura 60 cm, estatura 160 cm',
  },
});
