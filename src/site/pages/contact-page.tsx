import { Card, Container, Heading } from '@chakra-ui/react';
import { use } from 'react';
import { Prose } from '../components/prose';
import { useInfoPage } from '../data/use-info-page';
import { useSiteMessages } from '../messages/context';
import { Island } from '../render/islands';
import NotFoundPage from './not-found-page';

/** /contact — contact details and the message form island (it opens the visitor's mail app). */
export default function ContactPage() {
  const { lang } = useSiteMessages();
  const { meta, pending } = useInfoPage();
  if (!meta || !pending) return <NotFoundPage />;
  const { html } = use(pending);
  const email = meta.email ?? 'hello@bloomcalc.example';
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {meta.title}
      </Heading>
      <Prose html={html} />
      <Card.Root mt="8">
        <Card.Body>
          <Island name="contact" props={lang === 'en' ? { email } : { email, lang }} />
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
