import type { CategoryId } from '@/engine';
import index from '@/generated/content-index.json';

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

/** An information page's metadata. */
export interface InfoPageMeta {
  title: string;
  description: string;
  lastUpdated?: string;
  email?: string;
  items?: { question: string; answer: string }[];
}

/** Blog posts, newest first. */
export const posts = index.posts as PostMeta[];
/** Health guides, newest first. */
export const guides = index.guides as GuideMeta[];
/** Information pages by slug. */
export const infoPages = index.pages as Record<string, InfoPageMeta>;

/** Related posts: 10 for the same category, 3 per shared tag, 1 if featured; top 3, never the post itself. */
export function relatedPosts(current: PostMeta, all: PostMeta[] = posts, limit = 3): PostMeta[] {
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

/** Long US date, e.g. "June 24, 2024". */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
