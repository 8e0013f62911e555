import { defineMessages } from '@/engine';

/** Las palabras de la calculadora del costo del cuidado infantil (messages.ts en español; docs/es/style-guide.md). */
export default defineMessages({
  careType: '{type, select, daycare {Guardería} nanny {Niñera} other {Cuidado después de clases}}',
  advice: `{id, select,
    fsa {Una cuenta FSA para el cuidado de dependientes (Dependent Care FSA) a través de tu empleador te permite pagar hasta {fsa, number, ::currency/USD .} al año por hogar ({fsaMfs, number, ::currency/USD .} si estás casada y declaras por separado; año fiscal {year}) de cuidado infantil con dinero antes de impuestos.}
    credit {El crédito por cuidado de hijos y dependientes (Child and Dependent Care Credit) cubre del {rateLow, number} al {rateHigh, number}% (según tus ingresos) de hasta {creditOne, number, ::currency/USD .} en gastos de cuidado por un hijo, o {creditTwo, number, ::currency/USD .} por dos o más (año fiscal {year}); no puedes usar los mismos dólares en una FSA y en el crédito.}
    ask {Pregunta a los proveedores por descuentos para hermanos, cuotas de inscripción y qué pasa con las cuotas durante los días festivos y los días de enfermedad.}
    household {Pagarle a una niñera te convierte en empleadora del hogar: a partir de {household, number, ::currency/USD .} en salarios en efectivo al año ({year}) debes pagar los impuestos del Seguro Social y de Medicare (IRS Publication 926), además de la tarifa por hora.}}`,
  zeroCost: `{field, select,
    costPerChild {El costo por niño}
    hourlyRate {La tarifa por hora}
    other {El costo mensual por niño}} debe ser mayor de $0.`,
  explainDaycare: `Guardería: {cost, number, ::currency/USD} ({frequency, select,
    weekly {semanal) × 52 ÷ 12}
    monthly {mensual) × 1}
    annually {una vez al año) ÷ 12}
    other {cada dos semanas) × {biweekly, number} ÷ 12}} × {children, plural, one {# niño} other {# niños}} al mes.`,
  explainNanny:
    'Niñera: {rate, number, ::currency/USD} por hora × {hours, number} horas por semana × 52 semanas ÷ 12 meses.',
  explainAfterSchool:
    'Cuidado después de clases: {cost, number, ::currency/USD} al mes × {children, plural, one {# niño} other {# niños}}.',
  explainTotals:
    'Costo mensual = {monthly, number, ::currency/USD}; costo anual = mensual × 12 = {annual, number, ::currency/USD}; por semana = anual ÷ 52 = {weekly, number, ::currency/USD}.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora del costo del cuidado infantil',
  description:
    'Convierte las cuotas de la guardería, la tarifa por hora de una niñera o el cuidado después de clases en un presupuesto mensual y anual de cuidado infantil.',
  keywordChildcareCost: 'costo del cuidado infantil',
  keywordDaycareCost: 'costo de la guardería',
  keywordNannyCost: 'costo de una niñera',
  keywordAfterSchoolCare: 'cuidado después de clases',
  keywordChildCareBudget: 'presupuesto de cuidado infantil',
  keywordBabyDaycare: 'guardería para bebés',
  audienceNote: 'Para familias que calculan el costo del cuidado infantil, en dólares estadounidenses.',
  typeLabel: 'Tipo de cuidado',
  typeOptionDaycare: 'Guardería',
  typeOptionNanny: 'Niñera',
  typeOptionAfterSchool: 'Cuidado después de clases',
  costPerChildSuffix: 'USD',
  costPerChildPlaceholder: 'p. ej., 1200',
  costPerChildHelp: 'El monto de cada factura por un niño.',
  billingFrequencyLabel: 'Frecuencia de facturación',
  hourlyRatePlaceholder: 'p. ej., 20',
  hoursPerWeekLabel: 'Horas por semana',
  hoursPerWeekSuffix: 'horas',
  hoursPerWeekPlaceholder: 'p. ej., 40',
  monthlyCostPerChildPlaceholder: 'p. ej., 300',
  numberOfChildrenLabel: 'Número de niños',
  numberOfChildrenPlaceholder: 'p. ej., 1',
  monthlyChildcareCost: 'Costo mensual del cuidado infantil',
  aMonth: 'al mes',
  annualCost: 'Costo anual',
  averagePerWeek: 'Promedio por semana',
  waysToLowerThe: 'Formas de reducir el costo',
  example1: 'Guardería a $250 por semana para 2 niños',
  example2: 'Guardería a $500 cada dos semanas para 1 niño',
  example3: 'Guardería a $1,200 al mes para 1 niño',
  example4: 'Guardería a $15,000 al año para 2 niños',
  example5: 'Una niñera a $20 por hora, 40 horas por semana',
  example6: 'Cuidado después de clases a $300 al mes para 2 niños',
  costPerChild: 'Costo por niño',
  hourlyRate: 'Tarifa por hora',
  monthlyCostPerChild: 'Costo mensual por niño',
  weekly: 'Semanal',
  everyTwoWeeks: 'Cada dos semanas',
  monthly: 'Mensual',
  onceAYear: 'Una vez al año',
  citedForPriceData: 'precios del cuidado infantil en el país y en cada estado',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'costo-del-cuidado-infantil';
