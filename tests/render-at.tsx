import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { system } from '../src/site/system';

/** The router's current query, for component tests that check what a page wrote to the URL. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/** Renders `children` as the page at `url` (any path matches), in the site's Chakra system and a memory router. */
export function renderAt(children: ReactNode, url: string) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}
