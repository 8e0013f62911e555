import { defineMessages } from '@/engine';

/**
 * Las palabras de la calculadora de hCG en español (docs/es/style-guide.md): las mismas claves, parámetros e ids
 * que messages.ts. `status`: falling, unchanged, slow o rising.
 */
export default defineMessages({
  trend: `{status, select,
    falling {En descenso: baja un {fall, number, ::.0}% en {window, number, integer} horas}
    unchanged {Sin cambios: no sube en {window, number, integer} horas}
    slow {Sube lentamente: aumenta un {rise, number, ::.0}% en {window, number, integer} horas}
    rising {En aumento: se duplica aproximadamente cada {hours, number, ::.#} horas}}`,
  action: `{status, select,
    falling {Comunícate con tu obstetra o tu partera por este resultado. Si tienes dolor o sangrado, llama al 911 o ve a la sala de emergencias ahora.}
    unchanged {Comunícate pronto con tu obstetra o tu partera por este resultado. Si tienes dolor o sangrado, llama al 911 o ve a la sala de emergencias ahora.}
    slow {Comunícate pronto con tu obstetra o tu partera por este resultado. Si tienes dolor o sangrado, llama al 911 o ve a la sala de emergencias ahora.}}`,
  comparison: `{comparison, select,
    falling {Un nivel de hCG que baja no tiene tiempo de duplicación. Puede significar una pérdida del embarazo o un embarazo ectópico (un embarazo fuera del útero), que necesita atención: solo tu médico puede saber cuál es, con una ecografía y a menudo otro análisis de sangre.}
    unchanged {Un nivel de hCG que no cambia no tiene tiempo de duplicación. Al inicio del embarazo es motivo para volver a revisarte: puede darse con un embarazo que no se está desarrollando o con un embarazo ectópico.}
    slow {Un aumento del {rise, number, ::.#}% en {window, number, integer} horas está por debajo del mínimo del {seeber, number, integer}% observado en el 99% de los embarazos que siguieron adelante. Puede darse con un embarazo que no se está desarrollando o con un embarazo ectópico, y a veces con uno normal: habla con tu médico sobre este resultado.}
    aboveBoth {Un aumento del {rise, number, ::.#}% en {window, number, integer} horas alcanza o supera los dos mínimos publicados ({seeber, number, integer}% y {barnhart, number, integer}%).}
    aboveSeeber {Un aumento del {rise, number, ::.#}% en {window, number, integer} horas alcanza o supera el mínimo del {seeber, number, integer}% de Seeber et al., pero está por debajo del {barnhart, number, integer}% de Barnhart et al.}}`,
  studies:
    'En estudios de embarazos tempranos que siguieron con normalidad, la hCG subió al menos un {seeber, number, integer}% (Seeber et al. 2006) o un {barnhart, number, integer}% (Barnhart et al. 2004) en {window, number, integer} horas; el aumento es más lento cuando el primer nivel es más alto (Barnhart et al. 2016).',
  highLevel: `{reading, select,
    atOrAbove {Tu primer resultado fue de más de {level, number, integer} mUI/mL. La hCG sube más lentamente desde niveles más altos: desde un primer nivel de más de {level, number, integer}, el aumento más pequeño en {window, number, integer} horas observado en embarazos que siguieron con normalidad fue del {minimum, number, integer}% (Barnhart et al. 2016), y tu {rise, number, ::.#}% está en ese mínimo o por encima. Un aumento más lento es menos inusual con este nivel que con uno bajo; tu obstetra o tu partera lo interpretará de todos modos con tus síntomas y una ecografía.}
    other {Tu primer resultado fue de más de {level, number, integer} mUI/mL. La hCG sube más lentamente desde niveles más altos, pero incluso desde un primer nivel de más de {level, number, integer} el aumento más pequeño en {window, number, integer} horas observado en embarazos que siguieron con normalidad fue del {minimum, number, integer}% (Barnhart et al. 2016), y tu {rise, number, ::.#}% está por debajo: habla con tu obstetra o tu partera sobre este resultado.}}`,
  noRuleOut:
    'Un aumento por encima de estos mínimos no descarta un embarazo ectópico, y un aumento más lento no demuestra que haya un problema: solo tu médico puede interpretar varias mediciones de hCG, junto con tus síntomas y una ecografía.',
  urgentCare:
    'Llama al 911 o ve a la sala de emergencias si tienes dolor fuerte en el vientre o en la punta del hombro, sangrado abundante, mareos o desmayos, sea cual sea tu hCG.',

  explainRatio: 'Cociente = {second, number, ::.0} ÷ {first, number, ::.0} = {ratio, number, ::.0000}.',
  explainNoDoubling: 'El nivel no subió, así que no hay tiempo de duplicación.',
  explainDoubling:
    'Tiempo de duplicación = {hoursApart, number} h × ln 2 ÷ ln {ratio, number, ::.0000} = {doubling, number, ::.0} horas.',
  explainRise:
    '{rising, select, yes {Aumento} other {Cambio}} en {window, number, integer} horas = {ratio, number, ::.0000}^({window, number, integer} ÷ {hoursApart, number}) − 1 = {rise, number, ::.0}%.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora del tiempo de duplicación de la hCG',
  description:
    'Descubre qué tan rápido sube tu hCG entre dos análisis de sangre: el tiempo de duplicación y el aumento en {window, number} horas, frente a los mínimos publicados.',
  keywordHcgDoublingTime: 'tiempo de duplicación de hcg',
  keywordBetaHcg: 'beta hcg',
  keywordHcgLevels: 'niveles de hcg',
  keywordEarlyPregnancyBlood: 'análisis de sangre de embarazo temprano',
  keywordSerialHcg: 'hcg seriada',
  audienceNote: 'Para el inicio del embarazo: dos resultados de hCG en sangre del mismo laboratorio.',
  firstValueLabel: 'Primer resultado de hCG',
  firstValueSuffix: 'mUI/mL',
  firstValuePlaceholder: 'p. ej., 120',
  firstValueHelp: 'En mUI/mL (lo mismo que UI/L), de tu primer análisis de sangre.',
  secondValueLabel: 'Segundo resultado de hCG',
  secondValuePlaceholder: 'p. ej., 250',
  secondValueHelp: 'En mUI/mL (UI/L), de tu análisis de sangre posterior.',
  hoursApartLabel: 'Tiempo entre los dos análisis',
  hoursApartSuffix: 'horas',
  hoursApartPlaceholder: 'p. ej., {window, number}',
  hoursApartHelp: 'De 12 a 168 horas (hasta una semana); {window, number} horas es el intervalo habitual.',
  riseOver48Hours: 'Aumento en {window, number} horas',
  changeOver48Hours: 'Cambio en {window, number} horas',
  doublingTime: 'Tiempo de duplicación',
  changeBetweenTheTwo: 'Cambio entre los dos análisis',
  onlyYourClinicianCan:
    'Solo tu médico puede interpretar varios resultados de hCG, junto con tus síntomas y una ecografía. Estas cifras describen los números, no tu embarazo.',
  whatTheNumbersMean: 'Qué significan los números',
  example1: '100 y luego 200 mUI/mL dos días después',
  example2: '1,000 y luego 1,500 mUI/mL dos días después',
  example3: '250 y luego 400 mUI/mL tres días después',
  example4: '1,200 y luego 1,500 mUI/mL un día después',
  example5: 'Un nivel que baja: 500 y luego 300 mUI/mL',
  example6: 'Un nivel que no cambia: 800 y luego 800 mUI/mL',
  example7: 'Un aumento lento: 1,000 y luego 1,200 mUI/mL dos días después',
  example8: 'Desde un nivel alto: 4,000 y luego 5,400 mUI/mL dos días después',
  example9: 'Desde un nivel alto, un aumento más lento: 4,000 y luego 5,360 mUI/mL dos días después',
  citedForMinimalRise: 'aumento mínimo en {hours, number} horas: {rise, number}%',
  citedForSlowRise: 'hCG que baja o sube lentamente',
  citedForRiseByLevel:
    'aumento mínimo en {hours, number} horas del 49%, 40% y {high, number}% con un primer nivel de menos de 1,500, de 1,500 a {level, number} y de más de {level, number} mUI/mL',
  citedForUrgentSymptoms: 'síntomas que necesitan atención urgente',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-duplicacion-hcg';
