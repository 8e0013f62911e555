import path from 'node:path';
import type { Messages as SiteWords } from '../../../src/site/words/messages.en.gen';
import { CATEGORIES_DIR, loadCategories } from '../categories';
import { loadContent } from '../content';
import {
  DEFINITIONS_DIR,
  featuredProblems,
  type LoadedDefinition,
  listDefinitionIds,
  loadDefinitions,
} from '../definitions';
import { iconModule, iconProblems, lucideIcons } from '../icons';
import { buildMessages } from '../messages';
import { JOURNAL_MESSAGES_DIR, SITE_MESSAGES_DIR } from '../site-words';
import { loadSpanishDefinitions, type SpanishDefinition } from '../spanish';
import { HEADER, OUT, write } from './output';

/** The engine's folder: its own words are messages.ts / messages.es.ts there. */
const ENGINE_DIR = path.resolve(import.meta.dirname, '../../../src/engine');

/** The site's words in Spanish, compiled by `compileAllMessages`. */
export type SpanishSiteWords = SiteWords;

/**
 * Compiles every messages file: the engine's own words first, which every compiled module's language carries
 * (src/engine/language.ts), and the site's (shell, pages, islands: src/site/words/), without a language of their
 * own; then each definition's (words.ts imports them through calculator.ts). Returns the Spanish site words a
 * rendered body uses (a wide table's name and hint, the sources heading), compiled just now.
 */
export async function compileAllMessages(): Promise<SpanishSiteWords> {
  const errors = [
    ...(await buildMessages(
      [
        ENGINE_DIR,
        path.join(ENGINE_DIR, 'result-words'),
        path.join(ENGINE_DIR, 'field-words'),
        SITE_MESSAGES_DIR,
        JOURNAL_MESSAGES_DIR,
      ],
      { language: false },
    )),
    ...(await buildMessages(listDefinitionIds().map((id) => path.join(DEFINITIONS_DIR, id)))),
  ];
  if (errors.length > 0) throw new Error(`Invalid messages:\n${errors.join('\n')}`);
  return (await import('../../../src/site/words/messages.es.gen')).default;
}

/** Everything the site is generated from, each part checked as it loads. */
export interface Sources {
  definitions: LoadedDefinition[];
  /** The Spanish edition of each definition. */
  spanishDefinitions: SpanishDefinition[];
  categories: ReturnType<typeof loadCategories>;
  content: ReturnType<typeof loadContent>;
}

/**
 * Loads the definitions and their Spanish editions (a missing Spanish file, text or message fails here), the
 * categories (data an editor edits, content/categories/*.yaml, checked like a definition, whose category
 * checkDefinition holds to their ids) and the content. Each throws naming the file and key.
 */
export async function loadSources(): Promise<Sources> {
  const definitions = await loadDefinitions();
  const spanishLoad = await loadSpanishDefinitions(definitions);
  if (spanishLoad.errors.length > 0)
    throw new Error(`Spanish words missing or wrong:\n${spanishLoad.errors.join('\n')}`);
  const categories = loadCategories();
  const content = loadContent();
  return { definitions, spanishDefinitions: spanishLoad.spanish, categories, content };
}

/** The library's icons by name (`lucideIcons`). */
type Icons = ReturnType<typeof lucideIcons>;

/**
 * Any icon of the library by name; each calculator its own (and each category its own), so cards tell apart; and no
 * more featured calculators than the home page shows. Returns the library's icons.
 */
export function checkIcons({ definitions, categories }: Pick<Sources, 'definitions' | 'categories'>): Icons {
  const icons = lucideIcons();
  const errors = [
    ...iconProblems(
      definitions.map(({ file, definition: d }) => ({
        file,
        id: d.id,
        icon: d.icon,
        words: [d.id, d.name, ...d.keywords],
      })),
      icons,
    ),
    ...iconProblems(
      categories.map((category) => ({
        file: path.relative(process.cwd(), path.join(CATEGORIES_DIR, `${category.id}.yaml`)),
        id: category.id,
        icon: category.icon,
        words: [category.id, category.name],
      })),
      icons,
    ),
    ...featuredProblems(definitions),
  ];
  if (errors.length > 0) throw new Error(`Invalid calculator definitions:\n${errors.join('\n')}`);
  return icons;
}

/** src/generated/icons.ts: only the icons in use, so the site's bundle carries no other. */
export function writeIcons(
  { definitions, categories }: Pick<Sources, 'definitions' | 'categories'>,
  icons: Icons,
) {
  write(
    path.join(OUT, 'icons.ts'),
    HEADER +
      iconModule(
        [...definitions.map(({ definition: d }) => d.icon), ...categories.map((c) => c.icon)],
        icons,
      ),
  );
}
