import { defineMessages } from '@/engine';

/**
 * The words of the about page's rates table and sentences (about-rates.ts), which no page's code imports. Every figure
 * is a parameter from the rates data; each state's rate rule is a case of `rule`, by the state's id in camel case.
 */
export default defineMessages({
  header: '| State | Rate rule | Weekly cap | Weeks for a birth (disability + family) |',
  rule: `{state, select,
    california {{rate0, number, ::.##}% up to {top0, number, ::currency/USD auto} a week, {rate1, number, ::.##}% above (never less than the {rate0, number, ::.##}% tier's top)}
    newYork {disability {disabilityRate, number, ::.##}% to {disabilityCap, number, ::currency/USD auto}; Paid Family Leave {rate0, number, ::.##}%}
    newJersey {{rate0, number, ::.##}%}
    rhodeIsland {{quarterRate, number, ::.00}% of the best quarter ({rate0, number, ::.##}% of a steady weekly wage)}
    massachusetts {{rate0, number, ::.##}% up to half the state average weekly wage, {rate1, number, ::.##}% above}
    connecticut {{rate0, number, ::.##}% up to 40 × minimum wage, {rate1, number, ::.##}% above}
    maryland {no benefits before 2027}
    oregon {{rate0, number, ::.##}% up to 65% of the state average weekly wage, {rate1, number, ::.##}% above}
    washington {{rate0, number, ::.##}% up to half the state average weekly wage, {rate1, number, ::.##}% above}
    colorado {{rate0, number, ::.##}% up to half the state average weekly wage, {rate1, number, ::.##}% above}
    districtOfColumbia {{rate0, number, ::.##}% up to 150% of 40 × minimum wage, {rate1, number, ::.##}% above}
    delaware {{rate0, number, ::.##}%}
    minnesota {{rate0, number, ::.##}% / {rate1, number, ::.##}% / {rate2, number, ::.##}% tiers}
    maine {{rate0, number, ::.##}% up to half the state average weekly wage, {rate1, number, ::.##}% above}
    hawaii {{rate0, number, ::.##}%}
    vermont {voluntary insurance only}
    other {}}`,
  startsFromYear: '(from {year})',
  startsFromDay: '(from {day, date, short})',
  disabilityOnly: '(disability only)',
  capFrom: 'from {day, date, short}',
  yearNotConfirmed: '({year} not confirmed)',
  notConfirmedAfter: '(not confirmed after {day, date, short})',
  weeksFrom: '{first} ({now} from {year})',
  disabilityWeeksOnly: '{weeks} + none',
  combined: '({weeks} combined)',
  // The last joint of a list: "a, b and c".
  and: 'and',
  waitingDays: '{days}-day',
  waitingPeriods: '{states} start a disability claim with a {days} waiting period',
});
