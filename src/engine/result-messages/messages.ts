import { defineMessages } from '../define';

/**
 * The words of the result blocks' chrome (table frames, the calendar, the timeline, charts, the report, the budget
 * breakdown, severity names): loaded with the first result, not with the page (`loadResultMessages` in
 * src/form/language.tsx), so a page's first load carries only the words its form needs. Compiled like messages.ts.
 */
export default defineMessages({
  share: 'Share',
  planned: 'Planned',
  actual: 'Actual',
  difference: 'Difference',
  total: 'Total',
  withinPlan: 'within plan',
  overPlan: 'over plan',
  severity: `{severity, select,
    good {In range}
    info {Information}
    caution {Worth acting on}
    risk {Higher risk}
    urgent {Urgent}
    other {{severity}}}`,
  table: 'Table',
  scrollSideways: 'Scroll sideways to see every column →',
  relatedCalculators: 'Related calculators',
  showTheNumbers: 'Show the numbers',
  chartShaded: ' Shaded: {label}.',
  chartDot: ' Dot: {label}.',
  timelineStatus: '{status, select, past {Passed} current {This week} other {Upcoming}}',
  week: 'Week',
  calendarHowTo: 'Use Tab to reach a month, then the arrow keys to move between days.',
  legend: 'Legend',
  legendPeriod: 'Period (entered or predicted): droplet, solid border',
  legendFertile: 'Fertile window: sprout, dashed border',
  legendOvulation: 'Predicted ovulation: egg, double border, dark fill',
  icsEvents: '{count, plural, one {One all-day event} other {# all-day events}}',
  icsWhere:
    ' for Google Calendar, Apple Calendar or Outlook. The file is made on this device: nothing is sent anywhere.',
  printPdf: 'Print PDF',
  downloadReport: 'Download Report',
  shareButton: 'Share',
  copied: 'Results copied to clipboard!',
  popupBlocked:
    'Your browser blocked the report window. Allow pop-ups for this site, or use Download Report.',
  reportOpened: 'The report opened in a new window: choose “Save as PDF” in the print dialog to keep a copy.',
  reportSaved: 'Report saved as {fileName}.',
  copyUnavailable: 'Copying is not available in this browser. Use Download Report instead.',
  print: 'Print',
  linkCopied: 'Link copied',
  calculatedAt: 'Calculated on {when}',
  whatYouEntered: 'What you entered',
  linkToResult: 'Link to this result',
  // The private journal (Keep on this device, the form filled in from it): docs/product-decisions.md.
  keepOnDevice: 'Keep on this device',
  keepWhat:
    '{kind, select, periods {{count, plural, one {Adds this period start to your journal} other {Adds these # period starts to your journal}}} other {Adds this measurement to your baby’s line in your journal}}, kept only in this browser on this device. Nothing is sent anywhere.',
  keepKept:
    '{kind, select, periods {{added, plural, =0 {Already in your journal on this device: nothing new to keep.} one {Kept on this device: one period start.} other {Kept on this device: # period starts.}}} other {Kept on this device: this measurement of your baby.}}',
  keepSeeJournal: 'See, export or delete it in your journal',
  keepFailed:
    'This browser did not let the page keep it (private browsing can block storage). Nothing was kept.',
  prefillFilled: 'Filled in from your journal on this device:',
  prefillLastPeriod: 'the first day of your last logged period, {date, date, long}',
  prefillStarts: '{count, plural, one {the period start you logged} other {the # period starts you logged}}',
  prefillAverageCycle:
    'your own average cycle, {days, number, integer} days, from the {count, number, integer} cycles you logged',
  prefillCycleRange:
    'your shortest and longest logged cycles, {shortest, number, integer} and {longest, number, integer} days, from {count, number, integer} cycles',
  prefillBaby: 'the sex, birth date and weeks at birth of {name}',
  prefillBabyBorn: 'your baby born {date, date, long}',
  prefillOtherBabies: 'Fill in another baby instead:',
  prefillYours: 'Change anything you like: the calculator uses what the form holds.',
  prefillLocked:
    '{purpose, select, keep {Your journal on this device is locked: enter its passphrase to keep this in it.} other {Your journal on this device is locked: enter its passphrase to fill in the form from it.}}',
  prefillPassphrase: 'Passphrase of your journal',
  prefillUnlock: 'Unlock',
  prefillNotNow: 'Not now',
  prefillWrongPassphrase: 'That passphrase does not open your journal. Check it and try again.',
  prefillForgotten:
    'If you forget your passphrase, what your journal holds cannot be recovered: nobody can reset it, not even us.',
  legendLogged: 'Period you logged in your journal: droplet, thick border, dark fill',
  dayLogged: 'period you logged',
});
