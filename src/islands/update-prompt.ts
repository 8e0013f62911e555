import { pageMessage } from '@/site/browser/page-messages';
import { notify } from './notify';

/** Tells the visitor a new version is ready; Reload activates it (the waiting worker takes over, then the page reloads). */
export function promptUpdate(worker: ServiceWorker): void {
  void notify({
    type: 'info',
    title: pageMessage('updateTitle'),
    description: pageMessage('updateText'),
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: pageMessage('updateReload'),
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
          once: true,
        });
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
