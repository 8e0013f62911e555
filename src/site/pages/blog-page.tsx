import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { findCategory } from '../categories';
import { PostCard } from '../components/post-card';
import { NoMatches, SearchFilters } from '../components/search-filters';
import { posts } from '../post-index';
import { useSearchState } from '../use-url-state';

/** Posts matching a search over title, excerpt and category name, within one category; newest first. */
export function filterPosts(query: string, category: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    const categoryName = findCategory(post.category)?.name ?? '';
    const haystack = `${post.title} ${post.excerpt} ${categoryName} ${post.category}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** /blog — search, category chips, a large Featured first card and the rest in a grid. */
export default function BlogPage() {
  const search = useSearchState();
  const { query, category } = search;
  const matches = useMemo(() => filterPosts(query, category), [query, category]);
  const [first, ...rest] = matches;
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        BloomCalc Blog
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8" maxW="3xl">
        Evidence-based articles on cycles, pregnancy, nutrition, body measurement and family money, each with
        its sources.
      </Text>
      <Stack gap="4" mb="8">
        <SearchFilters
          id="blog-search"
          label="Search articles"
          placeholder="e.g. ovulation, budget"
          allLabel="All"
          search={search}
        />
      </Stack>
      {first ? (
        <Stack gap="8">
          <PostCard post={first} large />
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {rest.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <NoMatches message="No articles found matching your search." onClear={search.clearAll} />
      )}
    </Container>
  );
}
