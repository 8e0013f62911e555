import postIndex from '@/generated/content/posts.json';
import type { PostMeta } from './content';

/**
 * Every article's metadata, newest first: for the blog list, the prerender's page heads and the sitemap. An
 * article page loads its own entry instead (ContentBodies in content.ts), the home page its latest three.
 */
export const posts = postIndex as PostMeta[];
