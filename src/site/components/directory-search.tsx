import { Box, Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { CatalogueItem } from '@/engine';
import { useAdoptTypedQuery } from '../browser/use-adopt-typed-query';
import { useEventCallback } from '../browser/use-event-callback';
import { useSearchState } from '../browser/use-url-state';
import { DIRECTORY_PAGE_SIZE as PAGE_SIZE } from '../data/config';
import { loadCatalogue, loadedCatalogue, type SearchableCatalogue } from '../data/directory';
import { asksForJournal } from '../data/journal-query';
import type { DirectoryPage } from '../data/lang-data';
import type { Lang } from '../i18n/lang';
import { useSiteMessages } from '../messages/context';
import { CalculatorCard } from './calculator-card';
import { NoMatches, SearchFilters } from './search-filters';

/** The full catalogue (in the page's language) and its search once `wanted` (or once loaded); undefined until then. */
function useCatalogue(wanted: boolean, lang: Lang): SearchableCatalogue | undefined {
  const [items, setItems] = useState(loadedCatalogue);
  useEffect(() => {
    if (!wanted || items) return;
    let current = true;
    loadCatalogue(lang).then((loaded) => {
      if (current) setItems(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, items, lang]);
  return items;
}

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
  const { m } = useSiteMessages();
  if (loading) return null;
  return matches.length === 0 ? (
    <NoMatches message={m.noCalculators()} onClear={onClear} />
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
            {m.showMoreCalculators({ count: count - shown })}
          </Button>
        </Box>
      )}
    </>
  );
});

/**
 * The directory's island: search, category filter and the cards; the search state lives in the URL. Text typed
 * before its code was ready is adopted on hydration.
 */
export function DirectorySearch({ directory }: { directory: DirectoryPage }) {
  const { m, lang, paths } = useSiteMessages();
  const firstPage = directory.firstPage;
  const search = useSearchState({ show: '' });
  const { get, update, query, category } = search;
  const shown = Math.max(PAGE_SIZE, Number(get('show')) || PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);
  // Reaching for the search box or the filters starts loading the search index.
  const [reached, setReached] = useState(false);
  const filtered = query !== '' || category !== '' || shown > PAGE_SIZE;
  const catalogue = useCatalogue(reached || filtered, lang);
  const matches = useMemo(
    () => (catalogue ? catalogue.search(deferredQuery, category) : firstPage),
    [catalogue, deferredQuery, category, firstPage],
  );
  // Until the index is there, an unfiltered list is the first page of all `directory.total` calculators.
  const loading = filtered && !catalogue;
  const count = catalogue ? matches.length : directory.total;
  const showMore = useEventCallback(() => update({ show: String(shown + PAGE_SIZE) }));
  const clearAll = useEventCallback(search.clearAll);
  const reach = useCallback(() => setReached(true), []);
  const adoptQuery = useAdoptTypedQuery(search.setQuery);
  // A visitor who reached for the search before the code was ready (focus in the box woke this island) has
  // reached for it: the search index loads now, as it would on focus.
  const adopt = useCallback(
    (element: HTMLElement | null) => {
      adoptQuery(element);
      if (element?.contains(document.activeElement)) setReached(true);
    },
    [adoptQuery],
  );

  return (
    <Box ref={adopt}>
      <Stack gap="4" mb="6" onFocus={reach} onPointerEnter={reach}>
        <SearchFilters
          id="calculator-search"
          label={m.searchCalculators()}
          placeholder={m.searchCalculatorsPlaceholder()}
          allLabel={m.allCategories()}
          action={paths.calculators}
          search={search}
        />
        {/* Her own history is no calculator's: a query that asks for it is pointed to the journal too. */}
        {asksForJournal(deferredQuery) && (
          <Text data-testid="directory-journal">
            {m.searchJournalHint()}{' '}
            <Link href={paths.journal} color="pink.fg" textDecoration="underline">
              {m.linkJournal()}
            </Link>
          </Text>
        )}
        {/* Busy while the cards still show an earlier query: the count is announced once it is the query's own. */}
        <Text
          color="fg.muted"
          role="status"
          aria-busy={loading || query !== deferredQuery}
          data-testid="directory-count"
        >
          {/* The cards on screen: "Show more" holds the rest of the matches back. */}
          {loading
            ? m.searchingCalculators()
            : m.showingCalculators({ shown: Math.min(count, shown), total: directory.total })}
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
    </Box>
  );
}
