/** An information page's metadata. */
export interface InfoPageMeta {
  title: string;
  description: string;
  lastUpdated?: string;
  email?: string;
  items?: { question: string; answer: string }[];
}
