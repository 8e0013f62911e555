/**
 * The sources of the journal's insights and growth chart, as calculator definitions list theirs: titles as published
 * (shown in English on both editions), each with its address. docs/journal-sources.md cites them in full.
 */

/** A cited source: its title as published, and what we take from it said in the page's language (a message). */
export interface Source {
  title: string;
  url: string;
  gloss?: 'typicalUseRates';
}

/** FIGO 2018: frequency 24–38 days; regularity by the shortest-to-longest variation (up to 7–9 days, by age). */
const FIGO_2018: Source = {
  title:
    'Munro MG, Critchley HOD, Fraser IS; FIGO Menstrual Disorders Committee. The two FIGO systems for normal and abnormal uterine bleeding symptoms and classification of causes of abnormal uterine bleeding in the reproductive years: 2018 revisions. Int J Gynecol Obstet 2018;143:393–408',
  url: 'https://doi.org/10.1002/ijgo.12666',
};

/** The calendar rule (shortest − 18, longest − 11) on the 6 most recent cycles. */
const WHO_FP_HANDBOOK: Source = {
  title:
    'WHO and Johns Hopkins CCP. Family Planning: A Global Handbook for Providers (2022 update), fertility awareness methods: calendar-based methods',
  url: 'https://fphandbook.org/',
};

/** Typical-use pregnancy rates of fertility awareness methods (FERTILITY_AWARENESS_TYPICAL_FAILURE). */
const CDC_CONTRACEPTION: Source = {
  title: 'CDC: Effectiveness of family planning methods',
  url: 'https://www.cdc.gov/contraception/',
  gloss: 'typicalUseRates',
};

/** Sex every 1–2 days in the fertile window; see a specialist after 12 months of trying, 6 from age 35. */
const ASRM_NATURAL_FERTILITY: Source = {
  title:
    'Practice Committee of the American Society for Reproductive Medicine. Optimizing natural fertility: a committee opinion. Fertil Steril 2022;117:53–63',
  url: 'https://www.asrm.org/practice-guidance/practice-committee-documents/optimizing-natural-fertility-a-committee-opinion-2021/',
};

/** The sources the cycle insights name. */
export const INSIGHTS_SOURCES: readonly Source[] = [
  FIGO_2018,
  WHO_FP_HANDBOOK,
  CDC_CONTRACEPTION,
  ASRM_NATURAL_FERTILITY,
];
