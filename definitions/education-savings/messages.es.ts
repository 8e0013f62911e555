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
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de ahorro para la educación',
  description:
    'Estima cuánto costará la universidad o la escuela de tu hijo o hija, cuánto crecerán tus ahorros y cuánto ahorrar al mes para cubrir la diferencia.',
  keywordCollegeSavings: 'ahorro para la universidad',
  keywordT529Plan: 'plan 529',
  keywordEducationFund: 'fondo para la educación',
  keywordTuitionInflation: 'inflación de la matrícula',
  keywordSavingForCollege: 'ahorrar para la universidad',
  audienceNote:
    'Para madres y padres que ahorran para la educación de un hijo o hija, en dólares estadounidenses.',
  currentAgeLabel: 'Edad actual de tu hijo o hija',
  currentAgeSuffix: 'años',
  currentAgePlaceholder: 'p. ej., 3',
  targetAgeLabel: 'Edad a la que se necesita el dinero',
  targetAgePlaceholder: 'p. ej., 18',
  currentCostLabel: 'Costo actual de la educación',
  currentCostHelp: 'Lo que costarían todos los estudios si empezaran este año.',
  currentCostSuffix: 'USD',
  currentCostPlaceholder: 'p. ej., 100000',
  currentSavingsLabel: 'Ahorros hasta ahora',
  currentSavingsPlaceholder: 'p. ej., 5000',
  annualContributionLabel: 'Lo que agregas al año',
  annualContributionNoun: 'La cantidad que agregas al año',
  annualContributionHelp: 'Se ahorra en doce partes iguales al final de cada mes.',
  annualContributionPlaceholder: 'p. ej., 2400',
  inflationRateLabel: 'Inflación del costo de la educación',
  inflationRateSuffix: '% al año',
  inflationRatePlaceholder: 'p. ej., 5',
  inflationRateHelp:
    'El valor inicial es 5%: desde hace mucho, los precios de la educación suben más rápido que los precios en general. Escribe 0 si no quieres contar inflación.',
  investmentGrowthLabel: 'Crecimiento de la inversión',
  investmentGrowthPlaceholder: 'p. ej., 7',
  investmentGrowthHelp:
    'Empieza en 7%, una cifra común a largo plazo para una cartera con muchas acciones. Escribe 0 si no quieres contar crecimiento.',
  yourEducationSavingsPlan: 'Tu plan de ahorro para la educación',
  futureCost: 'Costo futuro',
  projectedSavings: 'Ahorro proyectado',
  shortfall: 'Faltante',
  extraToSaveEach: 'Monto adicional que debes ahorrar cada mes para cubrir la diferencia',
  congratulationsYourProjectedSavings:
    '¡Felicidades! Tu ahorro proyectado cubre el costo futuro estimado. Sigue aportando para cubrir costos más altos o rendimientos más bajos de lo supuesto.',
  projectedSavingsAboveThe: 'Ahorro proyectado por encima del costo',
  shareOfTheFuture: 'Porcentaje del costo futuro cubierto',
  savingsAgainstCostYear: 'Ahorro frente al costo, año por año',
  childSAgeYears: 'Edad de tu hijo o hija (años)',
  usDollars: 'Dólares estadounidenses',
  costWithInflation: 'Costo con inflación',
  projectedSavingsPinkAnd:
    'Ahorro proyectado (rosado) y costo de la educación aumentado por la inflación (morado) a cada edad, hasta que se necesita el dinero.',
  nextSteps: 'Próximos pasos',
  example1: '$10,000 en 2 años, $1,000 ahorrados, $100 al mes, sin crecimiento ni inflación',
  example2: '$10,000 en 2 años con 5% de inflación',
  example3: '$20,000 en un año, con ahorros que crecen 12%',
  example4: 'Los ahorros ya cubren el costo',
  example5: 'Un bebé recién nacido, universidad en 18 años',
  citedForPriceGrowth: 'el aumento de los precios a largo plazo',
  citedForMonthlyCompounding: 'el interés compuesto mensual',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'ahorro-para-la-educacion';
