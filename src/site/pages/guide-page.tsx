import { Alert, Box, Button, Card, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { use } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ArticleHeader } from '../components/article-header';
import { CalculatorCard } from '../components/calculator-card';
import { TopicBadge } from '../components/post-card';
import { Prose } from '../components/prose';
import { loadContentBody } from '../data/content-loader';
import { useSiteMessages } from '../messages/context';
import { Island } from '../render/islands';
import NotFoundPage from './not-found-page';

/** /health-guides/:slug — one guide (the same header and share card as an article), disclaimer, related calculators. */
export default function GuidePage() {
  const { slug = '' } = useParams();
  const { m, paths, lang } = useSiteMessages();
  const pending = loadContentBody('guides', slug, lang);
  if (!pending) return <NotFoundPage />;
  // The guide's module brings the cards of the calculators it links to (not the whole catalogue).
  const { html, guide, calculators: related } = use(pending);
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Box as="article">
        <ArticleHeader
          back={{ to: paths.guides, label: m.backToGuides() }}
          article={{ ...guide, summary: guide.description }}
        >
          <Wrap gap="2" mb="6" aria-label={m.topicsLabel()}>
            {guide.topics.map((topic) => (
              <TopicBadge key={topic} topic={topic} />
            ))}
          </Wrap>
        </ArticleHeader>
        <Prose html={html} />
        {guide.medicalDisclaimer && (
          <Alert.Root status="warning" mt="8">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{m.medicalDisclaimer()}</Alert.Title>
              <Alert.Description>{m.guideDisclaimer()}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Box>
      <Stack gap="10" mt="10">
        <Island
          name="share-card"
          props={{ title: guide.title, text: guide.description, ...(lang === 'en' ? {} : { lang }) }}
        />
        {related.length > 0 && (
          <Box as="section" aria-labelledby="related-calculators">
            <Heading as="h2" size="xl" mb="4" id="related-calculators">
              {m.relatedCalculators()}
            </Heading>
            <Stack gap="3">
              {related.map((item) => (
                <CalculatorCard key={item.id} item={item} />
              ))}
            </Stack>
          </Box>
        )}
        <Card.Root colorPalette="pink" variant="subtle" as="section" aria-labelledby="take-action">
          <Card.Body gap="3">
            <Heading as="h2" size="lg" id="take-action">
              {m.takeAction()}
            </Heading>
            <Text>{m.takeActionText()}</Text>
            <Wrap gap="3">
              <Button asChild colorPalette="pink">
                <RouterLink to={paths.calculators}>{m.exploreCalculators()}</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={paths.guides}>{m.moreGuides()}</RouterLink>
              </Button>
            </Wrap>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
