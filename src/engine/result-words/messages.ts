import { defineMessages } from '../define';

/**
 * The words of the result blocks' chrome (table frames, the calendar, the timeline, charts, the report, the budget
 * breakdown, severity names): loaded with the first result, not with the page (`loadResultWords` in
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
});
