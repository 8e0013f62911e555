import { defineTranslation } from '@/engine';

/** The Spanish words of the ovulation calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-de-ovulacion',
  texts: {
    'Ovulation Calculator': 'Calculadora de ovulación',
    'Estimate your ovulation day, your fertile window and the start of your next period from the first day of your last period and your cycle length.':
      'Estima el día de tu ovulación, tu ventana fértil y el inicio de tu próximo periodo a partir del primer día de tu último periodo y la duración de tu ciclo.',
    ovulation: 'ovulación',
    'fertile days': 'días fértiles',
    'trying to conceive': 'buscando un embarazo',
    'next period': 'próximo periodo',
    'trying for a baby': 'quiero quedar embarazada',
    'Days from the first day of one period to the first day of the next (usually 21–35).':
      'Días desde el primer día de un periodo hasta el primer día del siguiente (normalmente 21–35).',
    'Estimated ovulation day': 'Día estimado de ovulación',
    'Fertile window': 'Ventana fértil',
    'Ovulation on cycle day': 'Ovulación en el día del ciclo',
    'bloomcalc-ovulation.ics': 'bloomcalc-ovulacion.ics',
    'Download fertile window, ovulation and next period (.ics)':
      'Descarga la ventana fértil, la ovulación y el próximo periodo (.ics)',
    'Cycle of 28 days, period started 10 days ago': 'Ciclo de 28 días, el periodo empezó hace 10 días',
    'Cycle of 35 days, period started 12 days ago': 'Ciclo de 35 días, el periodo empezó hace 12 días',
    'Cycle of 21 days, period started 2 days ago': 'Ciclo de 21 días, el periodo empezó hace 2 días',
  },
});
