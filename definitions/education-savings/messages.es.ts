import { defineMessages } from '@/engine';

/** Las palabras de la calculadora de ahorro para la educación (messages.ts en español; docs/es/style-guide.md). */
export default defineMessages({
  targetAgeNotAhead: 'La edad objetivo debe ser mayor que la edad actual.',
  zeroCost: 'El costo actual de la educación debe ser mayor de $0.',
  advice: `{id, select,
    review {Revisa el plan una vez al año: la inflación de la matrícula y los rendimientos del mercado rara vez coinciden exactamente con lo supuesto.}
    derisk {A medida que se acerca la fecha de inicio, muchas familias pasan sus ahorros a inversiones de menor riesgo para que una caída del mercado no afecte el dinero justo antes de necesitarlo.}
    plan529 {En un plan 529, las ganancias crecen con impuestos diferidos y están libres del impuesto federal sobre los ingresos cuando se usan en gastos de educación calificados; muchos estados agregan una deducción de impuestos.}
    partOfTarget {Incluso una parte de la meta mensual ayuda: el dinero que se ahorra temprano tiene más tiempo para crecer.}
    scholarships {Solicita becas y subvenciones (llena la FAFSA cada año) para reducir la cantidad que necesitas ahorrar.}}`,
  explainYears: 'Años que faltan = {target, number} − {current, number} = {years, number}.',
  explainCost:
    'Costo futuro = {cost, number, ::currency/USD} × (1 + {inflation, number, ::.0}%)^{years, number} = {futureCost, number, ::currency/USD}.',
  explainSavings:
    'Ahorro proyectado = {savings, number, ::currency/USD} con un crecimiento del {growth, number, ::.0}% ÷ 12 al mes durante {months, number} meses, más {deposit, number, ::currency/USD} agregados al final de cada mes = {projected, number, ::currency/USD}.',
  explainShortfall: `Faltante = costo futuro − ahorro proyectado = {shortfall, number, ::currency/USD}{surplus, select,
    yes { (un excedente, que se muestra como $0.00)}
    no {}}.`,
  explainTarget:
    'Meta mensual = faltante × r ÷ ((1 + r)^n − 1), con r = {growth, number, ::.0}% ÷ 12 y n = {months, number} meses = {target, number, ::currency/USD}.',
});
