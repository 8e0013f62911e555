// Links in a translated body: written in their English form (/calculators/bmi), shown as the page
// language's twin; a source's link left as the English body has it (same address, same words) is English text.
import type { Lang } from './lang';

/** A link's key: its address and its words, spaces folded. */
export const linkKey = (href: string, text: string) => `${href}\u0000${text.replace(/\s+/g, ' ').trim()}`;

const LINK = /<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

/**
 * A link into the Spanish edition (`/es`, `/es/…`): an English body names it in Spanish ("BloomCalc en español"),
 * so its words are Spanish on either page, never English kept by a translation.
 */
export const intoSpanishEdition = (href: string) => /^\/es(?:[/?#]|$)/.test(href);

/** Every link of rendered HTML as `linkKey`s (to find the ones a translation left in English). */
export function linkKeys(html: string): Set<string> {
  const keys = new Set<string>();
  for (const match of html.matchAll(LINK)) {
    const href = match[1] ?? '';
    if (!intoSpanishEdition(href)) keys.add(linkKey(href, textOf(match[3] ?? '')));
  }
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

/** A run of text between tags, and the sentences in it (each with the space after it). */
const TEXT_RUN = />([^<]+)</g;
const SENTENCE_END = /(?<=[.!?:;])(\s+)/;
const EMPHASIS = /<em>([^<]*)<\/em>/g;

/** The sentences of every run of text of rendered HTML, spaces folded. */
function sentencesOf(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(TEXT_RUN))
    for (const part of (match[1] ?? '').split(SENTENCE_END)) {
      const sentence = part.replace(/\s+/g, ' ').trim();
      if (isWords(sentence)) found.add(sentence);
    }
  return found;
}

/**
 * What a translation kept as the English body has it in its list of sources (the section under the heading
 * `sourcesHeading`, "Fuentes"), marked `lang="en"` so a screen reader reads it in English and the English-sentence
 * check knows it: a whole list item (a citation), a title in italics (`*Adult BMI Categories*`), a sentence of a
 * run of text (an organisation's name, an article's title, authors). Nothing outside that section is marked: an
 * English sentence left in the text is a translation to do, and the check finds it.
 */
export function markEnglishBlocks(html: string, englishHtml: string, sourcesHeading: string): string {
  const heading = html.indexOf(`<h2>${sourcesHeading}</h2>`);
  if (heading < 0) return html;
  const start = heading + `<h2>${sourcesHeading}</h2>`.length;
  const next = html.indexOf('<h2', start);
  const end = next < 0 ? html.length : next;
  return html.slice(0, start) + markEnglish(html.slice(start, end), englishHtml) + html.slice(end);
}

function markEnglish(html: string, englishHtml: string): string {
  const blocks = new Set(
    [...englishHtml.matchAll(BLOCK)].map((match) => blockText(match[3] ?? '')).filter(isWords),
  );
  const titles = new Set([...englishHtml.matchAll(EMPHASIS)].map((match) => blockText(match[1] ?? '')));
  const sentences = sentencesOf(englishHtml);
  const inRuns = html.replace(TEXT_RUN, (_, run: string) => {
    const parts = run.split(SENTENCE_END);
    const marked = parts.map((part, index) => {
      const sentence = part.replace(/\s+/g, ' ').trim();
      return index % 2 === 0 && sentences.has(sentence) ? `<span lang="en">${part}</span>` : part;
    });
    return `>${marked.join('')}<`;
  });
  const inTitles = inRuns.replace(EMPHASIS, (whole, inner: string) =>
    titles.has(blockText(inner)) && isWords(blockText(inner)) ? `<em lang="en">${inner}</em>` : whole,
  );
  return inTitles.replace(BLOCK, (whole, tag: string, attributes: string, inner: string) =>
    blocks.has(blockText(inner)) && !/\blang=/.test(attributes)
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
