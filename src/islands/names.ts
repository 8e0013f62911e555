/**
 * The islands: the only parts of a page that run code in the browser. Each is its own React root, hydrated from
 * the prerendered HTML when its `load` moment comes (docs/adr/0003):
 * - `eager`: as soon as the page's script runs (the calculator form, the point of its page);
 * - `interaction`: on the first focus, press, key or pointer over it (search filters, the quick BMI form, the
 *   contact form, share buttons); what the visitor typed or pressed meanwhile is adopted or replayed.
 * A page whose address carries a query (a share link, a filter) hydrates its islands at once.
 */
export type IslandLoad = 'eager' | 'interaction';

/** Props of each island, as written into the page (JSON). */
export interface IslandProps {
  /** `fields`: the custom form fields the calculator uses, loaded with the form so they hydrate with it. */
  runner: { id: string; src: string; fields: string[] };
  directory: Record<string, never>;
  blog: Record<string, never>;
  'quick-bmi': { src: string };
  contact: { email: string };
  'share-card': { title: string; text?: string };
  'share-button': { title: string; text?: string };
}

export type IslandName = keyof IslandProps;
