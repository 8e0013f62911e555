import { defineTranslation } from '@/engine';

/** The Spanish words of the Ultrasound Due Date Calculator (CRL) (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-fecha-parto-ecografia',
  texts: {
    'For a first-trimester scan: a CRL of up to 84 mm, about 14 weeks.':
      'Para una ecografía del primer trimestre: una LCC de hasta 84 mm, unas 14 semanas.',
    'Ultrasound Due Date Calculator (CRL)': 'Calculadora de fecha probable de parto por ecografía (LCC)',
    'Date your pregnancy from the crown–rump length measured at an early scan, and see whether your due date from your last period stands or moves.':
      'Calcula la edad de tu embarazo a partir de la longitud cráneo-caudal medida en una ecografía temprana y descubre si tu fecha probable de parto según tu última menstruación se mantiene o cambia.',
    'crown rump length': 'longitud cráneo caudal',
    crl: 'lcc',
    'dating scan': 'ecografía para fechar el embarazo',
    'ultrasound due date': 'fecha de parto por ultrasonido',
    'gestational age': 'edad gestacional',
    'baby size on ultrasound': 'tamaño del bebé en la ecografía',
    'Crown–rump length (CRL)': 'Longitud cráneo-caudal (LCC)',
    'e.g. 45': 'p. ej., 45',
    'From your scan report, in millimetres: 7–84 mm (about 6½ to 14 weeks). Robinson’s formula was built on measurements from about 7 mm, so below that it cannot date reliably: use the age on your scan report.':
      'De tu informe de la ecografía, en milímetros: 7–84 mm (de unas 6½ a 14 semanas). La fórmula de Robinson se basó en medidas desde unos 7 mm, así que por debajo no puede fechar con confiabilidad: usa la edad que da tu informe de la ecografía.',
    'Date of the scan': 'Fecha de la ecografía',
    'Optional: to see whether your last-period due date stands or the scan re-dates it.':
      'Opcional: para ver si tu fecha probable de parto según tu última menstruación se mantiene o si la ecografía la cambia.',
    'Your due date': 'Tu fecha probable de parto',
    'Gestational age on the scan day': 'Edad gestacional el día de la ecografía',
    'Due date by the scan': 'Fecha probable de parto según la ecografía',
    'Compared with your last period': 'Comparada con tu última menstruación',
    'Gestational age by last period': 'Edad gestacional según la última menstruación',
    'Due date by last period': 'Fecha probable de parto según la última menstruación',
    Difference: 'Diferencia',
    'Baby measured 45 mm at a scan 6 days ago': 'Bebé de 45 mm en una ecografía de hace 6 días',
    'Baby measured 10 mm 3 days ago, last period 7 weeks before the scan':
      'Bebé de 10 mm hace 3 días, última menstruación 7 semanas antes de la ecografía',
    'Baby measured 10 mm 3 days ago, last period 8 weeks before the scan':
      'Bebé de 10 mm hace 3 días, última menstruación 8 semanas antes de la ecografía',
    'Baby measured 45 mm 6 days ago, last period 12 weeks before the scan':
      'Bebé de 45 mm hace 6 días, última menstruación 12 semanas antes de la ecografía',
    'Baby measured 45 mm 6 days ago, last period 12 weeks 2 days before the scan':
      'Bebé de 45 mm hace 6 días, última menstruación 12 semanas y 2 días antes de la ecografía',
    'Baby measured 30.5 mm a week ago, last period 8 weeks 6 days before the scan':
      'Bebé de 30.5 mm hace una semana, última menstruación 8 semanas y 6 días antes de la ecografía',
    'Baby measured 30.5 mm a week ago, last period 9 weeks 0 days before the scan':
      'Bebé de 30.5 mm hace una semana, última menstruación 9 semanas y 0 días antes de la ecografía',
  },
});
