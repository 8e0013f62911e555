import { defineMessages } from '../define';

/** The result blocks' words in US Spanish (docs/es/style-guide.md); every key of messages.ts beside it. */
export default defineMessages({
  share: 'Parte',
  planned: 'Planeado',
  actual: 'Real',
  difference: 'Diferencia',
  total: 'Total',
  withinPlan: 'dentro del plan',
  overPlan: 'por encima del plan',
  severity: `{severity, select,
    good {Dentro del rango}
    info {Información}
    caution {Conviene actuar}
    risk {Riesgo más alto}
    urgent {Urgente}
    other {{severity}}}`,
  table: 'Tabla',
  scrollSideways: 'Desplázate hacia el lado para ver todas las columnas →',
  relatedCalculators: 'Calculadoras relacionadas',
  showTheNumbers: 'Ver los números',
  chartShaded: ' Sombreado: {label}.',
  chartDot: ' Punto: {label}.',
  timelineStatus: '{status, select, past {Pasó} current {Esta semana} other {Próxima}}',
  week: 'Semana',
  calendarHowTo: 'Usa Tab para llegar a un mes y luego las flechas para moverte entre los días.',
  legend: 'Leyenda',
  legendPeriod: 'Periodo (ingresado o previsto): gota, borde continuo',
  legendFertile: 'Ventana fértil: brote, borde discontinuo',
  legendOvulation: 'Ovulación prevista: huevo, borde doble, relleno oscuro',
  icsEvents: '{count, plural, one {Un evento de todo el día} other {# eventos de todo el día}}',
  icsWhere:
    ' para Google Calendar, Apple Calendar u Outlook. El archivo se crea en este dispositivo: no se envía nada a ningún lugar.',
  printPdf: 'Imprimir PDF',
  downloadReport: 'Descargar informe',
  shareButton: 'Compartir',
  copied: '¡Resultados copiados al portapapeles!',
  popupBlocked:
    'Tu navegador bloqueó la ventana del informe. Permite las ventanas emergentes de este sitio o usa Descargar informe.',
  reportOpened:
    'El informe se abrió en una ventana nueva: elige “Guardar como PDF” en el cuadro de impresión para guardar una copia.',
  reportSaved: 'Informe guardado como {fileName}.',
  copyUnavailable: 'Copiar no está disponible en este navegador. Usa Descargar informe.',
  print: 'Imprimir',
  linkCopied: 'Enlace copiado',
  calculatedAt: 'Calculado el {when}',
  whatYouEntered: 'Lo que ingresaste',
  linkToResult: 'Enlace a este resultado',
});
