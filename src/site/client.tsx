import type { SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createClientStyleCache, withPrerenderedGlobalCss } from './prerendered-styles';
import { preloadRoute } from './routes';

/**
 * Registers the offline service worker (production builds) after the page has loaded, and asks the visitor to
 * reload when a new version is ready (the prompt's code loads only then).
 */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(
      (registration) => {
        const prompt = (worker: ServiceWorker) =>
          void import('./update-prompt').then((m) => m.promptUpdate(worker));
        if (registration.waiting && navigator.serviceWorker.controller) prompt(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) prompt(worker);
          });
        });
      },
      () => undefined,
    );
  };
  // Hydration may finish after the load event (the entry awaits its chunks), so register now if it has passed.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Preloads the current route's chunks, then hydrates the prerendered HTML (or renders, in dev). */
export async function start(system: SystemContext) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await preloadRoute(window.location.pathname);
  const prerendered = container.firstElementChild !== null;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <CacheProvider value={createClientStyleCache()}>
          <App system={prerendered ? withPrerenderedGlobalCss(system) : system} />
        </CacheProvider>
      </BrowserRouter>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  registerServiceWorker();
}
