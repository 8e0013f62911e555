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
        <Layout>
          <Routes>
            {siteRoutes.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Layout>
      </Suspense>
    </ChakraProvider>
  );
}
