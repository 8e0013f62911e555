import { defineMessages } from '@/engine';

/** The Spanish words of the hair growth calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  per: '{unit, select, in {pulg.} other {{unit}}}/{per, select, day {día} week {semana} month {mes} year {año}}',
  advice: `{id, select,
    reached {Tu cabello ya alcanzó el largo deseado.}
    afterLastYear {A este ritmo alcanzarías tu meta después de {lastYear}, más tarde que las fechas con las que trabaja esta calculadora, así que mostramos el tiempo que tardaría, pero no una fecha.}
    farAway {A este ritmo, tu meta está a más de 100 años, así que no mostramos ninguna fecha: revisa tus medidas.}
    slow {Esto es más lento que el crecimiento típico del cabello del cuero cabelludo (de {min, number} a {max, number} cm, o de ⅓ a ½ pulg., al mes). Los cortes de puntas, la rotura, el estrés, las enfermedades, el hierro bajo o los problemas de tiroides pueden frenar el crecimiento visible; consulta a un médico si además notas que se te cae más cabello.}
    fast {Esto es mucho más rápido que el crecimiento típico del cabello del cuero cabelludo (de {min, number} a {max, number} cm al mes): comprueba que mediste los dos largos de la misma manera y en el mismo lugar.}
    typical {Esto está dentro del rango típico, de {min, number} a {max, number} cm (de ⅓ a ½ pulg.) al mes, o cerca de él.}
    measure {Mide siempre el mismo mechón, desde el cuero cabelludo hasta las puntas, con el cabello seco y sin estirar.}
    trims {Cortar las puntas con regularidad elimina las puntas abiertas, pero no cambia la rapidez con la que el cabello crece desde la raíz.}}`,
  explainGrowth:
    'Crecimiento = {current, number, ::.0} − {start, number, ::.0} = {total, number, ::.00} {unit, select, in {pulg.} other {{unit}}} en {days, number, integer} días (del {from, date, rangeFrom to} al {to, date, rangeTo from}).',
  explainDaily:
    'Por día = {total, number, ::.00} ÷ {days, number, integer} = {daily, number, ::.000} {unit, select, in {pulg.} other {{unit}}}; por semana × 7, por mes × {perMonth, number}, por año × {perYear, number} (días promedio, con los años bisiestos).',
  explainTarget:
    'Tiempo hasta la meta = ({target, number, ::.0} − {current, number, ::.0}) ÷ crecimiento diario, redondeado hacia arriba = {days, number, integer} días = {months, number, ::.0} meses de {perMonth, number} días.',
  tooLong:
    '{field, select, startLength {El largo al inicio} currentLength {El largo actual} targetLength {El largo deseado}} no puede pasar de {max} {unit, select, in {pulg.} other {{unit}}}.',
  latestNotAfterStart: 'La última medición debe tener una fecha posterior a la fecha de inicio.',
  latestInFuture: 'La última medición no puede tener una fecha futura.',
  noGrowth:
    'El largo actual debe ser mayor que el largo al inicio (después de un corte, empieza de nuevo desde el largo ya cortado).',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora del crecimiento del cabello',
  description:
    'Sigue qué tan rápido crece tu cabello a partir de dos mediciones y descubre cuándo debería alcanzar el largo que quieres.',
  keywordHairGrowthRate: 'velocidad de crecimiento del cabello',
  keywordHairLength: 'largo del cabello',
  keywordHowFastDoes: 'qué tan rápido crece el cabello',
  keywordHairGrowthTracker: 'seguimiento del crecimiento del cabello',
  audienceNote: 'Para el cabello del cuero cabelludo.',
  unitLabel: 'Unidad de las medidas de largo',
  unitOptionCm: 'Centímetros (cm)',
  unitOptionIn: 'Pulgadas (pulg.)',
  mm: 'mm',
  unitOptionMm: 'Milímetros (mm)',
  startDateLabel: 'Fecha de inicio',
  startLengthPlaceholder: 'p. ej., 20',
  startLengthHelp: 'En la unidad de arriba, medido desde el cuero cabelludo hasta las puntas.',
  currentDateLabel: 'Fecha de tu última medición',
  currentLengthPlaceholder: 'p. ej., 23',
  currentLengthHelp: 'Medido de la misma manera, en la fecha más reciente.',
  targetLengthPlaceholder: 'p. ej., 30',
  targetLengthHelp: 'Opcional: el largo que quieres alcanzar.',
  yourHairGrowth: 'El crecimiento de tu cabello',
  perDay: 'Por día',
  perWeek: 'Por semana',
  perMonth: 'Por mes',
  perYear: 'Por año',
  timeToYourTarget: 'Tiempo hasta tu largo deseado',
  days: 'Días',
  days2: 'días',
  months: 'Meses',
  months2: 'meses',
  expectedAround: 'Fecha aproximada',
  whatThisMeans: 'Qué significa',
  example1: 'De 10 a 13.5 cm en unos tres meses, con la meta de 20 cm',
  example2: 'De 8 a 9 pulgadas en dos meses',
  example3: 'Largo deseado ya alcanzado (en milímetros)',
  lengthAtStart: 'Largo al inicio',
  lengthNow: 'Largo actual',
  targetLength: 'Largo deseado',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-crecimiento-del-cabello';
