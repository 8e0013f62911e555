import { ShareButton, ShareCard } from '@/site/components/share-card';
import { SiteMessagesProvider } from '@/site/messages/context';
import { islandLang, loadSiteMessages } from '@/site/messages/load';
import { hydrateWith } from './mount';
import type { IslandModule, ShareProps } from './registry';

const cardElement: IslandModule<ShareProps>['element'] = async ({ title, text, lang }) => (
  <SiteMessagesProvider value={await loadSiteMessages(islandLang(lang))}>
    <ShareCard title={title} text={text} />
  </SiteMessagesProvider>
);
const buttonElement: IslandModule<ShareProps>['element'] = async ({ title, text, lang }) => (
  <SiteMessagesProvider value={await loadSiteMessages(islandLang(lang))}>
    <ShareButton title={title} text={text} />
  </SiteMessagesProvider>
);

/** The share card (articles, guides). */
export const card: IslandModule<ShareProps> = { element: cardElement, mount: hydrateWith(cardElement) };

/** The compact share button (article headers). */
export const button: IslandModule<ShareProps> = { element: buttonElement, mount: hydrateWith(buttonElement) };
