import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout';
import { siteRoutes } from './routes';

/** The whole site inside one Suspense: the prerender waits for each page's chunk and the data it loads. */
export function App({ system }: { system: SystemContext }) {
  return (
    <ChakraProvider value={system}>
      <Suspense fallback={null}>
        <Routes>
          {siteRoutes.map(({ path, page: Page, embed }) => (
            <Route
              key={path}
              path={path}
              // An embed page is only the calculator: the host's page is around it (issue #31).
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
    </ChakraProvider>
  );
}
