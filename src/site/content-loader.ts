import { contentLoaders } from '@/generated/content-loaders';
import { type TrackedPromise, track } from './lazy';

/** Kinds of content with their own body chunks. */
export type ContentKind = 'blog' | 'guides' | 'pages';

const cache = new Map<string, TrackedPromise<{ html: string }>>();

/** Loads one body once; `use()` reads it synchronously after preloading. */
export function loadContentHtml(
  kind: ContentKind,
  slug: string,
): TrackedPromise<{ html: string }> | undefined {
  const key = `${kind}/${slug}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loader = contentLoaders[kind]?.[slug];
  if (!loader) return undefined;
  const promise = track(loader());
  cache.set(key, promise);
  return promise;
}
