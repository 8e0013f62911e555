import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { CatalogueItem } from '@/engine';
import directory from '@/generated/directory.json';
import { CalculatorCard } from '../components/calculator-card';
import { NoMatches, SearchFilters } from '../components/search-filters';
import { loadCatalogue, loadedCatalogue, DIRECTORY_PAGE_SIZE as PAGE_SIZE } from '../directory';
import { searchCalculators } from '../search';
import { useEventCallback } from '../use-event-callback';
import { useSearchState } from '../use-url-state';

const firstPage = directory.firstPage as CatalogueItem[];

/** The full catalogue once `wanted` (or once loaded by anyone); undefined until then. */
function useCatalogue(wanted: boolean): CatalogueItem[] | undefined {
  const [items, setItems] = useState(loadedCatalogue);
  useEffect(() => {
    if (!wanted || items) return;
    let current = true;
    loadCatalogue().then((loaded) => {
      if (current) setItems(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, items]);
  return items;
}

/** The page's static parts, created once: a keystroke re-renders only what it changes. */
const intro = (
  <>
    <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
      All Calculators
    </Heading>
    <Text fontSize="lg" color="fg.muted" mb="8" maxW="3xl">
      Every BloomCalc calculator in one place. Search by name or topic, or pick a category. Each one runs in
      your browser, cites its sources and explains how it works.
    </Text>
  </>
);

const aboutCalculators = (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" mt="16" as="section" aria-label="About the calculators">
    <Box>
      <Heading as="h2" size="lg" mb="2">
        Estimates you can check
      </Heading>
      <Text color="fg.muted">
        Every calculator shows the formula it used with your own numbers filled in, and names the study or
        guideline behind each constant. Worked examples under each form let you check the arithmetic yourself.
      </Text>
    </Box>
    <Box>
      <Heading as="h2" size="lg" mb="2">
        Private by construction
      </Heading>
      <Text color="fg.muted">
        There is no account and no server behind these pages: what you type stays in your browser. Results are
        estimates for information, not a diagnosis — talk to a professional about decisions that matter.
      </Text>
    </Box>
  </SimpleGrid>
);

/**
 * The cards (the first `shown` of `count` matches) and "Show more", or the empty state; memoized like the cards.
 * Reaching for "Show more" starts loading the search index (`onReach`), which the next page of cards needs.
 */
const DirectoryResults = memo(function DirectoryResults({
  loading,
  matches,
  count,
  shown,
  onMore,
  onReach,
  onClear,
}: {
  loading: boolean;
  matches: CatalogueItem[];
  count: number;
  shown: number;
  onMore: () => void;
  onReach: () => void;
  onClear: () => void;
}) {
  if (loading) return null;
  return matches.length === 0 ? (
    <NoMatches message="No calculators found matching your search." onClear={onClear} />
  ) : (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {matches.slice(0, shown).map((item) => (
          <CalculatorCard key={item.id} item={item} headingLevel="h2" />
        ))}
      </SimpleGrid>
      {count > shown && (
        <Box textAlign="center" mt="8">
          <Button variant="outline" onFocus={onReach} onPointerEnter={onReach} onClick={onMore}>
            Show more calculators ({count - shown} more)
          </Button>
        </Box>
      )}
    </>
  );
});

/** /calculators — search, category filter and every calculator; the search state lives in the URL. */
export default function DirectoryPage() {
  const search = useSearchState({ show: '' });
  const { get, update, query, category } = search;
  const shown = Math.max(PAGE_SIZE, Number(get('show')) || PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);
  // Reaching for the search box or the filters starts loading the search index.
  const [reached, setReached] = useState(false);
  const filtered = query !== '' || category !== '' || shown > PAGE_SIZE;
  const catalogue = useCatalogue(reached || filtered);
  const matches = useMemo(
    () => (catalogue ? searchCalculators(catalogue, deferredQuery, category) : firstPage),
    [catalogue, deferredQuery, category],
  );
  // Until the index is there, an unfiltered list is the first page of all `directory.total` calculators.
  const loading = filtered && !catalogue;
  const count = catalogue ? matches.length : directory.total;
  const showMore = useEventCallback(() => update({ show: String(shown + PAGE_SIZE) }));
  const clearAll = useEventCallback(search.clearAll);
  const reach = useCallback(() => setReached(true), []);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      {intro}
      <Stack gap="4" mb="6" onFocus={reach} onPointerEnter={reach}>
        <SearchFilters
          id="calculator-search"
          label="Search calculators"
          placeholder="e.g. ovulation, calories, budget"
          allLabel="All Categories"
          search={search}
        />
        <Text color="fg.muted" role="status" data-testid="directory-count">
          {loading ? 'Searching all calculators…' : `Showing ${count} of ${directory.total} calculators`}
        </Text>
      </Stack>
      <DirectoryResults
        loading={loading}
        matches={matches}
        count={count}
        shown={shown}
        onMore={showMore}
        onReach={reach}
        onClear={clearAll}
      />
      {aboutCalculators}
    </Container>
  );
}
