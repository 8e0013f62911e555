import { Box, Button, Input, Text, Wrap } from '@chakra-ui/react';
import { categories } from '../categories';

/** A labelled search box and category chips ('All…' first), as on the directory and the blog. */
export function SearchFilters({
  id,
  label,
  placeholder,
  query,
  onQuery,
  allLabel,
  category,
  onCategory,
}: {
  id: string;
  label: string;
  placeholder: string;
  query: string;
  onQuery: (query: string) => void;
  allLabel: string;
  category: string;
  onCategory: (category: string) => void;
}) {
  return (
    <>
      <Box maxW="xl">
        <label htmlFor={id}>
          <Text as="span" fontWeight="medium" display="block" mb="1">
            {label}
          </Text>
        </label>
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </Box>
      <Wrap gap="2" role="group" aria-label="Filter by category">
        {[{ id: '', name: allLabel }, ...categories].map((entry) => (
          <Button
            key={entry.id || 'all'}
            size="sm"
            colorPalette="pink"
            variant={category === entry.id ? 'solid' : 'outline'}
            aria-pressed={category === entry.id}
            onClick={() => onCategory(entry.id)}
          >
            {entry.name}
          </Button>
        ))}
      </Wrap>
    </>
  );
}
