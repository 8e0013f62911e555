import { notify } from '@/site/browser/notify';

/** Tells the visitor a new version is ready; Reload activates it (the waiting worker takes over, then the page reloads). */
export function promptUpdate(worker: ServiceWorker): void {
  void notify({
    type: 'info',
    title: 'A new version of BloomCalc is ready',
    description: 'Reload to use it. Your entries stay in the page address.',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: 'Reload',
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
          once: true,
        });
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
