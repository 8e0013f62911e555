import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Image,
  Link,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { use } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CalculatorCard } from '../components/calculator-card';
import { Prose } from '../components/prose';
import { findCategory } from '../data/categories';
import { longDate } from '../data/content';
import { loadContentBody } from '../data/content-loader';
import { Island } from '../render/islands';
import NotFoundPage from './not-found-page';

/** /health-guides/:slug — one guide with topics, content, disclaimer, related calculators and share. */
export default function GuidePage() {
  const { slug = '' } = useParams();
  const pending = loadContentBody('guides', slug);
  if (!pending) return <NotFoundPage />;
  // The guide's module brings the cards of the calculators it links to (not the whole catalogue).
  const { html, guide, calculators: related } = use(pending);
  const category = findCategory(guide.category);
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <HStack justify="space-between" mb="6">
        <Link asChild color="pink.fg">
          <RouterLink to="/health-guides">
            <ArrowLeft aria-hidden size={16} /> Back to Health Guides
          </RouterLink>
        </Link>
        <Island
          name="share-button"
          load="interaction"
          props={{ title: guide.title, text: guide.description }}
        />
      </HStack>
      <Box as="article">
        <Badge colorPalette={category?.color ?? 'pink'} mb="3">
          {category?.name}
        </Badge>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="4" lineHeight="1.2">
          {guide.title}
        </Heading>
        <Text fontSize="xl" color="fg.muted" mb="4">
          {guide.description}
        </Text>
        <HStack gap="3" fontSize="sm" color="fg.muted" mb="4" wrap="wrap">
          <Text>By {guide.author.name}</Text>
          <time dateTime={guide.publishedAt}>{longDate(guide.publishedAt)}</time>
          <Text>· {guide.readTime} min read</Text>
        </HStack>
        <Wrap gap="2" mb="6" aria-label="Topics">
          {guide.topics.map((topic) => (
            <Badge key={topic} variant="outline">
              {topic}
            </Badge>
          ))}
        </Wrap>
        <Image
          src={guide.featuredImage.src}
          alt={guide.featuredImage.alt}
          htmlWidth={guide.featuredImage.width}
          htmlHeight={guide.featuredImage.height}
          width="full"
          height="auto"
          borderRadius="lg"
          mb="6"
          aspectRatio={`${guide.featuredImage.width} / ${guide.featuredImage.height}`}
        />
        <Prose html={html} />
        {guide.medicalDisclaimer && (
          <Alert.Root status="warning" mt="8">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Medical disclaimer</Alert.Title>
              <Alert.Description>
                This guide is general information, not medical advice, diagnosis or treatment. Talk to a
                qualified health professional about your own situation.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Box>
      <Stack gap="10" mt="10">
        {related.length > 0 && (
          <Box as="section" aria-labelledby="related-calculators">
            <Heading as="h2" size="xl" mb="4" id="related-calculators">
              Related calculators
            </Heading>
            <Stack gap="3">
              {related.map((item) => (
                <CalculatorCard key={item.id} item={item} />
              ))}
            </Stack>
          </Box>
        )}
        <Card.Root as="section" aria-label="About the author">
          <Card.Body>
            <Text fontWeight="semibold">{guide.author.name}</Text>
            <Text color="fg.muted">{guide.author.bio}</Text>
          </Card.Body>
        </Card.Root>
        <Card.Root colorPalette="pink" variant="subtle" as="section" aria-labelledby="take-action">
          <Card.Body gap="3">
            <Heading as="h2" size="lg" id="take-action">
              Take action
            </Heading>
            <Text>Turn this guide into numbers for you, or keep reading.</Text>
            <Wrap gap="3">
              <Button asChild colorPalette="pink">
                <RouterLink to="/calculators">Explore Calculators</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/health-guides">More Health Guides</RouterLink>
              </Button>
            </Wrap>
          </Card.Body>
        </Card.Root>
        <Island
          name="share-card"
          load="interaction"
          props={{ title: guide.title, text: guide.description }}
        />
      </Stack>
    </Container>
  );
}
