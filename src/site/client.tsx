import type { SystemContext } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { preloadRoute } from './routes';

/** Preloads the current route's chunks, then hydrates the prerendered HTML (or renders, in dev). */
export async function start(system: SystemContext) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await preloadRoute(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App system={system} />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
