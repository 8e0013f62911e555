import { defineTranslation } from '@/engine';

/** The Spanish words of the pregnancy test timing calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'cuando-hacer-prueba-de-embarazo',
  texts: {
    'For a natural cycle; after fertility treatment, test on the day your clinic gives you.':
      'Para un ciclo natural; después de un tratamiento de fertilidad, hazte la prueba el día que te indique tu clínica.',
    'When to Take a Pregnancy Test': 'Cuándo hacerte una prueba de embarazo',
    'Find the earliest day a sensitive home pregnancy test may work and the day most tests can detect a pregnancy, from your last period and cycle length.':
      'Descubre el primer día en que una prueba de embarazo casera sensible puede funcionar y el día en que casi todas lo detectan, según tu último periodo y tu ciclo.',
    'when to take a pregnancy test': 'cuándo hacerse una prueba de embarazo',
    'pregnancy test': 'prueba de embarazo',
    implantation: 'implantación',
    'missed period': 'falta de periodo',
    'how soon test': 'qué tan pronto hacer la prueba',
    'am I pregnant': 'estoy embarazada',
    'From the first day of one period to the first day of the next: 21–45 days.':
      'Del primer día de un periodo al primer día del siguiente: 21–45 días.',
    'Day most tests can detect a pregnancy':
      'Día en que la mayoría de las pruebas pueden detectar un embarazo',
    'Earliest sensitive test': 'Prueba sensible más temprana',
    'Possible implantation': 'Posible implantación',
    'Your test calendar': 'Tu calendario de pruebas',
    'First day of your last period: droplet, solid border':
      'Primer día de tu último periodo: gota, borde continuo',
    'Estimated ovulation: egg, double border, dark fill':
      'Ovulación estimada: óvulo, borde doble, relleno oscuro',
    'Possible implantation (6–12 days after ovulation): sprout, dashed border':
      'Posible implantación (6–12 días después de la ovulación): brote, borde discontinuo',
    'Test days (earliest sensitive test; period due): test tube, dotted border':
      'Días de prueba (prueba sensible más temprana; día en que te toca el periodo): tubo de ensayo, borde punteado',
    'Tips for testing': 'Consejos para hacerte la prueba',
    'bloomcalc-pregnancy-test.ics': 'bloomcalc-prueba-de-embarazo.ics',
    'Download your test days (.ics)': 'Descarga tus días de prueba (.ics)',
    'Earliest day for a sensitive pregnancy test': 'Primer día para una prueba de embarazo sensible',
    'Period due: most pregnancy tests work from this day':
      'Te toca el periodo: la mayoría de las pruebas de embarazo funcionan desde este día',
    'Cycle of 28 days, period started 9 days ago': 'Ciclo de 28 días, el periodo empezó hace 9 días',
    'Cycle of 35 days, period started 32 days ago': 'Ciclo de 35 días, el periodo empezó hace 32 días',
    'Cycle of 21 days, period started 23 days ago (due 2 days ago)':
      'Ciclo de 21 días, el periodo empezó hace 23 días (debía llegar hace 2 días)',
    'Cycle of 45 days, period started 9 days ago': 'Ciclo de 45 días, el periodo empezó hace 9 días',
  },
});
