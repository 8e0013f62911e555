import { defineMessages } from '@/engine';

/**
 * Las palabras de la calculadora de aumento de peso en el embarazo en español (docs/es/style-guide.md): las mismas
 * claves, parámetros e ids que messages.ts. La unidad llega como `kg` o `lbs`; en español se escribe "lb".
 */
export default defineMessages({
  bmiCategory:
    '{category, select, underweight {Bajo peso} normal {Peso normal} overweight {Sobrepeso} obese {Obesidad}}',
  statusCategory: `{status, select,
    optimal {Aumento saludable para tu semana}
    above {Por encima del rango recomendado}
    below {Por debajo del rango recomendado}
    totalOnly {Gemelos: un total para todo el embarazo}
    noGuideline {Sin una guía publicada}}`,
  statusMessage: `{status, select,
    optimal {Tu aumento de peso está dentro del rango recomendado}
    above {Tu aumento de peso está por encima del rango recomendado}
    below {Tu aumento de peso está por debajo del rango recomendado}
    totalOnly {Para gemelos, el IOM da un total para todo el embarazo, no un rango para cada semana}
    noGuideline {Sigue vigilando tu aumento de peso}}`,
  gain: '{positive, select, yes {+} other {}}{gain, number, ::.0} {unit, select, lbs {lb} other {{unit}}}',
  weekRange: '{min, number, ::.0}–{max, number, ::.0} {unit, select, lbs {lb} other {{unit}}}',
  weeklyRange: '{min, number, ::.00}–{max, number, ::.00} {unit, select, lbs {lb} other {{unit}}} por semana',

  noGuideline: `{reason, select,
    triplets {No existe una guía publicada para el aumento de peso con trillizos (un estudio de 2022 observó una mediana de aumento de unos 17 kg); tu equipo de atención médica fijará una meta contigo.}
    underweightTwins {No existe una guía publicada para gemelos cuando el IMC antes del embarazo es menor de {underweightBelow, number}; tu equipo de atención médica fijará una meta contigo.}}`,
  totalOnly:
    'Para gemelos, el IOM (2009) solo da rangos provisionales de aumento total para todo el embarazo, sin rangos semana a semana, así que no evaluamos tu aumento hasta ahora: tu obstetra o tu partera te dirá cómo va.',
  firstTrimester:
    'Muchas mujeres aumentan poco o incluso bajan de peso en el primer trimestre por las náuseas; avísale a tu obstetra o a tu partera si no puedes retener la comida.',
  above:
    'Habla con tu obstetra o tu partera antes de cambiar tu forma de comer: no se recomienda hacer dieta en el embarazo, pero pequeños cambios pueden frenar el aumento.',
  below:
    'Habla con tu obstetra o tu partera: pueden revisar el crecimiento de tu bebé y ayudarte a agregar refrigerios nutritivos.',
  eat: `{kind, select,
    one {Haz comidas regulares con verduras, frutas, granos integrales y proteínas; en el segundo y el tercer trimestre necesitas de 340 a 450 kcal adicionales al día.}
    oneObese {Haz comidas regulares con verduras, frutas, granos integrales y proteínas; en el segundo y el tercer trimestre necesitas algo de energía adicional, menos de las 340 a 450 kcal al día habituales cuando el IMC antes del embarazo es de {obeseFrom, number} o más.}
    other {Haz comidas regulares con verduras, frutas, granos integrales y proteínas; con más de un bebé necesitas más energía adicional que con uno: pregúntale a tu obstetra o a tu partera, o a un dietista, cuánta.}}`,
  activity:
    'Intenta hacer unos 150 minutos de actividad moderada a la semana, como caminar a paso rápido o nadar, si tu equipo de atención médica está de acuerdo.',
  weigh: 'Pésate a la misma hora del día, con ropa parecida, más o menos una vez a la semana.',

  explainBmi:
    'IMC antes del embarazo = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0} ({category}).',
  explainGain:
    'Aumento hasta ahora = {current, number, ::.0} − {before, number, ::.0} = {gain, number, ::.0} kg.',
  explainRange: `Rango del IOM 2009: {min, number, ::.#}–{max, number, ::.#} kg; esperado en la semana {week, number, integer} = {early, select,
    yes {{firstExpected, number} × {week, number, integer} ÷ {firstWeeks, number, integer}}
    other {{firstExpected, number} + ({weekTo40, number, integer} − {firstWeeks, number, integer}) × {weekly, number, ::.00}}} = {expected, number, ::.0} kg; rango para la semana: {weekMin, number, ::.0}–{weekMax, number, ::.0} kg → {status, select, below {por debajo} optimal {dentro del rango} above {por encima}}.`,
  explainNoRange: 'No se aplica ningún rango publicado, así que no hay aumento esperado ni estado.',
  explainTotalOnly:
    'Rango del IOM 2009 para gemelos: {min, number, ::.#}–{max, number, ::.#} kg, para todo el embarazo; no se publica un rango para la semana, así que no hay aumento esperado ni estado.',

  bmiOutOfRange:
    'Esta estatura y este peso antes del embarazo dan un IMC de {bmi, number, ::.0}, fuera del rango de {min, number, integer} a {max, number, integer} que esta calculadora puede evaluar: revisa ambos.',
  changeTooLarge: `{change, select,
    gain {Es un aumento de más de {kg, number, integer} kg ({lbs, number, integer} lb): revisa ambos pesos.}
    other {Es una pérdida de más de {kg, number, integer} kg ({lbs, number, integer} lb): revisa ambos pesos.}}`,
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de aumento de peso en el embarazo',
  description:
    'Compara tu aumento de peso hasta ahora con las guías del Institute of Medicine (2009) para tu IMC antes del embarazo y tu semana de embarazo.',
  keywordPregnancyWeightGain: 'aumento de peso en el embarazo',
  keywordIomGuidelines: 'guías del IOM',
  keywordWeightGainBy: 'aumento de peso por semana',
  keywordTwinPregnancyWeight: 'peso en embarazo de gemelos',
  keywordPregnancyBmi: 'IMC en el embarazo',
  audienceNote:
    'Para embarazos de un bebé o de gemelos (IOM 2009); con gemelos mostramos solo el rango total.',
  prePregnancyWeightLabel: 'Peso antes del embarazo',
  prePregnancyWeightPlaceholder: 'p. ej., 60',
  currentWeightLabel: 'Peso actual',
  currentWeightPlaceholder: 'p. ej., 66',
  weekLabel: 'Semana de embarazo',
  weekPlaceholder: 'p. ej., 20',
  weekHelp: 'Semanas completas desde el primer día de tu última menstruación (1–42).',
  pregnancyTypeLabel: 'Tipo de embarazo',
  pregnancyTypeOptionSingleton: 'Un bebé',
  pregnancyTypeOptionTwins: 'Gemelos',
  pregnancyTypeOptionTriplets: 'Trillizos',
  weightGainedSoFar: 'Peso aumentado hasta ahora',
  gainingMoreThanRecommended:
    'Aumentar más de lo recomendado eleva la probabilidad de diabetes gestacional, presión arterial alta y un bebé más grande. Habla con tu obstetra o tu partera antes de cambiar tu forma de comer.',
  noPublishedGuidelineExists:
    'No existe una guía publicada para trillizos, ni para gemelos cuando el IMC antes del embarazo es menor de {underweightBelow, number}, así que no mostramos un rango recomendado. Tu obstetra o tu partera fijará una meta contigo.',
  prePregnancyBmi: 'IMC antes del embarazo',
  bmiCategory2: 'Categoría de IMC',
  currentWeek: 'Semana actual',
  weeksRemaining: 'Semanas restantes',
  recommendedTotalGainIom: 'Aumento total recomendado (IOM 2009)',
  expectedGainByNow: 'Aumento esperado a estas alturas',
  recommendedRangeForYour: 'Rango recomendado para tu semana',
  weeklyTargetFromWeek: 'Meta semanal desde la semana {week, number, integer} (IOM 2009)',
  weeklyRangeFromWeek: 'Rango semanal desde la semana {week, number, integer}',
  gainSoFarAgainst: 'Aumento hasta ahora frente al límite superior del rango',
  yourGainAndThe: 'Tu aumento y la franja recomendada',
  weightGained: 'Peso aumentado',
  expectedGain: 'Aumento esperado',
  recommendedRangeForEach: 'rango recomendado para cada semana',
  yourGainSoFar: 'tu aumento hasta ahora',
  weightGainedByWeek:
    "Peso aumentado ('{'unit'}') por semana de embarazo, de la semana 0 a la {term, number, integer}.",
  guidelines: 'Guías',
  example1: 'De 60 a 65 kg en la semana 20, 165 cm de estatura',
  example2: 'De 150 a 170 lb en la semana 30, 5 pies 6 pulg. de estatura',
  example3: 'De 64 a 65 kg en la semana 10, 160 cm de estatura',
  example4: 'De 60 a 66 kg en la semana 20, 165 cm de estatura',
  example5: 'De 80 a 80.5 kg en la semana 28, 165 cm de estatura',
  example6: 'Gemelos: de 70 a 80 kg en la semana 24, 170 cm de estatura',
  example7: 'Gemelos: de 140 a 165 lb en la semana 24, 5 pies 6 pulg. de estatura',
  example8: 'Bajo peso: de 110 a 148 lb en la semana 40, 5 pies 6 pulg. de estatura',
  example9: 'Bajo peso: de 110 a 143.5 lb en la semana 36, 5 pies 6 pulg. de estatura',
  example11: 'Gemelos, 50 kg con 170 cm',
  citedForAdultClasses: 'clasificación del IMC para adultos',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-aumento-peso-embarazo';
