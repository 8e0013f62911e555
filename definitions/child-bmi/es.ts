import { defineTranslation } from '@/engine';

/** The Spanish words of the child and teen BMI percentile calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'imc-infantil-percentil',
  texts: {
    'For children and teens from 2 to 19; under 2, the baby growth calculator applies.':
      'Para niños y adolescentes de 2 a 19 años; antes de los 2, usa la calculadora de crecimiento del bebé.',
    'Child & Teen BMI Percentile Calculator (CDC, 2–19 years)':
      'Calculadora de percentil de IMC para niños y adolescentes (CDC, 2–19 años)',
    "Work out your child's BMI-for-age percentile on the CDC growth charts, from 2 to 19 years, with the weight category and your child's point on the chart.":
      'Calcula el percentil de IMC para la edad de tu hijo o hija en las gráficas de los CDC, de 2 a 19 años, con su categoría de peso y su punto en la gráfica.',
    'child bmi': 'imc infantil',
    'teen bmi': 'imc adolescentes',
    'bmi percentile': 'percentil de imc',
    'bmi for age': 'imc para la edad',
    'cdc growth chart': 'gráfica de crecimiento cdc',
    'childhood obesity': 'obesidad infantil',
    'Your child is a': 'Tu hijo o hija es',
    "Your child's sex": 'Sexo de tu hijo o hija',
    'Girls and boys grow differently, so CDC has a chart for each.':
      'Las niñas y los niños crecen de forma distinta, por eso los CDC tienen una gráfica para cada uno.',
    'Date of the measurement': 'Fecha de la medición',
    'Leave empty for today. From the 2nd birthday to the day before the 20th.':
      'Déjala vacía para usar la fecha de hoy. Desde el segundo cumpleaños hasta el día antes del vigésimo.',
    'e.g. 130': 'p. ej., 130',
    'Standing, without shoes. 70–220 cm or 2 ft 4 in – 7 ft 2 in.':
      'De pie, sin zapatos. 70–220 cm o 2 pies 4 pulg. – 7 pies 2 pulg.',
    'BMI-for-age percentile': 'Percentil de IMC para la edad',
    BMI: 'IMC',
    'kg/m²': 'kg/m²',
    'z-score': 'Puntuación z',
    'BMI at the 95th percentile': 'IMC en el percentil 95',
    'Above the 95th percentile': 'Por encima del percentil 95',
    'Percent of the 95th percentile': 'Porcentaje del percentil 95',
    'Obesity class': 'Clase de obesidad',
    'BMI-for-age chart': 'Gráfica de IMC para la edad',
    'Age (years)': 'Edad (años)',
    'BMI (kg/m²)': 'IMC (kg/m²)',
    '95th': 'P95',
    '85th': 'P85',
    '5th': 'P5',
    "your child's BMI": 'el IMC de tu hijo o hija',
    'CDC 2000 BMI-for-age (kg/m²) from 2 to 20 years: the 5th, 85th and 95th percentile curves for the sex you chose.':
      'IMC para la edad de los CDC 2000 (kg/m²) de los 2 a los 20 años: las curvas de los percentiles 5, 85 y 95 para el sexo que elegiste.',
    'Children’s BMI changes with age and differs between girls and boys, so it is read as a percentile, not against the adult categories. One BMI is a screening figure: a doctor looks at growth over time, family history and the whole child before calling it a problem.':
      'El IMC de los niños cambia con la edad y es distinto en niñas y niños, por eso se lee como un percentil y no con las categorías de adultos. Un IMC es una cifra de detección: el pediatra mira el crecimiento a lo largo del tiempo, los antecedentes familiares y al niño en su conjunto antes de decir que hay un problema.',
    'Source: CDC 2000 growth charts (BMI-for-age, 2–20 years); at or above the 95th percentile, CDC’s extended BMI-for-age method (2022) and the obesity classes of the American Academy of Pediatrics (2023). Nothing you type about your child is stored or sent.':
      'Fuente: gráficas de crecimiento de los CDC 2000 (IMC para la edad, 2–20 años); en el percentil 95 o por encima, el método ampliado de IMC para la edad de los CDC (2022) y las clases de obesidad de la Academia Estadounidense de Pediatría (2023). Nada de lo que escribes sobre tu hijo o hija se guarda ni se envía.',
    'Girl of 8½, 130 cm and 26 kg: healthy weight (36th percentile)':
      'Niña de 8½ años, 130 cm y 26 kg: peso saludable (percentil 36)',
    'Girl of 2 years 8 months, 100 cm and 17.4134 kg: exactly the 85th percentile (CDC table)':
      'Niña de 2 años y 8 meses, 100 cm y 17.4134 kg: justo en el percentil 85 (tabla de los CDC)',
    'Boy of 10 years 8 months, 140 cm and 44.727 kg: exactly the 95th percentile (CDC table)':
      'Niño de 10 años y 8 meses, 140 cm y 44.727 kg: justo en el percentil 95 (tabla de los CDC)',
    'Boy born on 29 February 2016, measured 25 November 2026, 4 ft 7 in and 132 lbs: class 2 severe obesity':
      'Niño nacido el 29 de febrero de 2016, medido el 25 de noviembre de 2026, 4 pies 7 pulg. y 132 lb: obesidad grave de clase 2',
    'Girl of 12, measured today: 152 cm and 40 kg, healthy weight':
      'Niña de 12 años, medida hoy: 152 cm y 40 kg, peso saludable',
    'Girl of 8½, 130 cm and 22 kg: underweight (below the 5th percentile)':
      'Niña de 8½ años, 130 cm y 22 kg: bajo peso (por debajo del percentil 5)',
    'Boy of 15, 165 cm and 110 kg: class 3 severe obesity (140 % of the 95th or more)':
      'Niño de 15 años, 165 cm y 110 kg: obesidad grave de clase 3 (140% del percentil 95 o más)',
    'Girl of 15½, 160 cm and 115.2 kg (BMI 45): the 99.95th percentile on CDC’s extended charts, z 3.32':
      'Niña de 15½ años, 160 cm y 115.2 kg (IMC 45): percentil 99.95 en las gráficas ampliadas de los CDC, z 3.32',
    'Boy of 4 years 2 months, 100 cm and 22.6 kg: CDC’s worked example, the 99.8th percentile (z 2.83)':
      'Niño de 4 años y 2 meses, 100 cm y 22.6 kg: el ejemplo resuelto de los CDC, percentil 99.8 (z 2.83)',
    'Girl of 19½, 160 cm and 90.9 kg (BMI 35.5): class 2 severe obesity by the BMI of 35, at 113 % of the 95th':
      'Niña de 19½ años, 160 cm y 90.9 kg (IMC 35.5): obesidad grave de clase 2 por el IMC de 35, al 113% del percentil 95',
    'Girl of 10, 140 cm and 39.0858 kg: the 84.96th percentile, a healthy weight shown as the 84th':
      'Niña de 10 años, 140 cm y 39.0858 kg: percentil 84.96, peso saludable, que se muestra como percentil 84',
  },
});
