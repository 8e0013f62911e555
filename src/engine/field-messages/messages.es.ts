import { defineMessages } from '../define';

/** The Spanish words of the engine's shared fields: every key of messages.ts (docs/es/style-guide.md). */
export default defineMessages({
  heightLabel: 'Estatura',
  weightLabel: 'Peso',
  ageLabel: 'Edad',
  waistLabel: 'Cintura',
  waistHelp:
    'A medio camino entre tu costilla más baja y la parte superior del hueso de la cadera (OMS). Entre 40 y 200 cm o entre 16 y 79 pulg.',
  yearsSuffix: 'años',
  daysSuffix: 'días',
  lastPeriodLabel: 'Primer día de tu último periodo',
  cycleLengthLabel: 'Duración del ciclo',
  cycleLengthHelp: 'Del primer día de un periodo al primer día del siguiente: 21–45 días.',
  // A select's option cannot agree with the sex chosen above it, so a level is named by the activity, not the reader
  // ("Actividad moderada", never "Moderadamente activa"); the results name it with the same words (glossary).
  activityOption: `{level, select,
    sedentary {Actividad mínima (poco o ningún ejercicio)}
    lightlyActive {Actividad ligera (1–3 días/semana)}
    moderatelyActive {Actividad moderada (3–5 días/semana)}
    veryActive {Actividad intensa (6–7 días/semana)}
    extraActive {Actividad muy intensa (trabajo físico o 2×/día)}}`,
  energyTargetsNote:
    'Estos objetivos no son para el embarazo ni la lactancia: en ese caso usa la calculadora de calorías en el embarazo. Si sientes que la comida, el peso o contar calorías se te escapan de control, habla con tu médico; más abajo, en "Para quién no es", encontrarás dónde pedir ayuda para los trastornos de la conducta alimentaria.',
});
