import { contentLoaders } from '@/generated/content-loaders';
import type { Lang } from '../i18n/lang';
import type { ContentBodies } from './content';
import { onceByKey, type TrackedPromise } from './lazy';

/** Kinds of content with their own body chunks. */
export type ContentKind = keyof ContentBodies;

const once = onceByKey<ContentBodies[ContentKind]>();

/**
 * Loads one entry's body (and what its page shows with it) once, in a language (a Spanish article by its Spanish
 * slug, an information page by its id); `use()` reads it synchronously after preloading.
 */
export function loadContentBody<K extends ContentKind>(
  kind: K,
  slug: string,
  lang: Lang = 'en',
): TrackedPromise<ContentBodies[K]> | undefined {
  const loaders = contentLoaders[lang][kind];
  const loader: (() => Promise<ContentBodies[K]>) | undefined = Object.hasOwn(loaders, slug)
    ? loaders[slug]
    : undefined;
  return loader ? (once(`${lang}/${kind}/${slug}`, loader) as TrackedPromise<ContentBodies[K]>) : undefined;
}
