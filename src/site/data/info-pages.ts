import pageIndex from '@/generated/content/pages.json';

/** An information page's metadata. */
export interface InfoPageMeta {
  title: string;
  description: string;
  lastUpdated?: string;
  email?: string;
  items?: { question: string; answer: string }[];
}

/** Information pages by slug (content/pages/*.md). */
export const infoPages = pageIndex as Record<string, InfoPageMeta>;
