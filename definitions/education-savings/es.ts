import { defineTranslation } from '@/engine';

/** The Spanish words of the education savings calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'ahorro-para-la-educacion',
  texts: {
    "For parents saving for a child's education, in US dollars.":
      'Para madres y padres que ahorran para la educación de un hijo, en dólares estadounidenses.',
    'Education Savings Calculator': 'Calculadora de ahorro para la educación',
    'Estimate what college or school will cost when your child gets there, what your savings will grow to, and the monthly amount that closes any gap.':
      'Estima cuánto costará la universidad o la escuela de tu hijo o hija, cuánto crecerán tus ahorros y cuánto ahorrar al mes para cubrir la diferencia.',
    'college savings': 'ahorro para la universidad',
    '529 plan': 'plan 529',
    'education fund': 'fondo para la educación',
    'tuition inflation': 'inflación de la matrícula',
    'saving for college': 'ahorrar para la universidad',
    'Child’s current age': 'Edad actual de tu hijo o hija',
    'e.g. 3': 'p. ej., 3',
    'Age when the money is needed': 'Edad a la que se necesita el dinero',
    'e.g. 18': 'p. ej., 18',
    'Cost of the education today': 'Costo actual de la educación',
    'What the whole course would cost if it started this year.':
      'Lo que costarían todos los estudios si empezaran este año.',
    'e.g. 100000': 'p. ej., 100000',
    'Savings so far': 'Ahorros hasta ahora',
    'e.g. 5000': 'p. ej., 5000',
    'You add per year': 'Lo que agregas al año',
    'The amount you add per year': 'La cantidad que agregas al año',
    'Saved in twelve equal parts at the end of each month.':
      'Se ahorra en doce partes iguales al final de cada mes.',
    'e.g. 2400': 'p. ej., 2400',
    'Education cost inflation': 'Inflación del costo de la educación',
    '% a year': '% al año',
    'Starts at 5 %: education prices have long risen faster than prices overall. Type 0 for none.':
      'Empieza en 5%: desde hace mucho, los precios de la educación suben más rápido que los precios en general. Escribe 0 si no quieres contar inflación.',
    'Investment growth': 'Crecimiento de la inversión',
    'e.g. 7': 'p. ej., 7',
    'Starts at 7 %, a common long-run figure for a stock-heavy portfolio. Type 0 for none.':
      'Empieza en 7%, una cifra común a largo plazo para una cartera con muchas acciones. Escribe 0 si no quieres contar crecimiento.',
    'Your education savings plan': 'Tu plan de ahorro para la educación',
    'Future cost': 'Costo futuro',
    'Projected savings': 'Ahorro proyectado',
    Shortfall: 'Faltante',
    'Extra to save each month to close the gap':
      'Monto adicional que debes ahorrar cada mes para cubrir la diferencia',
    'Congratulations! Your projected savings cover the estimated future cost. Keep contributing to allow for higher costs or lower returns than assumed.':
      '¡Felicidades! Tu ahorro proyectado cubre el costo futuro estimado. Sigue aportando para cubrir costos más altos o rendimientos más bajos de lo supuesto.',
    'Projected savings above the cost': 'Ahorro proyectado por encima del costo',
    'Share of the future cost covered': 'Porcentaje del costo futuro cubierto',
    'Savings against cost, year by year': 'Ahorro frente al costo, año por año',
    'Child’s age (years)': 'Edad de tu hijo o hija (años)',
    'US dollars': 'Dólares estadounidenses',
    'Cost with inflation': 'Costo con inflación',
    'Projected savings (pink) and the education cost grown by inflation (purple) at each age until the money is needed.':
      'Ahorro proyectado (rosado) y costo de la educación aumentado por la inflación (morado) a cada edad, hasta que se necesita el dinero.',
    'Next steps': 'Próximos pasos',
    '$10,000 in 2 years, $1,000 saved, $100 a month, no growth or inflation':
      '$10,000 en 2 años, $1,000 ahorrados, $100 al mes, sin crecimiento ni inflación',
    '$10,000 in 2 years with 5% inflation': '$10,000 en 2 años con 5% de inflación',
    '$20,000 in a year, savings growing 12%': '$20,000 en un año, con ahorros que crecen 12%',
    'Savings already cover the cost': 'Los ahorros ya cubren el costo',
    'A newborn, college in 18 years': 'Un bebé recién nacido, universidad en 18 años',
  },
});
