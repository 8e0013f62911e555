/**
 * The `{{rate:…}}` and `{{rates:…}}` directives by which a definition's about.md quotes its dated rates (the data
 * files of `data-schema.ts`, parsed by its `rates-schema.ts`), so the page's figures are the calculation's. Build and
 * tests only.
 */
import type { Locale } from './intl';
import { localeOfFile } from './markdown-locale';

/**
 * What a definition's `about-rates.ts` gives its about.md and about.es.md (read by `npm run generate`), written in
 * the page's locale.
 */
export interface AboutRates {
  /**
   * `{{rate:NAME@DATE}}`: one figure of the record in force on DATE as a page in `locale` writes it (no DATE: the
   * newest record's); undefined when NAME is unknown.
   */
  figure: (name: string, date: string | undefined, locale: Locale) => string | undefined;
  /** `{{rates:NAME}}`: a markdown block (a table, a list) built from the data, in `locale`'s words. */
  blocks: Record<string, (locale: Locale) => string>;
}

const FIGURE = /\{\{\s*rate:\s*([^@}]*?)\s*(?:@\s*(\d{4}(?:-\d{2}-\d{2})?)\s*)?\}\}/g;
const BLOCK = /\{\{\s*rates:\s*([^}]*?)\s*\}\}/g;

/**
 * Replaces `{{rate:NAME@DATE}}` (DATE a day or a year, read as its Jan 01; optional) and `{{rates:NAME}}` with the
 * definition's data, written in the file's language (`about.es.md`: Spanish) or `locale`; throws naming `file` and
 * every unknown name.
 */
export function resolveRates(
  file: string,
  markdown: string,
  rates?: AboutRates,
  locale: Locale = localeOfFile(file),
): string {
  const errors: string[] = [];
  const withFigures = markdown.replace(FIGURE, (whole, name: string, date: string | undefined) => {
    const value = rates?.figure(name, date?.length === 4 ? `${date}-01-01` : date, locale);
    if (value === undefined) errors.push(`${file}: unknown rate "${name}" in ${whole}`);
    return value ?? whole;
  });
  const resolved = withFigures.replace(BLOCK, (whole, name: string) => {
    const block = rates && Object.hasOwn(rates.blocks, name) ? rates.blocks[name] : undefined;
    if (!block) errors.push(`${file}: unknown rates block "${name}" in ${whole}`);
    return block ? block(locale) : whole;
  });
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return resolved;
}
