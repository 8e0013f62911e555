import { defineMessages } from '@/engine';

/** Las palabras de la tabla de tasas de la página «Acerca de» (about/messages.ts en español). */
export default defineMessages({
  header:
    '| Estado | Regla de la tasa | Tope semanal | Semanas por un nacimiento (discapacidad + familiar) |',
  rule: `{state, select,
    california {{rate0, number, ::.##}% hasta {top0, number, ::currency/USD auto} por semana, {rate1, number, ::.##}% por encima (nunca menos que el tope del tramo del {rate0, number, ::.##}%)}
    newYork {discapacidad {disabilityRate, number, ::.##}% hasta {disabilityCap, number, ::currency/USD auto}; Paid Family Leave {rate0, number, ::.##}%}
    newJersey {{rate0, number, ::.##}%}
    rhodeIsland {{quarterRate, number, ::.00}% del mejor trimestre ({rate0, number, ::.##}% de un salario semanal estable)}
    massachusetts {{rate0, number, ::.##}% hasta la mitad del salario semanal promedio del estado, {rate1, number, ::.##}% por encima}
    connecticut {{rate0, number, ::.##}% hasta 40 × el salario mínimo, {rate1, number, ::.##}% por encima}
    maryland {sin beneficios antes de 2027}
    oregon {{rate0, number, ::.##}% hasta el 65% del salario semanal promedio del estado, {rate1, number, ::.##}% por encima}
    washington {{rate0, number, ::.##}% hasta la mitad del salario semanal promedio del estado, {rate1, number, ::.##}% por encima}
    colorado {{rate0, number, ::.##}% hasta la mitad del salario semanal promedio del estado, {rate1, number, ::.##}% por encima}
    districtOfColumbia {{rate0, number, ::.##}% hasta el 150% de 40 × el salario mínimo, {rate1, number, ::.##}% por encima}
    delaware {{rate0, number, ::.##}%}
    minnesota {tramos de {rate0, number, ::.##}% / {rate1, number, ::.##}% / {rate2, number, ::.##}%}
    maine {{rate0, number, ::.##}% hasta la mitad del salario semanal promedio del estado, {rate1, number, ::.##}% por encima}
    hawaii {{rate0, number, ::.##}%}
    vermont {solo seguro voluntario}
    other {}}`,
  startsFromYear: '(desde {year})',
  startsFromDay: '(desde el {day, date, long})',
  disabilityOnly: '(solo discapacidad)',
  capFrom: 'desde el {day, date, long}',
  yearNotConfirmed: '({year} sin confirmar)',
  notConfirmedAfter: '(sin confirmar después del {day, date, long})',
  weeksFrom: '{first} ({now} desde {year})',
  disabilityWeeksOnly: '{weeks} + ninguna',
  combined: '({weeks} en total)',
  and: 'y',
  waitingDays: '{days}',
  waitingPeriods:
    'en {states}, una solicitud por discapacidad empieza con un periodo de espera de {days} días',
});
