import { defineTranslation } from '@/engine';

/** The Spanish words of the hCG Doubling Time Calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-duplicacion-hcg',
  texts: {
    'For early pregnancy: two blood hCG results from the same lab.':
      'Para el inicio del embarazo: dos resultados de hCG en sangre del mismo laboratorio.',
    'hCG Doubling Time Calculator': 'Calculadora del tiempo de duplicación de la hCG',
    'Find how fast your hCG is rising from two blood results: the doubling time and the rise over 48 hours, beside the minimums published for early pregnancy.':
      'Descubre qué tan rápido sube tu hCG entre dos análisis de sangre: el tiempo de duplicación y el aumento en 48 horas, frente a los mínimos publicados.',
    'hcg doubling time': 'tiempo de duplicación de hcg',
    'beta hcg': 'beta hcg',
    'hcg levels': 'niveles de hcg',
    'early pregnancy blood test': 'análisis de sangre de embarazo temprano',
    'serial hcg': 'hcg seriada',
    'First hCG result': 'Primer resultado de hCG',
    'mIU/mL': 'mUI/mL',
    'e.g. 120': 'p. ej., 120',
    'In mIU/mL (the same as IU/L), from your first blood test.':
      'En mUI/mL (lo mismo que UI/L), de tu primer análisis de sangre.',
    'Second hCG result': 'Segundo resultado de hCG',
    'e.g. 250': 'p. ej., 250',
    'In mIU/mL (IU/L), from your later blood test.': 'En mUI/mL (UI/L), de tu análisis de sangre posterior.',
    'Time between the two tests': 'Tiempo entre los dos análisis',
    'e.g. 48': 'p. ej., 48',
    '12 to 168 hours (up to one week); 48 hours is the usual interval.':
      'De 12 a 168 horas (hasta una semana); 48 horas es el intervalo habitual.',
    'Rise over 48 hours': 'Aumento en 48 horas',
    'Change over 48 hours': 'Cambio en 48 horas',
    'Doubling time': 'Tiempo de duplicación',
    'Change between the two tests': 'Cambio entre los dos análisis',
    'Only your clinician can interpret serial hCG results, together with your symptoms and an ultrasound. These figures describe the numbers, not your pregnancy.':
      'Solo tu médico puede interpretar varios resultados de hCG, junto con tus síntomas y una ecografía. Estas cifras describen los números, no tu embarazo.',
    'What the numbers mean': 'Qué significan los números',
    '100 then 200 mIU/mL two days later': '100 y luego 200 mUI/mL dos días después',
    '1,000 then 1,500 mIU/mL two days later': '1,000 y luego 1,500 mUI/mL dos días después',
    '250 then 400 mIU/mL three days later': '250 y luego 400 mUI/mL tres días después',
    '1,200 then 1,500 mIU/mL a day later': '1,200 y luego 1,500 mUI/mL un día después',
    'A falling level: 500 then 300 mIU/mL': 'Un nivel que baja: 500 y luego 300 mUI/mL',
    'A level that stays the same: 800 then 800 mIU/mL': 'Un nivel que no cambia: 800 y luego 800 mUI/mL',
    'A slow rise: 1,000 then 1,200 mIU/mL two days later':
      'Un aumento lento: 1,000 y luego 1,200 mUI/mL dos días después',
    'From a high level: 4,000 then 5,400 mIU/mL two days later':
      'Desde un nivel alto: 4,000 y luego 5,400 mUI/mL dos días después',
    'From a high level, a slower rise: 4,000 then 5,360 mIU/mL two days later':
      'Desde un nivel alto, un aumento más lento: 4,000 y luego 5,360 mUI/mL dos días después',
  },
});
