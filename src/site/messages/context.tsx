import { createContext, type ReactNode, useContext } from 'react';
import { type Lang, type SitePaths, sitePaths } from '../i18n/lang';
import type { Messages } from './messages.en.gen';

/** A category as pages and islands name it, in one language (from that language's menu). */
export interface CategoryName {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  /** The category's hub, in this language. */
  href: string;
}

/** What every page and island says and links to, in its language. */
export interface SiteMessages {
  lang: Lang;
  /** The site's words (src/site/messages/messages.ts), compiled for this language. */
  m: Messages;
  paths: SitePaths;
  /** The categories in menu order, with their names and hubs in this language. */
  categories: readonly CategoryName[];
}

const WordsContext = createContext<SiteMessages | null>(null);

/** Gives a page's or an island's tree its language's words. */
export function SiteMessagesProvider({ value, children }: { value: SiteMessages; children: ReactNode }) {
  return <WordsContext value={value}>{children}</WordsContext>;
}

/** The words of the page's language; every page and island renders inside a SiteMessagesProvider. */
export function useSiteMessages(): SiteMessages {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useSiteMessages: rendered outside a SiteMessagesProvider');
  return words;
}

/** A category's name and hub in the words' language, by id. */
export function categoryName(words: SiteMessages, id: string): CategoryName | undefined {
  return words.categories.find((category) => category.id === id);
}

/** Builds the words of a language from its compiled messages and its menu's categories. */
export function siteMessages(lang: Lang, m: Messages, categories: readonly CategoryName[]): SiteMessages {
  return { lang, m, paths: sitePaths(lang), categories };
}
