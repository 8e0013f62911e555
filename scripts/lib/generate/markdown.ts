import { factProblems } from '../../../src/engine/fact-registry';
import { resolveTokens } from '../../../src/engine/markdown-tokens';
import type { AboutRates } from '../../../src/engine/rate-registry';
import { imageProblems, internalLinks, type LanguageOptions, linkKeys, renderContent } from '../content';
import type { SpanishSiteMessages } from '../messages';

/** A site-internal link of a rendered body, and the file it is written in (src/generated/internal-links.json). */
interface InternalLink {
  file: string;
  href: string;
}

/** What a body is rendered with besides its markdown. */
interface RenderOptions {
  /** Phrases that link to a calculator where the text mentions it. */
  mentions?: { phrase: string; href: string }[];
  /** The rates an about text's tokens may name. */
  rates?: AboutRates | undefined;
  /** The figures of its formula an about text's `{{fact:NAME}}` may name (`loadFormulaFigures`). */
  figures?: Readonly<Record<string, number>>;
  /** A Spanish body's table words, links and English sources (`spanishOptions`). */
  language?: LanguageOptions;
}

/**
 * Renders every markdown body of the site, collecting what must hold of all of them: facts ({{fact:NAME}}) are
 * resolved in each, an unknown name fails `check()` naming file and key, as does a fact said in words without its
 * wording in each language the site writes; an image from another origin fails it too, naming the file. The
 * internal links of each body are kept, in the order the bodies are rendered.
 */
export class MarkdownBodies {
  readonly links: InternalLink[] = [];
  private readonly factErrors: string[] = factProblems();
  private readonly imageErrors: string[] = [];

  constructor(
    private readonly spanishSiteMessages: SpanishSiteMessages,
    private readonly toSpanish: (href: string) => string,
  ) {}

  /** A body's HTML (in the file's language: about.es.md, x.es.md are Spanish). */
  render(
    file: string,
    markdown: string,
    { mentions = [], rates, figures, language }: RenderOptions = {},
  ): string {
    const images: string[] = [];
    let withFacts = markdown;
    try {
      withFacts = resolveTokens(file, markdown, rates, undefined, figures);
    } catch (error) {
      this.factErrors.push((error as Error).message);
    }
    const html = renderContent(withFacts, mentions, images, language);
    this.imageErrors.push(...imageProblems(file, images));
    return html;
  }

  /** Keeps the internal links of `html`, written in `file`. */
  keepLinks(file: string, html: string) {
    this.links.push(...internalLinks(html).map((href) => ({ file, href })));
  }

  /** How a Spanish body is rendered: its table words, its links to Spanish pages, its English twin's sources. */
  spanishOptions(englishHtml: string): LanguageOptions {
    return {
      tableWords: {
        table: this.spanishSiteMessages.tableLabel(),
        hint: this.spanishSiteMessages.tableHint(),
      },
      mapHref: this.toSpanish,
      englishLinks: linkKeys(englishHtml),
    };
  }

  /** The heading of a Spanish body's sources, whose citations stay in English. */
  spanishSourcesHeading(): string {
    return this.spanishSiteMessages.sourcesHeading();
  }

  /** Throws naming every fact that cannot be written, then every image from another origin, in the bodies so far. */
  check() {
    if (this.factErrors.length > 0) {
      throw new Error(
        `Facts that cannot be written (the names and wordings are in src/engine/fact-registry.ts):\n${this.factErrors.join('\n')}`,
      );
    }
    if (this.imageErrors.length > 0) {
      throw new Error(
        `Images from another origin in markdown (the CSP allows this site's own images only):\n${this.imageErrors.join('\n')}`,
      );
    }
  }
}
