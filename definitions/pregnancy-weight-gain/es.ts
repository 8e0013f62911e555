import { defineTranslation } from '@/engine';

/** The Spanish words of the Pregnancy Weight Gain Calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-aumento-peso-embarazo',
  texts: {
    'For one baby or twins (IOM 2009); for twins we show the total range only.':
      'Para embarazos de un bebé o de gemelos (IOM 2009); con gemelos mostramos solo el rango total.',
    'Pregnancy Weight Gain Calculator': 'Calculadora de aumento de peso en el embarazo',
    'Compare your weight gain so far with the Institute of Medicine (2009) guidelines for your pre-pregnancy BMI and your week of pregnancy.':
      'Compara tu aumento de peso hasta ahora con las guías del Institute of Medicine (2009) para tu IMC antes del embarazo y tu semana de embarazo.',
    'pregnancy weight gain': 'aumento de peso en el embarazo',
    'IOM guidelines': 'guías del IOM',
    'weight gain by week': 'aumento de peso por semana',
    'twin pregnancy weight': 'peso en embarazo de gemelos',
    'pregnancy BMI': 'IMC en el embarazo',
    'Weight before pregnancy': 'Peso antes del embarazo',
    'Current weight': 'Peso actual',
    'e.g. 66': 'p. ej., 66',
    'Week of pregnancy': 'Semana de embarazo',
    'Completed weeks since the first day of your last period (1–42).':
      'Semanas completas desde el primer día de tu última menstruación (1–42).',
    'Pregnancy type': 'Tipo de embarazo',
    'One baby': 'Un bebé',
    Twins: 'Gemelos',
    Triplets: 'Trillizos',
    'Weight gained so far': 'Peso aumentado hasta ahora',
    'Gaining more than recommended raises the chance of gestational diabetes, high blood pressure and a larger baby. Talk to your OB-GYN or midwife before changing how you eat.':
      'Aumentar más de lo recomendado eleva la probabilidad de diabetes gestacional, presión arterial alta y un bebé más grande. Habla con tu obstetra o tu partera antes de cambiar tu forma de comer.',
    'No published guideline exists for triplets, or for twins when the pre-pregnancy BMI is under 18.5, so we show no recommended range. Your OB-GYN or midwife will set a target with you.':
      'No existe una guía publicada para trillizos, ni para gemelos cuando el IMC antes del embarazo es menor de 18.5, así que no mostramos un rango recomendado. Tu obstetra o tu partera fijará una meta contigo.',
    'Pre-pregnancy BMI': 'IMC antes del embarazo',
    'BMI category': 'Categoría de IMC',
    'Current week': 'Semana actual',
    'Weeks remaining': 'Semanas restantes',
    'Recommended total gain (IOM 2009)': 'Aumento total recomendado (IOM 2009)',
    'Expected gain by now': 'Aumento esperado a estas alturas',
    'Recommended range for your week': 'Rango recomendado para tu semana',
    'Weekly target from week 14 (IOM 2009)': 'Meta semanal desde la semana 14 (IOM 2009)',
    'Weekly range from week 14': 'Rango semanal desde la semana 14',
    'Gain so far against the top of the range': 'Aumento hasta ahora frente al límite superior del rango',
    'Your gain and the recommended band': 'Tu aumento y la franja recomendada',
    'Weight gained': 'Peso aumentado',
    'Expected gain': 'Aumento esperado',
    'recommended range for each week': 'rango recomendado para cada semana',
    'your gain so far': 'tu aumento hasta ahora',
    'Weight gained ({unit}) by week of pregnancy, weeks 0 to 40.':
      'Peso aumentado ({unit}) por semana de embarazo, de la semana 0 a la 40.',
    Guidelines: 'Guías',
    'From 60 to 65 kg at week 20, 165 cm tall': 'De 60 a 65 kg en la semana 20, 165 cm de estatura',
    'From 150 to 170 lbs at week 30, 5 ft 6 in tall':
      'De 150 a 170 lb en la semana 30, 5 pies 6 pulg. de estatura',
    'From 64 to 65 kg at week 10, 160 cm tall': 'De 64 a 65 kg en la semana 10, 160 cm de estatura',
    'From 60 to 66 kg at week 20, 165 cm tall': 'De 60 a 66 kg en la semana 20, 165 cm de estatura',
    'From 80 to 80.5 kg at week 28, 165 cm tall': 'De 80 a 80.5 kg en la semana 28, 165 cm de estatura',
    'Twins: from 70 to 80 kg at week 24, 170 cm tall':
      'Gemelos: de 70 a 80 kg en la semana 24, 170 cm de estatura',
    'Twins, 50 kg at 170 cm': 'Gemelos, 50 kg con 170 cm',
    'Twins: from 140 to 165 lbs at week 24, 5 ft 6 in tall':
      'Gemelos: de 140 a 165 lb en la semana 24, 5 pies 6 pulg. de estatura',
    'Underweight: from 110 to 148 lbs at week 40, 5 ft 6 in tall':
      'Bajo peso: de 110 a 148 lb en la semana 40, 5 pies 6 pulg. de estatura',
    'Underweight: from 110 to 143.5 lbs at week 36, 5 ft 6 in tall':
      'Bajo peso: de 110 a 143.5 lb en la semana 36, 5 pies 6 pulg. de estatura',
  },
});
