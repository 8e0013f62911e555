import { defineMessages } from '@/engine';

/** The words of the due date calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  weekday: '{date, date, weekday-name}',
  weeksAndDays: '{weeks, plural, one {# week} other {# weeks}} {days, plural, one {# day} other {# days}}',
  summary: `{weeks, plural, one {# week} other {# weeks}} {days, plural, one {# day} other {# days}} · {trimester, plural,
    =1 {first}
    =2 {second}
    other {third}} trimester`,
  countdown: `{days, plural,
    =0 {Your due date is today.}
    one {# day to go.}
    other {# days to go.}}`,
  overdue: 'Your due date was {days, plural, one {# day} other {# days}} ago.',
  milestone: `{week, plural,
    =4 {A home pregnancy test can turn positive}
    =8 {Heartbeat visible on an early scan; first prenatal visit}
    =12 {Dating scan and screening tests; the first trimester ends at 13 weeks 6 days}
    =20 {Halfway: the anatomy scan}
    =28 {Third trimester begins}
    =36 {Baby is nearly full term; group B strep test}
    other {Your estimated due date}}`,
  // Care advice by the formula's id, one line each.
  advice: `{id, select,
    firstVisit {Book your first prenatal appointment; it usually takes place by 8–10 weeks.}
    folicAcid {Take 400 micrograms of folic acid a day until at least week 12.}
    avoid {Avoid alcohol, smoking, raw or undercooked meat and unpasteurized cheese.}
    caffeine {Keep caffeine to less than {limit, number, integer} mg a day: {inCoffee}.}
    anatomyScan {Ask about the anatomy scan, usually between 18 and 22 weeks.}
    diabetesScreening {Screening for gestational diabetes usually happens between 24 and 28 weeks.}
    stayActive {Stay active: about 150 minutes of moderate activity a week, if your care team agrees.}
    movements {Get to know your baby's movements and call your midwife or doctor if they slow down.}
    checkUps {Check-ups come more often: usually every 2 weeks from 28 weeks and every week from 36.}
    groupBStrep {Screening for group B strep is offered at 36–37 weeks in the US.}
    hospitalBag {Pack your hospital bag and plan the journey by week 36.}
    callAtOnce {Call your OB-GYN or midwife, or Labor and Delivery, at once for bleeding, leaking fluid, a severe headache or fewer movements; call 911 for heavy bleeding, a seizure or trouble breathing.}}`,
  pastDue:
    'You have reached or passed your due date: your care team will talk with you about monitoring and induction.',
  weekZero:
    'With a {cycleLength, number, integer}-day cycle, pregnancy weeks are counted from {from, date, short}, {pregnancyDays, number, integer} days before your due date, so you are at week 0 until then.',
  cycleShift:
    'Your {cycleLength, number, integer}-day cycle moves the due date {days, plural, one {# day} other {# days}} {direction, select, later {later} other {earlier}} than the standard {pregnancyDays, number, integer} days; an early ultrasound gives the most reliable date.',

  longCycle:
    'Your cycle is longer than {max, number, integer} days, beyond the normal range (FIGO): ovulation was probably later and less predictable than in a shorter cycle. The due date is moved later for your cycle length, but an early ultrasound dates your pregnancy more reliably: ask your OB-GYN or midwife about one.',

  linkConception: 'See the estimated conception date and fertile window for this due date',
  linkOvulation: 'See the cycle this due date is counted from in the ovulation calculator',

  // No cycle term for the standard cycle (shift 0).
  explainDueDate: `Due date = {lastPeriod, date, short} + {pregnancyDays, number, integer} days{shift, plural,
    =0 {}
    other { + ({cycleLength, number, integer} − {standard, number, integer}) days}} = {dueDate, date, weekday}.`,
  // Past the due date the days since it are added: "280 days − 0 days to go" is not 41 weeks 2 days.
  explainWeeks:
    'Weeks pregnant = {pregnancyDays, number, integer} days {daysPast, plural, =0 {− {daysLeft, number, integer} days to go} one {+ # day past the due date} other {+ # days past the due date}} = {weeksAndDays}, trimester {trimester, number, integer} (ACOG: first to {firstLast, number, integer}w6d, third from {thirdFirst, number, integer}w0d).',
  explainProgress:
    'Progress = {weeks, number, integer} weeks ÷ {total, number, integer} = {progress, number, integer} % (capped at 100 %). Milestone date = due date − ({total, number, integer} − week) weeks.',

  // The cross-field checks of the last period's date.
  lastPeriodInFuture: 'The first day of your last period cannot be in the future.',
  lastPeriodTooLongAgo:
    'That is more than {weeks, number, integer} weeks ago, past the end of a pregnancy. Check the date, or ask your midwife or doctor.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Pregnancy Due Date Calculator',
  description:
    'Find your estimated due date from the first day of your last period, how far along you are, your trimester and the milestones ahead.',
  keywordDueDate: 'due date',
  keywordPregnancyCalculator: 'pregnancy calculator',
  keywordHowManyWeeks: 'how many weeks pregnant',
  keywordTrimester: 'trimester',
  keywordNaegeleSRule: "naegele's rule",
  keywordWhenIsMy: 'when is my baby due',
  audienceNote:
    'For a pregnancy dated by the last period, with cycles of 21–45 days; an early scan dates it best.',
  cycleLengthLabel: 'Cycle length',
  cycleLengthSuffix: 'days',
  cycleLengthHelp: 'Optional: leave {standard, number, integer} if you are not sure.',
  yourEstimatedDueDate: 'Your estimated due date',
  howFarAlong: 'How far along',
  trimester: 'Trimester',
  estimatedConception: 'Estimated conception',
  progressThrough40Weeks: 'Progress through {weeks, number, integer} weeks',
  milestones: 'Milestones',
  careRecommendations: 'Care recommendations',
  addToYourCalendar: 'Add to your calendar',
  bloomcalcDueDateIcs: 'bloomcalc-due-date.ics',
  downloadYourDueDate: 'Download your due date and milestones (.ics)',
  bloomcalcPregnancy: 'BloomCalc pregnancy',
  estimatedDueDate: 'Estimated due date',
  // A calendar event's title: the milestone's own sentence follows a full stop, so it keeps its capital.
  pregnancyWeek: "Week '{'week'}' of pregnancy. '{'description'}'",
  useTheseDatesElsewhere: 'Use these dates elsewhere',
  bornOnDueDate:
    'Only {bornOnDueDate} babies arrives on the due date itself; most come within two weeks either side. An early ultrasound dates a pregnancy more accurately than the last period.',
  example1: 'Last period started 8 weeks 3 days ago',
  example2: 'Cycle of 35 days, period started 19 weeks 3 days ago',
  example3: 'Cycle of 21 days, period started 27 weeks 2 days ago',
  example4: 'Cycle of 42 days, period started 8 weeks 4 days ago',
  example5: 'Last period started 41 weeks 2 days ago (past the due date)',
  // What a page.ts source is cited for (the title stays as published).
  citedForNormalCycles: 'normal cycles 24–38 days',
  citedForCaffeine: 'less than 200 mg a day',
  citedForNaegele:
    'first day of the last period + {days, number, integer} days for a {cycle, number, integer}-day cycle; adding (cycle length − {cycle, number, integer}) days is a common convention, not ACOG guidance',
});
