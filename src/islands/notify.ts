import { createElement } from 'react';

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

let mounted: Promise<void> | undefined;

/** Shows a toast on any page; the toast area is a root of its own, made (and its code loaded) on first use. */
export async function notify(options: ToastOptions): Promise<void> {
  const { toaster, Toaster } = await import('@/site/components/toaster');
  mounted ??= import('./mount').then((module) => module.renderDetached(createElement(Toaster)));
  await mounted;
  toaster.create(options);
}
