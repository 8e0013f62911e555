import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../src/site/browser/url-search';
import { edition } from '../src/site/data/edition';
import type { Lang } from '../src/site/i18n/lang';
import { system } from '../src/site/theme/system';
import { WordsProvider } from '../src/site/words/context';

/** The address's current query, for component tests that check what an island wrote to the URL. */
export function LocationProbe() {
  const [params] = useSearchParams();
  const query = params.toString();
  return <output data-testid="location">{query ? `?${query}` : ''}</output>;
}

/**
 * Renders `children` as an island of the page at `url` (the address is set first: islands read it, there is no
 * router in the browser), in the site's Chakra system.
 */
export function renderAt(children: ReactNode, url: string, lang: Lang = 'en') {
  window.history.replaceState(null, '', url);
  return render(
    <ChakraProvider value={system}>
      <WordsProvider value={edition(lang).words}>{children}</WordsProvider>
    </ChakraProvider>,
  );
}
