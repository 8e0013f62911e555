import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from '../components/layout';
import { editionOfPath } from '../data/edition';
import { SiteMessagesProvider } from '../messages/context';
import { siteRoutes } from './routes';

/**
 * The whole site inside one Suspense: the prerender waits for each page's chunk and the data it loads. Each page
 * gets the words of its language, from its path (/es/… is Spanish).
 */
export function App({ system }: { system: SystemContext }) {
  const { pathname } = useLocation();
  return (
    <ChakraProvider value={system}>
      <SiteMessagesProvider value={editionOfPath(pathname).words}>
        <Suspense fallback={null}>
          <Routes>
            {siteRoutes.map(({ path, page: Page, embed }) => (
              <Route
                key={path}
                path={path}
                // An embed page is only the calculator: the host's page is around it.
                element={
                  embed ? (
                    <Page />
                  ) : (
                    <Layout>
                      <Page />
                    </Layout>
                  )
                }
              />
            ))}
          </Routes>
        </Suspense>
      </SiteMessagesProvider>
    </ChakraProvider>
  );
}
