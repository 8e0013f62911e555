import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../scripts/lib/content';
import { guideSchema } from '../../scripts/lib/content-schema';

const root = path.resolve(import.meta.dirname, '../..');

/** A markdown file's front matter and body. */
function read(file: string) {
  const [, yaml = '', body = ''] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(root, file), 'utf8')) ?? [];
  return { data: parse(yaml) as Record<string, unknown>, body };
}

const tokens = (body: string) => body.match(/\{\{[^}]+\}\}/g) ?? [];
const internalLinks = (body: string) => body.match(/\]\(\/[^)]*\)/g) ?? [];
const headings = (body: string) => body.match(/^#+ /gm) ?? [];

describe('the nutrition guide in Spanish (issue #30)', () => {
  const en = read('content/guides/nutrition-for-women.md');
  const es = read('content/guides/nutrition-for-women.es.md');

  it('has the English front matter’s keys and data, a Spanish slug and translated visitor texts', () => {
    const { slug, ...data } = es.data;
    expect(slug).toBe('nutricion-para-mujeres');
    expect(Object.keys(data)).toEqual(Object.keys(en.data));
    expect(guideSchema.safeParse(data).success).toBe(true);
    for (const key of [
      'category',
      'publishedAt',
      'readTime',
      'featured',
      'relatedCalculators',
      'medicalDisclaimer',
    ])
      expect(data[key], key).toEqual(en.data[key]);
    const image = (entry: Record<string, unknown>) => entry.featuredImage as Record<string, unknown>;
    expect({ ...image(data), alt: '' }).toEqual({ ...image(en.data), alt: '' });
    expect((data.topics as string[]).length).toBe((en.data.topics as string[]).length);
    for (const key of ['title', 'description', 'seo', 'author', 'topics'] as const)
      expect(data[key], key).not.toEqual(en.data[key]);
    expect(image(data).alt).not.toBe(image(en.data).alt);
  });

  it('keeps every facts token, internal link (English form) and heading level, in order', () => {
    expect(tokens(es.body)).toEqual(tokens(en.body));
    expect(internalLinks(es.body)).toEqual(internalLinks(en.body));
    expect(headings(es.body)).toEqual(headings(en.body));
  });

  it('is not read as an English guide of its own', () => {
    const slugs = loadContent().guides.map((guide) => guide.slug);
    expect(slugs).toContain('nutrition-for-women');
    expect(slugs.filter((slug) => slug.endsWith('.es'))).toEqual([]);
  });
});
