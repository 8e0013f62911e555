import type { CatalogueItem, CategoryId } from '@/engine';

/** A blog post's metadata (frontmatter + slug + word count). */
export interface PostMeta {
  slug: string;
  title: string;
  excerpt: string;
  seo: { title: string; description: string; keywords: string[] };
  featuredImage: { src: string; alt: string; width: number; height: number };
  author: { name: string; bio: string };
  category: CategoryId;
  tags: string[];
  publishedAt: string;
  /**
   * `publishedAt` as visitors read it ("June 24, 2024"), written by the formatting module at build time: the blog
   * list's island shows it without creating a date formatter (a 60–150 ms task on a slow phone, docs/adr/0005).
   */
  publishedOn: string;
  readTime: number;
  featured: boolean;
  wordCount: number;
}

/** A health guide's metadata. */
export interface GuideMeta extends Omit<PostMeta, 'excerpt' | 'tags'> {
  description: string;
  topics: string[];
  relatedCalculators: string[];
  medicalDisclaimer: boolean;
}

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
  /** An article, the three related articles (chosen at build time by `relatedPosts`). */
  blog: { html: string; post: PostMeta; related: PostMeta[] };
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
