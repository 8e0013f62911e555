import { z } from 'zod';
import { categoryIds } from './categories';

/** The category ids: the file names in content/categories/. */
const CATEGORY_IDS = categoryIds();

const text = z.string().trim().min(1, 'must not be empty');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const image = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpg|webp)$/, 'must be a local /images/… file'),
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
const author = z.strictObject({ name: text, bio: text });
const seo = z.strictObject({
  title: text.max(70),
  description: text.max(170),
  keywords: z.array(text).min(1),
  canonical: z.url().optional(),
});

/** Frontmatter of a blog post (spec part 2 §3 "Blog post"). */
export const postSchema = z.strictObject({
  title: text,
  excerpt: text.max(240),
  seo,
  featuredImage: image,
  author,
  category: z.enum(CATEGORY_IDS),
  tags: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'tags are kebab-case')).min(1),
  publishedAt: isoDate,
  readTime: z.number().int().min(5).max(12),
  featured: z.boolean(),
  socialImage: z.string().optional(),
  twitterCard: z.enum(['summary', 'summary_large_image']).optional(),
});

/** Frontmatter of a health guide (spec part 2 §3 "Health guide"). */
export const guideSchema = z.strictObject({
  title: text,
  description: text.max(240),
  seo,
  featuredImage: image,
  author,
  category: z.enum(CATEGORY_IDS),
  topics: z.array(text).min(1),
  publishedAt: isoDate,
  readTime: z.number().int().positive(),
  featured: z.boolean(),
  relatedCalculators: z.array(text).min(1),
  medicalDisclaimer: z.boolean(),
  socialImage: z.string().optional(),
  twitterCard: z.enum(['summary', 'summary_large_image']).optional(),
});

/** What an article's page and card hold (src/generated/content): its frontmatter, slug, date as read and length. */
const derived = {
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** `publishedAt` as visitors read it ("June 24, 2024"), written at build time (no date formatter on the page). */
  publishedOn: text,
  wordCount: z.number().int().positive(),
};

/** A blog post's metadata as generated: the one definition of `PostMeta` (src/site/data/content.ts). */
export const postMetaSchema = postSchema.extend(derived);

/** A health guide's metadata as generated: the one definition of `GuideMeta` (src/site/data/content.ts). */
export const guideMetaSchema = guideSchema.extend(derived);

/** Frontmatter of an information page (about, privacy, terms, …). */
export const pageSchema = z.strictObject({
  title: text,
  description: text.max(200),
  lastUpdated: isoDate.optional(),
  email: z.email().optional(),
  items: z.array(z.strictObject({ question: text, answer: text })).optional(),
});
