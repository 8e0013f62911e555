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
});
