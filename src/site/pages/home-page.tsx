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
import { CalculatorCard } from '../components/calculator-card';
import { PostCard } from '../components/post-card';
import { useEdition } from '../data/use-edition';
import { useSiteMessages } from '../messages/context';
import { Island, useAssets } from '../render/islands';
import { NamedIcon } from '../theme/icons';

/** Home: hero, featured calculators, categories, quick BMI, latest articles. */
export default function HomePage() {
  const assets = useAssets();
  const { m, paths, lang } = useSiteMessages();
  const { menu, featured: featuredCards, latestPosts, infoPages, calculators } = useEdition();
  const bmiPage = calculators.find((item) => item.id === 'bmi')?.href;
  const featured = featuredCards.map((card) => ({ ...card, keywords: [] })) as CatalogueItem[];
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="pink.subtle" gradientTo="purple.subtle">
        <Container maxW="6xl" py={{ base: '14', md: '20' }}>
          <Stack gap="6" maxW="3xl">
            <Heading as="h1" size={{ base: '4xl', md: '5xl' }} lineHeight="1.1">
              {m.homeTitle()}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {m.homeIntro({ count: menu.total })}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="pink" size="lg">
                <RouterLink to={paths.calculators}>{m.exploreCalculators()}</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to={paths.page(infoPages.about?.slug ?? 'about')}>
                  {m.learnMore()}
                  <Box as="span" srOnly>
                    {' '}
                    {m.learnMoreHidden()}
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
              {m.popularCalculators()}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
              {featured.map((item) => (
                <CalculatorCard key={item.id} item={item} />
              ))}
            </SimpleGrid>
          </Box>
          <Box as="section" aria-labelledby="categories-heading">
            <Heading as="h2" size="2xl" mb="6" id="categories-heading">
              {m.browseByCategory()}
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
                          <RouterLink to={category.href}>{category.name}</RouterLink>
                        </LinkOverlay>
                      </Heading>
                      <Text color="fg.muted">{category.description}</Text>
                      <Text fontSize="sm" fontWeight="semibold" color="colorPalette.fg">
                        {m.categoryCount({ count: category.count })}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                </LinkBox>
              ))}
            </SimpleGrid>
          </Box>
          <Island
            name="quick-bmi"
            props={
              lang === 'en'
                ? { src: assets.calculator('bmi'), calculationSrc: assets.calculation?.('bmi') }
                : {
                    src: assets.calculator('bmi', lang),
                    calculationSrc: assets.calculation?.('bmi', lang),
                    lang,
                    action: bmiPage,
                  }
            }
          />
          <Box as="section" aria-labelledby="latest-heading">
            <HStack justify="space-between" mb="6" wrap="wrap" gap="3">
              <Heading as="h2" size="2xl" id="latest-heading">
                {m.latestArticles()}
              </Heading>
              <Button asChild variant="outline">
                <RouterLink to={paths.blog}>{m.viewAllArticles()}</RouterLink>
              </Button>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              {latestPosts.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
