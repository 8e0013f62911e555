// Links in a translated body (issue #30): written in their English form (/calculators/bmi), shown as the page
// language's twin; a source's link left as the English body has it (same address, same words) is English text.
import type { Lang } from './lang';

/** A link's key: its address and its words, spaces folded. */
export const linkKey = (href: string, text: string) => `${href}\u0000${text.replace(/\s+/g, ' ').trim()}`;

const LINK = /<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

/** Every link of rendered HTML as `linkKey`s (to find the ones a translation left in English). */
export function linkKeys(html: string): Set<string> {
  const keys = new Set<string>();
  for (const match of html.matchAll(LINK)) keys.add(linkKey(match[1] ?? '', textOf(match[3] ?? '')));
  return keys;
}

/**
 * An internal link written in its English form (/calculators/bmi?height=165#how) → its twin in `lang`, query and
 * fragment kept; a file (/images/…) or an address with no twin is left as it is (the prerender's link check fails
 * on one that leads nowhere).
 */
export function hrefMapper(
  alternates: readonly { en: string; es: string }[],
  lang: Lang,
): (href: string) => string {
  const twins = new Map(alternates.map((pair) => [pair.en, pair[lang]]));
  return (href) => {
    const at = href.search(/[?#]/);
    const pathPart = at < 0 ? href : href.slice(0, at);
    const rest = at < 0 ? '' : href.slice(at);
    const clean = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart;
    const twin = twins.get(clean);
    return twin ? `${twin}${rest}` : href;
  };
}

/** An innermost paragraph or list item (one with no paragraph or list item inside), and its words. */
const BLOCK = /<(li|p)((?:\s[^>]*)?)>((?:(?!<\/?(?:li|p)\b)[\s\S])*?)<\/\1>/g;
const blockText = (inner: string) => textOf(inner).replace(/\s+/g, ' ').trim();
/** A block is words (not a figure or a name) from this many words of letters. */
const BLOCK_WORDS = 3;
const isWords = (text: string) => (text.match(/\p{L}{2,}/gu)?.length ?? 0) >= BLOCK_WORDS;

/**
 * Paragraphs and list items a translation kept as the English body has them (a citation: authors, title, journal)
 * marked `lang="en"`, so a screen reader reads them in English and the English-sentence check knows them.
 */
export function markEnglishBlocks(html: string, englishHtml: string): string {
  const english = new Set(
    [...englishHtml.matchAll(BLOCK)].map((match) => blockText(match[3] ?? '')).filter(isWords),
  );
  if (english.size === 0) return html;
  return html.replace(BLOCK, (whole, tag: string, attributes: string, inner: string) =>
    english.has(blockText(inner)) && !/\blang=/.test(attributes)
      ? `<${tag}${attributes} lang="en">${inner}</${tag}>`
      : whole,
  );
}

/** Rendered HTML with its internal links mapped and its English-kept links marked `lang="en"`. */
export function localizeLinks(
  html: string,
  mapHref: (href: string) => string,
  englishLinks: ReadonlySet<string>,
): string {
  return html.replace(LINK, (whole, href: string, attributes: string, inner: string) => {
    const english = englishLinks.has(linkKey(href, textOf(inner))) && !/\blang=/.test(attributes);
    const target = href.startsWith('/') ? mapHref(href) : href;
    if (!english && target === href) return whole;
    return `<a href="${target}"${attributes}${english ? ' lang="en"' : ''}>${inner}</a>`;
  });
}
