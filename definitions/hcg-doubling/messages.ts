import { defineMessages } from '@/engine';

/**
 * The words of the hCG calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `status` is the formula's reading
 * of the two levels: falling, unchanged, slow (a rise under the smallest published minimum) or rising.
 */
export default defineMessages({
  trend: `{status, select,
    falling {Falling: down {fall, number, ::.0}% in {window, number, integer} hours}
    unchanged {Unchanged: no rise in {window, number, integer} hours}
    slow {Rising slowly: up {rise, number, ::.0}% in {window, number, integer} hours}
    rising {Rising: doubling about every {hours, number, ::.#} hours}}`,
  action: `{status, select,
    falling {Contact your OB-GYN or midwife about this result. If you have pain or bleeding, call 911 or go to the emergency room now.}
    unchanged {Contact your OB-GYN or midwife about this result soon. If you have pain or bleeding, call 911 or go to the emergency room now.}
    slow {Contact your OB-GYN or midwife about this result soon. If you have pain or bleeding, call 911 or go to the emergency room now.}}`,
  comparison: `{comparison, select,
    falling {A falling hCG level has no doubling time. It can mean a miscarriage or an ectopic pregnancy (a pregnancy outside the womb), which needs care: only your clinician can tell which, with an ultrasound and often another blood test.}
    unchanged {An hCG level that stays the same has no doubling time. In early pregnancy it is a reason to be checked again: it can go with a pregnancy that is not developing or an ectopic pregnancy.}
    slow {A {window, number, integer}-hour rise of {rise, number, ::.#}% is below the {seeber, number, integer}% minimum reported for 99% of ongoing pregnancies. It can go with a pregnancy that is not developing or an ectopic pregnancy, and sometimes with a normal one: talk to your clinician about this result.}
    aboveBoth {A {window, number, integer}-hour rise of {rise, number, ::.#}% is at or above both published minimums ({seeber, number, integer}% and {barnhart, number, integer}%).}
    aboveSeeber {A {window, number, integer}-hour rise of {rise, number, ::.#}% is at or above the {seeber, number, integer}% minimum of Seeber et al. but below the {barnhart, number, integer}% of Barnhart et al.}}`,
  studies:
    'In studies of early pregnancies that went on normally, hCG rose by at least {seeber, number, integer}% (Seeber et al. 2006) or {barnhart, number, integer}% (Barnhart et al. 2004) in {window, number, integer} hours; the rise is slower when the first level is higher (Barnhart et al. 2016).',
  // A first level above 3,000 mIU/mL (Barnhart et al. 2016): the smallest rise seen is lower there.
  highLevel: `{reading, select,
    atOrAbove {Your first result was above {level, number, integer} mIU/mL. hCG rises more slowly from higher levels: from a first level above {level, number, integer}, the smallest {window, number, integer}-hour rise seen in pregnancies that went on normally was {minimum, number, integer}% (Barnhart et al. 2016), and your {rise, number, ::.#}% is at or above it. A slower rise is less unusual at this level than at a low one; your OB-GYN or midwife will still read it with your symptoms and an ultrasound.}
    other {Your first result was above {level, number, integer} mIU/mL. hCG rises more slowly from higher levels, but even from a first level above {level, number, integer} the smallest {window, number, integer}-hour rise seen in pregnancies that went on normally was {minimum, number, integer}% (Barnhart et al. 2016), and your {rise, number, ::.#}% is below it: talk to your OB-GYN or midwife about this result.}}`,
  noRuleOut:
    'A rise above these minimums does not rule out an ectopic pregnancy, and a slower rise does not prove a problem: only your clinician can interpret serial hCG, together with your symptoms and an ultrasound.',
  urgentCare:
    'Call 911 or go to the emergency room for severe pain in your belly or shoulder tip, heavy bleeding, dizziness or fainting, whatever your hCG.',

  explainRatio: 'Ratio = {second, number, ::.0} ÷ {first, number, ::.0} = {ratio, number, ::.0000}.',
  explainNoDoubling: 'The level did not rise, so there is no doubling time.',
  explainDoubling:
    'Doubling time = {hoursApart, number} h × ln 2 ÷ ln {ratio, number, ::.0000} = {doubling, number, ::.0} hours.',
  explainRise:
    '{window, number, integer}-hour {rising, select, yes {rise} other {change}} = {ratio, number, ::.0000}^({window, number, integer} ÷ {hoursApart, number}) − 1 = {rise, number, ::.0}%.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'hCG Doubling Time Calculator',
  description:
    'Find how fast your hCG is rising from two blood results: the doubling time and the rise over {window, number} hours, beside the minimums published for early pregnancy.',
  keywordHcgDoublingTime: 'hcg doubling time',
  keywordBetaHcg: 'beta hcg',
  keywordHcgLevels: 'hcg levels',
  keywordEarlyPregnancyBlood: 'early pregnancy blood test',
  keywordSerialHcg: 'serial hcg',
  audienceNote: 'For early pregnancy: two blood hCG results from the same lab.',
  firstValueLabel: 'First hCG result',
  firstValueSuffix: 'mIU/mL',
  firstValuePlaceholder: 'e.g. 120',
  firstValueHelp: 'In mIU/mL (the same as IU/L), from your first blood test.',
  secondValueLabel: 'Second hCG result',
  secondValuePlaceholder: 'e.g. 250',
  secondValueHelp: 'In mIU/mL (IU/L), from your later blood test.',
  hoursApartLabel: 'Time between the two tests',
  hoursApartSuffix: 'hours',
  hoursApartPlaceholder: 'e.g. {window, number}',
  hoursApartHelp: '12 to 168 hours (up to one week); {window, number} hours is the usual interval.',
  riseOver48Hours: 'Rise over {window, number} hours',
  changeOver48Hours: 'Change over {window, number} hours',
  doublingTime: 'Doubling time',
  changeBetweenTheTwo: 'Change between the two tests',
  onlyYourClinicianCan:
    'Only your clinician can interpret serial hCG results, together with your symptoms and an ultrasound. These figures describe the numbers, not your pregnancy.',
  whatTheNumbersMean: 'What the numbers mean',
  example1: '100 then 200 mIU/mL two days later',
  example2: '1,000 then 1,500 mIU/mL two days later',
  example3: '250 then 400 mIU/mL three days later',
  example4: '1,200 then 1,500 mIU/mL a day later',
  example5: 'A falling level: 500 then 300 mIU/mL',
  example6: 'A level that stays the same: 800 then 800 mIU/mL',
  example7: 'A slow rise: 1,000 then 1,200 mIU/mL two days later',
  example8: 'From a high level: 4,000 then 5,400 mIU/mL two days later',
  example9: 'From a high level, a slower rise: 4,000 then 5,360 mIU/mL two days later',
  // What a page.ts source is cited for (the title stays as published).
  citedForMinimalRise: 'minimal {hours, number}-hour rise {rise, number}%',
  citedForSlowRise: 'falling or slowly rising hCG',
  citedForRiseByLevel:
    'smallest {hours, number}-hour rise 49%, 40% and {high, number}% from first levels under 1,500, 1,500–{level, number} and over {level, number} mIU/mL',
  citedForUrgentSymptoms: 'symptoms that need urgent care',
});
