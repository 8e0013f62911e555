import { contentLoaders } from '@/generated/content-loaders';
import { onceByKey, type TrackedPromise } from './lazy';

/** Kinds of content with their own body chunks. */
export type ContentKind = 'blog' | 'guides' | 'pages';

const once = onceByKey<{ html: string }>();

/** Loads one body once; `use()` reads it synchronously after preloading. */
export function loadContentHtml(
  kind: ContentKind,
  slug: string,
): TrackedPromise<{ html: string }> | undefined {
  const loader = contentLoaders[kind]?.[slug];
  return loader ? once(`${kind}/${slug}`, loader) : undefined;
}
