import { defineMessages } from '@/engine';

/** Las palabras de la calculadora de presupuesto de boda (messages.ts en español; docs/es/style-guide.md). */
export default defineMessages({
  actualProblem: `{id, select,
    notObject {El gasto real debe indicar montos por categoría del presupuesto.}
    notNumber {El gasto real en {name} debe ser un número.}
    negative {El gasto real en {name} debe ser de al menos $0.}
    tooLarge {El gasto real en {name} debe ser de como máximo {max, number, ::currency/USD .}.}}`,
  unknownCategories: `{count, plural,
    one {{names} no es una de las categorías del presupuesto.}
    other {{names} no son categorías del presupuesto.}}`,
  category: `{id, select,
    venue {Lugar y banquete}
    attire {Vestuario y belleza}
    photo {Fotografía y video}
    music {Música y entretenimiento}
    flowers {Flores y decoración}
    planner {Organizador de bodas}
    stationery {Papelería}
    officiant {Oficiante y licencia de matrimonio}
    gifts {Regalos y recuerdos}
    misc {Varios}}`,
  overBudget: 'Tu gasto supera el presupuesto total: decide qué costos recortar o aumenta el total.',
  inCategory: 'en {name}',
  overPlan:
    'Por encima de lo planeado {categories}: pasa dinero de categorías que aún tienen margen o aumenta el total.',
  keepAside: 'Reserva un 5–10% del total para imprevistos: los gastos de último momento son casi seguros.',
  guestList:
    'El lugar y el banquete crecen con la lista de invitados: recortarla es el mayor ahorro por sí solo.',

  explainPlanned:
    'Monto planeado = total × porcentaje de la categoría, p. ej., {category} = {total, number, ::currency/USD} × {share, number, integer}% = {planned, number, ::currency/USD}.',
  explainDifference:
    'Diferencia = planeado − real: cero o más significa dentro de lo planeado; menos de cero, por encima de lo planeado. Un gasto real en blanco cuenta como $0.',
  explainRemaining:
    'Restante = total − gasto real = {total, number, ::currency/USD} − {actual, number, ::currency/USD} = {remaining, number, ::currency/USD}.',
  explainPerGuest:
    'Promedio por invitado = total ÷ invitados = {total, number, ::currency/USD} ÷ {guests, number, integer} = {perGuest, number, ::currency/USD}.',
  explainNoGuests: 'Para el promedio por invitado falta el número de invitados.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de presupuesto de boda',
  description:
    'Reparte el presupuesto de tu boda en diez categorías, compara lo que has gastado con lo planeado y ve el costo por invitado.',
  keywordWeddingBudget: 'presupuesto de boda',
  keywordWeddingCost: 'costo de la boda',
  keywordWeddingPlanning: 'planificación de boda',
  keywordCostPerGuest: 'costo por invitado',
  keywordBudgetTracker: 'control de presupuesto',
  audienceNote: 'Para parejas que planean el presupuesto de su boda, en dólares estadounidenses.',
  totalBudgetLabel: 'Presupuesto total',
  totalBudgetSuffix: 'USD',
  totalBudgetPlaceholder: 'p. ej., 30000',
  guestsLabel: 'Número de invitados',
  guestsHelp: 'Opcional: se usa para el costo promedio por invitado.',
  guestsPlaceholder: 'p. ej., 100',
  actualLabel: 'Gasto real hasta ahora',
  actualHelp: 'Deja una fila en blanco si aún no has gastado nada en ella: cuenta como $0.',
  enterATotalBudget: 'Ingresa un presupuesto total mayor de $0 para ver el desglose por categoría.',
  budgetByCategory: 'Presupuesto por categoría',
  plannedAmountFromEach:
    'Monto planeado según el porcentaje del total de cada categoría, lo que has gastado y la diferencia.',
  totals: 'Totales',
  spentSoFar: 'Gastado hasta ahora',
  remaining: 'Restante',
  averagePerGuest: 'Promedio por invitado',
  tips: 'Consejos',
  example1: '$30,000 para 100 invitados',
  example2: '$20,000 para 80 invitados, lugar y fotos ya pagados',
  example3: 'Sin presupuesto todavía',
  example4: 'Una boda pequeña: $1,234 para 7 invitados',
  citedForCostPerGuest: 'Real Weddings Study 2023: costo por invitado',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'presupuesto-de-boda';
