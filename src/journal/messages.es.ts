import { defineMessages } from '@/engine';

/** The journal's words in Spanish (tú; docs/es/style-guide.md): every key of messages.ts. */
export default defineMessages({
  // La página
  pageTitle: 'Mi diario',
  pageMetaTitle: 'Mi diario: periodos y crecimiento del bebé, guardados solo en este dispositivo',
  pageDescription:
    'Guarda tus periodos y las medidas de tu bebé solo en este navegador, sin cuenta ni envíos. Exporta, importa de Clue, Flo o drip, ponle clave o bórralo todo.',
  pageIntro:
    'Tus periodos y las medidas de tu bebé, guardados solo en este navegador de este dispositivo, para que las calculadoras aprendan de tu propio historial. No hay cuenta ni servidor: nada de tu diario se nos envía a nosotros ni a nadie.',
  pageWhereTitle: 'Qué se guarda y dónde',
  pageWhereWhat:
    'Solo lo que tú decides guardar: el primer y el último día de tus periodos y, de cada bebé, la fecha de nacimiento, el sexo, las semanas de embarazo al nacer, un apodo si le das uno y las medidas que agregues.',
  pageWhereWhere:
    'Se guarda en el almacenamiento propio de este navegador (IndexedDB) en este dispositivo. Otro navegador u otro dispositivo no lo ven. No se guarda nada hasta que presionas "Guardar en este dispositivo" en una calculadora, agregas algo aquí o importas un archivo.',
  pageWhereSent:
    'Nunca sale de este dispositivo: ni en una solicitud ni en la dirección de la página. Para pasarlo a otro dispositivo, exporta un archivo aquí e impórtalo allá.',
  pageWhereRemove:
    'Para quitarlo, presiona Borrar todo en esta página o borra los datos de este sitio en la configuración de tu navegador.',
  pageLockNote:
    'Puedes proteger el diario con una frase de contraseña. Si la olvidas, nadie podrá volver a abrir el diario, ni siquiera nosotros: los datos se pierden.',
  pageNeedsScript: 'Esta página lee y escribe el diario en tu navegador, así que necesita JavaScript.',
  pageOpening: 'Abriendo tu diario en este dispositivo…',
  pageEmptyTitle: 'Todavía no hay nada guardado en este dispositivo',
  pageEmptyKeep:
    'Para empezar, abre una de estas calculadoras y, con un resultado en pantalla, presiona "Guardar en este dispositivo":',
  pageEmptyImport:
    'O importa un archivo que exportaste antes: de BloomCalc, Clue, Flo o drip, o una hoja de cálculo guardada como CSV con una columna de fechas. También puedes agregar un periodo o un bebé aquí abajo.',
  pageSummary:
    'Guardado en este dispositivo: {periods, plural, =0 {ningún periodo} one {# periodo} other {# periodos}} y {babies, plural, =0 {ningún bebé} one {# bebé} other {# bebés}}.',
  pageStorageFailed:
    'Este navegador no dejó que la página usara su almacenamiento (una ventana privada puede impedirlo). No se cambió nada.',
  pagePeriodsTitle: 'Periodos',
  pagePeriodsNone: 'Todavía no hay periodos guardados.',
  pagePeriodsCaption: 'Tus periodos, del más reciente al más antiguo',
  pageFirstDay: 'Primer día',
  pageLastDay: 'Último día',
  pageLastDayOptional: 'Último día (opcional)',
  pageNoLastDay: 'sin indicar',
  pageActions: 'Cambios',
  pageEdit: 'Editar',
  pageRemove: 'Quitar',
  pageSave: 'Guardar',
  pageCancel: 'Cancelar',
  pageEditPeriod: 'Editar el periodo que empezó el {date, date, long}',
  pageRemovePeriod: 'Quitar el periodo que empezó el {date, date, long}',
  pageAddPeriod: 'Agregar un periodo',
  pagePeriodAdded: 'El periodo que empezó el {date, date, long} quedó guardado.',
  pagePeriodSaved: 'El periodo que empieza el {date, date, long} quedó guardado.',
  pagePeriodRemoved: 'Se quitó el periodo que empezó el {date, date, long}.',
  pageDateMissing: 'Escribe la fecha.',
  pageDateInvalid: 'Escribe una fecha que exista.',
  pageDateFuture: 'Escribe una fecha que no esté en el futuro.',
  pageEndBeforeStart: 'El último día no puede ser anterior al primero.',
  pagePeriodTooLong:
    'Un periodo de más de {days, number, integer} días probablemente son dos: guarda cada uno.',
  pageBabiesTitle: 'Bebés',
  pageBabiesNone: 'Todavía no hay ningún bebé guardado.',
  pageBabyNoName: 'Bebé',
  pageBabyDetails:
    '{sex, select, female {Niña} other {Niño}}, nació el {date, date, long} a las {weeks, number, integer} semanas',
  pageNickname: 'Apodo (opcional)',
  pageBirthDate: 'Fecha de nacimiento',
  pageSex: 'Sexo',
  pageGirl: 'Niña',
  pageBoy: 'Niño',
  pageWeeksAtBirth: 'Semanas de embarazo al nacer',
  pageWeeksHelp:
    'Escribe 40 si no estás segura. Por debajo de 37, las gráficas usan la edad corregida por el nacimiento temprano.',
  pageWeeksInvalid: 'Escribe semanas completas, de 22 a 44.',
  pageAddBaby: 'Agregar un bebé',
  pageEditBaby: 'Editar los datos de {name}',
  pageRemoveBaby: 'Quitar a {name}',
  pageRemoveBabyConfirm:
    '¿Quitar a {name} y {count, plural, =0 {ninguna medida} one {# medida} other {# medidas}} de este dispositivo?',
  pageRemoveBabyYes: 'Sí, quitar',
  pageBabyAdded: 'Se guardaron los datos de {name}.',
  pageBabySaved: 'Los datos de {name} quedaron guardados.',
  pageBabyRemoved: 'Se quitó a {name}.',
  pageMeasurementsCaption: 'Medidas de {name}, de la más reciente a la más antigua',
  pageMeasurementsNone: 'Todavía no hay medidas de {name}.',
  pageDate: 'Fecha',
  pageWeight: 'Peso',
  pageLength: 'Longitud o estatura',
  pageHead: 'Perímetro cefálico',
  pageNotMeasured: 'sin medir',
  pageAddMeasurement: 'Agregar una medida de {name}',
  pageEditMeasurement: 'Editar la medida del {date, date, long}',
  pageRemoveMeasurement: 'Quitar la medida del {date, date, long}',
  pageMeasurementAdded: 'La medida del {date, date, long} quedó guardada.',
  pageMeasurementSaved: 'La medida del {date, date, long} quedó guardada.',
  pageMeasurementRemoved: 'Se quitó la medida del {date, date, long}.',
  pageMeasurementEmpty: 'Escribe al menos el peso, la longitud o el perímetro cefálico.',
  pageBeforeBirth: 'Una medida no puede ser anterior a la fecha de nacimiento.',
  pageAmountInvalid: 'Escribe una cantidad de {min} a {max}, como en la báscula o la cinta.',
  pageWeightUsHelp: 'En libras y onzas, por ejemplo 7 lb 8 oz, o en libras, por ejemplo 7.5.',
  pageUnits: 'Unidades',
  pageUnitsUs: 'lb, oz y pulg.',
  pageUnitsMetric: 'kg y cm',
  // Exportar
  exportTitle: 'Exportar',
  exportText:
    'Descarga tu diario como archivo, para guardar una copia o para importarlo en otro dispositivo. El archivo se crea en esta página, en tu dispositivo; no se envía a ningún lado.',
  exportJson: 'Exportar JSON',
  exportCsv: 'Exportar CSV (hoja de cálculo)',
  exportDone: '{name} está en tus descargas.',
  // Importar
  importTitle: 'Importar',
  importText:
    'Desde una exportación de BloomCalc (JSON o CSV), Clue, Flo o drip, o una hoja de cálculo guardada como CSV con una columna de fechas. Ves lo que se va a agregar antes de que cambie nada.',
  importFile: 'Archivo para importar',
  importPreviewTitle: 'Antes de importar {name}',
  importSource:
    'Es {source, select, bloomcalcJson {una exportación de BloomCalc (JSON)} bloomcalcCsv {una exportación de BloomCalc (CSV)} clue {una exportación de Clue} flo {una exportación de Flo} drip {una exportación de drip} other {una hoja de cálculo (CSV) con fechas}}.',
  importAdds:
    'Al importarlo se agregan {periods, plural, =0 {ningún periodo} one {# periodo} other {# periodos}}, {babies, plural, =0 {ningún bebé} one {# bebé} other {# bebés}} y {measurements, plural, =0 {ninguna medida} one {# medida} other {# medidas}}.',
  importDuplicates:
    '{count, plural, one {# dato ya está} other {# datos ya están}} en tu diario: se guardan una sola vez, no dos.',
  importNothingNew: 'Todo lo de este archivo ya está en tu diario: importarlo no cambia nada.',
  importSkippedTitle:
    '{count, plural, one {Se deja fuera # parte del archivo:} other {Se dejan fuera # partes del archivo:}}',
  importSkippedLine: '{where}: {reason}',
  importWhereLine: 'línea {line, number, integer}',
  importConfirm: 'Importar',
  importCancel: 'Cancelar',
  importCancelled: 'No se importó nada.',
  importDone:
    'Importado: {periods, plural, =0 {ningún periodo} one {# periodo} other {# periodos}}, {babies, plural, =0 {ningún bebé} one {# bebé} other {# bebés}} y {measurements, plural, =0 {ninguna medida} one {# medida} other {# medidas}}.',
  importProblemTitle: 'No se importó {name}',
  importNothingChanged: 'No se cambió nada en tu diario.',
  importNotJson:
    'El archivo no es JSON válido: puede estar dañado o no ser una exportación. Vuelve a exportarlo desde la app y prueba con ese archivo.',
  importUnknownFormat:
    'El diario no puede leer este archivo. Lee exportaciones de BloomCalc, de Clue y de Flo (JSON), de drip (CSV) y hojas de cálculo guardadas como CSV con una columna de fechas.',
  importTooLarge:
    'El archivo pesa más de 10 MB, más que cualquier exportación de un diario. Elige el archivo exportado.',
  importFutureDates:
    'El archivo tiene fechas en el futuro, así que no puede ser un registro de lo que pasó. Revisa el archivo y vuelve a intentarlo.',
  importNothingUsable: 'El archivo no tiene fechas de periodos ni medidas que el diario pueda usar.',
  importUnreadable: 'No se pudo leer el archivo. Vuelve a elegirlo.',
  importTooComplex:
    'El archivo tiene más niveles o más datos que cualquier exportación de un diario. Elige el archivo exportado.',
  importNewerVersion:
    'Este archivo se exportó con una versión de BloomCalc más nueva que esta página. Vuelve a cargar la página para tener la versión más nueva y vuelve a importarlo.',
  importAmbiguousDates:
    'Las fechas de este archivo pueden leerse con el mes primero o con el día primero (03/04 es 4 de marzo o 3 de abril), y nada en el archivo dice cuál. Guárdalo con las fechas escritas como 2025-03-04 y vuelve a intentarlo.',
  importSkip:
    '{reason, select, notAnEntry {no es un dato} badDate {sin una fecha que el diario pueda leer} ambiguousDate {una fecha que puede leerse con el mes o con el día primero} futureDate {una fecha en el futuro} endBeforeStart {el último día es anterior al primero} periodTooLong {un periodo de más de 20 días} duplicate {igual a otro dato del archivo} badAmount {una medida fuera de lo que aceptan las gráficas} noAmount {una medida sin ningún valor} beforeBirth {una medida anterior a la fecha de nacimiento} badBaby {un bebé sin fecha de nacimiento, sin sexo o sin semanas al nacer de 22 a 44} tooMany {más datos de los que guarda un diario} badValue {un valor que la app que creó el archivo no escribe} other {algo que el diario no guarda, como notas o estados de ánimo}}',
  // Frase de contraseña
  lockTitle: 'Proteger con una frase de contraseña',
  lockText:
    'Opcional. Con la protección, tu diario se cifra en este dispositivo y solo se abre con tu frase de contraseña.',
  lockWarning:
    'Si olvidas tu frase de contraseña, nadie podrá abrir tu diario, ni siquiera nosotros, y los datos se pierden. No hay forma de restablecerla: no se guarda en ningún otro lugar. Exporta una copia antes si la quieres.',
  lockPassphrase: 'Frase de contraseña',
  lockRepeat: 'La misma frase de contraseña otra vez',
  lockTooShort: 'Usa al menos 8 caracteres.',
  lockMismatch: 'Las dos frases de contraseña no son iguales.',
  lockSet: 'Proteger mi diario',
  lockWorking: 'Un momento…',
  lockDone: 'Tu diario está protegido. En este dispositivo se abre con tu frase de contraseña.',
  lockIsOn:
    'Tu diario está protegido con una frase de contraseña. Mientras esta página esté abierta, sigue abierto.',
  lockRemove: 'Quitar la protección',
  lockRemoved: 'Se quitó la protección. Tu diario se abre sin frase de contraseña en este dispositivo.',
  lockedTitle: 'Tu diario está protegido',
  lockedText: 'Escribe tu frase de contraseña para abrirlo.',
  lockOpen: 'Abrir mi diario',
  lockWrong: 'Esa frase de contraseña no abre este diario. Revísala y vuelve a intentarlo.',
  lockForgot:
    '¿Olvidaste la frase de contraseña? Sin ella, el diario no se puede abrir. Puedes borrarlo aquí abajo y empezar de nuevo.',
  // Borrar todo
  deleteTitle: 'Borrar todo',
  deleteText: 'Quita todo tu diario de este dispositivo. No queda nada de él en este navegador.',
  deleteButton: 'Borrar todo',
  deleteConfirmText:
    '¿Borrar todo tu diario de este dispositivo? No se puede deshacer. Exporta una copia antes si quizá la quieras después.',
  deleteConfirm: 'Sí, borrar todo',
  deleteCancel: 'No, conservar mi diario',
  deleteDone: 'Tu diario se borró. No queda nada de él en este dispositivo.',

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
  insightsFertilePast:
    'Estos días ya pasaron en el ciclo en que estás. Los siguientes vienen después de tu próximo periodo (desde el {next, date, weekday}): registra su primer día y se vuelven a calcular.',
  insightsFertileFewCycles:
    'El método pide {six, number, integer} ciclos antes de confiar en él: {count, plural, one {te falta registrar # más} other {te faltan registrar # más}}.',
  insightsFertileNone: `{reason, select,
    shortCycles {No se muestran días fértiles: un ciclo de menos de {min, number, integer} días queda fuera de lo que abarca el método del calendario. Las pruebas de ovulación muestran cuándo ovulas en el ciclo en el que estás.}
    longCycles {No se muestran días fértiles: un ciclo de más de {max, number, integer} días queda fuera de lo que abarca el método del calendario. Las pruebas de ovulación muestran cuándo ovulas en el ciclo en el que estás.}}`,
  insightsContraception:
    'Por sí solo no es un método anticonceptivo. Estos días salen de tus ciclos pasados, y este ciclo puede ser distinto: con el uso típico, de {low, number, integer} a {high, number, integer} de cada 100 mujeres que se basan en el conocimiento de la fertilidad quedan embarazadas en un año (CDC). Si no quieres quedar embarazada, usa otro método en estos días o pregúntale a tu obstetra o a tu partera por un método que te convenga. Solo los condones protegen además contra las ITS.',
  insightsConception:
    'Si buscas un embarazo: tener relaciones sexuales cada 1 o 2 días durante estos días te da más probabilidades, sin necesidad de acertar el día exacto (ASRM). Las pruebas de ovulación muestran cuándo ovulas en el ciclo en el que estás. Si no has quedado embarazada después de 12 meses de intentarlo (6 meses a partir de los 35 años), consulta a tu obstetra.',
  insightsSourcesTitle: 'Fuentes',
  insightsSourceTypicalUseRates: 'tasas de embarazo con el uso típico durante el primer año',
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
  growthCurve: 'P{p, number}',
  growthTableCaption: `{measure, select, weight {Los pesos} length {Las longitudes} head {Los perímetros cefálicos} bmi {Los IMC}} de tu bebé, del más antiguo al más reciente`,
  growthColDate: 'Fecha',
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
