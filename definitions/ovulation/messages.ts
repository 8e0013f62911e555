import { defineMessages } from '@/engine';

/** The words of the ovulation calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  passed:
    'These dates have already passed: enter the first day of your most recent period to see your current cycle.',
  bestDays: 'Your chances are highest on the two days before ovulation and on ovulation day itself.',
  signs:
    'Ovulation tests (LH strips), clearer and stretchier cervical mucus and a rise in resting temperature help confirm ovulation.',
  cyclesVary:
    'Cycles vary: ovulation can move by several days from one month to the next, especially after stress, illness or travel.',
  tryingToConceive:
    'Trying to conceive: sex every one or two days through the fertile window gives the best chance.',
  notContraception:
    'Do not rely on these dates as contraception: an estimate cannot tell you which days are safe.',
  folicAcid: 'If you could become pregnant, take 400 micrograms of folic acid a day.',
  // The notes under the ovulation day: a cycle over FIGO's {max} days, and irregular (or unknown) cycles.
  longCycle:
    'Your cycle is longer than {max, number, integer} days, beyond the normal range (FIGO): in long cycles ovulation comes later and less predictably, so these dates are a rough estimate. Ovulation tests (LH strips) show when it is near, and cycles this long are worth raising with your OB-GYN or another clinician.',
  lessReliable:
    'With irregular cycles, or if you are not sure how regular yours are, this estimate is less reliable: ovulation can come days earlier or later than one cycle length predicts. Ovulation tests (LH strips), cervical mucus and your temperature show when it is near.',
  linkTracker:
    'See this cycle and the next two in the period tracker (assuming a {periodDays, number, integer}-day period)',
  linkDueDate: 'If you conceive in this cycle: your estimated due date',

  explainNextPeriod:
    'Next period = {lastPeriod, date, short} + {cycleLength, number, integer} days = {nextPeriod, date, short}.',
  explainOvulation:
    'Ovulation = next period − {luteal, number, integer} days = {ovulation, date, short} (day {cycleDay, number, integer} of your cycle).',
  explainWindow:
    'Fertile window = ovulation − {fertileBefore, number, integer} days to ovulation + 1 day = from {start, date, rangeFrom end} to {end, date, rangeTo start}.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Ovulation Calculator',
  description:
    'Estimate your ovulation day, your fertile window and the start of your next period from the first day of your last period and your cycle length.',
  keywordOvulation: 'ovulation',
  keywordFertileWindow: 'fertile window',
  keywordFertileDays: 'fertile days',
  keywordTryingToConceive: 'trying to conceive',
  keywordNextPeriod: 'next period',
  keywordTryingForA: 'trying for a baby',
  audienceNote: 'For cycles of 21–45 days; with irregular cycles the date is only a rough guide.',
  regularityLabel: 'Are your cycles regular?',
  regularityHelp: 'Optional. Regular: your shortest and longest recent cycles differ by 7 days or less.',
  regularityOptionRegular: 'Regular',
  regularityOptionIrregular: 'Irregular',
  regularityOptionUnsure: 'I am not sure',
  estimatedOvulationDay: 'Estimated ovulation day',
  fertileWindow: 'Fertile window',
  nextPeriodExpected: 'Next period expected',
  ovulationOnCycleDay: 'Ovulation on cycle day',
  tips: 'Tips',
  addToYourCalendar: 'Add to your calendar',
  bloomcalcOvulationIcs: 'bloomcalc-ovulation.ics',
  downloadFertileWindowOvulation: 'Download fertile window, ovulation and next period (.ics)',
  bloomcalcCycle: 'BloomCalc cycle',
  fertileWindowEstimate: 'Fertile window (estimate)',
  estimatedOvulation: 'Estimated ovulation',
  useTheseDatesElsewhere: 'Use these dates elsewhere',
  example1: 'Cycle of 28 days, period started 10 days ago',
  example2: 'Cycle of 35 days, period started 12 days ago',
  example3: 'Cycle of 21 days, period started 2 days ago',
  example4: 'Cycle of 42 days, period started 8 days ago',
  example5: 'Irregular cycles of about 30 days, period started 5 days ago',
  // What a page.ts source is cited for (the title stays as published).
  citedForAdultCycles: 'adult cycles 21–35 days',
  citedForNormalCycles: 'normal cycles 24–38 days',
});
