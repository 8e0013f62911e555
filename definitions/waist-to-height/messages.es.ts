import { defineMessages } from '@/engine';

/** The Spanish words of the waist-to-height calculator: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  category: `{category, select,
    below {Cuidado: por debajo del rango habitual}
    healthy {Saludable}
    increased {Riesgo aumentado para la salud}
    high {Riesgo alto para la salud}}`,
  meaning: `{category, select,
    below {Una cintura muy pequeña para tu estatura puede ir unida a un bajo peso; revisa también tu IMC.}
    healthy {Sin aumento del riesgo para la salud por grasa abdominal (NICE).}
    increased {La grasa alrededor del abdomen aumenta el riesgo de diabetes tipo 2 y enfermedades del corazón.}
    high {Un riesgo alto de diabetes tipo 2, presión arterial alta y enfermedades del corazón: habla con tu médico.}}`,
  range: `{kind, select,
    first {Menos de {from, number, ::.00}}
    middle {{from, number, ::.00}–{to, number, ::.00}}
    last {{from, number, ::.00} o más}}`,
  advice: `{id, select,
    half {Mantén tu cintura por debajo de la mitad de tu estatura: el mensaje sencillo de la guía de NICE.}
    measure {Mídete a medio camino entre la parte inferior de tus costillas y la parte superior del hueso de la cadera, exhalando con normalidad.}
    activity {La actividad regular (150 minutos a la semana de ejercicio moderado) y una alimentación equilibrada reducen la grasa alrededor del abdomen, incluso antes de que la báscula cambie mucho.}}`,
  explainRatio: `Índice = cintura ÷ estatura = {waist, number, ::.0} cm ÷ {height, number, ::.0} cm = {ratio, number, ::.00}{unit, select,
    in { (el índice es el mismo en pulgadas)}
    other {}}.`,
  explainBand:
    '{category} (NICE: {healthyFrom, number, ::.00}–{healthyTo, number, ::.00}, saludable; {increasedFrom, number, ::.00}–{increasedTo, number, ::.00}, aumentado; {highFrom, number, ::.00} o más, alto).',
  explainWaist:
    'Un índice de {healthyFrom, number, ::.00} a {healthyTo, number, ::.00} (con dos decimales, como se muestra) significa una cintura de {min, number, ::.0} a {max, number, ::.0} {unit, select, in {pulg.} other {{unit}}} para tu estatura.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora del índice cintura-estatura',
  description:
    'Divide tu cintura entre tu estatura para ver si acumulas grasa abdominal que pone en riesgo tu salud: mantén la cintura por debajo de la mitad de tu estatura.',
  keywordWaistToHeight: 'índice cintura estatura',
  keywordWhtr: 'ice',
  keywordCentralObesity: 'obesidad abdominal',
  keywordBellyFat: 'grasa abdominal',
  keywordWaistCircumference: 'circunferencia de la cintura',
  audienceNote: 'Para adultos; no durante el embarazo.',
  yourWaistToHeight: 'Tu índice cintura-estatura',
  healthyWaistForYour:
    'Cintura saludable para tu estatura (índice de {from, number, ::.00} a {to, number, ::.00})',
  waistToHeightRatio: 'Rangos del índice cintura-estatura',
  ratio: 'Índice',
  meaning2: 'Significado',
  recommendations: 'Recomendaciones',
  example1: 'Cintura 70 cm, estatura 165 cm',
  example2: 'Cintura 34 pulg., estatura 5 pies 4 pulg.',
  example3: 'Cintura 100 cm, estatura 160 cm',
  example4: 'Cintura 80 cm, estatura 160 cm',
  example5: 'Cintura 60 cm, estatura 160 cm',
  citedForBands:
    'rangos del índice: de {HEALTHY_FROM, number, ::.##} a {HEALTHY_TO, number, ::.##}, de {INCREASED_FROM, number, ::.##} a {INCREASED_TO, number, ::.##} y {HIGH_FROM, number, ::.##} o más',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-indice-cintura-estatura';
