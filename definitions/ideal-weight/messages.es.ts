import { defineMessages } from '@/engine';

/** The Spanish words of the ideal weight calculator (docs/es/style-guide.md). */
export default defineMessages({
  // The check that refuses a height the formulas cannot use.
  tooShort:
    'Estas fórmulas empiezan en 5 pies (152 cm) y dan pesos sin sentido por debajo de 4 pies (122 cm). Usa en su lugar el rango saludable de la calculadora de IMC.',
  // The formulas table, by the formula's method ids.
  method: `{method, select,
    hamwi {Hamwi (con los números de Devine)}
    robinson {Robinson (1983)}
    miller {Miller (1983)}}`,
  rule: `{method, select,
    hamwi {{base, number} + {perInch, number} kg por pulgada por encima de 5 pies, × {factor, number, ::.0} (complexión {frame, select, small {pequeña} medium {mediana} large {grande}})}
    robinson {{base, number} + {perInch, number} kg por pulgada por encima de 5 pies}
    miller {{base, number} + {perInch, number} kg por pulgada por encima de 5 pies}}`,
  band: `{band, select,
    below {Por debajo del rango saludable para tu estatura}
    above {Por encima del rango saludable para tu estatura}
    other {Dentro del rango saludable}}`,
  outsideRange: `La cifra de {method, select, hamwi {Hamwi} robinson {Robinson} other {Miller}} ({kg, number, ::.0} kg, {lbs, number, ::.0} lb) está {band, select, below {por debajo} other {por encima}} del rango de IMC saludable para tu estatura ({min, number, ::.0}–{max, number, ::.0} kg): no es una meta saludable para ti. Busca un peso dentro del rango.`,
  underTwenty:
    'Estas fórmulas y el rango de IMC saludable son para adultos de {below, number} años o más. Antes de los {below, number}, el peso se evalúa con gráficas de crecimiento por edad: de los 2 a los 19 años usa nuestra calculadora de IMC para niños y adolescentes; antes de los 2, la calculadora de crecimiento del bebé; o pregúntale a tu médico.',
  // The wrist size guide, by frame.
  frameName: '{frame, select, small {Pequeña} medium {Mediana} large {Grande}}',
  wrist: `{frame, select,
    small {menos de 6.25 pulg. (15.9 cm)}
    medium {6.25–6.75 pulg. (15.9–17.1 cm)}
    large {más de 6.75 pulg. (17.1 cm)}}`,
  shortHeight:
    'Estas fórmulas se hicieron para mujeres de 5 pies (152 cm) o más. Por debajo de esa estatura solo extrapolan, así que usa el rango de IMC saludable como tu guía principal.',
  roughGuide:
    'Estas fórmulas vienen de una regla práctica de dietistas (Hamwi 1964) y de estudios de dosificación de medicamentos (Devine 1974; Robinson y Miller 1983), no de resultados de salud: tómalas como una guía aproximada.',
  anyWeight:
    'Cualquier peso dentro del rango saludable puede ser el adecuado para ti; el músculo, la complexión y dónde acumulas la grasa importan más que un solo número.',
  waist:
    'La medida de la cintura dice más sobre el riesgo para la salud que el peso solo: menos de 80 cm (31.5 pulg.) es el nivel de menor riesgo de la OMS para las mujeres.',
  // The calculation: `sign` is whether the height is above or below 5 ft, `over` the inches either way.
  explainHeight:
    'Estatura = {cm, number, ::.0} cm ÷ 2.54 = {inches, number, ::.00} pulg., es decir, {sign, select, minus {−} plus {+}}{over, number, ::.00} pulg. respecto a 5 pies.',
  explainHamwi:
    'Hamwi (con los números de Devine) = ({base, number} {sign, select, minus {−} plus {+}} {perInch, number} × {over, number, ::.00}) × {factor, number, ::.0} (complexión {frame, select, small {pequeña} medium {mediana} large {grande}}) = {kg, number, ::.0} kg. Estas son las constantes de Devine; la regla original de Hamwi usa 2.2 kg por pulgada.',
  explainOthers:
    'Robinson = {robinsonBase, number} {sign, select, minus {−} plus {+}} {robinsonPerInch, number} × {over, number, ::.00} = {robinson, number, ::.0} kg; Miller = {millerBase, number} {sign, select, minus {−} plus {+}} {millerPerInch, number} × {over, number, ::.00} = {miller, number, ::.0} kg.',
  explainRange:
    'Rango saludable = IMC de {bmiMin, number} a {bmiMax, number} × ({meters, number, ::.000} m)² = {min, number, ::.0}–{max, number, ::.0} kg.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de peso ideal para mujeres',
  description:
    'Compara tres fórmulas clásicas de peso corporal ideal (Hamwi, Robinson, Miller) para tu estatura y complexión con el rango de peso saludable según el IMC.',
  keywordIdealBodyWeight: 'peso corporal ideal',
  keywordHamwi: 'hamwi',
  keywordRobinson: 'robinson',
  keywordMiller: 'miller',
  keywordHealthyWeightRange: 'rango de peso saludable',
  keywordBodyFrame: 'complexión corporal',
  keywordHowMuchShould: 'cuánto debo pesar',
  audienceNote:
    'Para adultos de {adultAge, number} años o más; las fórmulas se hicieron para mujeres de 5 pies (152 cm) o más.',
  ageHelp:
    'Las fórmulas no usan la edad, pero ellas y el rango de IMC saludable son para adultos de {adultAge, number} años o más.',
  frameLabel: 'Complexión',
  frameHelp:
    'Mide tu muñeca: pequeña, menos de 6.25 pulg. (15.9 cm); mediana, 6.25–6.75 pulg.; grande, más de 6.75 pulg. (17.1 cm).',
  frameOptionSmall: 'Pequeña',
  frameOptionMedium: 'Mediana',
  frameOptionLarge: 'Grande',
  theseFormulasWereBuilt:
    'Estas fórmulas se hicieron para mujeres de 5 pies (152 cm) o más. Por debajo de esa estatura solo extrapolan: el rango de IMC saludable es la mejor guía.',
  healthyWeightForYour: 'Peso saludable para tu estatura (IMC {min, number}–{max, number})',
  kg: 'kg',
  healthyWeightRangeIn: 'Rango de peso saludable en libras',
  lbs: 'lb',
  outsideTheHealthyRange: 'Fuera del rango saludable',
  idealWeightByFormula: 'Peso ideal según cada fórmula',
  hamwiWithDevineS: 'Hamwi (con los números de Devine)',
  robinson: 'Robinson',
  miller: 'Miller',
  theFormulasInKilograms: 'Las fórmulas en kilogramos y libras',
  formula: 'Fórmula',
  rule2: 'Regla',
  kilograms: 'Kilogramos',
  pounds: 'Libras',
  forYourHeight: 'Para tu estatura',
  healthyWeightRangeBmi: 'Rango de peso saludable (IMC {min, number}–{max, number})',
  choosingYourFrameWrist: 'Cómo elegir tu complexión: guía por la medida de la muñeca',
  frame: 'Complexión',
  wristCircumference: 'Circunferencia de la muñeca',
  recommendations: 'Recomendaciones',
  example1: '165 cm de estatura, complexión mediana',
  example2: '5 pies 6 pulg. de estatura, complexión grande',
  example3: '5 pies de estatura, complexión pequeña',
  example4: '4 pies 10 pulg. de estatura, complexión mediana',
  example5: '4 pies 2 pulg. de estatura, complexión mediana',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-peso-ideal';
