import { ShareButton, ShareCard } from '@/site/components/share-card';
import { WordsProvider } from '@/site/words/context';
import { islandLang, loadWords } from '@/site/words/load';
import { hydrateWith } from './mount';
import type { IslandModule, ShareProps } from './registry';

const cardElement: IslandModule<ShareProps>['element'] = async ({ title, text, lang }) => (
  <WordsProvider value={await loadWords(islandLang(lang))}>
    <ShareCard title={title} text={text} />
  </WordsProvider>
);
const buttonElement: IslandModule<ShareProps>['element'] = async ({ title, text, lang }) => (
  <WordsProvider value={await loadWords(islandLang(lang))}>
    <ShareButton title={title} text={text} />
  </WordsProvider>
);

/** The share card (articles, guides). */
export const card: IslandModule<ShareProps> = { element: cardElement, mount: hydrateWith(cardElement) };

/** The compact share button (article headers). */
export const button: IslandModule<ShareProps> = { element: buttonElement, mount: hydrateWith(buttonElement) };
