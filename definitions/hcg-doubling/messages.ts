import { defineMessages } from '@/engine';

/**
 * The words of the hCG calculator (ICU MessageFormat; docs/authoring.md, "Words"). `status` is the formula's reading
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
    aboveSeeber {A {window, number, integer}-hour rise of {rise, number, ::.#}% is above the {seeber, number, integer}% minimum of Seeber et al. but below the {barnhart, number, integer}% of Barnhart et al.}}`,
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
});
