import { Alert, Container, Heading, Text } from '@chakra-ui/react';
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { formatDate } from '@/engine/intl';
import { Prose } from '../components/prose';
import { loadContentBody } from '../data/content-loader';
import { infoPages } from '../data/info-pages';
import NotFoundPage from './not-found-page';

/** /about, /privacy, /terms, /cookie-policy, /disclaimer — prose pages from content/pages/. */
export default function InfoPage() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, '');
  const meta = Object.hasOwn(infoPages, slug) ? infoPages[slug] : undefined;
  const pending = meta ? loadContentBody('pages', slug) : undefined;
  if (!meta || !pending) return <NotFoundPage />;
  const { html } = use(pending);
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {meta.title}
      </Heading>
      {meta.lastUpdated && (
        <Text color="fg.muted" mb="6">
          Last updated <time dateTime={meta.lastUpdated}>{formatDate(meta.lastUpdated, 'long')}</time>
        </Text>
      )}
      {slug === 'terms' && (
        <Alert.Root status="error" variant="surface" my="6">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Medical disclaimer</Alert.Title>
            <Alert.Description>
              BloomCalc's calculators and articles are for information only. They are not medical advice,
              diagnosis or treatment, and never replace a qualified health professional.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Prose html={html} />
    </Container>
  );
}
