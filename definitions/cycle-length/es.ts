import {
  defineTranslation,
  MISSED_PERIODS_MONTHS,
  PREGNANCY_TEST_RETEST,
  PREGNANCY_TEST_RETEST_ES,
} from '@/engine';
import en from './messages.en.gen';
import es from './messages.es.gen';

/** The Spanish words of the cycle length calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-duracion-del-ciclo',
  texts: {
    'For adults; in the first years after a first period, longer and less regular cycles are common.':
      'Para adultas; en los primeros años después de la primera regla, los ciclos más largos e irregulares son frecuentes.',
    'Cycle Length Calculator': 'Calculadora de duración del ciclo',
    'Add the first day of your recent periods to find your average cycle length, how regular your cycles are and when the next period is due.':
      'Agrega el primer día de tus periodos recientes para conocer la duración promedio de tu ciclo, qué tan regular es y cuándo te toca el próximo periodo.',
    'cycle length': 'duración del ciclo',
    'average cycle': 'ciclo promedio',
    'menstrual cycle length': 'duración del ciclo menstrual',
    'irregular periods': 'periodos irregulares',
    'period calculator': 'calculadora de periodo',
    'Period start dates': 'Fechas de inicio del periodo',
    'Add the first day of each period, one at a time, oldest or newest first.':
      'Agrega el primer día de cada periodo, uno por uno, empezando por el más antiguo o por el más reciente.',
    'Add at least two period start dates to calculate.':
      'Agrega al menos dos fechas de inicio del periodo para calcular.',
    'Your average cycle length': 'La duración promedio de tu ciclo',
    'Shortest cycle': 'Ciclo más corto',
    'Longest cycle': 'Ciclo más largo',
    'Next period was expected': 'Se esperaba el próximo periodo',
    'Your period is late by': 'Tu periodo tiene un retraso de',
    // The two notes are the messages' words with the facts put in (calculator.ts): the same here, in Spanish.
    [en.noPeriodForMonths({ months: MISSED_PERIODS_MONTHS })]: es.noPeriodForMonths({
      months: MISSED_PERIODS_MONTHS,
    }),
    [en.latePeriod({ retest: PREGNANCY_TEST_RETEST })]: es.latePeriod({ retest: PREGNANCY_TEST_RETEST_ES }),
    'Your cycles': 'Tus ciclos',
    'Period started': 'Inicio del periodo',
    'Next period started': 'Inicio del siguiente periodo',
    'What this tells you': 'Lo que esto te dice',
    'Cycles of 28, 29 and 28 days': 'Ciclos de 28, 29 y 28 días',
    'Dates entered out of order, one of them twice': 'Fechas escritas en desorden, una de ellas dos veces',
    'One short and one long cycle (21 and 35 days)': 'Un ciclo corto y uno largo (21 y 35 días)',
    'Cycles of 29, 30 and 30 days': 'Ciclos de 29, 30 y 30 días',
    'One long cycle of 36 days': 'Un ciclo largo de 36 días',
    'Irregular cycles of 23, 47 and 26 days': 'Ciclos irregulares de 23, 47 y 26 días',
    'Cycles of 26, 34 and 30 days (at the edge of regular)':
      'Ciclos de 26, 34 y 30 días (en el límite de lo regular)',
    'Regular long cycles of 40 and 41 days': 'Ciclos regulares largos de 40 y 41 días',
    'Cycles of 28 days, last period 44 days ago (period late)':
      'Ciclos de 28 días, último periodo hace 44 días (periodo retrasado)',
  },
});
