import { defineTranslation } from '@/engine';

/** The Spanish words of the conception date calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-fecha-de-concepcion',
  texts: {
    'For pregnancies dated by a due date, with cycles of 21\u201335 days; an early scan dates them best.':
      'Para embarazos fechados por la fecha probable de parto, con ciclos de 21 a 35 días; una ecografía temprana los fecha mejor.',
    'Conception Date Calculator': 'Calculadora de la fecha de concepción',
    'Work back from your due date to the likely conception date, your last period, the fertile window and how many weeks along you are.':
      'Calcula desde tu fecha probable de parto la fecha probable de concepción, tu última menstruación, tu ventana fértil y cuántas semanas de embarazo tienes.',
    'conception date': 'fecha de concepción',
    'when did I conceive': 'cuándo quedé embarazada',
    'gestational age': 'edad gestacional',
    'fetal age': 'edad fetal',
    'when was my baby conceived': 'cuándo fue concebido mi bebé',
    'Due date': 'Fecha probable de parto',
    'Optional: it moves the last-period date, not the conception date. Leave 28 if unsure.':
      'Opcional: cambia la fecha de la última menstruación, no la de la concepción. Deja 28 si no estás segura.',
    'Estimated conception date': 'Fecha estimada de concepción',
    'Fertile window that led to this pregnancy': 'Ventana fértil que dio lugar a este embarazo',
    'First day of last period': 'Primer día de la última menstruación',
    'Gestational age': 'Edad gestacional',
    'Fetal age': 'Edad fetal',
    Notes: 'Notas',
    'Due in 31 weeks 4 days': 'Parto previsto en 31 semanas y 4 días',
    'Due in 24 weeks 5 days, cycle of 35 days': 'Parto previsto en 24 semanas y 5 días, ciclo de 35 días',
    'Due in 40 weeks 4 days, cycle of 21 days': 'Parto previsto en 40 semanas y 4 días, ciclo de 21 días',
    'Baby was due about a year and a half ago':
      'El parto estaba previsto hace aproximadamente un año y medio',
  },
});
