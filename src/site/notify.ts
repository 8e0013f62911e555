import { TOAST_REQUESTED } from './events';

/** What a toast says; `error` is the spec's destructive variant. */
export interface ToastOptions {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info';
}

/** Shows a toast on any page; the toast code is loaded on first use, not with every page. */
export async function notify(options: ToastOptions): Promise<void> {
  window.dispatchEvent(new Event(TOAST_REQUESTED));
  const { toaster } = await import('./components/toaster');
  toaster.create(options);
}
