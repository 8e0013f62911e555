import { defineMessages } from '../define';

/**
 * The words of the engine's shared fields (body.ts, cycle.ts, energy.ts: labels, help, suffixes, the activity
 * options, the energy pages' note), in their own set: a calculation loads them with its definition (the generated
 * calculation module attaches its language's, src/engine/field-messages.ts), so a page's first load never carries them.
 */
export default defineMessages({
  heightLabel: 'Height',
  weightLabel: 'Weight',
  ageLabel: 'Age',
  waistLabel: 'Waist',
  waistHelp:
    'Midway between your lowest rib and the top of your hip bone (WHO). Between 40 and 200 cm or between 16 and 79 in.',
  yearsSuffix: 'years',
  daysSuffix: 'days',
  lastPeriodLabel: 'First day of your last period',
  cycleLengthLabel: 'Cycle length',
  cycleLengthHelp: 'From the first day of one period to the first day of the next: 21–45 days.',
  activityOption: `{level, select,
    sedentary {Sedentary (little or no exercise)}
    lightlyActive {Lightly active (1–3 days/week)}
    moderatelyActive {Moderately active (3–5 days/week)}
    veryActive {Very active (6–7 days/week)}
    extraActive {Extra active (physical job or twice a day)}}`,
  // The note the TDEE and calorie calculators show above their targets (energy.ts).
  energyTargetsNote:
    'These targets are not for pregnancy or breastfeeding: use the pregnancy calorie calculator instead. If food, weight or calorie counting feels out of control, talk to your doctor; where to find help for eating disorders is listed below, under "Who this is not for".',
});
