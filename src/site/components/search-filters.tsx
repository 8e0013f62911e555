import { Box, Button, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { memo } from 'react';
import { useEventCallback } from '../browser/use-event-callback';
import type { SearchState } from '../browser/use-url-state';
import { useSiteMessages } from '../messages/context';

/** A labelled search box and category chips ('All…' first), as on the directory and the blog. */
export function SearchFilters({
  id,
  label,
  placeholder,
  allLabel,
  action,
  search: { query, setQuery, category, setCategory },
}: {
  id: string;
  /** The page the search box submits to (Enter pressed before the page's code is ready). */
  action: string;
  label: string;
  placeholder: string;
  allLabel: string;
  search: Pick<SearchState, 'query' | 'setQuery' | 'category' | 'setCategory'>;
}) {
  const selectCategory = useEventCallback(setCategory);
  return (
    <>
      <Box asChild maxW="xl">
        <form action={action} method="get" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={id}>
            <Text as="span" fontWeight="medium" display="block" mb="1">
              {label}
            </Text>
          </label>
          <Input
            id={id}
            name="q"
            type="search"
            placeholder={placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
      </Box>
      <CategoryChips allLabel={allLabel} category={category} onSelect={selectCategory} />
    </>
  );
}

/** 'All…' and one toggle per category; memoized, so a keystroke in the search box does not re-render them. */
const CategoryChips = memo(function CategoryChips({
  allLabel,
  category,
  onSelect,
}: {
  allLabel: string;
  category: string;
  onSelect: (category: string) => void;
}) {
  const { m, categories } = useSiteMessages();
  return (
    <Wrap gap="2" role="group" aria-label={m.filterByCategory()}>
      {[{ id: '', name: allLabel }, ...categories].map((entry) => (
        <Button
          key={entry.id || 'all'}
          size="sm"
          colorPalette="pink"
          variant={category === entry.id ? 'solid' : 'outline'}
          aria-pressed={category === entry.id}
          onClick={() => onSelect(entry.id)}
        >
          {entry.name}
        </Button>
      ))}
    </Wrap>
  );
});

/** The empty state of a filtered list: what found nothing, and 'Clear Filters'. */
export function NoMatches({ message, onClear }: { message: string; onClear: () => void }) {
  const { m } = useSiteMessages();
  return (
    <Stack align="center" py="16" gap="4" textAlign="center">
      <Text fontSize="lg">{message}</Text>
      <Button colorPalette="pink" onClick={onClear}>
        {m.clearFilters()}
      </Button>
    </Stack>
  );
}
