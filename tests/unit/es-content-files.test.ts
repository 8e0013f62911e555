import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { categoryIds, loadCategories } from '../../scripts/lib/categories';
import { loadContent } from '../../scripts/lib/content';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
/** A Spanish address: lower case, no accents or ñ (docs/es/style-guide.md, "Pages and slugs"). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every `<name>.es.<ext>` in a content folder with its English twin `<name>.<ext>`. */
function twins(folder: string, ext: string) {
  const dir = path.join(ROOT, 'content', folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(`.es.${ext}`))
    .map((name) => ({
      es: path.join(dir, name),
      en: path.join(dir, name.replace(`.es.${ext}`, `.${ext}`)),
      name,
    }));
}

const read = (file: string) => readFileSync(file, 'utf8');
const markdown = (file: string) => {
  const [, head = '', body = ''] = FRONTMATTER.exec(read(file)) ?? [];
  return { data: parse(head) as Record<string, unknown>, body };
};
const headings = (body: string) => body.match(/^#+ /gm) ?? [];
const internalLinks = (text: string) => text.match(/\]\(\/[^)]*\)/g) ?? [];
const tokens = (text: string) => text.match(/\{\{(fact|rates?):[^}]*\}\}/g) ?? [];

/** Front-matter values that are ids and data, not words: the Spanish file keeps them as they are. */
const DATA_KEYS = [
  'category',
  'tags',
  'publishedAt',
  'updatedAt',
  'readTime',
  'featured',
  'relatedCalculators',
  'medicalDisclaimer',
];

describe('Spanish content files (issue #30) are twins of the English ones', () => {
  const articles = ['blog', 'guides', 'pages'].flatMap((folder) => twins(folder, 'md'));

  it('finds the Spanish guide and the seven Spanish category files', () => {
    expect(articles.map((twin) => twin.name)).toContain('body-composition-vs-weight.es.md');
    expect(twins('categories', 'yaml').map((twin) => twin.name.replace('.es.yaml', ''))).toEqual(
      categoryIds(),
    );
  });

  it.each(articles.map((twin) => [twin.name, twin] as const))(
    '%s: same keys, data, headings, links and facts, plus a Spanish slug',
    (_, twin) => {
      const es = markdown(twin.es);
      const en = markdown(twin.en);
      expect(es.data.slug).toMatch(SLUG);
      const { slug: _slug, ...esData } = es.data;
      expect(Object.keys(esData).sort()).toEqual(Object.keys(en.data).sort());
      for (const key of DATA_KEYS) expect(esData[key], key).toEqual(en.data[key]);
      const image = (data: Record<string, unknown>) => {
        const { alt: _alt, ...rest } = (data.featuredImage ?? {}) as Record<string, unknown>;
        return rest;
      };
      expect(image(esData)).toEqual(image(en.data));
      expect(headings(es.body)).toEqual(headings(en.body));
      expect(internalLinks(es.body)).toEqual(internalLinks(en.body));
      expect(tokens(es.body)).toEqual(tokens(en.body));
      // Translated: no visitor-facing value is left as the English one.
      // (Guides and pages have a description, articles an excerpt.)
      for (const key of ['title', 'description', 'excerpt'] as const) {
        if (en.data[key] !== undefined) expect(esData[key], key).not.toEqual(en.data[key]);
      }
    },
  );

  it.each(twins('categories', 'yaml').map((twin) => [twin.name, twin] as const))(
    '%s: same order, icon, colour, panels and facts, translated words, a Spanish slug',
    (_, twin) => {
      const es = parse(read(twin.es)) as Record<string, unknown> & {
        panels: { title: string; text: string }[];
      };
      const en = parse(read(twin.en)) as Record<string, unknown> & {
        panels: { title: string; text: string }[];
      };
      expect(es.slug).toMatch(SLUG);
      const { slug: _slug, ...rest } = es;
      expect(Object.keys(rest).sort()).toEqual(Object.keys(en).sort());
      for (const key of ['order', 'icon', 'color']) expect(es[key], key).toEqual(en[key]);
      expect(es.panels).toHaveLength(en.panels.length);
      for (const key of ['name', 'blurb']) expect(es[key], key).not.toEqual(en[key]);
      es.panels.forEach((panel, index) => {
        expect(panel.title).not.toEqual(en.panels[index]?.title);
        expect(tokens(panel.text)).toEqual(tokens(en.panels[index]?.text ?? ''));
      });
    },
  );

  it('leaves the English site as it was: a Spanish twin is neither a category nor an entry of its own', () => {
    expect(loadCategories().map((category) => category.id)).toEqual(
      expect.not.arrayContaining([expect.stringContaining('.es')]),
    );
    expect(loadCategories()).toHaveLength(7);
    const { guides, posts, pages } = loadContent();
    const slugs = [...guides, ...posts, ...pages].map((entry) => entry.slug);
    expect(slugs).toContain('body-composition-vs-weight');
    expect(slugs.filter((slug) => slug.endsWith('.es'))).toEqual([]);
  });
});
