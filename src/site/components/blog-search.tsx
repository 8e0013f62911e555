import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useAdoptTypedQuery } from '../browser/use-adopt-typed-query';
import { useSearchState } from '../browser/use-url-state';
import { findCategory } from '../data/categories';
import { posts } from '../data/post-index';
import { PostCard } from './post-card';
import { NoMatches, SearchFilters } from './search-filters';

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

/** The blog list's island: search, category chips, a large Featured first card and the rest in a grid. */
export function BlogSearch() {
  const search = useSearchState();
  const { query, category } = search;
  const matches = useMemo(() => filterPosts(query, category), [query, category]);
  const adopt = useAdoptTypedQuery(search.setQuery);
  const [first, ...rest] = matches;
  return (
    <Box ref={adopt}>
      <Stack gap="4" mb="8">
        <SearchFilters
          id="blog-search"
          label="Search articles"
          placeholder="e.g. ovulation, budget"
          allLabel="All"
          action="/blog"
          search={search}
        />
      </Stack>
      {first ? (
        <Stack gap="8">
          <PostCard post={first} large heading="h2" />
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {rest.map((post) => (
              <PostCard key={post.slug} post={post} heading="h2" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <NoMatches message="No articles found matching your search." onClear={search.clearAll} />
      )}
    </Box>
  );
}
