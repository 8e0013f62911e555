/**
 * Registers the offline service worker once the page has loaded, every island that wakes on arrival is awake (or
 * has failed) and the main thread is idle: its install precaches the whole site (~380 files, ~2.9 MB), and begun at
 * `load` it shared a slow phone's 1.6 Mbps and six connections with the form's own files, and its CPU with the
 * first result's render. A new version asks before it takes over.
 */
export function registerServiceWorker(awake: Promise<unknown>): void {
  // An embed page lives in other sites' frames: it registers no worker (and stores nothing).
  const embed = document.documentElement.hasAttribute('data-embed');
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || embed) return;
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
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  // Then when the main thread is first idle: a Calculate held while the form woke is computed and drawn first.
  const idle = (callback: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(callback, { timeout: 5_000 })
      : setTimeout(callback, 1);
  void Promise.all([loaded, awake]).then(() => idle(register));
}
