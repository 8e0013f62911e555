import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root, Text } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { describeIssues } from '../../src/engine/schema';
import type { CatalogueItem } from '../../src/engine/types';
import { intoSpanishEdition, linkKey } from '../../src/site/i18n/links';
import { guideSchema, pageSchema, postSchema } from './content-schema';

/** Folder of the markdown content. */
export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

/** A content entry: its slug, validated frontmatter, markdown body and word count. */
export interface Entry<T> {
  slug: string;
  file: string;
  data: T;
  body: string;
  wordCount: number;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function readEntries<S extends z.ZodType>(kind: string, schema: S, errors: string[]): Entry<z.infer<S>>[] {
  const dir = path.join(CONTENT_DIR, kind);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !name.endsWith('.es.md')) // a Spanish twin is read with its English file
    .sort()
    .flatMap((name) => {
      const file = path.join('content', kind, name);
      const match = FRONTMATTER.exec(readFileSync(path.join(dir, name), 'utf8'));
      if (!match) {
        errors.push(`${file}: (frontmatter): missing --- block`);
        return [];
      }
      let raw: unknown;
      try {
        raw = parseYaml(match[1] ?? '');
      } catch (error) {
        errors.push(`${file}: (frontmatter): ${(error as Error).message}`);
        return [];
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        errors.push(...describeIssues(file, parsed.error).split('\n'));
        return [];
      }
      const body = match[2] ?? '';
      return [
        {
          slug: name.slice(0, -3),
          file,
          data: parsed.data,
          body,
          wordCount: body.split(/\s+/).filter(Boolean).length,
        },
      ];
    });
}

/** Everything under content/, validated; throws with every problem named by file and field. */
export function loadContent() {
  const errors: string[] = [];
  const posts = readEntries('blog', postSchema, errors);
  const guides = readEntries('guides', guideSchema, errors);
  const pages = readEntries('pages', pageSchema, errors);
  if (errors.length > 0) throw new Error(`Invalid content:\n${errors.join('\n')}`);
  return { posts, guides, pages };
}

/** Phrases that mention a calculator in running text, longest first ("BMI calculator" → /calculators/bmi). */
export function calculatorMentions(calculators: CatalogueItem[]): { phrase: string; href: string }[] {
  const mentions = calculators.flatMap((item) => {
    const base = item.name.replace(/ for Women$/i, '').trim();
    const phrases = new Set([base, `${item.id.replace(/-/g, ' ')} calculator`].map((p) => p.toLowerCase()));
    return [...phrases]
      .filter((phrase) => phrase.endsWith('calculator'))
      .map((phrase) => ({ phrase, href: item.href }));
  });
  return mentions.sort((a, b) => b.phrase.length - a.phrase.length);
}

/** Rehype plugin: links the first plain-text mention of each calculator (never inside links, headings or code). */
function rehypeCalculatorLinks(mentions: { phrase: string; href: string }[]) {
  return () => (tree: Root) => {
    const linked = new Set<string>();
    const visit = (node: Root | Element) => {
      const children: ElementContent[] = [];
      for (const child of node.children as ElementContent[]) {
        if (child.type === 'element') {
          if (!['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4'].includes(child.tagName)) visit(child);
          children.push(child);
        } else if (child.type === 'text') {
          children.push(...linkText(child, mentions, linked));
        } else {
          children.push(child);
        }
      }
      node.children = children as typeof node.children;
    };
    visit(tree);
  };
}

function linkText(
  node: Text,
  mentions: { phrase: string; href: string }[],
  linked: Set<string>,
): ElementContent[] {
  const lower = node.value.toLowerCase();
  for (const { phrase, href } of mentions) {
    if (linked.has(href)) continue;
    const at = lower.indexOf(phrase);
    if (at < 0) continue;
    linked.add(href);
    const before: Text = { type: 'text', value: node.value.slice(0, at) };
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: { href },
      children: [{ type: 'text', value: node.value.slice(at, at + phrase.length) }],
    };
    const after: Text = { type: 'text', value: node.value.slice(at + phrase.length) };
    return [...linkText(before, mentions, linked), link, ...linkText(after, mentions, linked)].filter(
      (part) => part.type !== 'text' || part.value !== '',
    );
  }
  return [node];
}

/** Rehype plugin: hands the `src` of every image that survived sanitizing to `found`. */
function rehypeCollectImages(found: string[] | undefined) {
  return () => (tree: Root) => {
    if (!found) return;
    const stack: (Root | ElementContent)[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop();
      if (!node || !('children' in node)) continue;
      if (node.type === 'element' && node.tagName === 'img') found.push(String(node.properties.src ?? ''));
      stack.push(...(node.children as ElementContent[]).toReversed());
    }
  };
}

/** Columns from which a table may be wider than a phone once its words no longer break (money, dates, long words). */
const WIDE_TABLE_COLUMNS = 4;

/**
 * Rehype plugin: a table of `WIDE_TABLE_COLUMNS` or more columns goes in a frame that scrolls sideways on a narrow
 * screen, named and focusable (keyboard scrolling), described by a hint shown on narrow screens only (the Prose
 * styles hide it from the md breakpoint). Cells wrap at spaces only, so a long table scrolls instead of splitting
 * words ("Menstr/uation"). `key` keeps ids apart between renders on one page.
 */
function rehypeScrollingTables(key: string, words: TableWords) {
  return () => (tree: Root) => {
    let count = 0;
    const visit = (node: Root | Element) => {
      const children: (typeof node.children)[number][] = [];
      for (const child of node.children) {
        if (child.type !== 'element') {
          children.push(child);
          continue;
        }
        const firstRow = child.tagName === 'table' ? findFirst(child, 'tr') : undefined;
        const columns = firstRow?.children.filter((cell) => cell.type === 'element').length ?? 0;
        if (child.tagName !== 'table' || columns < WIDE_TABLE_COLUMNS) {
          visit(child);
          children.push(child);
          continue;
        }
        count += 1;
        const hint = `table-${key}-${count}-hint`;
        const headers = firstRow ? textOf(firstRow).replace(/\s+/g, ' ').trim() : '';
        children.push(
          {
            type: 'element',
            tagName: 'div',
            properties: {
              className: ['table-frame'],
              role: 'region',
              tabIndex: 0,
              ariaLabel: `${words.table}: ${headers}`,
              ariaDescribedBy: [hint],
            },
            children: [child],
          },
          {
            type: 'element',
            tagName: 'p',
            properties: { id: hint, className: ['table-hint'] },
            children: [{ type: 'text', value: words.hint }],
          },
        );
      }
      node.children = children as typeof node.children;
    };
    visit(tree);
  };
}

function findFirst(node: Element, tagName: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) return child;
    const found = findFirst(child, tagName);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join(' ') : '';
}

/** The words a rendered table adds: its frame's name and the hint under it. */
interface TableWords {
  table: string;
  hint: string;
}

const ENGLISH_TABLE_WORDS: TableWords = {
  table: 'Table',
  hint: 'On a narrow screen, scroll the table sideways to see every column.',
};

/** How a body in another language than English is rendered (docs/i18n.md). */
export { linkKeys } from '../../src/site/i18n/links';

export interface LanguageOptions {
  /** The page language's table words. */
  tableWords: TableWords;
  /** An internal link written in its English form (/calculators/bmi) → the page language's twin. */
  mapHref: (href: string) => string;
  /** Links left as the English twin has them (same address, same words: a source's title): marked lang="en". */
  englishLinks: ReadonlySet<string>;
}

/**
 * Rehype plugin (after sanitizing): maps internal links to the language's twin, marks English-kept links; in an
 * English body, marks a link into the Spanish edition `lang="es"` (its words are Spanish: WCAG 3.1.2).
 */
function rehypeLanguageLinks(options: LanguageOptions | undefined) {
  return () => (tree: Root) => {
    const stack: (Root | ElementContent)[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop();
      if (!node || !('children' in node)) continue;
      if (node.type === 'element' && node.tagName === 'a') {
        const href = String(node.properties.href ?? '');
        if (!options) {
          if (intoSpanishEdition(href)) node.properties.lang = 'es';
        } else {
          if (options.englishLinks.has(linkKey(href, textOf(node)))) node.properties.lang = 'en';
          if (href.startsWith('/')) node.properties.href = options.mapHref(href);
        }
      }
      stack.push(...(node.children as ElementContent[]));
    }
  };
}

/**
 * Markdown → sanitized HTML; with `mentions`, calculator names in the text become links; with `images`, the source
 * of every image in the result is added to that list (for `offOriginImages`); with `language`, a body in another
 * language than English (its links mapped to that language's pages).
 */
export function renderContent(
  markdown: string,
  mentions: { phrase: string; href: string }[] = [],
  images?: string[],
  language?: LanguageOptions,
): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeCalculatorLinks(mentions))
    .use(rehypeSanitize)
    .use(rehypeCollectImages(images))
    .use(rehypeLanguageLinks(language))
    .use(
      rehypeScrollingTables(
        createHash('sha256').update(markdown).digest('hex').slice(0, 8),
        language?.tableWords ?? ENGLISH_TABLE_WORDS,
      ),
    )
    .use(rehypeStringify);
  return String(processor.processSync(markdown));
}

/** An origin no real address has, to resolve a page's relative addresses against. */
const SITE_ORIGIN = 'https://bloomcalc.invalid';

/**
 * Image sources that load from anywhere but this site (`https://…`, `//host/…`, `/\host/…`, any other scheme):
 * the CSP blocks them in the browser, so the build refuses them. Each is resolved the way a browser resolves it.
 */
export function offOriginImages(sources: readonly string[]): string[] {
  return sources.filter((src) => {
    try {
      return new URL(src, `${SITE_ORIGIN}/page/`).origin !== SITE_ORIGIN;
    } catch {
      return true;
    }
  });
}

/** Messages naming `file` and each image in it that loads from another origin. */
export function imageProblems(file: string, sources: readonly string[]): string[] {
  return offOriginImages(sources).map(
    (src) => `${file}: image from another origin: ${src.slice(0, 200)} (serve it from public/ instead)`,
  );
}

/** Internal links (href="/…") in rendered HTML. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#?]*)[^"]*"/g)].map((match) => match[1] ?? '/');
}
