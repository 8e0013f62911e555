import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../src/site/browser/url-search';
import { edition } from '../src/site/data/edition';
import type { Lang } from '../src/site/i18n/lang';
import { SiteMessagesProvider } from '../src/site/messages/context';
import { system } from '../src/site/theme/system';

/** The address's current query, for component tests that check what an island wrote to the URL. */
export function LocationProbe() {
  const [params] = useSearchParams();
  const query = params.toString();
  return <output data-testid="location">{query ? `?${query}` : ''}</output>;
}

/**
 * A Chakra system as the islands hand it to ChakraProvider in the browser: without its global CSS (reset, layer
 * order, a CSS variable per token), which the prerendered page carries (src/site/theme/prerendered-styles.ts). A
 * render with it inserted those ~30 KB of CSS again and jsdom parsed them, for every render of every test.
 */
export const withoutGlobalCss = (system: SystemContext): SystemContext =>
  Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
  });

/** The site's system as the islands get it (`withoutGlobalCss`), for the component tests. */
export const islandSiteSystem = withoutGlobalCss(system);

/**
 * Renders `children` as an island of the page at `url` (the address is set first: islands read it, there is no
 * router in the browser), in the site's Chakra system without its global CSS, as the islands render.
 */
export function renderAt(children: ReactNode, url: string, lang: Lang = 'en') {
  window.history.replaceState(null, '', url);
  return render(
    <ChakraProvider value={islandSiteSystem}>
      <SiteMessagesProvider value={edition(lang).words}>{children}</SiteMessagesProvider>
    </ChakraProvider>,
  );
}
