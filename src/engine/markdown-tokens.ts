/**
 * The one call that writes a markdown text's figures: `{{rate:…}}` and `{{rates:…}}` from a definition's rates data,
 * then `{{fact:…}}` from the facts registry, all in the page's language. Build and tests only.
 */
import { resolveFacts } from './fact-registry';
import type { Locale } from './intl';
import { localeOfFile } from './markdown-locale';
import { type AboutRates, resolveRates } from './rate-registry';

/**
 * `markdown` with every facts and rates token written in `locale` (by default the file's: `about.es.md`, `x.es.md`,
 * `x.es.yaml` are Spanish, see `localeOfFile`), `{{fact:NAME}}` also quoting a definition's own `figures` (its
 * formula's numeric exports); throws naming `file` and every unknown or unworded token.
 */
export function resolveTokens(
  file: string,
  markdown: string,
  rates?: AboutRates,
  locale: Locale = localeOfFile(file),
  figures?: Readonly<Record<string, number>>,
): string {
  // Rates first: a rates table may quote a fact.
  return resolveFacts(file, resolveRates(file, markdown, rates, locale), {
    locale,
    ...(figures && { figures }),
  });
}
