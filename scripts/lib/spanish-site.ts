/**
 * The Spanish edition's data (issue #30), written beside the English by `npm run generate`: the catalogue with each
 * calculator's Spanish name and slug (definitions/<id>/es.ts), the categories (content/categories/<id>.es.yaml),
 * the content twins (content/<kind>/<name>.es.md) with their links mapped to the Spanish pages, and the pairs of
 * addresses (alternates.json) that the head, the sitemap and the language switch read.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Category } from '../../src/engine/categories';
import { localizeTexts, type Translation } from '../../src/engine/texts';
import { SHARED_ES } from '../../src/engine/texts.es';
import type { CatalogueItem } from '../../src/engine/types';
import { SLUG_PATTERN, sitePaths } from '../../src/site/i18n/lang';
import type { Entry } from './content';
import { duplicateSlugs, loadCategoryTwins, loadTwins, type SpanishCategory, type Twin } from './twins';

/** A calculator's Spanish words for the catalogue, and its slug; English with its id until its es.ts is written. */
export async function spanishCalculator(
  item: CatalogueItem,
  dir: string,
): Promise<{ slug: string; name: string; description: string; keywords: string[] } | string> {
  const file = path.join(dir, 'es.ts');
  if (!existsSync(file))
    return { slug: item.id, name: item.name, description: item.description, keywords: item.keywords };
  const translation = (await import(pathToFileURL(file).href)).default as Translation;
  const where = path.relative(process.cwd(), file);
  if (!SLUG_PATTERN.test(translation.slug ?? ''))
    return `${where}: slug: "${translation.slug}" must be lower case, digits and hyphens, no accents or ñ`;
  try {
    const words = localizeTexts(
      { name: item.name, description: item.description, keywords: item.keywords },
      translation.texts,
      SHARED_ES,
    );
    return { slug: translation.slug, ...words, keywords: [...words.keywords] };
  } catch (error) {
    return `${where}: ${(error as Error).message}`;
  }
}

/** One page in both languages. */
export interface Alternate {
  en: string;
  es: string;
}

/** Everything the Spanish edition is generated from. */
export interface SpanishSource<P, G, I> {
  calculators: CatalogueItem[];
  spanishCalculators: CatalogueItem[];
  categories: readonly Category[];
  content: { posts: Entry<P>[]; guides: Entry<G>[]; pages: Entry<I>[] };
}

/** The Spanish twins of the categories and content, and every page's pair of addresses; errors name the file. */
export function spanishEdition<P, G, I>(source: SpanishSource<P, G, I>) {
  const errors: string[] = [];
  const categories = loadCategoryTwins(source.categories, errors);
  const posts = loadTwins('blog', source.content.posts, errors);
  const guides = loadTwins('guides', source.content.guides, errors);
  const pages = loadTwins('pages', source.content.pages, errors);
  errors.push(
    ...duplicateSlugs(
      'categories',
      categories.map((c) => ({ slug: c.slug, file: `content/categories/${c.id}.es.yaml` })),
    ),
    ...duplicateSlugs(
      'calculators',
      source.spanishCalculators.map((c) => ({ slug: c.href, file: `definitions/${c.id}/es.ts` })),
    ),
    ...duplicateSlugs('blog', posts),
    ...duplicateSlugs('guides', guides),
    ...duplicateSlugs('pages', pages),
  );
  if (errors.length > 0)
    throw new Error(`Spanish edition incomplete (docs/es/style-guide.md):\n${errors.join('\n')}`);
  const en = sitePaths('en');
  const es = sitePaths('es');
  const bySlug = <T>(twins: Twin<T>[]) => new Map(twins.map((twin) => [twin.id, twin.slug]));
  const postSlugs = bySlug(posts);
  const guideSlugs = bySlug(guides);
  const alternates: Alternate[] = [
    { en: en.home, es: es.home },
    { en: en.calculators, es: es.calculators },
    ...categories.map((c) => ({ en: en.category(c.id), es: es.category(c.slug) })),
    ...source.calculators.map((item, index) => ({
      en: item.href,
      es: source.spanishCalculators[index]?.href ?? '',
    })),
    { en: en.blog, es: es.blog },
    ...source.content.posts.map((p) => ({ en: en.post(p.slug), es: es.post(postSlugs.get(p.slug) ?? '') })),
    { en: en.guides, es: es.guides },
    ...source.content.guides.map((g) => ({
      en: en.guide(g.slug),
      es: es.guide(guideSlugs.get(g.slug) ?? ''),
    })),
    ...pages.map((page) => ({ en: en.page(page.id), es: es.page(page.slug) })),
  ];
  return { categories, posts, guides, pages, alternates };
}

export { hrefMapper } from '../../src/site/i18n/links';

export type { SpanishCategory };
