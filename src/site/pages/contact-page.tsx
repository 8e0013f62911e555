import {
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type FormEvent, use, useState } from 'react';
import { Prose } from '../components/prose';
import { loadContentBody } from '../content-loader';
import { infoPages } from '../info-pages';
import { notify } from '../notify';
import NotFoundPage from './not-found-page';

const CATEGORIES = ['support', 'feedback', 'partnership', 'media', 'medical', 'other'] as const;
const EMPTY = { name: '', email: '', category: '', subject: '', message: '' };
type Values = typeof EMPTY;

/** Field errors of the contact form (name, valid email, subject and message are required). */
export function contactErrors(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Please enter a valid email address.';
  if (!values.subject.trim()) errors.subject = 'Please enter a subject.';
  if (!values.message.trim()) errors.message = 'Please write your message.';
  return errors;
}

/** A mailto: link with the message filled in (there is no server: her own mail app sends it). */
export function mailtoFor(to: string, values: Values): string {
  const subject = `[${values.category || 'general'}] ${values.subject.trim()}`;
  const body = `${values.message.trim()}\n\n— ${values.name.trim()} <${values.email.trim()}>`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** /contact — contact details and a message form that opens the visitor's mail app. */
export default function ContactPage() {
  const meta = infoPages.contact;
  const pending = meta ? loadContentBody('pages', 'contact') : undefined;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [sending, setSending] = useState(false);
  if (!meta || !pending) return <NotFoundPage />;
  const { html } = use(pending);
  const email = meta.email ?? 'hello@bloomcalc.example';
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setTimeout(() => {
      try {
        const href = mailtoFor(email, values);
        void notify({
          type: 'success',
          title: 'Message Sent Successfully!',
          description: "Thank you for contacting us. We'll get back to you within 24 hours.",
        });
        setValues(EMPTY);
        window.location.href = href;
      } catch {
        void notify({
          type: 'error',
          title: 'Error',
          description: 'Failed to send message. Please try again.',
        });
      } finally {
        setSending(false);
      }
    }, 1000);
  };

  const field = (key: keyof Values, label: string, input: React.ReactNode, required = true) => (
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
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {meta.title}
      </Heading>
      <Prose html={html} />
      <Card.Root mt="8">
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Contact form">
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {field(
                  'name',
                  'Name',
                  <Input name="name" value={values.name} onChange={set('name')} autoComplete="name" />,
                )}
                {field(
                  'email',
                  'Email',
                  <Input
                    name="email"
                    type="email"
                    value={values.email}
                    onChange={set('email')}
                    autoComplete="email"
                  />,
                )}
              </SimpleGrid>
              {field(
                'category',
                'Inquiry type',
                <NativeSelect.Root>
                  <NativeSelect.Field name="category" value={values.category} onChange={set('category')}>
                    <option value="">Choose a topic (optional)</option>
                    {CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {category[0]?.toUpperCase() + category.slice(1)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>,
                false,
              )}
              {field(
                'subject',
                'Subject',
                <Input name="subject" value={values.subject} onChange={set('subject')} />,
              )}
              {field(
                'message',
                'Message',
                <Textarea name="message" rows={6} value={values.message} onChange={set('message')} />,
              )}
              <Text fontSize="sm" color="fg.muted">
                Nothing is sent from this page: pressing Send opens your own email app with your message
                filled in, addressed to {email}.
              </Text>
              <Button type="submit" colorPalette="pink" disabled={sending} alignSelf="flex-start">
                {sending ? 'Sending...' : 'Send Message'}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
