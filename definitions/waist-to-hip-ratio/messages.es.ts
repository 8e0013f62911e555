import { defineMessages } from '@/engine';

/** The Spanish words of the waist-to-hip calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  category: '{category, select, excellent {Excelente} good {Bueno} high {Alto}}',
  riskLevel: '{risk, select, low {Riesgo bajo} high {Riesgo alto}}',
  riskSummary: '{category} — {risk, select, low {riesgo bajo (rango saludable)} high {riesgo alto}}',
  description: `{category, select,
    excellent {Tu cintura es bastante más estrecha que tu cadera: la grasa se acumula sobre todo en las caderas y los muslos.}
    good {Tu índice está en el rango de menor riesgo; vigila la medida de tu cintura con el tiempo.}
    high {Con {highFrom, number, ::.00} o más, la OMS considera que tu riesgo de enfermedades del corazón y diabetes tipo 2 está considerablemente aumentado: una mayor parte de tu grasa se acumula alrededor de la cintura.}}`,
  waistRisk:
    '{level, select, none {No aumentado} increased {Aumentado} substantial {Considerablemente aumentado}}',
  ratioMeasure: 'Índice cintura-cadera',
  ratioYours: '{ratio, number, ::.00}',
  ratioThreshold: '{limit, number, ::.00} o más: riesgo metabólico considerablemente aumentado (OMS)',
  ratioStatus:
    '{status, select, above {En el umbral de la OMS o por encima} below {Por debajo del umbral de la OMS}}',
  waistMeasure: 'Cintura',
  waistYours: `{unit, select,
    cm {{waist, number, ::.#} cm}
    other {{inUnit, number, ::.#} pulg. ({waist, number, ::.#} cm)}}`,
  waistThreshold:
    'Más de {increased, number} cm (31.5 pulg.): aumentado; más de {substantial, number} cm (34.6 pulg.): considerablemente aumentado (OMS)',
  waistStatus:
    '{level, select, none {No aumentado} increased {Riesgo aumentado} substantial {Riesgo considerablemente aumentado}}',
  range: `{kind, select,
    first {Menos de {from, number, ::.00}}
    middle {{from, number, ::.00}–{to, number, ::.00}}
    last {{from, number, ::.00} o más (OMS: considerablemente aumentado)}}`,
  waistAdvice:
    'Tu cintura ({waist, number, ::.#} cm) mide más de {limit, number} cm: la OMS lo asocia con un riesgo {level, select, increased {aumentado} substantial {considerablemente aumentado}} para las mujeres, sea cual sea tu índice.',
  advice: `{id, select,
    activity {Mantén una actividad regular: al menos 150 minutos de ejercicio moderado a la semana, más ejercicios de fuerza dos veces por semana.}
    remeasure {Vuelve a medirte cada pocos meses; la cintura tiende a crecer después de la menopausia.}
    doctor {Habla con tu médico: un índice de {highFrom, number, ::.00} o más se asocia con enfermedades del corazón y diabetes tipo 2, y los controles de presión arterial, azúcar en la sangre y colesterol son sencillos.}
    exercise {El ejercicio aeróbico regular y el entrenamiento de fuerza reducen la grasa de la cintura incluso antes de que cambie la báscula.}
    buildUp {Aumenta poco a poco hasta hacer de 150 a 300 minutos de actividad moderada a la semana; la grasa de la cintura responde bien al ejercicio.}
    lifestyle {El sueño, el estrés y el alcohol influyen en la grasa abdominal: los pequeños cambios en cada uno se suman.}}`,
  explainRatio: `Índice = cintura ÷ cadera = {waist, number, ::.0} cm ÷ {hip, number, ::.0} cm = {ratio, number, ::.00}{unit, select,
    in { (pulgadas convertidas con 1 pulg. = 2.54 cm; el índice es el mismo en cualquiera de las dos unidades)}
    other {}}.`,
  explainCategory:
    'Categoría = {category}, {level} (menos de {goodFrom, number, ::.00}, excelente; {goodFrom, number, ::.00}–{goodTo, number, ::.00}, bueno; {highFrom, number, ::.00} o más, alto, el umbral de la OMS para un riesgo considerablemente aumentado en las mujeres).',
  explainWaist: `Solo la cintura: {waist, number, ::.0} cm frente a los umbrales de la OMS de {increased, number} y {substantial, number} cm → riesgo {level, select,
    none {no aumentado}
    increased {aumentado}
    substantial {considerablemente aumentado}}.`,
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora del índice cintura-cadera',
  description2:
    'Divide la medida de tu cintura entre la de tu cadera para ver dónde acumulas grasa, la categoría de tu índice y lo que significa para tu riesgo de salud.',
  keywordWaistToHip: 'índice cintura cadera',
  keywordWhr: 'icc',
  keywordBodyShape: 'forma del cuerpo',
  keywordBellyFat: 'grasa abdominal',
  keywordWaistCircumference: 'circunferencia de la cintura',
  keywordHeartRisk: 'riesgo cardíaco',
  audienceNote: 'Para adultos; no durante el embarazo.',
  hipLabel: 'Cadera',
  hipPlaceholder: 'p. ej., 95',
  hipHelp: 'En la parte más ancha de tus glúteos. Entre 50 y 200 cm o entre 20 y 79 pulg.',
  yourWaistToHip: 'Tu índice cintura-cadera',
  healthRisk: 'Riesgo para la salud',
  measure: 'Medida',
  yours: 'La tuya',
  thresholdForWomen: 'Umbral para mujeres',
  yourStatus: 'Tu situación',
  recommendations: 'Recomendaciones',
  waistToHipRatio: 'Rangos del índice cintura-cadera para mujeres',
  ratio: 'Índice',
  category2: 'Categoría',
  risk: 'Riesgo',
  example1: 'Cintura 70 cm, cadera 95 cm',
  example2: 'Cintura 32 pulg., cadera 38 pulg.',
  example3: 'Cintura {waist, number} cm, cadera 100 cm',
  example4: 'Cintura 85 cm, cadera 100 cm',
  example5: 'Cintura 90 cm, cadera 100 cm',
  example6: 'Cintura 91 cm, cadera 100 cm',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-indice-cintura-cadera';
