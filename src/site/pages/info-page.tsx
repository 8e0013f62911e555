import { Alert, Container, Heading, Text } from '@chakra-ui/react';
import { use } from 'react';
import { formatDate } from '@/engine/intl';
import { Prose } from '../components/prose';
import { useInfoPage } from '../data/use-info-page';
import { LOCALE } from '../i18n/lang';
import { useSiteMessages } from '../messages/context';
import NotFoundPage from './not-found-page';

/** /about, /privacy, /terms, /cookie-policy, /disclaimer (and their Spanish twins) — prose pages from content/pages/. */
export default function InfoPage() {
  const { m, lang } = useSiteMessages();
  const { id: slug, meta, pending } = useInfoPage();
  if (!meta || !pending) return <NotFoundPage />;
  const { html } = use(pending);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {meta.title}
      </Heading>
      {meta.lastUpdated && (
        <Text color="fg.muted" mb="6">
          {m.lastUpdated()}{' '}
          <time dateTime={meta.lastUpdated}>{formatDate(meta.lastUpdated, 'long', LOCALE[lang])}</time>
        </Text>
      )}
      {slug === 'terms' && (
        <Alert.Root status="error" variant="surface" my="6">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.medicalDisclaimer()}</Alert.Title>
            <Alert.Description>{m.termsDisclaimer()}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Prose html={html} />
    </Container>
  );
}
