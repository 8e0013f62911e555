import { ContactForm } from '@/site/components/contact-form';
import { hydrateWith } from './mount';
import type { ContactProps } from './registry';

/** The contact form (opens the visitor's mail app). */
export async function element({ email }: ContactProps) {
  return <ContactForm email={email} />;
}

export const mount = hydrateWith(element);
