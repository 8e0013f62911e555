import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo } from 'react';
import { calculators } from '../catalogue';
import { CalculatorCard } from '../components/calculator-card';
import { SearchFilters } from '../components/search-filters';
import { searchCalculators } from '../search';
import { useUrlState } from '../use-url-state';

/** How many cards the directory shows before 'Show more' (keeps the page fast with a thousand calculators). */
export const PAGE_SIZE = 24;

/** /calculators — search, category filter and every calculator; the search state lives in the URL. */
export default function DirectoryPage() {
  const { get, update, clear } = useUrlState();
  const query = get('q');
  const category = get('category');
  const shown = Math.max(PAGE_SIZE, Number(get('show')) || PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => searchCalculators(deferredQuery, category), [deferredQuery, category]);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        All Calculators
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8" maxW="3xl">
        Every BloomCalc calculator in one place. Search by name or topic, or pick a category. Each one runs in
        your browser, cites its sources and explains how it works.
      </Text>
      <Stack gap="4" mb="6">
        <SearchFilters
          id="calculator-search"
          label="Search calculators"
          placeholder="e.g. ovulation, calories, budget"
          query={query}
          onQuery={(value) => update({ q: value, show: '' })}
          allLabel="All Categories"
          category={category}
          onCategory={(value) => update({ category: value, show: '' })}
        />
        <Text color="fg.muted" role="status" data-testid="directory-count">
          Showing {matches.length} of {calculators.length} calculators
        </Text>
      </Stack>
      {matches.length === 0 ? (
        <Stack align="center" py="16" gap="4" textAlign="center">
          <Text fontSize="lg">No calculators found matching your search.</Text>
          <Button colorPalette="pink" onClick={clear}>
            Clear Filters
          </Button>
        </Stack>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {matches.slice(0, shown).map((item) => (
              <CalculatorCard key={item.id} item={item} headingLevel="h2" />
            ))}
          </SimpleGrid>
          {matches.length > shown && (
            <Box textAlign="center" mt="8">
              <Button variant="outline" onClick={() => update({ show: String(shown + PAGE_SIZE) })}>
                Show more calculators ({matches.length - shown} more)
              </Button>
            </Box>
          )}
        </>
      )}
      <SimpleGrid
        columns={{ base: 1, md: 2 }}
        gap="8"
        mt="16"
        as="section"
        aria-label="About the calculators"
      >
        <Box>
          <Heading as="h2" size="lg" mb="2">
            Estimates you can check
          </Heading>
          <Text color="fg.muted">
            Every calculator shows the formula it used with your own numbers filled in, and names the study or
            guideline behind each constant. Worked examples under each form let you check the arithmetic
            yourself.
          </Text>
        </Box>
        <Box>
          <Heading as="h2" size="lg" mb="2">
            Private by construction
          </Heading>
          <Text color="fg.muted">
            There is no account and no server behind these pages: what you type stays in your browser. Results
            are estimates for information, not a diagnosis — talk to a professional about decisions that
            matter.
          </Text>
        </Box>
      </SimpleGrid>
    </Container>
  );
}
