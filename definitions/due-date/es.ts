import {
  BORN_ON_DUE_DATE,
  BORN_ON_DUE_DATE_ES,
  CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_ES,
  defineTranslation,
  FIGO_NORMAL_CYCLE,
} from '@/engine';
import en from './messages.en.gen';
import es from './messages.es.gen';

/** The Spanish wording of the text facts this calculator quotes: the facts registry's own (src/engine/facts.ts). */
export const FACTS_ES = {
  BORN_ON_DUE_DATE: BORN_ON_DUE_DATE_ES,
  CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE: CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_ES,
} as const;

/** The Spanish words of the Pregnancy Due Date Calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-fecha-probable-de-parto',
  texts: {
    'For a pregnancy dated by the last period, with cycles of 21\u201345 days; an early scan dates it best.':
      'Para un embarazo fechado por la última regla, con ciclos de 21 a 45 días; una ecografía temprana lo fecha mejor.',
    'Pregnancy Due Date Calculator': 'Calculadora de fecha probable de parto',
    'Find your estimated due date from the first day of your last period, how far along you are, your trimester and the milestones ahead.':
      'Calcula tu fecha probable de parto a partir del primer día de tu última menstruación, cuántas semanas de embarazo tienes, tu trimestre y las etapas que vienen.',
    'due date': 'fecha probable de parto',
    'pregnancy calculator': 'calculadora de embarazo',
    'how many weeks pregnant': 'cuántas semanas de embarazo tengo',
    trimester: 'trimestre',
    "naegele's rule": 'regla de Naegele',
    'when is my baby due': 'cuándo nace mi bebé',
    'Optional: leave 28 if you are not sure.': 'Opcional: deja 28 si no estás segura.',
    'How far along': 'Tiempo de embarazo',
    Trimester: 'Trimestre',
    'Estimated conception': 'Concepción estimada',
    'Progress through 40 weeks': 'Avance en las 40 semanas',
    Milestones: 'Etapas',
    'Care recommendations': 'Recomendaciones de cuidado',
    'bloomcalc-due-date.ics': 'bloomcalc-fecha-probable-de-parto.ics',
    'Download your due date and milestones (.ics)': 'Descarga tu fecha probable de parto y tus etapas (.ics)',
    'Pregnancy week {week}: {description}': 'Semana de embarazo {week}: {description}',
    [`Only ${BORN_ON_DUE_DATE} babies arrives on the due date itself; most come within two weeks either side. An early ultrasound dates a pregnancy more accurately than the last period.`]: `Solo ${FACTS_ES.BORN_ON_DUE_DATE} bebés nace justo en la fecha probable de parto; la mayoría llega en las dos semanas antes o después. Una ecografía temprana fecha el embarazo con más precisión que la última menstruación.`,
    // The long-cycle note is the message's words with the figure put in (calculator.ts): the same here, in Spanish.
    [en.longCycle({ max: FIGO_NORMAL_CYCLE.max })]: es.longCycle({ max: FIGO_NORMAL_CYCLE.max }),
    'Cycle of 42 days, period started 8 weeks 4 days ago':
      'Ciclo de 42 días, menstruación hace 8 semanas y 4 días',
    'Last period started 8 weeks 3 days ago': 'Última menstruación hace 8 semanas y 3 días',
    'Cycle of 35 days, period started 19 weeks 3 days ago':
      'Ciclo de 35 días, menstruación hace 19 semanas y 3 días',
    'Cycle of 21 days, period started 27 weeks 2 days ago':
      'Ciclo de 21 días, menstruación hace 27 semanas y 2 días',
    'Last period started 41 weeks 2 days ago (past the due date)':
      'Última menstruación hace 41 semanas y 2 días (pasada la fecha probable de parto)',
  },
});
