import { defineMessages } from './define';

/**
 * The engine's own words (ICU MessageFormat, docs/adr/0005): what validation, the form schema, units and the form and
 * result chrome say, whatever the calculator. `npm run generate` compiles them into messages.en.gen.ts, and
 * messages.es.ts into messages.es.gen.ts; a page gets the language of its definition's messages (language.ts).
 * Parameters named `label`, `limit`, `text`… are already written text (a field's label in the page language, a
 * limit with its unit).
 */
export default defineMessages({
  // Validation (validate.ts, shape.ts, run.ts). `form` is `question` when the field's name is a question ("Are your
  // cycles regular?"): the question is asked first and what to do follows as a sentence of its own.
  required: '{form, select, question {{label} An answer is required.} other {{label} is required.}}',
  notANumber:
    '{form, select, question {{label} The answer must be a number.} other {{label} must be a number.}}',
  wholeNumber:
    '{form, select, question {{label} The answer must be a whole number.} other {{label} must be a whole number.}}',
  atLeast:
    '{form, select, question {{label} The answer must be at least {limit}.} other {{label} must be at least {limit}.}}',
  atMost:
    '{form, select, question {{label} The answer must be at most {limit}.} other {{label} must be at most {limit}.}}',
  chooseOption:
    '{form, select, question {{label} Choose one of the options.} other {{label} must be one of the options.}}',
  chooseUnit: 'Choose one of: {units}.',
  realDate:
    '{form, select, question {{label} The answer must be a real date (YYYY-MM-DD).} other {{label} must be a real date (YYYY-MM-DD).}}',
  fieldSays: '{label}: {text}.',
  checkMeasurements: 'Please check your measurements and try again.',
  tooManyValues: '{label} holds too many values (at most {max}).',
  tooLong: '{label} is too long: at most {max, number, integer} characters.',
  notAccepted: '{label} holds {value}, which is not accepted.',
  singleValue: '{label} must be a single value, not a list or an object.',
  oneFlatList: '{label} must be one list of plain values, without lists or objects inside it.',
  plainValues: '{label} must hold plain values, without lists or objects inside it.',
  tooManyEntries: '{label} has too many entries: {count, number, integer} (at most {max}).',
  unknownObject: '{label} holds an object of an unknown kind.',
  forbiddenName: '{label} may not use the name {name}.',
  // A value named in a message (describeValue) and a few names of a list (nameSome).
  valueKind: '{kind, select, list {a list} object {an object} other {a value of type {kind}}}',
  andMore: '{names} and {rest} more',
  andLast: '{names} and {last}',
  // Cycle and growth dates (cycle.ts, growth.ts).
  lastPeriodInFuture: 'The first day of your last period cannot be in the future.',
  lastPeriodTooOld:
    'Enter a period that started within the past year: predictions from older dates are not reliable.',
  birthInFuture: 'The date of birth cannot be in the future.',
  measuredInFuture: 'The measurement date cannot be in the future.',
  measuredBeforeBirth: 'The measurement date cannot be before the birth.',
  // Units (units.ts, fields.ts, json-schema.ts).
  unitLabelFeet: 'ft + in',
  unitLabelPounds: 'lb + oz',
  unitSymbol: '{unit, select, other {{unit}}}',
  unitPart: '{part, select, feet {feet} inches {inches} pounds {pounds} ounces {ounces} other {{part}}}',
  example: 'e.g. {value}',
  inchesUnder12: 'inches must be under 12',
  ouncesUnder16: 'ounces must be under 16',
  howToFeet: 'type whole feet and inches under 12, such as 5 ft 6 in',
  howToPounds: 'type pounds and ounces under 16, such as 7 lb 8 oz',
  unitOf: '{label} unit',
  unitOfSeveral: 'Unit of measurement',
  // A range is said in words, never with a dash after "between": "Between 100 and 250 cm or between 3 ft 3 in and …".
  between: 'Between {ranges}.',
  rangeBetween: '{min} and {max}',
  // Under a number the page converted when she changed its unit (src/form/unit-change.ts).
  convertedFrom: 'Converted from {amount} to the unit you chose.',
  orBetween: ' or between ',
  // The calculator runner (src/islands/calculator-runner.tsx).
  calculate: 'Calculate',
  calculating: 'Calculating...',
  select: 'Select…',
  loadingResults: 'Loading results',
  loadingField: 'Loading',
  calculationNotLoaded:
    'The calculation could not be loaded (check your connection), so there is no result yet. Press Calculate to try again.',
  theForm: 'the form',
  // `ending` is `question` when the last name is a question: it already ends the sentence.
  answersNeedAttention:
    '{count, plural, one {One answer needs} other {# answers need}} your attention: {labels}{ending, select, question {} other {.}}',
  yourResults: 'Your results',
  calculationWithYourNumbers: 'The calculation with your numbers',
  disclaimer:
    'An estimate for information only, not medical or financial advice. Nothing you typed left this page.',
  toSeeResults: 'To see results: {hints}',
  // The date list (src/form/fields/date-list.tsx).
  periodStartDate: 'Period start date',
  addDate: 'Add date',
  remove: 'Remove',
  removeDate: 'Remove {date}',
  datesAdded: 'Dates added',
  datesInList: '{count, plural, one {# date} other {# dates}} in the list.',
  pickFullDate: 'Pick a full date first, then press Add date.',
  dateInFuture: '{date} is in the future: add only periods that have started (today is {today}).',
  dateAlreadyListed: '{date} is already in the list.',
  dateAdded: 'Added {date}. {count}',
  dateRemoved: 'Removed {date}. {count}',
  addTwoDates: 'Add at least two dates to calculate.',
  // The budget table (src/form/fields/budget-table.tsx) and breakdown.
  enterAmount: 'Enter an amount, such as 1500 or $1,500.',
  enterAtLeast: 'Enter {min} or more.',
  enterAtMost: 'Enter at most {max}.',
  amounts: 'Amounts',
  category: 'Category',
  shareOfTotal: 'Share of total',
  actualAmountUsd: 'Actual amount (USD)',
  actualAmountFor: 'Actual amount for {title}',
  // Result chrome (src/results; the rest is in result-messages/messages.ts, loaded with the result blocks).
  icsNote: 'Estimate from BloomCalc, made on your device. Not medical advice.',
  // Report (src/results/custom/report-actions.tsx, report-text.ts).
  preparedOn: 'Prepared on {date}',
});
