import { ShareButton, ShareCard } from '@/site/components/share-card';
import { hydrateWith } from './mount';
import type { IslandModule, ShareProps } from './registry';

const cardElement: IslandModule<ShareProps>['element'] = async ({ title, text }) => (
  <ShareCard title={title} text={text} />
);
const buttonElement: IslandModule<ShareProps>['element'] = async ({ title, text }) => (
  <ShareButton title={title} text={text} />
);

/** The share card (articles, guides). */
export const card: IslandModule<ShareProps> = { element: cardElement, mount: hydrateWith(cardElement) };

/** The compact share button (article headers). */
export const button: IslandModule<ShareProps> = { element: buttonElement, mount: hydrateWith(buttonElement) };
