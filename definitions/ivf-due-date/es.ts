import { defineTranslation } from '@/engine';

/** The Spanish words of the IVF Due Date Calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-fecha-parto-fiv',
  texts: {
    'For pregnancies from an embryo transfer, with embryos of 3 to 6 days.':
      'Para embarazos por transferencia de embriones, con embriones de 3 a 6 días.',
    'IVF Due Date Calculator': 'Calculadora de fecha probable de parto por FIV',
    'Find your due date after IVF from the embryo transfer date and whether it was a day-3, day-5 or day-6 embryo, with the equivalent last-period date.':
      'Calcula tu fecha probable de parto tras una FIV con la fecha de la transferencia y el día del embrión (3, 5 o 6), y su fecha equivalente de última menstruación.',
    'ivf due date': 'fecha de parto fiv',
    'embryo transfer': 'transferencia de embriones',
    'frozen embryo transfer': 'transferencia de embriones congelados',
    blastocyst: 'blastocisto',
    'fet due date': 'fecha de parto tec',
    'Embryo transfer date': 'Fecha de la transferencia de embriones',
    'Embryo age at transfer': 'Edad del embrión en la transferencia',
    '3 for a day-3 embryo, 5 or 6 for a blastocyst (your clinic report says which).':
      '3 para un embrión de día 3, 5 o 6 para un blastocisto (el informe de tu clínica lo indica).',
    'Type of transfer': 'Tipo de transferencia',
    'Optional: it names the date the embryo’s age counts back to. The due date is the same for both.':
      'Opcional: da nombre a la fecha desde la que se cuenta la edad del embrión. La fecha probable de parto es la misma en ambos casos.',
    'Fresh transfer (embryo from this cycle’s egg collection)':
      'Transferencia en fresco (embrión de la extracción de óvulos de este ciclo)',
    'Frozen embryo transfer (FET)': 'Transferencia de embriones congelados (TEC)',
    'LMP-equivalent date': 'Fecha equivalente a la última menstruación',
    'Fertilization (egg collection) date': 'Fecha de fecundación (extracción de óvulos)',
    'Conception-equivalent date (embryo day 0)': 'Fecha equivalente a la concepción (día 0 del embrión)',
    'bloomcalc-ivf-due-date.ics': 'bloomcalc-fecha-parto-fiv.ics',
    'Download your estimated due date (.ics)': 'Descarga tu fecha probable de parto (.ics)',
    'Day-5 embryo transferred 22 days ago': 'Embrión de día 5 transferido hace 22 días',
    'Day-3 embryo transferred 19 days ago': 'Embrión de día 3 transferido hace 19 días',
    'Day-6 embryo transferred 12 days ago': 'Embrión de día 6 transferido hace 12 días',
    'Day-5 transfer planned 9 days from today': 'Transferencia de día 5 planificada dentro de 9 días',
    'Frozen day-5 embryo transferred a week ago': 'Embrión congelado de día 5 transferido hace una semana',
    'Fresh day-3 embryo transferred 4 days ago': 'Embrión fresco de día 3 transferido hace 4 días',
  },
});
