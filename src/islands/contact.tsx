import { ContactForm } from '@/site/components/contact-form';
import { WordsProvider } from '@/site/words/context';
import { islandLang, loadWords } from '@/site/words/load';
import { hydrateWith } from './mount';
import type { ContactProps } from './registry';

/** The contact form (opens the visitor's mail app), in the page's language. */
export async function element({ email, lang }: ContactProps) {
  return (
    <WordsProvider value={await loadWords(islandLang(lang))}>
      <ContactForm email={email} />
    </WordsProvider>
  );
}

export const mount = hydrateWith(element);
