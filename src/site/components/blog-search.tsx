import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useAdoptTypedQuery } from '../browser/use-adopt-typed-query';
import { useSearchState } from '../browser/use-url-state';
import type { PostMeta } from '../data/content';
import { type CategoryName, useSiteMessages } from '../messages/context';
import { PostCard } from './post-card';
import { NoMatches, SearchFilters } from './search-filters';

/**
 * Posts matching a search over title, excerpt and category name (in the list's language), within one category;
 * newest first.
 */
export function filterPosts(
  posts: readonly PostMeta[],
  categories: readonly CategoryName[],
  query: string,
  category: string,
) {
  // Accents folded on both sides: "ovulacion" finds "ovulación".
  const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const words = fold(query).split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category && post.category !== category) return false;
    const categoryName = categories.find((entry) => entry.id === post.category)?.name ?? '';
    const haystack = fold(`${post.title} ${post.excerpt} ${categoryName} ${post.category}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The blog list's island: search, category chips, a large Featured first card and the rest in a grid. */
export function BlogSearch({ posts }: { posts: readonly PostMeta[] }) {
  const { m, paths, categories } = useSiteMessages();
  const search = useSearchState();
  const { query, category } = search;
  const matches = useMemo(
    () => filterPosts(posts, categories, query, category),
    [posts, categories, query, category],
  );
  const adopt = useAdoptTypedQuery(search.setQuery);
  const [first, ...rest] = matches;
  return (
    <Box ref={adopt}>
      <Stack gap="4" mb="8">
        <SearchFilters
          id="blog-search"
          label={m.searchArticles()}
          placeholder={m.searchArticlesPlaceholder()}
          allLabel={m.allPosts()}
          action={paths.blog}
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
        <NoMatches message={m.noArticles()} onClear={search.clearAll} />
      )}
    </Box>
  );
}
