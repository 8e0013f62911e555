import { defineTranslation } from '@/engine';

/** The Spanish words of the body fat calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-grasa-corporal',
  texts: {
    'For adult women; not during pregnancy.': 'Para mujeres adultas; no durante el embarazo.',
    'Body Fat Calculator for Women': 'Calculadora de grasa corporal para mujeres',
    'Estimate your body fat percentage from your height and waist, hip and neck measurements with the US Navy tape method.':
      'Estima tu porcentaje de grasa corporal con tu estatura y las medidas de tu cintura, cadera y cuello, según el método de la cinta métrica de la Marina de EE. UU.',
    'body fat percentage': 'porcentaje de grasa corporal',
    'us navy method': 'método de la marina de ee. uu.',
    'tape measure': 'cinta métrica',
    'body composition': 'composición corporal',
    'waist hip neck': 'cintura cadera cuello',
    'At the narrowest point of your natural waist. Between 40–200 cm or 16–79 in.':
      'En la parte más estrecha de tu cintura natural. Entre 40–200 cm o 16–79 pulg.',
    'At the widest part of your buttocks. Between 50–200 cm or 20–79 in.':
      'En la parte más ancha de tus glúteos. Entre 50–200 cm o 20–79 pulg.',
    Neck: 'Cuello',
    'e.g. 32': 'p. ej., 32',
    'Just below the voice box. Between 20–60 cm or 8–24 in.':
      'Justo debajo de la laringe (la nuez). Entre 20–60 cm o 8–24 pulg.',
    'Your estimated body fat': 'Tu grasa corporal estimada',
    'How to measure': 'Cómo medirte',
    'Body fat ranges for women': 'Rangos de grasa corporal para mujeres',
    'Body fat': 'Grasa corporal',
    'What it means': 'Qué significa',
    '165 cm; waist 70, hip 95, neck 32 cm': '165 cm; cintura 70, cadera 95, cuello 32 cm',
    '5 ft 6 in; waist 28, hip 38, neck 13 in': '5 pies 6 pulg.; cintura 28, cadera 38, cuello 13 pulg.',
    '170 cm; waist 80, hip 102, neck 32 cm': '170 cm; cintura 80, cadera 102, cuello 32 cm',
    '160 cm; waist 60, hip 82, neck 31 cm': '160 cm; cintura 60, cadera 82, cuello 31 cm',
  },
});
