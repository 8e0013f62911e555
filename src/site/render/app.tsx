import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout';
import { siteRoutes } from './routes';

/** The whole site inside one Suspense (short hydration slices, see DESIGN.md "Performance"). */
export function App({ system }: { system: SystemContext }) {
  return (
    <ChakraProvider value={system}>
      <Suspense fallback={null}>
        <Layout>
          <Routes>
            {siteRoutes.map(({ path, page }) => (
              <Route key={path} path={path} element={<page.Component />} />
            ))}
          </Routes>
        </Layout>
      </Suspense>
    </ChakraProvider>
  );
}
