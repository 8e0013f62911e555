import {
  defineTranslation,
  MISSED_PERIODS_MONTHS,
  PREGNANCY_TEST_RETEST,
  PREGNANCY_TEST_RETEST_ES,
} from '@/engine';
import en from './messages.en.gen';
import es from './messages.es.gen';

// The late-period notes are fixed texts built from messages and facts (calculator.ts): their translation is built
// the same way, so no figure is typed twice.
const months = { months: MISSED_PERIODS_MONTHS };

/** The Spanish words of the period tracker (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calendario-menstrual',
  texts: {
    'For predicting periods from your recent cycles; it is not a method of birth control.':
      'Para predecir tus periodos a partir de tus ciclos recientes; no es un método anticonceptivo.',
    'Period Tracker and Cycle Calendar': 'Calculadora del periodo y calendario menstrual',
    'Predict your next period, ovulation day and fertile window, and see them on a three-month calendar you can add to your own.':
      'Calcula tu próximo periodo, tu día de ovulación y tu ventana fértil, y míralos en un calendario de tres meses que puedes agregar al tuyo.',
    'period tracker': 'calculadora del periodo',
    'period calendar': 'calendario menstrual',
    'next period': 'próximo periodo',
    'menstrual cycle': 'ciclo menstrual',
    'From the first day of one period to the first day of the next: 21–45 days.':
      'Del primer día de un periodo al primer día del siguiente: 21–45 días.',
    'Period length': 'Duración del periodo',
    'How many days your period usually lasts: 1–10 days.': 'Cuántos días suele durar tu periodo: 1–10 días.',
    'Your next period is expected on': 'Fecha prevista de tu próximo periodo',
    'Your next period was expected on': 'Fecha en que se esperaba tu próximo periodo',
    'Your period is late by': 'Tu periodo tiene un retraso de',
    'Since your last period started': 'Desde que empezó tu último periodo',
    [en.noPeriodForMonths(months)]: es.noPeriodForMonths(months),
    [en.latePeriod({ retest: PREGNANCY_TEST_RETEST })]: es.latePeriod({ retest: PREGNANCY_TEST_RETEST_ES }),
    'Ovulation day': 'Día de ovulación',
    'Fertile window starts': 'Empieza la ventana fértil',
    'Fertile window ends': 'Termina la ventana fértil',
    'Your cycle calendar': 'Tu calendario del ciclo',
    'Cycles in these three months': 'Ciclos en estos tres meses',
    'Period starts': 'Empieza el periodo',
    'Period ends': 'Termina el periodo',
    'Fertile from': 'Fértil desde',
    'Fertile until': 'Fértil hasta',
    Ovulation: 'Ovulación',
    'bloomcalc-period-tracker.ics': 'bloomcalc-calendario-menstrual.ics',
    'Download predicted periods, fertile windows and ovulation days (.ics)':
      'Descarga los periodos previstos, las ventanas fértiles y los días de ovulación (.ics)',
    'Period expected': 'Periodo previsto',
    'Cycle of 28 days, period started 10 days ago': 'Ciclo de 28 días, el periodo empezó hace 10 días',
    'Cycle of 35 days, period started 12 days ago': 'Ciclo de 35 días, el periodo empezó hace 12 días',
    'Cycle of 21 days, period started 5 days ago': 'Ciclo de 21 días, el periodo empezó hace 5 días',
    'Cycle of 28 days, last period 60 days ago (period late)':
      'Ciclo de 28 días, último periodo hace 60 días (periodo atrasado)',
    'Cycle of 30 days, last period 100 days ago (no period for over 3 months)':
      'Ciclo de 30 días, último periodo hace 100 días (sin periodo desde hace más de 3 meses)',
  },
});
