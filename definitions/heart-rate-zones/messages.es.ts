import { defineMessages } from '@/engine';

/** The Spanish words of the heart-rate zone calculator (docs/es/style-guide.md). */
export default defineMessages({
  headline: `{headline, select,
    noZones {Sin zonas de entrenamiento: tu frecuencia en reposo está demasiado cerca de tu máxima}
    tachycardia {Frecuencia cardíaca en reposo de más de {tachycardia, number, integer}: consulta a tu médico}}`,
  zoneName: `{zone, plural,
    =1 {Zona #: moderada}
    =2 {Zona #: vigorosa, constante}
    =3 {Zona #: vigorosa, intensa}
    =4 {Zona #: vigorosa, muy intensa}
    other {Zona #: casi máxima}}`,
  zoneFeel: `{zone, plural,
    =1 {Respiras más rápido; puedes hablar, pero no cantar}
    =2 {Unas pocas palabras antes de tomar aire}
    =3 {Cuesta; unas pocas palabras a la vez}
    =4 {Cuesta mucho; hablar es difícil}
    other {Al máximo; solo esfuerzos cortos}}`,
  zonePercent: '{from, number, integer}–{to, number, integer}%',
  tachycardia:
    'Una frecuencia cardíaca en reposo de más de {tachycardia, number, integer} latidos por minuto se llama taquicardia. Consulta a tu médico antes de entrenar guiándote por la frecuencia cardíaca, y de inmediato si además tienes dolor en el pecho, falta de aire, mareo o desmayos.',
  noZones:
    'Tu frecuencia cardíaca en reposo ({resting, number, integer} lpm) está solo {reserve, number, integer} lpm por debajo de tu máxima estimada ({max, number, integer} lpm): las zonas necesitan una reserva de al menos {minReserve, number, integer} lpm, así que no podemos calcular tus zonas.',
  activity:
    'La OMS recomienda que los adultos hagan de 150 a 300 minutos por semana de actividad moderada o de 75 a 150 minutos de actividad vigorosa, además de ejercicios de fortalecimiento muscular dos días por semana. Según el ACSM, la actividad moderada es del 40 al 59% de tu reserva de frecuencia cardíaca ({moderateMin, number, integer}–{moderateMax, number, integer} lpm: la zona {moderateZone, number} y justo por debajo) y la vigorosa, del 60 al 89% ({vigorousMin, number, integer}–{vigorousMax, number, integer} lpm: las zonas {firstVigorousZone, number} a {lastVigorousZone, number}).',
  medicines:
    'Los medicamentos para la frecuencia cardíaca (como los betabloqueantes), el embarazo y algunas enfermedades cambian estas cifras: pídele a tu médico tus propios límites.',
  stop: 'Detente y busca ayuda de inmediato si tienes dolor en el pecho, falta de aire fuera de lo común, mareo o latidos acelerados e irregulares.',

  explainMax:
    'Frecuencia cardíaca máxima = {intercept, number} − {slope, number} × {age, number, integer} = {max, number, ::.0} → {rounded, number, integer} lpm (Gulati et al. 2010, mujeres).',
  explainReserve: 'Reserva = {max, number, ::.0} − {resting, number, integer} = {reserve, number, ::.0} lpm.',
  explainZones:
    'Cada zona = {resting, number, integer} + porcentaje × reserva (Karvonen), redondeado: la zona {zone, number} ({from, number, integer}–{to, number, integer}%) {beats, plural, =1 {es de {min, number, integer} lpm} other {va de {min, number, integer} a {max, number, integer} lpm}}.',
  explainNoZones:
    'Cada zona abarcaría el {width, number}% de la reserva, menos de un latido por minuto: una reserva de menos de {minReserve, number, integer} lpm no da zonas.',
  // Los textos de la definición (calculator.ts).
  name: 'Calculadora de zonas de frecuencia cardíaca para mujeres',
  description:
    'Calcula tu frecuencia cardíaca máxima con la fórmula para mujeres ({intercept, number} − {slope, number} × edad) y tus cinco zonas de entrenamiento según tu frecuencia cardíaca en reposo.',
  keywordHeartRateZones: 'zonas de frecuencia cardíaca',
  keywordTargetHeartRate: 'frecuencia cardíaca objetivo',
  keywordMaxHeartRate: 'frecuencia cardíaca máxima mujeres',
  keywordKarvonen: 'karvonen',
  keywordCardioZones: 'zonas de cardio',
  audienceNote: 'Para mujeres de 18 años o más; la fórmula se obtuvo de mujeres de 35 años o más.',
  ageLabel: 'Edad',
  ageSuffix: 'años',
  restingHeartRateLabel: 'Frecuencia cardíaca en reposo',
  restingHeartRateSuffix: 'lpm',
  restingHeartRatePlaceholder: 'p. ej., 65',
  restingHeartRateHelp:
    'Latidos por minuto, contados durante un minuto completo en la mañana antes de levantarte: 30–120 lpm.',
  yourEstimatedMaximumHeart: 'Tu frecuencia cardíaca máxima estimada',
  yourHeartRateZones: 'Tus zonas de frecuencia cardíaca',
  zone: 'Zona',
  ofYourReserve: 'De tu reserva',
  from: 'Desde',
  to: 'Hasta',
  howItFeels: 'Cómo se siente',
  moderateActivityAcsm40: 'Actividad moderada (ACSM: 40–59% de tu reserva)',
  vigorousActivityAcsm60: 'Actividad vigorosa (ACSM: 60–89% de tu reserva)',
  heartRateReserveMax: 'Reserva de frecuencia cardíaca (máxima − reposo)',
  goodToKnow: 'Para tener en cuenta',
  example1: '30 años, frecuencia cardíaca en reposo de 60 lpm',
  example2: '45 años, frecuencia cardíaca en reposo de 70 lpm',
  example3: '60 años, frecuencia cardíaca en reposo de 55 lpm',
  example4: '40 años, frecuencia cardíaca en reposo de 110 lpm',
  example5: '90 años, frecuencia cardíaca en reposo de 120 lpm',
  citedForIntensityTable:
    'tabla {table, number}: moderada, del 40 al 59%, e intensa, del 60 al 89% de la frecuencia cardiaca de reserva',
  citedForTachycardia: 'más de 100 latidos por minuto en reposo',
  citedForTalkTest:
    'la prueba del habla: moderada, puedes hablar pero no cantar; intensa, solo puedes decir unas pocas palabras sin parar a respirar',
  citedForWhoMinutes:
    'de 150 a 300 minutos de actividad moderada o de 75 a 150 de actividad intensa por semana',
});

/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */
export const slug = 'calculadora-zonas-frecuencia-cardiaca';
