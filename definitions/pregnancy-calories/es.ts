import { defineTranslation } from '@/engine';

/** The Spanish words of the pregnancy and breastfeeding calorie calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calorias-embarazo-lactancia',
  texts: {
    'For a pregnancy with one baby; with twins or more, ask your OB-GYN or midwife.':
      'Para un embarazo de un solo bebé; con gemelos o más, pregúntale a tu obstetra o partera.',
    'Pregnancy and Breastfeeding Calorie Calculator': 'Calculadora de calorías en el embarazo y la lactancia',
    'Find how many calories a day you need in each trimester of pregnancy and while breastfeeding, from your pre-pregnancy weight, height, age and activity.':
      'Descubre cuántas calorías al día necesitas en cada trimestre y en la lactancia, según tu peso antes del embarazo, tu estatura, tu edad y tu actividad.',
    'pregnancy calories': 'calorías en el embarazo',
    'eating for two': 'comer por dos',
    'breastfeeding calories': 'calorías lactancia',
    'calories per trimester': 'calorías por trimestre',
    'pregnancy diet': 'dieta en el embarazo',
    'Pre-pregnancy weight': 'Peso antes del embarazo',
    'Your weight before this pregnancy.': 'Tu peso antes de este embarazo.',
    Stage: 'Etapa',
    'Trimesters: the first to 13 weeks 6 days, the second weeks 14–27, the third from week 28.':
      'Trimestres: el primero hasta las 13 semanas y 6 días, el segundo de la semana 14 a la 27, el tercero desde la semana 28.',
    'Pregnant: first trimester': 'Embarazada: primer trimestre',
    'Pregnant: second trimester': 'Embarazada: segundo trimestre',
    'Pregnant: third trimester': 'Embarazada: tercer trimestre',
    'Breastfeeding: baby 0–6 months': 'Lactancia: bebé de 0–6 meses',
    'Breastfeeding: baby 7–12 months': 'Lactancia: bebé de 7–12 meses',
    'Your daily calories': 'Tus calorías diarias',
    'You are under 19, so this figure is only a rough guide. The Mifflin–St Jeor equation was developed on adults (19 to 78 years), and a teenager who is still growing needs energy for her own growth as well as for the baby, which it does not count. Ask your OB-GYN or midwife, or a dietitian, for a figure made for you.':
      'Tienes menos de 19 años, así que esta cifra es solo una guía aproximada. La ecuación de Mifflin–St Jeor se desarrolló con adultos (de 19 a 78 años), y una adolescente que todavía está creciendo necesita energía para su propio crecimiento además de para el bebé, algo que la ecuación no cuenta. Pide a tu obstetra o a tu partera, o a un dietista, una cifra hecha para ti.',
    'Before pregnancy (BMR × activity)': 'Antes del embarazo (TMB × actividad)',
    'Extra for this stage': 'Extra para esta etapa',
    'Every stage': 'Todas las etapas',
    Extra: 'Extra',
    '60 kg, 165 cm, 30 years, moderately active, second trimester':
      '60 kg, 165 cm, 30 años, moderadamente activa, segundo trimestre',
    'The same woman in the third trimester': 'La misma mujer en el tercer trimestre',
    '50 kg, 158 cm, 25 years, lightly active, first trimester':
      '50 kg, 158 cm, 25 años, poco activa, primer trimestre',
    '150 lbs, 5 ft 6 in, 45 years, breastfeeding a 9-month-old':
      '150 lb, 5 pies 6 pulg., 45 años, amamantando a un bebé de 9 meses',
    '60 kg, 165 cm, 30 years, breastfeeding a newborn':
      '60 kg, 165 cm, 30 años, amamantando a un recién nacido',
    '16 years, 55 kg, 160 cm, lightly active, second trimester':
      '16 años, 55 kg, 160 cm, poco activa, segundo trimestre',
    '90 kg, 165 cm, 30 years, lightly active, second trimester':
      '90 kg, 165 cm, 30 años, poco activa, segundo trimestre',
  },
});
