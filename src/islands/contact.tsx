import { ContactForm } from '@/site/components/contact-form';
import { WordsProvider } from '@/site/words/context';
import { islandLang, loadWords } from '@/site/words/load';
import { hydrateWith } from './mount';
import { notify } from './notify';
import type { ContactProps } from './registry';

/** The contact form (opens the visitor's mail app), in the page's language. */
export async function element({ email, lang }: ContactProps) {
  return (
    <WordsProvider value={await loadWords(islandLang(lang))}>
      <ContactForm
        email={email}
        tell={(title, description) => void notify({ type: 'info', title, description })}
      />
    </WordsProvider>
  );
}

export const mount = hydrateWith(element);
