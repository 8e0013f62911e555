import { defineMessages } from '@/engine';

/** The words of the heart-rate zone calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  headline: `{headline, select,
    noZones {No training zones: your resting rate is too close to your maximum}
    tachycardia {Resting heart rate over {tachycardia, number, integer}: see your doctor}}`,
  zoneName: `{zone, plural,
    =1 {Zone #: moderate}
    =2 {Zone #: vigorous, steady}
    =3 {Zone #: vigorous, hard}
    =4 {Zone #: vigorous, very hard}
    other {Zone #: near maximal}}`,
  zoneFeel: `{zone, plural,
    =1 {Breathing faster; you can talk, but not sing}
    =2 {A few words at a time before a breath}
    =3 {Hard; a few words at a time}
    =4 {Very hard; speaking is difficult}
    other {All-out; short bursts only}}`,
  zonePercent: '{from, number, integer}–{to, number, integer}%',
  tachycardia:
    'A resting heart rate over {tachycardia, number, integer} beats per minute is called tachycardia. See your doctor before you train by heart rate, and at once if it comes with chest pain, breathlessness, dizziness or fainting.',
  noZones:
    'Your resting heart rate ({resting, number, integer} bpm) is only {reserve, number, integer} bpm below your estimated maximum ({max, number, integer} bpm): zones need a reserve of at least {minReserve, number, integer} bpm, so there are none to give.',
  activity:
    'WHO advises adults 150–300 minutes a week of moderate activity or 75–150 minutes of vigorous activity, plus muscle strengthening on two days. By the ACSM, moderate is 40–59 % of your heart-rate reserve ({moderateMin, number, integer}–{moderateMax, number, integer} bpm: zone {moderateZone, number} and just below it) and vigorous 60–89 % ({vigorousMin, number, integer}–{vigorousMax, number, integer} bpm: zones {firstVigorousZone, number} to {lastVigorousZone, number}).',
  medicines:
    'Heart-rate medicines such as beta-blockers, pregnancy and some conditions change these numbers: ask your doctor for your own limits.',
  stop: 'Stop and get help at once for chest pain, unusual breathlessness, dizziness or a racing, irregular heartbeat.',

  explainMax:
    'Maximum heart rate = {intercept, number} − {slope, number} × {age, number, integer} = {max, number, ::.0} → {rounded, number, integer} bpm (Gulati et al. 2010, women).',
  explainReserve: 'Reserve = {max, number, ::.0} − {resting, number, integer} = {reserve, number, ::.0} bpm.',
  // A zone of one whole beat (a reserve under 20 bpm) is that beat, not a range from it to itself.
  explainZones:
    'Each zone = {resting, number, integer} + percentage × reserve (Karvonen), rounded: zone {zone, number} ({from, number, integer}–{to, number, integer}%) is {beats, plural, =1 {{min, number, integer} bpm} other {{min, number, integer}–{max, number, integer} bpm}}.',
  explainNoZones:
    'Each zone would span {width, number}% of the reserve, less than one beat per minute: a reserve under {minReserve, number, integer} bpm gives no zones.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Heart Rate Zone Calculator for Women',
  description:
    "Find your maximum heart rate with the women's formula ({intercept, number} − {slope, number} × age) and your five training zones from your resting heart rate.",
  keywordHeartRateZones: 'heart rate zones',
  keywordTargetHeartRate: 'target heart rate',
  keywordMaxHeartRate: 'max heart rate women',
  keywordKarvonen: 'karvonen',
  keywordCardioZones: 'cardio zones',
  audienceNote: 'For women 18 and over; the formula was fitted on women 35 and older.',
  ageLabel: 'Age',
  ageSuffix: 'years',
  restingHeartRateLabel: 'Resting heart rate',
  restingHeartRateSuffix: 'bpm',
  restingHeartRatePlaceholder: 'e.g. 65',
  restingHeartRateHelp:
    'Beats per minute, counted for a full minute in the morning before you get up: 30–120 bpm.',
  yourEstimatedMaximumHeart: 'Your estimated maximum heart rate',
  yourHeartRateZones: 'Your heart rate zones',
  zone: 'Zone',
  ofYourReserve: 'Of your reserve',
  from: 'From',
  to: 'To',
  howItFeels: 'How it feels',
  moderateActivityAcsm40: 'Moderate activity (ACSM: 40–59 % of your reserve)',
  vigorousActivityAcsm60: 'Vigorous activity (ACSM: 60–89 % of your reserve)',
  heartRateReserveMax: 'Heart-rate reserve (max − rest)',
  goodToKnow: 'Good to know',
  example1: 'Age 30, resting heart rate 60',
  example2: 'Age 45, resting heart rate 70',
  example3: 'Age 60, resting heart rate 55',
  example4: 'Age 40, resting heart rate 110',
  example5: 'Age 90, resting heart rate 120',
  // What a page.ts source is cited for (the title stays as published).
  citedForIntensityTable: 'Table {table, number}: moderate 40–59 %, vigorous 60–89 % of heart-rate reserve',
  citedForTachycardia: 'over 100 beats per minute at rest',
  citedForTalkTest:
    'the talk test: moderate, you can talk but not sing; vigorous, only a few words without pausing for breath',
  citedForWhoMinutes: '150–300 minutes of moderate or 75–150 of vigorous activity a week',
});
