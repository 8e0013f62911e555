import { ShareButton, ShareCard } from '@/site/components/share-card';
import { hydrateIsland } from './mount';

/** A share card or a compact share button (one module for both islands). */
export function mount(element: HTMLElement, props: Record<string, unknown>) {
  const title = String(props.title);
  const text = typeof props.text === 'string' ? props.text : undefined;
  const Share = element.dataset.island === 'share-button' ? ShareButton : ShareCard;
  return hydrateIsland(element, <Share title={title} text={text} />);
}
