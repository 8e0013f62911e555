import type { z } from 'zod';
import type { CatalogueItem } from '@/engine';
import type { guideMetaSchema, postMetaSchema } from '../../../scripts/lib/content-schema';

// Typed by the schemas `npm run generate` checks and writes them with (type imports only: zod and the file system
// stay out of the browser), so the type cannot drift from what src/generated holds (tests/unit/content.test.ts).
/** A blog post's metadata (frontmatter + slug + date as read + word count). */
export type PostMeta = z.output<typeof postMetaSchema>;

/** A health guide's metadata. */
export type GuideMeta = z.output<typeof guideMetaSchema>;

/** What the shared article card and page header show of an article or a guide (its excerpt or description). */
export type ArticleSummary = Pick<
  PostMeta,
  'title' | 'featuredImage' | 'category' | 'author' | 'publishedAt' | 'publishedOn' | 'readTime'
> & { summary: string };

/**
 * What each kind of content page loads for one entry (`src/generated/content/<kind>/<slug>.ts`): its rendered
 * body and whatever else that page shows, so an article or guide page never loads the index of all of them.
 */
export interface ContentBodies {
  /**
   * An article, the three related articles (chosen at build time by `relatedPosts`), and its tags as the page's
   * language names them (a Spanish article's from content/tags.es.yaml).
   */
  blog: { html: string; post: PostMeta; related: PostMeta[]; tagNames: string[] };
  /** A guide and the cards of the calculators it links to. */
  guides: { html: string; guide: GuideMeta; calculators: CatalogueItem[] };
  /** An information page (its metadata is in the small pages index). */
  pages: { html: string };
}

/** Related posts: 10 for the same category, 3 per shared tag, 1 if featured; top 3, never the post itself. */
export function relatedPosts(current: PostMeta, all: PostMeta[], limit = 3): PostMeta[] {
  return all
    .filter((post) => post.slug !== current.slug)
    .map((post) => ({
      post,
      score:
        (post.category === current.category ? 10 : 0) +
        3 * post.tags.filter((tag) => current.tags.includes(tag)).length +
        (post.featured ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.post.publishedAt.localeCompare(a.post.publishedAt))
    .slice(0, limit)
    .map(({ post }) => post);
}
