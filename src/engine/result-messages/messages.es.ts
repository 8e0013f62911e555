import { defineMessages } from '../define';

/** The result blocks' words in US Spanish (docs/es/style-guide.md); every key of messages.ts beside it. */
export default defineMessages({
  share: 'Parte',
  planned: 'Planeado',
  actual: 'Gasto real',
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
  keepOnDevice: 'Guardar en este dispositivo',
  keepWhat:
    '{kind, select, periods {{count, plural, one {Agrega este inicio de periodo a tu diario} other {Agrega estos # inicios de periodo a tu diario}}} other {Agrega esta medición a la línea de tu bebé en tu diario}}, guardado solo en este navegador de este dispositivo. No se envía nada a ningún lugar.',
  keepKept:
    '{kind, select, periods {{added, plural, =0 {Ya está en tu diario de este dispositivo: no hay nada nuevo que guardar.} one {Guardado en este dispositivo: un inicio de periodo.} other {Guardado en este dispositivo: # inicios de periodo.}}} other {Guardado en este dispositivo: esta medición de tu bebé.}}',
  keepSeeJournal: 'Míralo, expórtalo o bórralo en tu diario',
  keepFailed:
    'Este navegador no permitió guardarlo (la navegación privada puede bloquear el almacenamiento). No se guardó nada.',
  prefillFilled: 'Completado con tu diario de este dispositivo:',
  prefillLastPeriod: 'el primer día de tu último periodo anotado, {date, date, long}',
  prefillStarts:
    '{count, plural, one {el inicio de periodo que anotaste} other {los # inicios de periodo que anotaste}}',
  prefillAverageCycle:
    'tu propio ciclo promedio, {days, number, integer} días, de los {count, number, integer} ciclos que anotaste',
  prefillCycleRange:
    'tus ciclos anotados más corto y más largo, {shortest, number, integer} y {longest, number, integer} días, de {count, number, integer} ciclos',
  prefillBaby: 'el sexo, la fecha de nacimiento y las semanas al nacer de {name}',
  prefillBabyBorn: 'tu bebé que nació el {date, date, long}',
  prefillOtherBabies: 'Completar con otro bebé:',
  prefillYours: 'Cambia lo que quieras: la calculadora usa lo que tiene el formulario.',
  prefillLocked:
    '{purpose, select, keep {Tu diario de este dispositivo está bloqueado: escribe su frase de contraseña para guardar esto en él.} other {Tu diario de este dispositivo está bloqueado: escribe su frase de contraseña para completar el formulario con él.}}',
  prefillPassphrase: 'Frase de contraseña de tu diario',
  prefillUnlock: 'Desbloquear',
  prefillNotNow: 'Ahora no',
  prefillWrongPassphrase: 'Esa frase de contraseña no abre tu diario. Revísala e inténtalo de nuevo.',
  prefillForgotten:
    'Si olvidas tu frase de contraseña, lo que guarda tu diario no se puede recuperar: nadie puede restablecerla, ni siquiera nosotros.',
  legendLogged: 'Periodo que anotaste en tu diario: gota, borde grueso, relleno oscuro',
  dayLogged: 'periodo que anotaste',
});
