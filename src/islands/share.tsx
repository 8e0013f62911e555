import { ShareButton, ShareCard } from '@/site/components/share-card';
import type { IslandModule, ShareProps } from './registry';

/** The share card (articles, guides). */
export const card: IslandModule<ShareProps> = {
  element: async ({ title, text }) => <ShareCard title={title} text={text} />,
};

/** The compact share button (article headers). */
export const button: IslandModule<ShareProps> = {
  element: async ({ title, text }) => <ShareButton title={title} text={text} />,
};
