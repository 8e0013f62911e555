import { ContactForm } from '@/site/components/contact-form';
import { hydrateIsland } from './mount';

/** The contact form (opens the visitor's mail app). */
export function mount(element: HTMLElement, props: Record<string, unknown>) {
  return hydrateIsland(element, <ContactForm email={String(props.email)} />);
}
