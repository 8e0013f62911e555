import { defineMessages } from '@/engine';

/**
 * Las palabras de la calculadora de presión arterial en español (docs/es/style-guide.md): las mismas claves,
 * parámetros e ids que messages.ts. `{situation}` es `pregnant` o `postpartum`.
 */
export default defineMessages({
  category: `{category, select,
    low {Presión arterial baja}
    normal {Normal}
    elevated {Elevada}
    stage1 {Hipertensión en etapa 1}
    stage2 {Hipertensión en etapa 2}
    severe {Hipertensión grave}}`,
  pregnancyHeadline: `{level, select,
    severe {Hipertensión grave}
    under {Por debajo de {pregSys, number, integer}/{pregDia, number, integer}}
    other {Hipertensión}} {situation, select, postpartum {después del parto} other {en el embarazo}}`,
  reading: '{systolic, number, integer}/{diastolic, number, integer}',
  pregnancyLevel:
    '{level, select, under {Menos de {pregSys, number, integer}/{pregDia, number, integer}} hypertension {Hipertensión} severe {Grave}}',

  // El primer paso con el que empieza un resultado urgente o alto, en su tarjeta: la acción primero.
  action: `{id, select,
    severe {Llama al 911 ahora si además tienes dolor en el pecho, falta de aire, dolor de espalda, entumecimiento o debilidad, un cambio en la visión o dificultad para hablar.}
    pregnancySevere {{situation, select,
        postpartum {Llama ahora a tu obstetra o a tu partera, o ve a la sala de emergencias y di que diste a luz hace poco; llama al 911 si tienes una convulsión, dolor en el pecho o dificultad para respirar.}
        other {Llama ahora a tu obstetra o a tu partera, o ve al área de trabajo de parto y parto del hospital; llama al 911 si tienes una convulsión, dolor en el pecho o dificultad para respirar.}}}
    pregnancyHigh {Llama hoy a tu obstetra o a tu partera.}}`,

  // Una línea de "Qué hacer" por id de consejo de la fórmula.
  advice: `{id, select,
    severeEmergency {Llama al 911 ahora si además tienes dolor en el pecho, falta de aire, dolor de espalda, entumecimiento o debilidad, un cambio en la visión o dificultad para hablar: pueden ser señales de daño en el corazón, el cerebro o los riñones.}
    severeRemeasure {Si no tienes ninguna de estas señales, siéntate tranquila cinco minutos y vuelve a medirla. Si sigue por encima de {severeSys, number, integer}/{severeDia, number, integer}, comunícate hoy con tu médico o con un centro de atención de urgencia: no esperes a una cita de rutina.}
    pregnancySevereNow {{situation, select,
        postpartum {Llama ahora a tu obstetra o a tu partera, o ve a la sala de emergencias y di que diste a luz hace poco. Después del parto}
        other {Llama ahora a tu obstetra o a tu partera, o ve al área de trabajo de parto y parto del hospital. En el embarazo}}, {pregSevereSys, number, integer}/{pregSevereDia, number, integer} o más es grave y necesita tratamiento de inmediato.}
    pregnancySevereEmergency {Llama al 911 si no logras comunicarte con ellos o llegar sin riesgo, o si tienes una convulsión, dolor en el pecho o dificultad para respirar.}
    pregnancySevereSigns {Diles si tienes un dolor de cabeza fuerte, cambios en la visión, dolor en la parte alta del vientre o debajo de las costillas del lado derecho, hinchazón repentina de la cara o las manos, falta de aire, o náuseas o vómitos: pueden ser señales de preeclampsia.}
    pregnancyHigh {{situation, select,
        postpartum {En las 6 semanas después del parto, {pregSys, number, integer}/{pregDia, number, integer} o más es alta: llama hoy a tu obstetra o a tu partera para que te revisen.}
        other {En el embarazo, {pregSys, number, integer}/{pregDia, number, integer} o más es alta: llama hoy a tu obstetra o a tu partera para que te revisen a ti y a tu bebé.}}}
    pregnancySigns {Llama ahora a tu obstetra o a tu partera, o al 911 en una emergencia, ante cualquier señal de alarma de preeclampsia{situation, select,
        postpartum {, que puede comenzar hasta 6 semanas después del parto: un dolor de cabeza fuerte que no se quita, cambios en la visión (borrosa, manchas o destellos de luz), dolor en la parte alta del vientre o debajo de las costillas del lado derecho, hinchazón repentina de la cara o las manos, falta de aire, o náuseas o vómitos}
        other {: un dolor de cabeza fuerte que no se quita, cambios en la visión (borrosa, manchas o destellos de luz), dolor en la parte alta del vientre o debajo de las costillas del lado derecho, hinchazón repentina de la cara o las manos, falta de aire, o náuseas o vómitos en la segunda mitad del embarazo}}. Estas señales importan aunque tu lectura sea normal.}
    low {Una lectura de menos de {lowSys, number, integer} de sistólica o menos de {lowDia, number, integer} de diastólica es presión arterial baja: basta con que un número esté por debajo. A menudo no causa síntomas ni necesita tratamiento, sobre todo si estás en forma y sana.}
    lowSymptoms {Consulta a tu médico si sigues teniendo mareos o sensación de desmayo, visión borrosa, náuseas, debilidad, confusión o desmayos.}
    lowShock {Llama al 911 si una lectura baja viene con confusión, piel fría, húmeda o pálida, respiración rápida y superficial o un pulso débil y rápido: pueden ser señales de shock.}
    lowPregnant {{situation, select,
        postpartum {Cuéntale a tu obstetra o a tu partera sobre esta lectura, y llámalos de inmediato si sientes que te vas a desmayar o te mareas.}
        other {La presión arterial suele bajar en el embarazo. Cuéntale a tu obstetra o a tu partera sobre esta lectura, y llámalos de inmediato si sientes que te vas a desmayar o te mareas.}}}
    normal {Tu lectura está en el rango normal. Mantén tus hábitos saludables y hazte medir la presión al menos cada uno o dos años.}
    elevated {Tu lectura está elevada. Los hábitos saludables (menos sal, más actividad, un peso saludable, menos alcohol) pueden bajarla; vuelve a medirla dentro de unos meses.}
    stage1 {Tu lectura está en el rango de hipertensión en etapa 1. Repítela otros días; si sigue aquí, consulta a tu médico, que la valorará junto con tus otros riesgos.}
    stage2 {Tu lectura está en el rango de hipertensión en etapa 2. Consulta pronto a tu médico: este nivel suele necesitar tratamiento además de cambios en el estilo de vida.}
    pregnancyUnder {{situation, select,
        postpartum {En las 6 semanas después del parto}
        other {En el embarazo}}, la presión alta empieza en {pregSys, number, integer}/{pregDia, number, integer} (ACOG), y esta lectura está por debajo{category, select,
        normal {.}
        other {, aunque por encima de lo normal en adultos, menos de {normalSys, number, integer}/{normalDia, number, integer}: cuéntale a tu obstetra o a tu partera.}}}
    pregnantChecks {{situation, select,
        postpartum {Hazte medir la presión arterial como te indique tu obstetra o tu partera en las semanas después del parto, y llámalos el mismo día ante cualquier lectura de {pregSys, number, integer}/{pregDia, number, integer} o más.}
        other {Tu obstetra o tu partera te mide la presión arterial en cada consulta prenatal; llámalos el mismo día ante cualquier lectura de {pregSys, number, integer}/{pregDia, number, integer} o más.}}}
    measure {Mídela sentada, después de cinco minutos de descanso, con el brazo apoyado a la altura del corazón, y saca el promedio de dos o más lecturas en dos o más ocasiones.}}`,

  // Las tablas de categorías: un límite en palabras y cómo se combinan los dos números.
  limit: `{kind, select,
    under {menos de {value, number, integer}}
    over {más de {value, number, integer}}
    atLeast {{value, number, integer} o más}
    other {{value, number, integer}–{to, number, integer}}}`,
  join: '{join, select, and {y} or {o} andOr {y/o}}',

  explainLow:
    'Sistólica {systolic, number, integer} y diastólica {diastolic, number, integer} mmHg: menos de {lowSys, number, integer} de sistólica o menos de {lowDia, number, integer} de diastólica, sin una categoría más alta, es presión arterial baja (NHS).',
  explainCategory: `Sistólica {systolic, number, integer} y diastólica {diastolic, number, integer} mmHg: cuenta la más alta de las dos categorías, así que es {category, select,
    normal {normal}
    elevated {elevada}
    stage1 {hipertensión en etapa 1}
    stage2 {hipertensión en etapa 2}
    other {hipertensión grave}} (AHA/ACC 2025).`,
  explainPregnancy: `{situation, select, postpartum {En las 6 semanas después del parto} other {En el embarazo}}, {pregSys, number, integer}/{pregDia, number, integer} o más cuenta como hipertensión y {pregSevereSys, number, integer}/{pregSevereDia, number, integer} o más como grave (ACOG): esta lectura es {level, select,
    severe {hipertensión grave}
    hypertension {hipertensión}
    other {menor de {pregSys, number, integer}/{pregDia, number, integer}}}{level, select, under {} other { {situation, select, postpartum {después del parto} other {en el embarazo}}}}.`,
  explainAsk:
    'Si estás embarazada o diste a luz en las últimas 6 semanas, indícalo arriba: entonces {pregSys, number, integer}/{pregDia, number, integer} o más cuenta como hipertensión (ACOG).',

  underThirteen:
    'Antes de los {below, number, integer} años, la presión arterial se evalúa con tablas de percentiles según la edad, el sexo y la estatura (AAP 2017), no con estos límites para adultos: pídele al pediatra que la interprete.',

  diastolicNotLower:
    'El número diastólico (el de abajo) debe ser menor que el sistólico (el de arriba). Revisa la lectura.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de presión arterial',
  description:
    'Descubre en qué categoría de la AHA/ACC 2025 está tu presión arterial (o si es baja), qué hacer a continuación y qué cambia en el embarazo y después del parto.',
  keywordBloodPressure: 'presión arterial',
  keywordHypertension: 'hipertensión',
  keywordBloodPressureChart: 'tabla de presión arterial',
  keywordHighBloodPressure: 'presión alta en el embarazo',
  keywordLowBloodPressure: 'presión arterial baja',
  keywordPostpartumPreeclampsia: 'preeclampsia posparto',
  keywordSystolicDiastolic: 'sistólica diastólica',
  keywordBp: 'presión',
  audienceNote: 'Para personas adultas y adolescentes a partir de los {teenAge, number} años.',
  systolicLabel: 'Sistólica (número de arriba)',
  systolicSuffix: 'mmHg',
  systolicPlaceholder: 'p. ej., 118',
  systolicHelp: 'El número más alto, 70–250 mmHg.',
  diastolicLabel: 'Diastólica (número de abajo)',
  diastolicPlaceholder: 'p. ej., 76',
  diastolicHelp: 'El número más bajo, 40–150 mmHg.',
  pregnantLabel: '¿Estás embarazada o diste a luz hace poco?',
  pregnantOptionNo: 'Ninguna de las dos',
  pregnantOptionYes: 'Embarazada',
  pregnantOptionPostpartum: 'Di a luz en las últimas 6 semanas',
  ageHelp:
    'Opcional. Desde los {teenAge, number} años se aplican los límites para adultos (AAP 2017); la lectura de una niña o un niño menor se evalúa con tablas por edad, sexo y estatura.',
  yourReadingMmhg: 'Tu lectura (mmHg)',
  whatToDo: 'Qué hacer',
  inPregnancyAndThe: 'En el embarazo y las 6 semanas después del parto (ACOG)',
  level: 'Nivel',
  systolic: 'Sistólica',
  andOr: 'Y/o',
  diastolic: 'Diastólica',
  bloodPressureCategoriesFor:
    'Categorías de presión arterial en adultos (AHA/ACC 2025; presión arterial baja: NHS)',
  category2: 'Categoría',
  example1: 'Una lectura de 115/75',
  example2: 'Una lectura de 125/78',
  example3: 'Una lectura de 118/85',
  example4: 'Una lectura de 142/88',
  example5: 'Una lectura de 185/100',
  example6: 'Una lectura de 185/125',
  example7: 'Una lectura de 82/48',
  example8: 'Una lectura de 110/58',
  example9: '{age, number} años, una lectura de 132/78',
  example10: 'Embarazada, una lectura de {systolic, number}/85',
  example11: 'Embarazada, una lectura de 165/112',
  example12: 'Parto hace 3 semanas, una lectura de 150/95',
  example13: 'Parto hace 2 semanas, una lectura de 162/100',
  example14: 'Embarazada, una lectura de 132/84',
  example15: 'Embarazada, una lectura de 128/82',
  citedForSevere: 'hipertensión grave: más de {systolic, number}/{diastolic, number}',
  citedForPreeclampsiaSigns: 'preguntas frecuentes para pacientes: las señales de alarma de la preeclampsia',
  citedForTeenLimits: 'desde los {age, number} años, los límites de los adultos',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-presion-arterial';
