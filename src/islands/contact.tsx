import { ContactForm } from '@/site/components/contact-form';
import { SiteMessagesProvider } from '@/site/messages/context';
import { islandLang, loadSiteMessages } from '@/site/messages/load';
import { hydrateWith } from './mount';
import { notify } from './notify';
import type { ContactProps } from './registry';

/** The contact form (opens the visitor's mail app), in the page's language. */
export async function element({ email, lang }: ContactProps) {
  return (
    <SiteMessagesProvider value={await loadSiteMessages(islandLang(lang))}>
      <ContactForm
        email={email}
        tell={(title, description) => void notify({ type: 'info', title, description })}
      />
    </SiteMessagesProvider>
  );
}

export const mount = hydrateWith(element);
