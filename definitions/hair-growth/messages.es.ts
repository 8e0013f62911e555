import { defineMessages } from '@/engine';

/** The Spanish words of the hair growth calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  per: '{unit, select, in {pulg.} other {{unit}}}/{per, select, day {día} week {semana} month {mes} year {año}}',
  advice: `{id, select,
    reached {Tu cabello ya alcanzó el largo deseado.}
    afterLastYear {A este ritmo alcanzarías tu meta después de {lastYear}, más tarde que las fechas con las que trabaja esta calculadora, así que mostramos el tiempo que tardaría, pero no una fecha.}
    farAway {A este ritmo, tu meta está a más de 100 años, así que no mostramos ninguna fecha: revisa tus medidas.}
    slow {Esto es más lento que el crecimiento típico del cabello del cuero cabelludo (unos {min, number}–{max, number} cm, o ⅓–½ pulg., al mes). Los cortes de puntas, la rotura, el estrés, las enfermedades, el hierro bajo o los problemas de tiroides pueden frenar el crecimiento visible; consulta a un médico si además notas que se te cae más cabello.}
    fast {Esto es mucho más rápido que el crecimiento típico del cabello del cuero cabelludo (unos {min, number}–{max, number} cm al mes): comprueba que mediste los dos largos de la misma manera y en el mismo lugar.}
    typical {Esto está dentro del rango típico de unos {min, number}–{max, number} cm (⅓–½ pulg.) al mes, o cerca de él.}
    measure {Mide siempre el mismo mechón, desde el cuero cabelludo hasta las puntas, con el cabello seco y sin estirar.}
    trims {Cortar las puntas con regularidad elimina las puntas abiertas, pero no cambia la rapidez con la que el cabello crece desde la raíz.}}`,
  explainGrowth:
    'Crecimiento = {current, number, ::.0} − {start, number, ::.0} = {total, number, ::.00} {unit, select, in {pulg.} other {{unit}}} en {days, number, integer} días (del {from, date, short} al {to, date, short}).',
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
});
