import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { textareaRecipe } from '@/site/theme/textarea-recipe';
import { useSiteMessages } from '../messages/context';
import type { Messages } from '../messages/messages.en.gen';

const CATEGORIES = ['support', 'feedback', 'partnership', 'media', 'medical', 'other'] as const;
const EMPTY = { name: '', email: '', category: '', subject: '', message: '' };
type Values = typeof EMPTY;
/** Field errors of the contact form (name, valid email, subject and message are required). */
function contactErrors(values: Values, m: Messages): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = m.contactNameMissing();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = m.contactEmailInvalid();
  if (!values.subject.trim()) errors.subject = m.contactSubjectMissing();
  if (!values.message.trim()) errors.message = m.contactMessageMissing();
  return errors;
}

/** A mailto: link with the message filled in (there is no server: her own mail app sends it). */
function mailtoFor(to: string, values: Values): string {
  const subject = `[${values.category || 'general'}] ${values.subject.trim()}`;
  const body = `${values.message.trim()}\n\n— ${values.name.trim()} <${values.email.trim()}>`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The contact form's island: checks the fields and opens the visitor's mail app with the message filled in. The
 * controls keep their own values (read at submit), so what was typed before the code was ready is kept. Without
 * its code (JavaScript off, a blocked script) the form is still a mailto: form: the browser hands the fields to the
 * mail app as plain text; it has no address on this site to send them to, so nothing she types reaches a server.
 */
export function ContactForm({
  email,
  tell,
}: {
  email: string;
  /** Tells her what happened (the contact island shows it as a toast). */
  tell: (title: string, description: string) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { m } = useSiteMessages();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(
      Object.keys(EMPTY).map((key) => [key, String(data.get(key) ?? '')]),
    ) as Values;
    const found = contactErrors(values, m);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // What happened, and no more: the mail app opens with the message; nothing is sent until she sends it there.
    // The form keeps her text, in case no mail app opens.
    tell(m.contactOpeningTitle(), m.contactOpeningText({ email }));
    window.location.href = mailtoFor(email, values);
  };

  const field = (key: keyof Values, label: string, input: ReactNode, required = true) => (
    <Field.Root invalid={Boolean(errors[key])} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {input}
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={m.contactFormLabel()}
      action={`mailto:${email}`}
      method="post"
      encType="text/plain"
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {field('name', m.contactName(), <Input name="name" autoComplete="name" />)}
          {field('email', m.contactEmail(), <Input name="email" type="email" autoComplete="email" />)}
        </SimpleGrid>
        {field(
          'category',
          m.contactType(),
          <NativeSelect.Root>
            <NativeSelect.Field name="category" defaultValue="">
              <option value="">{m.contactChooseTopic()}</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {m.contactTopic({ topic: category })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          false,
        )}
        {field('subject', m.contactSubject(), <Input name="subject" />)}
        {field('message', m.contactMessage(), <Textarea recipe={textareaRecipe} name="message" rows={6} />)}
        <Text fontSize="sm" color="fg.muted">
          {m.contactNote({ email })}
        </Text>
        <Button type="submit" colorPalette="pink" alignSelf="flex-start">
          {m.contactSend()}
        </Button>
      </Stack>
    </form>
  );
}
