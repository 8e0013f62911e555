import { defineTranslation, FIGO_NORMAL_CYCLE } from '@/engine';
import en from './messages.en.gen';
import es from './messages.es.gen';

/** The Spanish words of the ovulation calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-de-ovulacion',
  texts: {
    'For cycles of 21\u201345 days; with irregular cycles the date is only a rough guide.':
      'Para ciclos de 21 a 45 días; con ciclos irregulares, la fecha es solo una guía aproximada.',
    'Ovulation Calculator': 'Calculadora de ovulación',
    'Estimate your ovulation day, your fertile window and the start of your next period from the first day of your last period and your cycle length.':
      'Estima el día de tu ovulación, tu ventana fértil y el inicio de tu próximo periodo a partir del primer día de tu último periodo y la duración de tu ciclo.',
    ovulation: 'ovulación',
    'fertile days': 'días fértiles',
    'trying to conceive': 'buscando un embarazo',
    'next period': 'próximo periodo',
    'trying for a baby': 'quiero quedar embarazada',
    'From the first day of one period to the first day of the next: 21–45 days.':
      'Del primer día de un periodo al primer día del siguiente: 21–45 días.',
    'Are your cycles regular?': '¿Tus ciclos son regulares?',
    'Optional. Regular: your shortest and longest recent cycles differ by 7 days or less.':
      'Opcional. Regulares: tu ciclo más corto y el más largo de los últimos meses se diferencian en 7 días o menos.',
    Regular: 'Regulares',
    Irregular: 'Irregulares',
    'I am not sure': 'No estoy segura',
    // The two notes are the messages' words with the figures put in (calculator.ts): the same here, in Spanish.
    [en.longCycle({ max: FIGO_NORMAL_CYCLE.max })]: es.longCycle({ max: FIGO_NORMAL_CYCLE.max }),
    [en.lessReliable()]: es.lessReliable(),
    'Estimated ovulation day': 'Día estimado de ovulación',
    'Fertile window': 'Ventana fértil',
    'Ovulation on cycle day': 'Ovulación en el día del ciclo',
    'bloomcalc-ovulation.ics': 'bloomcalc-ovulacion.ics',
    'Download fertile window, ovulation and next period (.ics)':
      'Descarga la ventana fértil, la ovulación y el próximo periodo (.ics)',
    'Cycle of 28 days, period started 10 days ago': 'Ciclo de 28 días, el periodo empezó hace 10 días',
    'Cycle of 35 days, period started 12 days ago': 'Ciclo de 35 días, el periodo empezó hace 12 días',
    'Cycle of 21 days, period started 2 days ago': 'Ciclo de 21 días, el periodo empezó hace 2 días',
    'Cycle of 42 days, period started 8 days ago': 'Ciclo de 42 días, el periodo empezó hace 8 días',
    'Irregular cycles of about 30 days, period started 5 days ago':
      'Ciclos irregulares de unos 30 días, el periodo empezó hace 5 días',
  },
});
