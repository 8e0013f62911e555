import path from 'node:path';
import { formatDate } from '../../../src/engine/intl';
import { type GuideMeta, type PostMeta, relatedPosts } from '../../../src/site/data/content';
import { LOCALE } from '../../../src/site/i18n/lang';
import { markEnglishBlocks } from '../../../src/site/i18n/links';
import { calculatorMentions } from '../content';
import type { Catalogue } from './catalogue';
import type { MarkdownBodies } from './markdown';
import { HEADER, OUT, write } from './output';
import type { Sources } from './sources';

/** Latest articles on the home page. */
const LATEST_POSTS = 3;

/** Where the types of generated content modules come from. */
const TYPE_SOURCES: Record<string, string[]> = {
  '@/engine': ['CatalogueItem'],
  '@/site/data/content': ['GuideMeta', 'PostMeta'],
};

/**
 * One entry's module: its rendered body plus what its page shows with it (ContentBodies in src/site/data/content.ts),
 * each export typed so the compiler checks the generated data.
 */
function writeBodyModule(
  kind: string,
  slug: string,
  exports: Record<string, [type: string, value: unknown]>,
) {
  // Spanish bodies are written under src/generated/content/es/<kind>/ (kind 'es/blog').
  const types = new Set(Object.values(exports).flatMap(([type]) => type.match(/\b[A-Z]\w+/g) ?? []));
  const imports = Object.entries(TYPE_SOURCES)
    .map(([source, names]) => [source, names.filter((name) => types.has(name))] as const)
    .filter(([, names]) => names.length > 0)
    .map(([source, names]) => `import type { ${names.join(', ')} } from '${source}';\n`)
    .join('');
  const lines = Object.entries(exports).map(
    ([name, [type, value]]) => `export const ${name}: ${type} = ${JSON.stringify(value)};`,
  );
  write(path.join(OUT, 'content', kind, `${slug}.ts`), `${HEADER}${imports}${lines.join('\n')}\n`);
}

const byDate = <T extends { data: { publishedAt: string } }>(a: T, b: T) =>
  b.data.publishedAt.localeCompare(a.data.publishedAt);

/** What the Spanish content is written from: the English bodies' HTML and the counts the pages say. */
interface EnglishContent {
  /** Each English body's HTML by `<kind>/<slug>`: its Spanish twin's links that stay as they are are English. */
  englishHtml: Map<string, string>;
  /** The `{{calculatorCount}}`-style tokens of the info pages, by name. */
  counts: Record<string, string>;
}

/**
 * The English articles, guides and info pages: each body in a module of its own (a lazy chunk), with what its page
 * shows besides the body, so that page never loads the index of all articles or guides (nor the whole catalogue);
 * and the small indexes for the lists (and page metadata after a client-side navigation).
 */
export function writeEnglishContent(
  { content }: Pick<Sources, 'content'>,
  { calculators }: Pick<Catalogue, 'calculators'>,
  bodies: MarkdownBodies,
): EnglishContent {
  const englishHtml = new Map<string, string>();
  const mentions = calculatorMentions(calculators);
  const counts: Record<string, string> = {
    calculatorCount: String(calculators.length),
    guideCount: String(content.guides.length),
    articleCount: String(content.posts.length),
  };
  // The date as visitors read it, written here so no page creates a date formatter for a list of articles.
  const publishedOn = (data: { publishedAt: string }) => formatDate(data.publishedAt, 'long');
  const posts: PostMeta[] = [...content.posts]
    .sort(byDate)
    .map(({ slug, data, wordCount }) => ({ slug, ...data, publishedOn: publishedOn(data), wordCount }));
  const guides: GuideMeta[] = [...content.guides]
    .sort(byDate)
    .map(({ slug, data, wordCount }) => ({ slug, ...data, publishedOn: publishedOn(data), wordCount }));
  for (const post of content.posts) {
    const html = bodies.render(post.file, post.body, { mentions });
    englishHtml.set(`blog/${post.slug}`, html);
    bodies.keepLinks(post.file, html);
    const meta = posts.find((entry) => entry.slug === post.slug) as PostMeta;
    writeBodyModule('blog', post.slug, {
      html: ['string', html],
      post: ['PostMeta', meta],
      related: ['PostMeta[]', relatedPosts(meta, posts)],
      tagNames: ['string[]', meta.tags],
    });
  }
  for (const guide of content.guides) {
    const html = bodies.render(guide.file, guide.body);
    englishHtml.set(`guides/${guide.slug}`, html);
    bodies.keepLinks(guide.file, html);
    const meta = guides.find((entry) => entry.slug === guide.slug) as GuideMeta;
    writeBodyModule('guides', guide.slug, {
      html: ['string', html],
      guide: ['GuideMeta', meta],
      // The calculators it links to, as cards, in the guide's order.
      calculators: [
        'CatalogueItem[]',
        meta.relatedCalculators.flatMap((id) => calculators.find((item) => item.id === id) ?? []),
      ],
    });
  }
  for (const page of content.pages) {
    const body = page.body.replace(/\{\{(\w+)\}\}/g, (token, name: string) => counts[name] ?? token);
    const html = bodies.render(page.file, body);
    englishHtml.set(`pages/${page.slug}`, html);
    bodies.keepLinks(page.file, html);
    writeBodyModule('pages', page.slug, { html: ['string', html] });
  }
  const pages = Object.fromEntries(content.pages.map(({ slug, data }) => [slug, data]));
  write(path.join(OUT, 'content', 'posts.json'), `${JSON.stringify(posts, null, 2)}\n`);
  write(path.join(OUT, 'content', 'guides.json'), `${JSON.stringify(guides, null, 2)}\n`);
  // The home page's latest articles, so it does not load the whole index either.
  write(path.join(OUT, 'latest-posts.json'), `${JSON.stringify(posts.slice(0, LATEST_POSTS))}\n`);
  write(path.join(OUT, 'content', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  return { englishHtml, counts };
}

/**
 * The Spanish twins: the same modules and indexes under src/generated/content/es/ and *.es.json, dates in es-US,
 * links to the Spanish pages, each body's sources kept in English marked lang="en".
 */
export function writeSpanishContent(
  { spanishCalculators, spanish }: Pick<Catalogue, 'spanishCalculators' | 'spanish'>,
  { englishHtml, counts }: EnglishContent,
  bodies: MarkdownBodies,
) {
  const spanishOn = (data: { publishedAt: string }) => formatDate(data.publishedAt, 'long', LOCALE.es);
  const postsEs: PostMeta[] = [...spanish.posts]
    .sort(byDate)
    .map(({ slug, data, wordCount }) => ({ slug, ...data, publishedOn: spanishOn(data), wordCount }));
  const guidesEs: GuideMeta[] = [...spanish.guides]
    .sort(byDate)
    .map(({ slug, data, wordCount }) => ({ slug, ...data, publishedOn: spanishOn(data), wordCount }));
  /** A Spanish body's HTML, a citation kept in English in its sources marked so (lang="en"). */
  const renderSpanish = (file: string, body: string, englishKey: string) => {
    const english = englishHtml.get(englishKey) ?? '';
    const rendered = bodies.render(file, body, { language: bodies.spanishOptions(english) });
    const html = markEnglishBlocks(rendered, english, bodies.spanishSourcesHeading());
    bodies.keepLinks(file, html);
    return html;
  };
  for (const post of spanish.posts) {
    const html = renderSpanish(post.file, post.body, `blog/${post.id}`);
    const meta = postsEs.find((entry) => entry.slug === post.slug) as PostMeta;
    writeBodyModule('es/blog', post.slug, {
      html: ['string', html],
      post: ['PostMeta', meta],
      related: ['PostMeta[]', relatedPosts(meta, postsEs)],
      // Each tag as a Spanish visitor reads it (content/tags.es.yaml; generate failed on one without).
      tagNames: ['string[]', meta.tags.map((tag) => spanish.tagNames[tag] ?? tag)],
    });
  }
  for (const guide of spanish.guides) {
    const html = renderSpanish(guide.file, guide.body, `guides/${guide.id}`);
    const meta = guidesEs.find((entry) => entry.slug === guide.slug) as GuideMeta;
    writeBodyModule('es/guides', guide.slug, {
      html: ['string', html],
      guide: ['GuideMeta', meta],
      calculators: [
        'CatalogueItem[]',
        meta.relatedCalculators.flatMap((id) => spanishCalculators.find((item) => item.id === id) ?? []),
      ],
    });
  }
  for (const page of spanish.pages) {
    const body = page.body.replace(/\{\{(\w+)\}\}/g, (token, name: string) => counts[name] ?? token);
    const html = renderSpanish(page.file, body, `pages/${page.id}`);
    writeBodyModule('es/pages', page.id, { html: ['string', html] });
  }
  const pagesEs = Object.fromEntries(spanish.pages.map(({ id, slug, data }) => [id, { ...data, slug }]));
  write(path.join(OUT, 'content', 'posts.es.json'), `${JSON.stringify(postsEs, null, 2)}\n`);
  write(path.join(OUT, 'content', 'guides.es.json'), `${JSON.stringify(guidesEs, null, 2)}\n`);
  write(path.join(OUT, 'latest-posts.es.json'), `${JSON.stringify(postsEs.slice(0, LATEST_POSTS))}\n`);
  write(path.join(OUT, 'content', 'pages.es.json'), `${JSON.stringify(pagesEs, null, 2)}\n`);
}

/**
 * A kind's body loaders: English bodies are src/generated/content/<kind>/<slug>.ts, Spanish ones
 * src/generated/content/es/<kind>/<key>.ts.
 */
function loaderMap(kind: string, keys: string[], dir = `content/${kind}`) {
  const lines = keys.map((key) => `      ${JSON.stringify(key)}: () => import('./${dir}/${key}'),`);
  return `    ${JSON.stringify(kind)}: {\n${lines.join('\n')}\n    },`;
}

/** src/generated/content-loaders.ts: each body's lazy loader, by language, kind and slug. */
export function writeContentLoaders(
  { content }: Pick<Sources, 'content'>,
  { spanish }: Pick<Catalogue, 'spanish'>,
) {
  const en = [
    loaderMap(
      'blog',
      content.posts.map((e) => e.slug),
    ),
    loaderMap(
      'guides',
      content.guides.map((e) => e.slug),
    ),
    loaderMap(
      'pages',
      content.pages.map((e) => e.slug),
    ),
  ];
  const es = [
    loaderMap(
      'blog',
      spanish.posts.map((e) => e.slug),
      'content/es/blog',
    ),
    loaderMap(
      'guides',
      spanish.guides.map((e) => e.slug),
      'content/es/guides',
    ),
    loaderMap(
      'pages',
      spanish.pages.map((e) => e.id),
      'content/es/pages',
    ),
  ];
  write(
    path.join(OUT, 'content-loaders.ts'),
    `${HEADER}import type { ContentBodies } from '@/site/data/content';\n\n` +
      `type Loaders = { [K in keyof ContentBodies]: Record<string, () => Promise<ContentBodies[K]>> };\n\n` +
      `export const contentLoaders: Record<'en' | 'es', Loaders> = {\n  en: {\n` +
      `${en.join('\n')}\n  },\n  es: {\n${es.join('\n')}\n  },\n};\n`,
  );
}
