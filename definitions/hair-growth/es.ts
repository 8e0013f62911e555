import { defineTranslation } from '@/engine';

/** The Spanish words of the hair growth calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-crecimiento-del-cabello',
  texts: {
    'For the hair on your scalp.': 'Para el cabello del cuero cabelludo.',
    'Hair Growth Calculator': 'Calculadora del crecimiento del cabello',
    'Track how fast your hair grows from two measurements, and see when it should reach the length you want.':
      'Sigue qué tan rápido crece tu cabello a partir de dos mediciones y descubre cuándo debería alcanzar el largo que quieres.',
    'hair growth rate': 'velocidad de crecimiento del cabello',
    'hair length': 'largo del cabello',
    'how fast does hair grow': 'qué tan rápido crece el cabello',
    'hair growth tracker': 'seguimiento del crecimiento del cabello',
    'Unit for lengths': 'Unidad de las medidas de largo',
    'Centimetres (cm)': 'Centímetros (cm)',
    'Inches (in)': 'Pulgadas (in)',
    'Millimetres (mm)': 'Milímetros (mm)',
    'Start date': 'Fecha de inicio',
    'Length at start': 'Largo al inicio',
    'In the unit above, measured from the scalp to the tip.':
      'En la unidad de arriba, medido desde el cuero cabelludo hasta las puntas.',
    'Date of your latest measurement': 'Fecha de tu última medición',
    'Length now': 'Largo actual',
    'e.g. 23': 'p. ej., 23',
    'Measured the same way, on the latest date.': 'Medido de la misma manera, en la fecha más reciente.',
    'Target length': 'Largo deseado',
    'e.g. 30': 'p. ej., 30',
    'Optional: the length you want to reach.': 'Opcional: el largo que quieres alcanzar.',
    'Your hair growth': 'El crecimiento de tu cabello',
    'Per day': 'Por día',
    'Per week': 'Por semana',
    'Per month': 'Por mes',
    'Per year': 'Por año',
    'Time to your target length': 'Tiempo hasta tu largo deseado',
    Days: 'Días',
    Months: 'Meses',
    months: 'meses',
    'Expected around': 'Fecha aproximada',
    'What this means': 'Qué significa',
    'From 10 to 13.5 cm in about three months, aiming for 20 cm':
      'De 10 a 13.5 cm en unos tres meses, con la meta de 20 cm',
    'From 8 to 9 inches in two months': 'De 8 a 9 pulgadas en dos meses',
    'Target length already reached (in millimetres)': 'Largo deseado ya alcanzado (en milímetros)',
  },
});
