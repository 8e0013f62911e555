import { TOAST_REQUESTED } from './events';

/** What a toast says; `error` is the spec's destructive variant. */
export interface ToastOptions {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info';
  /** How long it stays, in ms (Infinity: until closed). */
  duration?: number;
  /** One button on the toast. */
  action?: { label: string; onClick: () => void };
}

/** Shows a toast on any page; the toast code is loaded on first use, not with every page. */
export async function notify(options: ToastOptions): Promise<void> {
  window.dispatchEvent(new Event(TOAST_REQUESTED));
  const { toaster } = await import('./components/toaster');
  toaster.create(options);
}
