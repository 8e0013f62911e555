import { defineTranslation } from '@/engine';

/** The Spanish words of the heart-rate zone calculator (docs/es/style-guide.md). */
export default defineTranslation({
  slug: 'calculadora-zonas-frecuencia-cardiaca',
  texts: {
    'For women 18 and over; the formula was fitted on women 35 and older.':
      'Para mujeres de 18 años o más; la fórmula se obtuvo de mujeres de 35 años o más.',
    'Heart Rate Zone Calculator for Women': 'Calculadora de zonas de frecuencia cardíaca para mujeres',
    "Find your maximum heart rate with the women's formula (206 − 0.88 × age) and your five training zones from your resting heart rate.":
      'Calcula tu frecuencia cardíaca máxima con la fórmula para mujeres (206 − 0.88 × edad) y tus cinco zonas de entrenamiento según tu frecuencia cardíaca en reposo.',
    'heart rate zones': 'zonas de frecuencia cardíaca',
    'target heart rate': 'frecuencia cardíaca objetivo',
    'max heart rate women': 'frecuencia cardíaca máxima mujeres',
    karvonen: 'karvonen',
    'cardio zones': 'zonas de cardio',
    'Resting heart rate': 'Frecuencia cardíaca en reposo',
    bpm: 'lpm',
    'e.g. 65': 'p. ej., 65',
    'Beats per minute, counted for a full minute in the morning before you get up: 30–120 bpm.':
      'Latidos por minuto, contados durante un minuto completo en la mañana antes de levantarte: 30–120 lpm.',
    'Your estimated maximum heart rate': 'Tu frecuencia cardíaca máxima estimada',
    'Your heart rate zones': 'Tus zonas de frecuencia cardíaca',
    Zone: 'Zona',
    'Of your reserve': 'De tu reserva',
    From: 'Desde',
    To: 'Hasta',
    'How it feels': 'Cómo se siente',
    'Moderate activity (ACSM: 40–59 % of your reserve)': 'Actividad moderada (ACSM: 40–59% de tu reserva)',
    'Vigorous activity (ACSM: 60–89 % of your reserve)': 'Actividad vigorosa (ACSM: 60–89% de tu reserva)',
    'Heart-rate reserve (max − rest)': 'Reserva de frecuencia cardíaca (máxima − reposo)',
    'Age 30, resting heart rate 60': 'Edad 30, frecuencia cardíaca en reposo 60',
    'Age 45, resting heart rate 70': 'Edad 45, frecuencia cardíaca en reposo 70',
    'Age 60, resting heart rate 55': 'Edad 60, frecuencia cardíaca en reposo 55',
    'Age 40, resting heart rate 110': 'Edad 40, frecuencia cardíaca en reposo 110',
    'Age 90, resting heart rate 120': 'Edad 90, frecuencia cardíaca en reposo 120',
  },
});
