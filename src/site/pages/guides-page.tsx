import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { categories, findCategory } from '../data/categories';
import { guides } from '../data/guide-index';
import { NamedIcon } from '../theme/icons';

/** Guide cards show at most this many topics before '+N more' (spec part 2 §9). */
export const TOPICS_SHOWN = 2;

/** /health-guides — every guide, newest first. */
export default function GuidesPage() {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        Health Guides
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="10" maxW="3xl">
        In-depth, sourced guides to the topics behind our calculators, written in plain language.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {guides.map((guide) => {
          const category = findCategory(guide.category) ?? categories[0];
          const more = guide.topics.length - TOPICS_SHOWN;
          return (
            <Card.Root key={guide.slug} as="article" overflow="hidden">
              <Box
                bgGradient="to-br"
                gradientFrom={`${category?.color}.subtle`}
                gradientTo={`${category?.color}.muted`}
                p="6"
                color={`${category?.color}.fg`}
              >
                <NamedIcon name={category?.icon ?? 'heart'} size={32} />
              </Box>
              <Card.Body gap="3">
                <HStack gap="2" fontSize="sm" color="fg.muted">
                  <Badge colorPalette={category?.color}>{category?.name}</Badge>
                  <Text>{guide.readTime} min read</Text>
                </HStack>
                <Heading as="h2" size="lg">
                  {guide.title}
                </Heading>
                <Text color="fg.muted" lineClamp={2}>
                  {guide.description}
                </Text>
                <Text fontWeight="semibold" fontSize="sm">
                  What You'll Learn
                </Text>
                <Wrap gap="2">
                  {guide.topics.slice(0, TOPICS_SHOWN).map((topic) => (
                    <Badge key={topic} variant="outline">
                      {topic}
                    </Badge>
                  ))}
                  {more > 0 && <Badge variant="outline">+{more} more</Badge>}
                </Wrap>
              </Card.Body>
              <Card.Footer>
                <Button asChild colorPalette="pink" width="full">
                  <RouterLink to={`/health-guides/${guide.slug}`}>
                    Read Guide
                    <Box as="span" srOnly>
                      : {guide.title}
                    </Box>
                  </RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
