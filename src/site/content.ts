import type { CategoryId } from '@/engine';
import guideIndex from '@/generated/content/guides.json';
import postIndex from '@/generated/content/posts.json';

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

/** Blog posts, newest first. */
export const posts = postIndex as PostMeta[];
/** Health guides, newest first. */
export const guides = guideIndex as GuideMeta[];

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

export { longDate } from './long-date';
