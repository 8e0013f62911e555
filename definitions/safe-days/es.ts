import { defineTranslation } from '@/engine';

/** The Spanish words of the safe days (calendar method) calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-dias-seguros',
  texts: {
    'For cycles of 21\u201345 days you have recorded; not reliable after birth, while breastfeeding or near menopause.':
      'Para ciclos de 21 a 45 días que hayas anotado; no es confiable después del parto, durante la lactancia ni cerca de la menopausia.',
    'Safe Days Calculator (Calendar Method)': 'Calculadora de días seguros (método del calendario)',
    'See your fertile and lower-chance days by the calendar method from your shortest and longest cycles, with honest effectiveness figures: no day is truly safe.':
      'Tus días fértiles y de menor probabilidad según el método del calendario, a partir de tu ciclo más corto y el más largo. Ningún día es realmente seguro.',
    'safe days': 'días seguros',
    'calendar method': 'método del calendario',
    'rhythm method': 'método del ritmo',
    'standard days method': 'método de días fijos',
    'natural family planning': 'planificación familiar natural',
    contraception: 'anticoncepción',
    'birth control': 'métodos anticonceptivos',
    'Shortest cycle': 'Ciclo más corto',
    'Your shortest cycle of the past 6–12 months, first day of one period to the first day of the next: 21–45 days.':
      'Tu ciclo más corto de los últimos 6–12 meses, del primer día de un periodo al primer día del siguiente: 21–45 días.',
    'Longest cycle': 'Ciclo más largo',
    'Your longest cycle of the same months: 21–45 days.':
      'Tu ciclo más largo de esos mismos meses: 21–45 días.',
    'The calendar method is one of the least reliable ways to avoid pregnancy, and no calendar day is truly safe. It gives no protection against sexually transmitted infections.':
      'El método del calendario es una de las formas menos confiables de evitar un embarazo, y ningún día del calendario es realmente seguro. No da ninguna protección contra las infecciones de transmisión sexual.',
    'Days to avoid unprotected sex': 'Días para evitar las relaciones sexuales sin protección',
    'First day to avoid (cycle day)': 'Primer día que evitar (día del ciclo)',
    'Last day to avoid (cycle day)': 'Último día que evitar (día del ciclo)',
    'Days to avoid': 'Días que evitar',
    'Fertile by the calendar method (shortest cycle − 18 to longest cycle − 11)':
      'Fértil según el método del calendario (ciclo más corto − 18 a ciclo más largo − 11)',
    'Standard Days Method: avoid unprotected sex on days 8–19':
      'Método de Días Fijos: evita las relaciones sexuales sin protección los días 8–19',
    'Lower-chance days before (not safe days)': 'Días de menor probabilidad antes (no son días seguros)',
    'Lower-chance days after, until your next period (not safe days)':
      'Días de menor probabilidad después, hasta tu próximo periodo (no son días seguros)',
    'Your cycle: days to avoid and lower-chance days':
      'Tu ciclo: días que evitar y días de menor probabilidad',
    'First day of your last period, and the days your next period may start: droplet, solid border':
      'Primer día de tu último periodo y días en que puede empezar tu próximo periodo: gota, borde continuo',
    'Days to avoid unprotected sex (calendar method and, for cycles of 26–32 days, Standard Days Method): sprout, dashed border':
      'Días para evitar las relaciones sexuales sin protección (método del calendario y, para ciclos de 26–32 días, Método de Días Fijos): brote, borde discontinuo',
    'Lower-chance days (not safe days): no mark':
      'Días de menor probabilidad (no son días seguros): sin marca',
    'How effective is it?': '¿Qué tan eficaz es?',
    'Using the calendar method': 'Cómo usar el método del calendario',
    'bloomcalc-calendar-method.ics': 'bloomcalc-metodo-del-calendario.ics',
    'Download your days to avoid (.ics)': 'Descarga tus días que evitar (.ics)',
    'Next period may start': 'Tu próximo periodo puede empezar',
    'Cycles of 26 to 32 days, period started 2 days ago':
      'Ciclos de 26 a 32 días, el periodo empezó hace 2 días',
    'Regular 28-day cycles, period started 2 days ago':
      'Ciclos regulares de 28 días, el periodo empezó hace 2 días',
    'Irregular cycles of 24 to 35 days, period started 2 days ago':
      'Ciclos irregulares de 24 a 35 días, el periodo empezó hace 2 días',
    'Cycles of 27 to 31 days, period started 12 days ago':
      'Ciclos de 27 a 31 días, el periodo empezó hace 12 días',
  },
});
