/**
 * A word the page script says without React, in the page's language: the page writes them into `#page-words`
 * (PageMessages in src/site/components/layout.tsx), so the one page script carries no language of its own.
 */
export type PageMessage =
  | 'islandFailed'
  | 'islandReload'
  | 'copySelected'
  | 'copyDone'
  | 'updateTitle'
  | 'updateText'
  | 'updateReload'
  | 'toastClose';

/** The page's word for `name` ('' on a page without them). */
export function pageMessage(name: PageMessage): string {
  return document.getElementById('page-words')?.dataset[name] ?? '';
}
