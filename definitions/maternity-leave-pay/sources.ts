/**
 * The sources the maternity page lists (page.ts: server only): the rules' own, and every dated record's from the
 * data files.
 */
import type { Messages } from './messages.en.gen';
import { parseMaternityRates } from './rates-schema';

/**
 * Sources of the rules themselves (the records' own sources are added from the data); what one is cited for is a
 * message, in the page's language.
 */
const ruleSources = (m: Messages) => [
  {
    title: 'First 5 California: Paid Family Leave and SDI',
    citedFor: m.citedForCaliforniaRates(),
    url: 'https://ccfc.ca.gov/family/PaidFamilyLeave.html',
  },
  {
    title: 'New York Workers’ Compensation Board: What are disability benefits',
    url: 'https://www.wcb.ny.gov/content/main/DisabilityBenefits/what-are-disability-benefits.jsp',
  },
  {
    title: 'Mass.gov: How PFML weekly benefit amounts are calculated',
    url: 'https://www.mass.gov/info-details/how-pfml-weekly-benefit-amounts-are-calculated-andor-changed',
  },
  {
    title: 'Connecticut Paid Leave Authority: eligibility',
    url: 'https://ctpaidleave.org/s/coverage-and-eligibility/check-your-eligibility',
  },
  {
    title: 'RCW 50A.15.020: Washington Paid Family and Medical Leave benefits',
    url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=50A.15.020',
  },
  {
    title: 'ORS 657B.050: Paid Leave Oregon benefit amounts',
    url: 'https://oregon.public.law/statutes/ors_657B.050',
  },
  { title: 'HRS §392-22: Hawaii TDI weekly benefit', url: 'https://self-law.org/code/hi/chapter-392/392-22' },
  {
    title: 'Littler: Maryland again delays paid family and medical leave (HB 102, 2025)',
    url: 'https://www.littler.com/news-analysis/asap/maryland-again-delays-paid-family-and-medical-leave-program',
  },
  {
    title: 'HHS: CCDF final rule 2024',
    citedFor: m.citedForCopaymentCap(),
    url: 'https://www.federalregister.gov/d/2024-04139',
  },
];

/**
 * Every source the page lists: the rules', then each dated record's (once per address), then the FMLA rule's. Read
 * from the parsed data files: the values formulas import carry no sources.
 */
export function allSources(m: Messages): readonly { title: string; citedFor?: string; url: string }[] {
  const { states, planning } = parseMaternityRates();
  return [
    ...ruleSources(m),
    ...states.states.flatMap((state) => state.periods.map((period) => period.source)),
    ...planning.fmla.map((record) => record.source),
  ].filter(
    (source, index, all) =>
      !source.url.startsWith('file:') && all.findIndex((other) => other.url === source.url) === index,
  );
}
