import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../src/site/browser/url-search';
import { system } from '../src/site/theme/system';

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
export function renderAt(children: ReactNode, url: string) {
  window.history.replaceState(null, '', url);
  return render(<ChakraProvider value={system}>{children}</ChakraProvider>);
}
