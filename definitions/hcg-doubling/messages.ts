import { defineMessages } from '@/engine';

/**
 * The words of the hCG calculator (ICU MessageFormat; docs/authoring.md, "Words"). `status` is the formula's reading
 * of the two levels: falling, unchanged, slow (a rise under the smallest published minimum) or rising.
 */
export default defineMessages({
  trend: `{status, select,
    falling {Falling: down {fall, number, ::.0}% in 48 hours}
    unchanged {Unchanged: no rise in 48 hours}
    slow {Rising slowly: up {rise, number, ::.0}% in 48 hours}
    rising {Rising: doubling about every {hours, number, ::.#} hours}}`,
  action: `{status, select,
    falling {Contact your doctor or early pregnancy unit about this result; get urgent care now if you have pain or bleeding.}
    unchanged {Contact your doctor or early pregnancy unit about this result soon; get urgent care now if you have pain or bleeding.}
    slow {Contact your doctor or early pregnancy unit about this result soon; get urgent care now if you have pain or bleeding.}}`,
  comparison: `{comparison, select,
    falling {A falling hCG level has no doubling time. It can mean a miscarriage or an ectopic pregnancy (a pregnancy outside the womb), which needs care: only your clinician can tell which, with an ultrasound and often another blood test.}
    unchanged {An hCG level that stays the same has no doubling time. In early pregnancy it is a reason to be checked again: it can go with a pregnancy that is not developing or an ectopic pregnancy.}
    slow {A 48-hour rise of {rise, number, ::.#}% is below the {seeber, number, integer}% minimum reported for 99% of ongoing pregnancies. It can go with a pregnancy that is not developing or an ectopic pregnancy, and sometimes with a normal one: talk to your clinician about this result.}
    aboveBoth {A 48-hour rise of {rise, number, ::.#}% is at or above both published minimums ({seeber, number, integer}% and {barnhart, number, integer}%).}
    aboveSeeber {A 48-hour rise of {rise, number, ::.#}% is above the {seeber, number, integer}% minimum of Seeber et al. but below the {barnhart, number, integer}% of Barnhart et al.}}`,
  studies:
    'In studies of early pregnancies that went on normally, hCG rose by at least {seeber, number, integer}% (Seeber et al. 2006) or {barnhart, number, integer}% (Barnhart et al. 2004) in 48 hours; the rise is slower when the first level is higher.',
  noRuleOut:
    'A rise above these minimums does not rule out an ectopic pregnancy, and a slower rise does not prove a problem: only your clinician can interpret serial hCG, together with your symptoms and an ultrasound.',
  urgentCare:
    'Seek urgent care for severe tummy or shoulder pain, heavy bleeding, dizziness or fainting, whatever your hCG.',

  explainRatio: 'Ratio = {second, number, ::.0} ÷ {first, number, ::.0} = {ratio, number, ::.0000}.',
  explainNoDoubling: 'The level did not rise, so there is no doubling time.',
  explainDoubling:
    'Doubling time = {hoursApart, number} h × ln 2 ÷ ln {ratio, number, ::.0000} = {doubling, number, ::.0} hours.',
  explainRise:
    '48-hour {rising, select, yes {rise} other {change}} = {ratio, number, ::.0000}^(48 ÷ {hoursApart, number}) − 1 = {rise, number, ::.0}%.',
});
