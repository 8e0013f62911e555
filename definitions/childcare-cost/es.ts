import { defineTranslation } from '@/engine';

/** The Spanish words of the childcare cost calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'costo-del-cuidado-infantil',
  texts: {
    'For families planning childcare costs, in US dollars.':
      'Para familias que calculan el costo del cuidado infantil, en dólares estadounidenses.',
    'Childcare Cost Calculator': 'Calculadora del costo del cuidado infantil',
    'Turn daycare fees, a nanny’s hourly rate or after-school costs into one monthly and annual childcare budget.':
      'Convierte las cuotas de la guardería, la tarifa por hora de una niñera o el cuidado después de clases en un presupuesto mensual y anual de cuidado infantil.',
    'childcare cost': 'costo del cuidado infantil',
    'daycare cost': 'costo de la guardería',
    'nanny cost': 'costo de una niñera',
    'after-school care': 'cuidado después de clases',
    'child care budget': 'presupuesto de cuidado infantil',
    'baby daycare': 'guardería para bebés',
    'Type of care': 'Tipo de cuidado',
    // As messages.es.ts `careType` names them.
    Daycare: 'Guardería',
    Nanny: 'Niñera',
    'After-school care': 'Cuidado después de clases',
    // The cost labels as messages.es.ts `zeroCost` names the fields (a test holds them to the same words).
    'Cost per child': 'Costo por niño',
    'Hourly rate': 'Tarifa por hora',
    'Monthly cost per child': 'Costo mensual por niño',
    'e.g. 1200': 'p. ej., 1200',
    'The amount on each bill for one child.': 'El monto de cada factura por un niño.',
    'Billing frequency': 'Frecuencia de facturación',
    Weekly: 'Semanal',
    'Every two weeks': 'Cada dos semanas',
    Monthly: 'Mensual',
    'Once a year': 'Una vez al año',
    'Hours per week': 'Horas por semana',
    'e.g. 300': 'p. ej., 300',
    'Number of children': 'Número de niños',
    'e.g. 1': 'p. ej., 1',
    'Monthly childcare cost': 'Costo mensual del cuidado infantil',
    'a month': 'al mes',
    'Annual cost': 'Costo anual',
    'Average per week': 'Promedio por semana',
    'Ways to lower the cost': 'Formas de reducir el costo',
    'Daycare at $250 a week for 2 children': 'Guardería a $250 por semana para 2 niños',
    'Daycare at $500 every two weeks for 1 child': 'Guardería a $500 cada dos semanas para 1 niño',
    'Daycare at $1,200 a month for 1 child': 'Guardería a $1,200 al mes para 1 niño',
    'Daycare at $15,000 a year for 2 children': 'Guardería a $15,000 al año para 2 niños',
    'A nanny at $20 an hour, 40 hours a week': 'Una niñera a $20 por hora, 40 horas por semana',
    'After-school care at $300 a month for 2 children':
      'Cuidado después de clases a $300 al mes para 2 niños',
  },
});
