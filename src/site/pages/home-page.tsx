import {
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueItem } from '@/engine';
import featuredCards from '@/generated/featured.json';
import latestPosts from '@/generated/latest-posts.json';
import menu from '@/generated/menu.json';
import { CalculatorCard } from '../components/calculator-card';
import { PostCard } from '../components/post-card';
import type { PostMeta } from '../data/content';
import { Island, useAssets } from '../render/islands';
import { NamedIcon } from '../theme/icons';

/** Home: hero, featured calculators, categories, quick BMI, latest articles. */
export default function HomePage() {
  const assets = useAssets();
  const featured = featuredCards.map((card) => ({ ...card, keywords: [] })) as CatalogueItem[];
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="pink.subtle" gradientTo="purple.subtle">
        <Container maxW="6xl" py={{ base: '14', md: '20' }}>
          <Stack gap="6" maxW="3xl">
            <Heading as="h1" size={{ base: '4xl', md: '5xl' }} lineHeight="1.1">
              Calculators for every stage of a woman's life
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {menu.total} free calculators for health, pregnancy, cycles, nutrition, body and family finance.
              Correct to the decimal, honest about what each estimate is, and private: everything is computed
              in your browser.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="pink" size="lg">
                <RouterLink to="/calculators">Explore Calculators</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/about">
                  Learn More
                  <Box as="span" srOnly>
                    {' '}
                    about BloomCalc
                  </Box>
                </RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py="14">
        <Stack gap="16">
          <Box as="section" aria-labelledby="featured-heading">
            <Heading as="h2" size="2xl" mb="6" id="featured-heading">
              Popular calculators
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
              {featured.map((item) => (
                <CalculatorCard key={item.id} item={item} />
              ))}
            </SimpleGrid>
          </Box>
          <Box as="section" aria-labelledby="categories-heading">
            <Heading as="h2" size="2xl" mb="6" id="categories-heading">
              Browse by category
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
              {menu.categories.map((category) => (
                <LinkBox key={category.id} as="article">
                  <Card.Root height="full" variant="subtle" colorPalette={category.color}>
                    <Card.Body gap="2">
                      <Box color="colorPalette.fg">
                        <NamedIcon name={category.icon} size={28} />
                      </Box>
                      <Heading as="h3" size="lg">
                        <LinkOverlay asChild>
                          <RouterLink to={`/categories/${category.id}`}>{category.name}</RouterLink>
                        </LinkOverlay>
                      </Heading>
                      <Text color="fg.muted">{category.description}</Text>
                      <Text fontSize="sm" fontWeight="semibold" color="colorPalette.fg">
                        {category.count} calculators
                      </Text>
                    </Card.Body>
                  </Card.Root>
                </LinkBox>
              ))}
            </SimpleGrid>
          </Box>
          <Island name="quick-bmi" props={{ src: assets.calculator('bmi') }} />
          <Box as="section" aria-labelledby="latest-heading">
            <HStack justify="space-between" mb="6" wrap="wrap" gap="3">
              <Heading as="h2" size="2xl" id="latest-heading">
                Latest articles
              </Heading>
              <Button asChild variant="outline">
                <RouterLink to="/blog">View All Articles</RouterLink>
              </Button>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              {(latestPosts as PostMeta[]).map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
