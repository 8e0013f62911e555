import { defineTranslation } from '@/engine';

/** The Spanish words of the waist-to-hip ratio calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-indice-cintura-cadera',
  texts: {
    'For adults; not during pregnancy.': 'Para adultos; no durante el embarazo.',
    'Waist-to-Hip Ratio Calculator': 'Calculadora del índice cintura-cadera',
    'Divide your waist by your hip measurement to see where you carry fat, your ratio category and what it means for health risk.':
      'Divide la medida de tu cintura entre la de tu cadera para ver dónde acumulas grasa, la categoría de tu índice y lo que significa para tu riesgo de salud.',
    'waist to hip ratio': 'índice cintura cadera',
    whr: 'icc',
    'body shape': 'forma del cuerpo',
    'belly fat': 'grasa abdominal',
    'waist circumference': 'circunferencia de la cintura',
    'heart risk': 'riesgo cardíaco',
    'Midway between your lowest rib and the top of your hip bone (WHO). Between 40–200 cm or 16–79 in.':
      'A medio camino entre tu costilla más baja y la parte superior del hueso de la cadera (OMS). Entre 40–200 cm o 16–79 pulg.',
    'At the widest part of your buttocks. Between 50–200 cm or 20–79 in.':
      'En la parte más ancha de tus glúteos. Entre 50–200 cm o 20–79 pulg.',
    'Your waist-to-hip ratio': 'Tu índice cintura-cadera',
    'Health risk': 'Riesgo para la salud',
    Measure: 'Medida',
    Yours: 'La tuya',
    'Threshold for women': 'Umbral para mujeres',
    'Your status': 'Tu situación',
    'Waist-to-hip ratio ranges for women': 'Rangos del índice cintura-cadera para mujeres',
    Risk: 'Riesgo',
    'Waist 70 cm, hips 95 cm': 'Cintura 70 cm, cadera 95 cm',
    'Waist 32 in, hips 38 in': 'Cintura 32 pulg., cadera 38 pulg.',
    'Waist 80 cm, hips 100 cm': 'Cintura 80 cm, cadera 100 cm',
    'Waist 85 cm, hips 100 cm': 'Cintura 85 cm, cadera 100 cm',
    'Waist 90 cm, hips 100 cm': 'Cintura 90 cm, cadera 100 cm',
    'Waist 91 cm, hips 100 cm': 'Cintura 91 cm, cadera 100 cm',
  },
});
