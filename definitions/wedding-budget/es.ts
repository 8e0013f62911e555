import { defineTranslation } from '@/engine';

/** The Spanish words of the wedding budget calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'presupuesto-de-boda',
  texts: {
    'For couples planning a wedding budget, in US dollars.':
      'Para parejas que planean el presupuesto de su boda, en dólares estadounidenses.',
    'Wedding Budget Calculator': 'Calculadora de presupuesto de boda',
    'Split your wedding budget across ten categories, track what you have spent against the plan, and see the cost per guest.':
      'Reparte el presupuesto de tu boda en diez categorías, compara lo que has gastado con lo planeado y ve el costo por invitado.',
    'wedding budget': 'presupuesto de boda',
    'wedding cost': 'costo de la boda',
    'wedding planning': 'planificación de boda',
    'cost per guest': 'costo por invitado',
    'budget tracker': 'control de presupuesto',
    'Total budget': 'Presupuesto total',
    'e.g. 30000': 'p. ej., 30000',
    'Number of guests': 'Número de invitados',
    'Optional: used for the average cost per guest.': 'Opcional: se usa para el costo promedio por invitado.',
    'e.g. 100': 'p. ej., 100',
    'Actual spending so far': 'Gasto real hasta ahora',
    'Leave a row blank if nothing is spent yet: it counts as $0.':
      'Deja una fila en blanco si aún no has gastado nada en ella: cuenta como $0.',
    // The category names as messages.es.ts `category` words them (the table rows and the tips use those).
    'Venue & Catering': 'Lugar y banquete',
    'Attire & Beauty': 'Vestuario y belleza',
    'Photography & Videography': 'Fotografía y video',
    'Music & Entertainment': 'Música y entretenimiento',
    'Flowers & Decor': 'Flores y decoración',
    'Wedding Planner': 'Organizador de bodas',
    Stationery: 'Papelería',
    'Officiant & Marriage License': 'Oficiante y licencia de matrimonio',
    'Gifts & Favors': 'Regalos y recuerdos',
    Miscellaneous: 'Varios',
    'Enter a total budget above $0 to see the breakdown by category.':
      'Ingresa un presupuesto total mayor de $0 para ver el desglose por categoría.',
    'Budget by category': 'Presupuesto por categoría',
    'Planned amount from each category’s share of the total, what you have spent, and the difference.':
      'Monto planeado según el porcentaje del total de cada categoría, lo que has gastado y la diferencia.',
    Totals: 'Totales',
    'Spent so far': 'Gastado hasta ahora',
    Remaining: 'Restante',
    'Average per guest': 'Promedio por invitado',
    '$30,000 for 100 guests': '$30,000 para 100 invitados',
    '$20,000 for 80 guests, venue and photos already paid':
      '$20,000 para 80 invitados, lugar y fotos ya pagados',
    'No budget set yet': 'Sin presupuesto todavía',
    'A small wedding: $1,234 for 7 guests': 'Una boda pequeña: $1,234 para 7 invitados',
  },
});
