/**
 * The Spanish edition's data (docs/i18n.md), written beside the English by `npm run generate`: the categories
 * (content/categories/<id>.es.yaml), the content twins (content/<kind>/<name>.es.md) with their links mapped to the
 * Spanish pages, and the pairs of addresses (alternates.json) that the head, the sitemap and the language switch read.
 * The calculators' Spanish words come from their Spanish definitions (scripts/lib/spanish.ts).
 */
import type { Category } from '../../src/engine/categories';
import type { CatalogueItem } from '../../src/engine/types';
import { sitePaths } from '../../src/site/i18n/lang';
import type { Entry } from './content';
import { duplicateSlugs, loadCategoryTwins, loadTagNames, loadTwins, type Twin } from './twins';

/** One page in both languages. */
interface Alternate {
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
  const tagNames = loadTagNames(source.content.posts, errors);
  errors.push(
    ...duplicateSlugs(
      'categories',
      categories.map((c) => ({ slug: c.slug, file: `content/categories/${c.id}.es.yaml` })),
    ),
    ...duplicateSlugs(
      'calculators',
      source.spanishCalculators.map((c) => ({ slug: c.href, file: `definitions/${c.id}/messages.es.ts` })),
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
    { en: en.journal, es: es.journal },
  ];
  return { categories, posts, guides, pages, tagNames, alternates };
}

export { hrefMapper } from '../../src/site/i18n/links';
