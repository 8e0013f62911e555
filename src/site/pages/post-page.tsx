import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { use } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PostCard } from '../components/post-card';
import { Prose } from '../components/prose';
import { findCategory } from '../data/categories';
import { longDate } from '../data/content';
import { loadContentBody } from '../data/content-loader';
import { Island } from '../render/islands';
import NotFoundPage from './not-found-page';

/** /blog/:slug — one article with share card, tags, related posts and a call to action. */
export default function PostPage() {
  const { slug = '' } = useParams();
  const pending = loadContentBody('blog', slug);
  if (!pending) return <NotFoundPage />;
  const { html, post, related } = use(pending);
  const category = findCategory(post.category);
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="pink.fg" mb="6">
        <RouterLink to="/blog">
          <ArrowLeft aria-hidden size={16} /> Back to Blog
        </RouterLink>
      </Link>
      <Box as="article">
        <Image
          src={post.featuredImage.src}
          alt={post.featuredImage.alt}
          htmlWidth={post.featuredImage.width}
          htmlHeight={post.featuredImage.height}
          width="full"
          height="auto"
          borderRadius="lg"
          mb="6"
          aspectRatio={`${post.featuredImage.width} / ${post.featuredImage.height}`}
        />
        <HStack gap="3" mb="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <Badge colorPalette={category?.color ?? 'pink'}>{category?.name ?? post.category}</Badge>
          <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time>
          <Text>· {post.readTime} min read</Text>
        </HStack>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="4" lineHeight="1.2">
          {post.title}
        </Heading>
        <Text fontSize="xl" color="fg.muted" mb="4">
          {post.excerpt}
        </Text>
        <Text fontSize="sm" mb="8">
          By <strong>{post.author.name}</strong> — {post.author.bio}
        </Text>
        <Prose html={html} />
        <Wrap gap="2" my="8" aria-label="Tags">
          {post.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              #{tag}
            </Badge>
          ))}
        </Wrap>
      </Box>
      <Stack gap="10" mt="8">
        <Island name="share-card" load="interaction" props={{ title: post.title, text: post.excerpt }} />
        {related.length > 0 && (
          <Box as="section" aria-labelledby="related-heading">
            <Heading as="h2" size="xl" mb="4" id="related-heading">
              Related articles
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {related.map((entry) => (
                <PostCard key={entry.slug} post={entry} />
              ))}
            </SimpleGrid>
          </Box>
        )}
        <Card.Root colorPalette="pink" variant="subtle">
          <Card.Body gap="3">
            <Heading as="h2" size="lg">
              Put it into numbers
            </Heading>
            <Text>
              Our free calculators turn what you just read into an estimate for you, privately in your
              browser.
            </Text>
            <Button asChild colorPalette="pink" alignSelf="flex-start">
              <RouterLink to="/calculators">Explore Calculators</RouterLink>
            </Button>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
