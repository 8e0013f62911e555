import { Badge, Box, Button, Card, Container, Heading, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { use } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ArticleHeader } from '../components/article-header';
import { PostCard } from '../components/post-card';
import { Prose } from '../components/prose';
import { loadContentBody } from '../data/content-loader';
import { useSiteMessages } from '../messages/context';
import { Island } from '../render/islands';
import NotFoundPage from './not-found-page';

/** /blog/:slug — one article (the same header and share card as a guide), tags, related posts, a call to action. */
export default function PostPage() {
  const { slug = '' } = useParams();
  const { m, paths, lang } = useSiteMessages();
  const pending = loadContentBody('blog', slug, lang);
  if (!pending) return <NotFoundPage />;
  const { html, post, related, tagNames } = use(pending);
  return (
    <>
      <Container maxW="3xl" pt={{ base: '6', md: '10' }}>
        <Box as="article">
          <ArticleHeader
            back={{ to: paths.blog, label: m.backToBlog() }}
            article={{ ...post, summary: post.excerpt }}
          />
          <Prose html={html} />
          <Wrap gap="2" my="8" aria-label={m.tagsLabel()}>
            {/* Each tag in the page's language (a tag is an id; its Spanish name is in content/tags.es.yaml). */}
            {tagNames.map((name) => (
              <Badge recipe={badgeRecipe} key={name} variant="outline">
                #{name}
              </Badge>
            ))}
          </Wrap>
        </Box>
        <Box mt="8">
          <Island
            name="share-card"
            props={{ title: post.title, text: post.excerpt, ...(lang === 'en' ? {} : { lang }) }}
          />
        </Box>
      </Container>
      {related.length > 0 && (
        // Wider than the text column: three cards in the article's width stood a word or two a line.
        <Container maxW="5xl" mt="10" as="section" aria-labelledby="related-heading">
          <Heading as="h2" size="xl" mb="4" id="related-heading">
            {m.relatedArticles()}
          </Heading>
          <SimpleGrid minChildWidth="17rem" gap="4">
            {related.map((entry) => (
              <PostCard key={entry.slug} post={entry} />
            ))}
          </SimpleGrid>
        </Container>
      )}
      <Container maxW="3xl" mt="10" pb={{ base: '6', md: '10' }}>
        <Card.Root colorPalette="pink" variant="subtle">
          <Card.Body gap="3">
            <Heading as="h2" size="lg">
              {m.putIntoNumbers()}
            </Heading>
            <Text>{m.putIntoNumbersText()}</Text>
            <Button asChild colorPalette="pink" alignSelf="flex-start">
              <RouterLink to={paths.calculators}>{m.exploreCalculators()}</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      </Container>
    </>
  );
}
