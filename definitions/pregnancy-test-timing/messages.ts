import { defineMessages } from '@/engine';

/** The words of the pregnancy test timing calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  status: `{timing, select,
    now {You can test now: your period is due or late}
    sensitive {A sensitive test may show a pregnancy now; most tests can detect one in {toReliable, plural, one {# day} other {# days}}, when your period is due}
    ahead {Earliest test in {toEarliest, plural, one {# day} other {# days}}; most tests can detect a pregnancy in {toReliable, plural, one {# day} other {# days}}}}`,
  // Calendar day names, by mark.
  markEarliest: 'earliest day for a sensitive test',
  markReliable: 'period due: most tests can detect a pregnancy',
  markOvulation: 'estimated ovulation',
  markPeriod: 'first day of your last period',
  markImplantation: 'possible implantation',

  passed:
    'These dates have passed: if you have had a period since, enter its first day to see your current cycle.',
  morningUrine: 'Use your first urine of the morning for an early test: it holds the most hCG.',
  earlyNegative:
    'A negative result before your period is due does not rule out pregnancy: test again on the day your period is due or a few days later.',
  // Wilcox 2001: at best about 90 % of pregnancies are detectable on the day the period is due.
  dueDayNegative:
    'On the day your period is due most tests can detect a pregnancy, but about 1 pregnancy in 10 cannot be detected yet, because implantation came late: a negative result that day does not rule out pregnancy.',
  afterPositive: 'After a positive test, contact your doctor or midwife to start your pregnancy care.',
  retest:
    'If a test is negative and your period still has not come, test again {retest}; if tests stay negative and there is still no period, see your doctor.',

  explainOvulation:
    "Ovulation = {lastPeriod, date, short} + {cycleLength, number, integer} − {luteal, number, integer} days = {ovulation, date, short} (the site's one cycle model).",
  explainImplantation:
    'Implantation, if it happens, {implantationFirst, number, integer}–{implantationLast, number, integer} days after ovulation: from {start, date, rangeFrom end} to {end, date, rangeTo start}.',
  explainTests:
    'Earliest sensitive test = ovulation + {earliestDays, number, integer} days = {earliest, date, short}; most tests can detect a pregnancy from the day your period is due = {reliable, date, short} (about 90 % of pregnancies by then).',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'When to Take a Pregnancy Test',
  description:
    'Find the earliest day a sensitive home pregnancy test may work and the day most tests can detect a pregnancy, from your last period and cycle length.',
  keywordWhenToTake: 'when to take a pregnancy test',
  keywordPregnancyTest: 'pregnancy test',
  keywordImplantation: 'implantation',
  keywordMissedPeriod: 'missed period',
  keywordHowSoonTest: 'how soon test',
  keywordAmIPregnant: 'am I pregnant',
  audienceNote: 'For a natural cycle; after fertility treatment, test on the day your clinic gives you.',
  dayMostTestsCan: 'Day most tests can detect a pregnancy',
  earliestSensitiveTest: 'Earliest sensitive test',
  estimatedOvulation: 'Estimated ovulation',
  possibleImplantation: 'Possible implantation',
  yourTestCalendar: 'Your test calendar',
  firstDayOfYour: 'First day of your last period: droplet, solid border',
  estimatedOvulationEggDouble: 'Estimated ovulation: egg, double border, dark fill',
  possibleImplantation612:
    'Possible implantation ({first, number}–{last, number} days after ovulation): sprout, dashed border',
  testDaysEarliestSensitive: 'Test days (earliest sensitive test; period due): test tube, dotted border',
  tipsForTesting: 'Tips for testing',
  addToYourCalendar: 'Add to your calendar',
  bloomcalcPregnancyTestIcs: 'bloomcalc-pregnancy-test.ics',
  downloadYourTestDays: 'Download your test days (.ics)',
  bloomcalcCycle: 'BloomCalc cycle',
  earliestDayForA: 'Earliest day for a sensitive pregnancy test',
  periodDueMostPregnancy: 'Period due: most pregnancy tests work from this day',
  example1: 'Cycle of 28 days, period started 9 days ago',
  example2: 'Cycle of 35 days, period started 32 days ago',
  example3: 'Cycle of 21 days, period started 23 days ago (due 2 days ago)',
  example4: 'Cycle of 45 days, period started 9 days ago',
  // What a page.ts source is cited for (the title stays as published).
  citedForDetectable: 'about 90 % of pregnancies detectable on the day the period is due',
  citedForRetest: 'repeat one week after a missed period',
});
