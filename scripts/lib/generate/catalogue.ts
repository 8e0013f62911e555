import path from 'node:path';
import type { Category } from '../../../src/engine/categories';
import type { CatalogueItem } from '../../../src/engine/types';
import { DIRECTORY_PAGE_SIZE } from '../../../src/site/data/config';
import { type Lang, sitePaths } from '../../../src/site/i18n/lang';
import { blurbNotes } from '../categories';
import { hrefMapper, spanishEdition } from '../spanish-site';
import { HEADER, OUT, write } from './output';
import type { Sources } from './sources';

/**
 * How many calculators each category lists in the header menu. The spec's four hid the fifth of a category
 * behind "+1 more"; every calculator is listed up to this many, past it the menu links to the category's page
 * (the menu is in every page's HTML, so it must not grow without limit).
 */
const MENU_ITEMS_PER_CATEGORY = 12;
/** At most this many featured calculators on the home page. */
const MAX_FEATURED = 12;

type Content = Sources['content'];
type Data<K extends keyof Content> = Content[K][number]['data'];

/** The Spanish twins of the categories and content, and every page's pair of addresses (`spanishEdition`). */
type SpanishSite = ReturnType<typeof spanishEdition<Data<'posts'>, Data<'guides'>, Data<'pages'>>>;

/** The site's catalogue in both languages, and where each English page's Spanish twin is. */
export interface Catalogue {
  calculators: CatalogueItem[];
  spanishCalculators: CatalogueItem[];
  spanish: SpanishSite;
  /** An English page's address → its Spanish twin's. */
  toSpanish: (href: string) => string;
}

/**
 * Each calculator's catalogue card in English and in Spanish (its Spanish name, words and slug, from the Spanish
 * definitions), and the Spanish twins of the categories and content; fails naming the file.
 */
export function buildCatalogue({ definitions, spanishDefinitions, categories, content }: Sources): Catalogue {
  const calculators: CatalogueItem[] = definitions.map(({ definition: d }) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    category: d.category,
    href: `/calculators/${d.id}`,
    icon: d.icon,
    color: d.color,
    keywords: [...d.keywords],
    featured: d.featured ?? false,
  }));
  const spanishById = new Map(spanishDefinitions.map((spanish) => [spanish.id, spanish]));
  const spanishCalculators: CatalogueItem[] = calculators.map((item) => {
    const spanish = spanishById.get(item.id);
    if (!spanish) throw new Error(`definitions/${item.id}: no Spanish definition`);
    const { name, description, keywords } = spanish.definition;
    return {
      ...item,
      name,
      description,
      keywords: [...keywords],
      href: sitePaths('es').calculator(spanish.slug),
    };
  });
  const spanish = spanishEdition({ calculators, spanishCalculators, categories, content });
  return { calculators, spanishCalculators, spanish, toSpanish: hrefMapper(spanish.alternates, 'es') };
}

/**
 * The pairs of addresses and the categories, then each language's catalogue, menu, home cards, hub lists and
 * directory page: `<name>.json` in English, `<name>.es.json` in Spanish (a page imports its own language's; an
 * island loads only its own), and the hubs' loaders. Prints a note for a category blurb that leaves out one of its
 * calculators (said, not refused: the calculator's folder is right).
 */
export function writeCatalogues(
  { categories, content }: Pick<Sources, 'categories' | 'content'>,
  { calculators, spanishCalculators, spanish }: Catalogue,
) {
  write(path.join(OUT, 'alternates.json'), `${JSON.stringify(spanish.alternates, null, 2)}\n`);
  write(path.join(OUT, 'categories.json'), `${JSON.stringify(categories, null, 2)}\n`);
  write(path.join(OUT, 'categories.es.json'), `${JSON.stringify(spanish.categories, null, 2)}\n`);
  for (const note of blurbNotes(categories, calculators)) console.log(note);
  const editions: { lang: Lang; categories: (Category & { slug?: string })[]; items: CatalogueItem[] }[] = [
    { lang: 'en', categories: [...categories], items: calculators },
    { lang: 'es', categories: spanish.categories, items: spanishCalculators },
  ];
  const loaderLines: string[] = [];
  for (const { lang, categories: cats, items: all } of editions) {
    const suffix = lang === 'en' ? '' : `.${lang}`;
    const paths = sitePaths(lang);
    write(
      path.join(OUT, `catalogue${suffix}.json`),
      `${JSON.stringify({ categories: cats, calculators: all }, null, 2)}\n`,
    );
    // Every page carries the menu: it holds only what the header and home show (up to MENU_ITEMS_PER_CATEGORY
    // calculators per category, and counts), so it stays the same size however many calculators there are.
    const menu = {
      total: all.length,
      categories: cats.map(({ id, name, description, icon, color, slug }) => {
        const items = all.filter((item) => item.category === id);
        return {
          id,
          name,
          description,
          icon,
          color,
          href: paths.category(slug ?? id),
          count: items.length,
          top: items
            .slice(0, MENU_ITEMS_PER_CATEGORY)
            .map(({ name: label, href }) => ({ name: label, href })),
        };
      }),
      infoPages:
        lang === 'en'
          ? content.pages.map((page) => ({ id: page.slug, slug: page.slug }))
          : spanish.pages.map((page) => ({ id: page.id, slug: page.slug })),
    };
    write(path.join(OUT, `menu${suffix}.json`), `${JSON.stringify(menu)}\n`);
    // The home page's featured cards (card data only: no keywords, the home page does not search).
    const featured = all
      .filter((item) => item.featured)
      .slice(0, MAX_FEATURED)
      .map(({ keywords: _keywords, ...card }) => card);
    write(path.join(OUT, `featured${suffix}.json`), `${JSON.stringify(featured)}\n`);
    // Each category hub's calculators in a file of its own (a hub loads its own list, not the whole catalogue).
    for (const { id } of cats) {
      const items = all.filter((item) => item.category === id);
      write(path.join(OUT, 'categories', `${id}${suffix}.json`), `${JSON.stringify(items)}\n`);
    }
    loaderLines.push(
      `  ${lang}: {\n` +
        cats
          .map(
            ({ id }) =>
              `    ${JSON.stringify(id)}: () => import('./categories/${id}${suffix}.json').then((m) => m.default as CatalogueItem[]),`,
          )
          .join('\n') +
        '\n  },',
    );
    // The directory's first page of cards and the total; the full catalogue loads when a visitor searches.
    const directory = { total: all.length, firstPage: all.slice(0, DIRECTORY_PAGE_SIZE) };
    write(path.join(OUT, `directory${suffix}.json`), `${JSON.stringify(directory)}\n`);
  }
  write(
    path.join(OUT, 'category-loaders.ts'),
    `${HEADER}import type { CatalogueItem } from '../engine/types';\n\n` +
      `export const categoryLoaders: Record<'en' | 'es', Record<string, () => Promise<CatalogueItem[]>>> = {\n` +
      `${loaderLines.join('\n')}\n};\n`,
  );
}
