import { defineMessages } from '@/engine';

/** The words of the pregnancy weight gain calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  bmiCategory:
    '{category, select, underweight {Underweight} normal {Normal Weight} overweight {Overweight} obese {Obese}}',
  statusCategory: `{status, select,
    optimal {Healthy gain for your week}
    above {Above the recommended range}
    below {Below the recommended range}
    totalOnly {Twins: a total for the whole pregnancy}
    noGuideline {No published guideline}}`,
  // The spec's status messages (part 1 §9).
  statusMessage: `{status, select,
    optimal {Your weight gain is within the recommended range}
    above {Your weight gain is above the recommended range}
    below {Your weight gain is below the recommended range}
    totalOnly {For twins the IOM gives a total for the whole pregnancy, not a range for each week}
    noGuideline {Continue monitoring your weight gain}}`,
  gain: '{positive, select, yes {+} other {}}{gain, number, ::.0} {unit}',
  weekRange: '{min, number, ::.0}–{max, number, ::.0} {unit}',
  weeklyRange: '{min, number, ::.00}–{max, number, ::.00} {unit} a week',

  noGuideline: `{reason, select,
    triplets {No published guideline exists for weight gain with triplets (a 2022 study observed a median gain of about 17 kg); your care team will set a target with you.}
    underweightTwins {No published guideline exists for twins when the pre-pregnancy BMI is under {underweightBelow, number}; your care team will set a target with you.}}`,
  // Twins: the IOM's provisional totals only, so no verdict on the gain so far.
  totalOnly:
    'The IOM (2009) gives provisional totals for twins, for the whole pregnancy, and no week-by-week range, so we do not judge your gain so far: your OB-GYN or midwife will tell you how it is going.',
  firstTrimester:
    'Many women gain little or even lose weight in the first trimester because of nausea; tell your OB-GYN or midwife if you cannot keep food down.',
  above:
    'Talk to your OB-GYN or midwife before changing how you eat: dieting in pregnancy is not advised, but small changes can slow the gain.',
  below:
    'Talk to your OB-GYN or midwife: they can check your baby’s growth and help you add nourishing snacks.',
  // The extra energy for one baby (DRI 2002/2005), lower with obesity (DRI 2023: the pregnancy-calories page says
  // by how much); for twins or triplets no figure is published.
  eat: `{kind, select,
    one {Eat regular meals with vegetables, fruit, whole grains and protein; in the second and third trimesters you need about 340–450 extra kcal a day.}
    oneObese {Eat regular meals with vegetables, fruit, whole grains and protein; in the second and third trimesters you need some extra energy, less than the usual 340–450 kcal a day when the pre-pregnancy BMI is {obeseFrom, number} or more.}
    other {Eat regular meals with vegetables, fruit, whole grains and protein; with more than one baby you need more extra energy than with one: ask your OB-GYN or midwife, or a dietitian, how much.}}`,
  activity:
    'Aim for about 150 minutes of moderate activity a week, such as brisk walking or swimming, if your care team agrees.',
  weigh: 'Weigh yourself at the same time of day, in similar clothes, about once a week.',

  explainBmi:
    'Pre-pregnancy BMI = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0} ({category}).',
  explainGain: 'Gain so far = {current, number, ::.0} − {before, number, ::.0} = {gain, number, ::.0} kg.',
  explainRange: `IOM 2009 range {min, number, ::.#}–{max, number, ::.#} kg; expected by week {week, number, integer} = {early, select,
    yes {{firstExpected, number} × {week, number, integer} ÷ {firstWeeks, number, integer}}
    other {{firstExpected, number} + ({weekTo40, number, integer} − {firstWeeks, number, integer}) × {weekly, number, ::.00}}} = {expected, number, ::.0} kg; range for the week {weekMin, number, ::.0}–{weekMax, number, ::.0} kg → {status, select, below {below} optimal {optimal} above {above}}.`,
  explainNoRange: 'No published range applies, so there is no expected gain or status.',
  explainTotalOnly:
    'IOM 2009 range for twins {min, number, ::.#}–{max, number, ::.#} kg, for the whole pregnancy; no range for the week is published, so there is no expected gain or status.',

  // The cross-field checks: a BMI outside what the calculator assesses, a change too large to be real.
  bmiOutOfRange:
    'This height and pre-pregnancy weight give a BMI of {bmi, number, ::.0}, outside the {min, number, integer}–{max, number, integer} this calculator can assess: check both.',
  changeTooLarge: `{change, select,
    gain {That is a gain of more than {kg, number, integer} kg ({lbs, number, integer} lbs): check both weights.}
    other {That is a loss of more than {kg, number, integer} kg ({lbs, number, integer} lbs): check both weights.}}`,
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Pregnancy Weight Gain Calculator',
  description:
    'Compare your weight gain so far with the Institute of Medicine (2009) guidelines for your pre-pregnancy BMI and your week of pregnancy.',
  keywordPregnancyWeightGain: 'pregnancy weight gain',
  keywordIomGuidelines: 'IOM guidelines',
  keywordWeightGainBy: 'weight gain by week',
  keywordTwinPregnancyWeight: 'twin pregnancy weight',
  keywordPregnancyBmi: 'pregnancy BMI',
  audienceNote: 'For one baby or twins (IOM 2009); for twins we show the total range only.',
  prePregnancyWeightLabel: 'Weight before pregnancy',
  prePregnancyWeightPlaceholder: 'e.g. 60',
  currentWeightLabel: 'Current weight',
  currentWeightPlaceholder: 'e.g. 66',
  weekLabel: 'Week of pregnancy',
  weekPlaceholder: 'e.g. 20',
  weekHelp: 'Completed weeks since the first day of your last period (1–42).',
  pregnancyTypeLabel: 'Pregnancy type',
  pregnancyTypeOptionSingleton: 'One baby',
  pregnancyTypeOptionTwins: 'Twins',
  pregnancyTypeOptionTriplets: 'Triplets',
  weightGainedSoFar: 'Weight gained so far',
  gainingMoreThanRecommended:
    'Gaining more than recommended raises the chance of gestational diabetes, high blood pressure and a larger baby. Talk to your OB-GYN or midwife before changing how you eat.',
  noPublishedGuidelineExists:
    'No published guideline exists for triplets, or for twins when the pre-pregnancy BMI is under {underweightBelow, number}, so we show no recommended range. Your OB-GYN or midwife will set a target with you.',
  prePregnancyBmi: 'Pre-pregnancy BMI',
  bmiCategory2: 'BMI category',
  currentWeek: 'Current week',
  weeksRemaining: 'Weeks remaining',
  recommendedTotalGainIom: 'Recommended total gain (IOM 2009)',
  expectedGainByNow: 'Expected gain by now',
  recommendedRangeForYour: 'Recommended range for your week',
  weeklyTargetFromWeek: 'Weekly target from week {week, number, integer} (IOM 2009)',
  weeklyRangeFromWeek: 'Weekly range from week {week, number, integer}',
  gainSoFarAgainst: 'Gain so far against the top of the range',
  yourGainAndThe: 'Your gain and the recommended band',
  weightGained: 'Weight gained',
  expectedGain: 'Expected gain',
  recommendedRangeForEach: 'recommended range for each week',
  yourGainSoFar: 'your gain so far',
  weightGainedByWeek: "Weight gained ('{'unit'}') by week of pregnancy, weeks 0 to {term, number, integer}.",
  guidelines: 'Guidelines',
  example1: 'From 60 to 65 kg at week 20, 165 cm tall',
  example2: 'From 150 to 170 lbs at week 30, 5 ft 6 in tall',
  example3: 'From 64 to 65 kg at week 10, 160 cm tall',
  example4: 'From 60 to 66 kg at week 20, 165 cm tall',
  example5: 'From 80 to 80.5 kg at week 28, 165 cm tall',
  example6: 'Twins: from 70 to 80 kg at week 24, 170 cm tall',
  example7: 'Twins: from 140 to 165 lbs at week 24, 5 ft 6 in tall',
  example8: 'Underweight: from 110 to 148 lbs at week 40, 5 ft 6 in tall',
  example9: 'Underweight: from 110 to 143.5 lbs at week 36, 5 ft 6 in tall',
  example11: 'Twins, 50 kg at 170 cm',
  // What a page.ts source is cited for (the title stays as published).
  citedForAdultClasses: 'BMI classification for adults',
});
