import { defineMessages } from '@/engine/define';

/** The journal's words in Spanish: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  insightsTitle: 'Lo que dicen tus ciclos',
  insightsNotEnough: `{cycles, plural,
    =0 {Todavía no hay ningún ciclo registrado en el último año.}
    one {Hay un ciclo registrado en el último año.}
    other {Hay # ciclos registrados en el último año.}} Tu propio promedio, tu variación y tus rangos aparecen a partir de {min, number, integer} ciclos: registra {periods, plural, one {# inicio de periodo más} other {# inicios de periodo más}} a medida que lleguen.`,
  insightsCyclesLabel: 'Ciclos contados',
  insightsCycles: '{count, number, integer} en los 12 meses hasta tu último periodo ({last, date, short})',
  insightsAverageLabel: 'Ciclo promedio',
  insightsDays: '{days, number, ::.0} días',
  insightsSpreadLabel: 'Variación (desviación estándar)',
  insightsRangeLabel: 'Ciclo más corto y más largo',
  insightsRange: '{shortest, number, integer} y {longest, number, integer} días',

  insightsNextTitle: 'Tu próximo periodo',
  insightsNextRange:
    'Lo más probable es que empiece entre el {start, date, weekday} y el {end, date, weekday}.',
  insightsNextRule:
    'Es tu último periodo ({last, date, short}) más el más corto y el más largo de tus últimos {count, plural, one {# ciclo} other {# ciclos}} ({shortest, number, integer} y {longest, number, integer} días). Cada uno de esos ciclos, contado desde su propio inicio, terminó dentro de un rango así de amplio: una sola fecha prometería más de lo que tus ciclos permiten.',
  insightsDue: 'Hoy está dentro de este rango: tu periodo puede empezar cualquier día.',
  insightsLate:
    'Tu periodo lleva {days, plural, one {# día} other {# días}} de retraso respecto al último día que dan tus propios ciclos. Si existe la posibilidad de que estés embarazada, una prueba de embarazo casera te lo puede decir ahora; si sale negativa y tu periodo sigue sin llegar, vuelve a hacerla {retest}. Si tu periodo ya llegó, registra su primer día.',
  insightsNoPeriodForMonths:
    'Han pasado {months, number, integer} meses o más desde tu último periodo registrado: si no has vuelto a tener el periodo y una prueba de embarazo sale negativa, consulta a tu obstetra o a tu partera.',

  insightsFigoTitle: 'Qué tan regulares son tus ciclos (FIGO 2018)',
  insightsRegularity: `{regularity, select,
    one {Un solo ciclo no puede mostrar qué tan regulares son tus ciclos.}
    regular {Regulares: tu ciclo más corto y el más largo se diferencian en {spread, plural, one {# día} other {# días}}, dentro de los {regular, number, integer}–{edge, number, integer} días que la FIGO considera regulares (el límite depende de la edad).}
    borderline {En el límite de lo regular: tu ciclo más corto y el más largo se diferencian en {spread, number, integer} días. La FIGO considera regular una diferencia de hasta {regular, number, integer}–{edge, number, integer} días, según la edad; sigue registrando para ver hacia dónde va.}
    irregular {Irregulares: tu ciclo más corto y el más largo se diferencian en {spread, number, integer} días, más de los {regular, number, integer}–{edge, number, integer} días que la FIGO considera regulares. Es común en los primeros años después de que empiezan los periodos y en los años antes de la menopausia; en otros momentos, coméntaselo a tu obstetra o a tu partera, porque los ciclos irregulares pueden indicar que no ovulas todos los meses.}}`,
  insightsFrequency: `{frequency, select,
    normal {Todos tus ciclos duran entre {min, number, integer} y {max, number, integer} días, el rango normal de la FIGO.}
    frequent {{short, plural, one {Un ciclo dura} other {# ciclos duran}} menos de {min, number, integer} días, lo que la FIGO llama frecuente: coméntaselo a tu obstetra o a tu partera, sobre todo si se repite.}
    infrequent {{long, plural, one {Un ciclo dura} other {# ciclos duran}} más de {max, number, integer} días, lo que la FIGO llama infrecuente. Tiene muchas causas posibles (estrés, cambios de peso, síndrome de ovario poliquístico, problemas de tiroides): consulta a tu obstetra o a tu partera.}
    both {{short, plural, one {Un ciclo dura} other {# ciclos duran}} menos de {min, number, integer} días (frecuente) y {long, plural, one {uno dura} other {# duran}} más de {max, number, integer} días (infrecuente), fuera del rango normal de la FIGO. Tiene muchas causas posibles (estrés, cambios de peso, síndrome de ovario poliquístico, problemas de tiroides): consulta a tu obstetra o a tu partera.}}`,

  insightsGap:
    'Los {days, number, integer} días del {start, date, short} al {next, date, short} no se cuentan como un ciclo: puede que falte registrar un periodo. Si de verdad no tuviste el periodo durante tanto tiempo y no estás embarazada, consulta a tu obstetra o a tu partera.',
  insightsSamePeriod:
    'El {repeat, date, short} se lee como un día del periodo que empezó el {start, date, short}: dos inicios con menos de {days, number, integer} días de diferencia suelen ser el mismo periodo.',
  insightsFuture:
    '{count, plural, one {Una fecha de inicio es posterior a hoy y queda fuera.} other {# fechas de inicio son posteriores a hoy y quedan fuera.}}',
  insightsNotDates:
    '{count, plural, one {Un inicio registrado no es una fecha real y queda fuera} other {# inicios registrados no son fechas reales y quedan fuera}}: {dates}.',
  insightsOlder:
    '{count, plural, one {Un ciclo de más de un año antes de tu último periodo no se cuenta} other {# ciclos de más de un año antes de tu último periodo no se cuentan}}: tus números siguen tus ciclos recientes.',

  insightsFertileTitle: 'Días fértiles (método del calendario)',
  insightsFertileRange:
    'Del {start, date, weekday} al {end, date, weekday}: días {first, number, integer} a {last, number, integer} del ciclo, contando como día 1 el primer día de tu último periodo (tu ciclo más corto − 18 a tu ciclo más largo − 11).',
  insightsFertileFewCycles:
    'El método pide {six, number, integer} ciclos antes de confiar en él: {count, plural, one {te falta registrar # más} other {te faltan registrar # más}}.',
  insightsFertileNone: `{reason, select,
    shortCycles {No se muestran días fértiles: un ciclo de menos de {min, number, integer} días queda fuera de lo que abarca el método del calendario. Las pruebas de ovulación muestran cuándo ovulas en el ciclo en el que estás.}
    longCycles {No se muestran días fértiles: un ciclo de más de {max, number, integer} días queda fuera de lo que abarca el método del calendario. Las pruebas de ovulación muestran cuándo ovulas en el ciclo en el que estás.}}`,
  insightsContraception:
    'Por sí solo no es un método anticonceptivo. Estos días salen de tus ciclos pasados, y este ciclo puede ser distinto: con el uso típico, de {low, number, integer} a {high, number, integer} de cada 100 mujeres que se basan en el conocimiento de la fertilidad quedan embarazadas en un año (CDC). Si no quieres quedar embarazada, usa otro método en estos días o pregúntale a tu obstetra o a tu partera por un método que te convenga. Solo los condones protegen además contra las ITS.',
  insightsConception:
    'Si buscas un embarazo: tener relaciones sexuales cada 1 o 2 días durante estos días te da la mejor probabilidad, sin necesidad de acertar el día exacto (ASRM). Las pruebas de ovulación muestran cuándo ovulas en el ciclo en el que estás. Si no has quedado embarazada después de 12 meses de intentarlo (6 meses a partir de los 35 años), consulta a tu obstetra.',
  insightsSourcesTitle: 'Fuentes',
  insightsDisclaimer:
    'Estimaciones a partir de las fechas que registraste en este dispositivo, solo con fines informativos; no es un consejo médico.',

  growthTitle: `{named, select, yes {Crecimiento de {name}} other {Crecimiento de tu bebé}}`,
  growthCorrected:
    'Nació a las {weeks, number, integer} semanas: las gráficas de la OMS se leen con la edad corregida, contada desde la fecha probable de parto, hasta el segundo cumpleaños.',
  growthChartTitle: `{measure, select, weight {Peso para la edad} length {Longitud para la edad} head {Perímetro cefálico para la edad}}`,
  growthChartCaption: `{measure, select, weight {Peso} length {Longitud} head {Perímetro cefálico}} para la edad de la OMS ({unit}) desde el nacimiento hasta los 24 meses, para {sex, select, girl {niñas} boy {niños}}: las curvas de los percentiles 3, 15, 50, 85 y 97, con las medidas de tu bebé como una línea.`,
  growthBmiTitle: 'IMC para la edad, desde los 2 años',
  growthBmiCaption: `IMC para la edad de los CDC (kg/m²) para {sex, select, girl {niñas} boy {niños}} de 2 a {to, number, integer} años: las curvas de los percentiles 5, 85 y 95, con el IMC de tu hijo o hija como una línea.`,
  growthAxisMonths: `{corrected, select, yes {Edad (meses, corregida)} other {Edad (meses)}}`,
  growthAxisYears: 'Edad (años)',
  growthAxisValue: `{measure, select, weight {Peso} length {Longitud} head {Perímetro cefálico} bmi {IMC}} ({unit})`,
  growthCurve: '{p, selectordinal, other {percentil #}}',
  growthTableCaption: `{measure, select, weight {Los pesos} length {Las longitudes} head {Los perímetros cefálicos} bmi {Los IMC}} de tu bebé, del más antiguo al más reciente`,
  growthColDate: 'Fecha',
  growthColAge: 'Edad',
  growthColValue: `{measure, select, weight {Peso} length {Longitud} head {Perímetro cefálico} bmi {IMC}} ({unit})`,
  growthColPercentile: 'Percentil',
  growthColZ: 'Puntuación z',
  growthColNote: 'Nota',
  growthDate: '{date, date, short}',
  growthAgeMonths: '{months, number, ::.0} meses',
  growthAgeYears: '{years, number, ::.0} años',
  growthAmount: '{value, number, ::.#}',
  growthAmountFine: '{value, number, ::.##}',
  growthPercentile: `{band, select,
    lowest {por debajo del 0.1}
    under1 {{percentile, number, ::.0}}
    within {{percentile, number, ::.0}}
    over99 {{percentile, number, ::.0}}
    highest {por encima del 99.9}}`,
  growthZ: '{z, number, ::.00}',
  growthConcern: `{far, select,
    yes {Muy {side, select, below {por debajo} above {por encima}} de las curvas de la OMS (más allá de ±3 z): lleva pronto a tu bebé al pediatra.}
    no {{side, select, below {Por debajo del percentil 3} above {Por encima del percentil 97}}: lleva pronto a tu bebé al pediatra.}}`,
  growthOutside: `{side, select, below {Por debajo del percentil 3} above {Por encima del percentil 97}}: vale la pena comentárselo al pediatra.`,
  growthBmiCategory: `{category, select,
    underweight {Bajo peso (por debajo del percentil 5)}
    healthy {Peso saludable}
    overweight {Sobrepeso (del percentil 85 a menos del 95)}
    obesity {Obesidad (percentil 95 o más)}}`,
  growthBmiObesity: `{obesityClass, select,
    class1 {Obesidad, clase 1}
    class2 {Obesidad grave, clase 2: consulta al pediatra}
    class3 {Obesidad grave, clase 3: consulta al pediatra}}`,
  growthShowCurves: 'Mostrar los números de las curvas',
  growthLeftOff: `{reason, select,
    beforeBirth {{date, date, short}: tiene una fecha anterior al nacimiento, así que no está en ninguna gráfica.}
    beforeTerm {{date, date, short}: antes de la fecha probable de parto; las gráficas de la OMS empiezan a término.}
    pastWhoCharts {{date, date, short}: {measure, select, weight {el peso} length {la longitud} head {el perímetro cefálico}} queda después del final de las gráficas de la OMS, que terminan a los 2 años.}
    needsWeightAndLength {{date, date, short}: desde los 2 años la gráfica es la de IMC para la edad, que necesita un peso y una longitud o estatura medidos el mismo día.}
    pastCdcCharts {{date, date, short}: queda después del final de las gráficas de los CDC, que terminan a los 20 años.}
    notAnAmount {{date, date, short}: {measure, select, weight {el peso} length {la longitud} head {el perímetro cefálico}} no es un número mayor que 0.}}`,
  growthNotADate: '{date}: no es una fecha real, así que no está en ninguna gráfica.',

  growthNone: 'Todavía no hay medidas de este bebé: aparecen aquí a medida que las guardes.',
  growthSources:
    'Fuentes: Patrones de Crecimiento Infantil de la OMS (2006), que los CDC recomiendan desde el nacimiento hasta los 2 años; gráficas de IMC para la edad de los CDC (2000), de 2 a 20 años. Solo con fines informativos; el pediatra interpreta el crecimiento a lo largo del tiempo.',
});
