import { defineTranslation } from '@/engine';

/** The Spanish words of the ideal weight calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-peso-ideal',
  texts: {
    'Ideal Weight Calculator for Women': 'Calculadora de peso ideal para mujeres',
    'Compare three classic ideal body weight formulas (Hamwi, Robinson, Miller) for your height and frame with the healthy weight range from BMI.':
      'Compara tres fórmulas clásicas de peso corporal ideal (Hamwi, Robinson, Miller) para tu estatura y complexión con el rango de peso saludable según el IMC.',
    'ideal body weight': 'peso corporal ideal',
    hamwi: 'hamwi',
    robinson: 'robinson',
    miller: 'miller',
    'healthy weight range': 'rango de peso saludable',
    'body frame': 'complexión corporal',
    'how much should I weigh': 'cuánto debo pesar',
    'For adults 20 and over; the formulas were made for women 5 ft (152 cm) and taller.':
      'Para adultos de 20 años o más; las fórmulas se hicieron para mujeres de 5 pies (152 cm) o más.',
    'The formulas do not use age, but they and the healthy BMI range are for adults 20 and over.':
      'Las fórmulas no usan la edad, pero ellas y el rango de IMC saludable son para adultos de 20 años o más.',
    'Healthy weight for your height (BMI 18.5–24.9)': 'Peso saludable para tu estatura (IMC 18.5–24.9)',
    'Outside the healthy range': 'Fuera del rango saludable',
    'For your height': 'Para tu estatura',
    'Body frame': 'Complexión',
    'Measure your wrist: small under 6.25 in (15.9 cm), medium 6.25–6.75 in, large over 6.75 in (17.1 cm).':
      'Mide tu muñeca: pequeña, menos de 6.25 pulg. (15.9 cm); mediana, 6.25–6.75 pulg.; grande, más de 6.75 pulg. (17.1 cm).',
    Small: 'Pequeña',
    Medium: 'Mediana',
    Large: 'Grande',
    'These formulas were built for women 5 ft (152 cm) and taller. Below that they only extrapolate: the healthy BMI range is the better guide.':
      'Estas fórmulas se hicieron para mujeres de 5 pies (152 cm) o más. Por debajo de esa estatura solo extrapolan: el rango de IMC saludable es la mejor guía.',
    'Ideal weight by formula': 'Peso ideal según cada fórmula',
    'Hamwi (with Devine’s numbers)': 'Hamwi (con los números de Devine)',
    kg: 'kg',
    Robinson: 'Robinson',
    Miller: 'Miller',
    'The formulas in kilograms and pounds': 'Las fórmulas en kilogramos y libras',
    Formula: 'Fórmula',
    Rule: 'Regla',
    Kilograms: 'Kilogramos',
    Pounds: 'Libras',
    lbs: 'lb',
    'Healthy weight range (BMI 18.5–24.9)': 'Rango de peso saludable (IMC 18.5–24.9)',
    'Healthy weight range in pounds': 'Rango de peso saludable en libras',
    'Choosing your frame: wrist size guide': 'Cómo elegir tu complexión: guía por la medida de la muñeca',
    Frame: 'Complexión',
    'Wrist circumference': 'Circunferencia de la muñeca',
    '165 cm tall, medium frame': '165 cm de estatura, complexión mediana',
    '5 ft 6 in tall, large frame': '5 pies 6 pulg. de estatura, complexión grande',
    '5 ft tall, small frame': '5 pies de estatura, complexión pequeña',
    '4 ft 10 in tall, medium frame': '4 pies 10 pulg. de estatura, complexión mediana',
    '4 ft 2 in tall, medium frame': '4 pies 2 pulg. de estatura, complexión mediana',
  },
});
