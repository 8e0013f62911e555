/** What a toast says; `error` is the spec's destructive variant. */
export interface ToastOptions {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info';
}

const listeners = new Set<() => void>();

/** Lets the layout mount the toast area the first time a toast is asked for. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast on any page; the toast code is loaded on first use, not with every page. */
export async function notify(options: ToastOptions): Promise<void> {
  for (const listener of listeners) listener();
  const { toaster } = await import('./components/toaster');
  toaster.create(options);
}
