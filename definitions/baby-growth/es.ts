import { defineTranslation } from '@/engine';

/** The Spanish words of the baby growth percentile calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'percentiles-crecimiento-bebe',
  texts: {
    'Baby Growth Percentile Calculator (WHO, 0–2 years)':
      'Calculadora de percentiles de crecimiento del bebé (OMS, 0–2 años)',
    "See your baby's weight, length and head circumference percentiles on the WHO growth charts, from birth to 2 years, with your baby's own point on each chart.":
      'Los percentiles de peso, longitud y perímetro cefálico de tu bebé en las gráficas de la OMS, desde el nacimiento hasta los 2 años, con su punto en cada gráfica.',
    'baby percentile': 'percentil del bebé',
    'infant growth chart': 'gráfica de crecimiento infantil',
    'weight percentile': 'percentil de peso',
    'length percentile': 'percentil de longitud',
    'head circumference': 'perímetro cefálico',
    'who growth standards': 'patrones de crecimiento de la oms',
    'Your baby is a': 'Tu bebé es',
    "Your baby's sex": 'Sexo de tu bebé',
    'Girls and boys grow differently, so WHO has a chart for each.':
      'Las niñas y los niños crecen de forma distinta, por eso la OMS tiene una gráfica para cada uno.',
    'Born early? Weeks of pregnancy at birth': '¿Nació antes de tiempo? Semanas de embarazo al nacer',
    'e.g. 32': 'p. ej., 32',
    'Leave empty if your baby was born at term. Completed weeks (32 weeks 5 days is 32), 22–44; under 37 weeks the charts are read at corrected age, from the due date.':
      'Déjalo vacío si tu bebé nació a término. Semanas completas (32 semanas y 5 días son 32), de 22 a 44; con menos de 37 semanas, las gráficas se leen a la edad corregida, desde la fecha probable de parto.',
    'For babies born at term; born early? Tell us when.':
      'Para bebés nacidos a término; ¿nació antes de tiempo? Dinos cuándo.',
    'Weeks of pregnancy on the day of the measurement': 'Semanas de embarazo el día de la medición',
    'Born early: corrected age, from the due date':
      'Nació antes de tiempo: edad corregida, desde la fecha probable de parto',
    'Corrected age': 'Edad corregida',
    'Born at': 'Nació a las',
    'Date of the measurement': 'Fecha de la medición',
    'Leave empty for today. Up to the second birthday.':
      'Déjala vacía para usar la fecha de hoy. Hasta el segundo cumpleaños.',
    'e.g. 6.4': 'p. ej., 6.4',
    'Unclothed if you can. 0.5–30 kg, 1 lb 2 oz – 66 lb, or 1.1–66 lbs.':
      'Sin ropa si puedes. 0.5–30 kg, 1 lb 2 oz – 66 lb o 1.1–66 lb.',
    Length: 'Longitud',
    'e.g. 62': 'p. ej., 62',
    'Lying down, crown to heel. 35–120 cm or 14–47 in.':
      'Acostado, de la coronilla al talón. 35–120 cm o 14–47 pulg.',
    'Head circumference': 'Perímetro cefálico',
    'Optional: around the widest part, above the eyebrows and ears. 25–60 cm or 10–24 in.':
      'Opcional: alrededor de la parte más ancha, por encima de las cejas y las orejas. 25–60 cm o 10–24 pulg.',
    'Age on the day of the measurement': 'Edad el día de la medición',
    'Days since birth': 'Días desde el nacimiento',
    'Talk to your doctor': 'Habla con el pediatra',
    'What the numbers say': 'Lo que dicen los números',
    'Weight-for-age': 'Peso para la edad',
    Percentile: 'Percentil',
    'z-score': 'Puntuación z',
    Measured: 'Medida',
    'Age (months, corrected if born early)': 'Edad (meses, corregida si nació antes de tiempo)',
    '97th': 'P97',
    '85th': 'P85',
    '50th': 'P50',
    '15th': 'P15',
    '3rd': 'P3',
    "your baby's weight": 'el peso de tu bebé',
    'WHO weight-for-age ({unit}) from birth to 24 months: the 3rd, 15th, 50th, 85th and 97th percentile curves for the sex you chose.':
      'Peso para la edad de la OMS ({unit}) desde el nacimiento hasta los 24 meses: las curvas de los percentiles 3, 15, 50, 85 y 97 para el sexo que elegiste.',
    'Length-for-age': 'Longitud para la edad',
    "your baby's length": 'la longitud de tu bebé',
    'WHO length-for-age ({unit}) from birth to 24 months: the 3rd, 15th, 50th, 85th and 97th percentile curves for the sex you chose.':
      'Longitud para la edad de la OMS ({unit}) desde el nacimiento hasta los 24 meses: las curvas de los percentiles 3, 15, 50, 85 y 97 para el sexo que elegiste.',
    'Head circumference-for-age': 'Perímetro cefálico para la edad',
    "your baby's head circumference": 'el perímetro cefálico de tu bebé',
    'WHO head circumference-for-age ({unit}) from birth to 24 months: the 3rd, 15th, 50th, 85th and 97th percentile curves for the sex you chose.':
      'Perímetro cefálico para la edad de la OMS ({unit}) desde el nacimiento hasta los 24 meses: las curvas de los percentiles 3, 15, 50, 85 y 97 para el sexo que elegiste.',
    'A percentile compares your baby with 100 healthy babies of the same age and sex: the 25th means 25 weigh (or measure) less. Small and large babies are both normal; what matters is a steady curve over several visits. Talk to your doctor if a measurement is below the 3rd or above the 97th percentile, or if it crosses two of the major lines (3rd, 15th, 50th, 85th, 97th) up or down between visits.':
      'Un percentil compara a tu bebé con 100 bebés sanos de la misma edad y sexo: el percentil 25 significa que 25 pesan (o miden) menos. Los bebés pequeños y los grandes son igual de normales; lo que importa es una curva estable a lo largo de varias consultas. Habla con el pediatra si una medida está por debajo del percentil 3 o por encima del 97, o si cruza dos de las líneas principales (3, 15, 50, 85, 97) hacia arriba o hacia abajo entre una consulta y otra.',
    'Source: WHO Child Growth Standards (2006), the growth standard CDC recommends from birth to 2 years. No weight-for-length percentile: the WHO table this page carries has weight-, length- and head-for-age only. Nothing you type about your baby is sent.':
      'Fuente: patrones de crecimiento infantil de la OMS (WHO Child Growth Standards, 2006), los que recomiendan los CDC desde el nacimiento hasta los 2 años. No hay percentil de peso para la longitud: la tabla de la OMS que usa esta página solo tiene peso, longitud y perímetro cefálico para la edad. Nada de lo que escribes sobre tu bebé se envía.',
    'Girl, 4 months 2 weeks old: 6.4 kg and 62 cm': 'Niña de 4 meses y 2 semanas: 6.4 kg y 62 cm',
    'Boy weighed on the day he was born: 3.3464 kg, 49.88 cm, head 34.46 cm (the WHO medians)':
      'Niño pesado el día en que nació: 3.3464 kg, 49.88 cm, cabeza 34.46 cm (las medianas de la OMS)',
    'Girl, 13 weeks: 63.99 cm long, 2 SD above the WHO median (97.7th percentile)':
      'Niña de 13 semanas: 63.99 cm de longitud, 2 DE por encima de la mediana de la OMS (percentil 97.7)',
    'Girl born on 29 February 2024, weighed on 28 February 2026 (her 2nd birthday): 11.5 kg':
      'Niña nacida el 29 de febrero de 2024, pesada el 28 de febrero de 2026 (su segundo cumpleaños): 11.5 kg',
    'Boy, 4 months: 14 lb 2 oz and 25 in': 'Niño de 4 meses: 14 lb 2 oz y 25 pulg.',
    'Boy of 12 months, 14.5 kg: far above the WHO curves (restricted z 3.85), see the doctor soon':
      'Niño de 12 meses, 14.5 kg: muy por encima de las curvas de la OMS (z restringida 3.85), consulta pronto con el pediatra',
    'Girl born at 28 weeks, 4 months later (corrected age 1 month 1 week): 4.2 kg, 53 cm, head 37 cm':
      'Niña nacida a las 28 semanas, 4 meses después (edad corregida de 1 mes y 1 semana): 4.2 kg, 53 cm, cabeza 37 cm',
    'Boy born at 30 weeks, measured at 6 weeks (4 weeks before his due date): preterm charts, not WHO':
      'Niño nacido a las 30 semanas, medido a las 6 semanas (4 semanas antes de su fecha probable de parto): gráficas para prematuros, no las de la OMS',
    'Boy, 13 weeks: head 38 cm, below the 3rd percentile (1.7th), see the doctor soon':
      'Niño de 13 semanas: cabeza de 38 cm, por debajo del percentil 3 (percentil 1.7), consulta pronto con el pediatra',
    'Girl, 6 months: 58 cm long, far below the WHO curves (z −3.42), see the doctor soon':
      'Niña de 6 meses: 58 cm de longitud, muy por debajo de las curvas de la OMS (z −3.42), consulta pronto con el pediatra',
  },
});
