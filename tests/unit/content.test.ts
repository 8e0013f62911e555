import { describe, expect, it } from 'vitest';
import {
  calculatorMentions,
  imageProblems,
  internalLinks,
  loadContent,
  offOriginImages,
  renderContent,
} from '../../scripts/lib/content';
import { guideMetaSchema, guideSchema, postMetaSchema, postSchema } from '../../scripts/lib/content-schema';
import { describeIssues } from '../../src/engine/schema';
import guidesEs from '../../src/generated/content/guides.es.json';
import postsEs from '../../src/generated/content/posts.es.json';
import { contentLoaders } from '../../src/generated/content-loaders';
import latestPosts from '../../src/generated/latest-posts.json';
import type { PostMeta } from '../../src/site/data/content';
import { relatedPosts } from '../../src/site/data/content';
import { guides } from '../../src/site/data/guide-index';
import { posts } from '../../src/site/data/post-index';

describe('markdown rendering', () => {
  it('renders hostile markdown inert: no scripts, no javascript: links, no event handlers', () => {
    const html = renderContent(
      [
        '<script>alert(1)</script>',
        '[click](javascript:alert(1))',
        '<img src="x" onerror="alert(1)">',
        '<a href="#" onclick="alert(1)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '![pic](data:text/html;base64,PHNjcmlwdD4=)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|javascript:|onerror|onclick|<iframe|<style|data:text/i);
  });

  it('finds every image from another origin, as the generate step does before it fails naming the file', () => {
    const images: string[] = [];
    renderContent(
      [
        '![x](https://evil.example/pixel.png)',
        '![protocol-relative](//evil.example/a.png)',
        '![by reference][ref]',
        '![own](/og/home.png) and ![relative](pictures/cycle.png)',
        '[ref]: http://evil.example/r.png',
      ].join('\n\n'),
      [],
      images,
    );
    expect(offOriginImages(images)).toEqual([
      'https://evil.example/pixel.png',
      '//evil.example/a.png',
      'http://evil.example/r.png',
    ]);
    expect(imageProblems('content/blog/x.md', images)).toEqual([
      'content/blog/x.md: image from another origin: https://evil.example/pixel.png (serve it from public/ instead)',
      'content/blog/x.md: image from another origin: //evil.example/a.png (serve it from public/ instead)',
      'content/blog/x.md: image from another origin: http://evil.example/r.png (serve it from public/ instead)',
    ]);
    // A backslash a browser would read as a slash, and schemes the sanitizer keeps, resolve as a browser does.
    expect(offOriginImages(['/\\evil.example/x.png', 'HTTPS://evil.example/x.png', '/ok.png'])).toEqual([
      '/\\evil.example/x.png',
      'HTTPS://evil.example/x.png',
    ]);
  });

  it('renders GFM tables and links, and links the first mention of each calculator', () => {
    const mentions = calculatorMentions([
      {
        id: 'bmi',
        name: 'BMI Calculator for Women',
        description: '',
        category: 'health-fitness',
        href: '/calculators/bmi',
        icon: 'scale',
        color: 'pink',
        keywords: [],
        featured: true,
      },
    ]);
    const html = renderContent(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\nTry the BMI calculator. The bmi calculator again.\n\n## A BMI calculator heading',
      mentions,
    );
    expect(html).toContain('<table>');
    expect(html.match(/href="\/calculators\/bmi"/g)).toHaveLength(1);
    expect(html).toContain('<a href="/calculators/bmi">BMI calculator</a>');
    expect(html).toContain('<h2>A BMI calculator heading</h2>');
    expect(internalLinks(html)).toEqual(['/calculators/bmi']);
  });
});

describe('content schema', () => {
  it('validates every post, guide and page in content/', () => {
    const { posts, guides, pages } = loadContent();
    expect(posts).toHaveLength(9);
    expect(guides).toHaveLength(6);
    expect(pages.map((page) => page.slug).sort()).toEqual([
      'about',
      'contact',
      'cookie-policy',
      'disclaimer',
      'faq',
      'privacy',
      'support',
      'terms',
    ]);
    for (const post of posts) expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(800);
    expect(posts.filter((post) => post.data.featured)).toHaveLength(1);
    expect(pages.find((page) => page.slug === 'faq')?.data.items).toHaveLength(10);
  });

  it('names the file and the field of broken frontmatter', () => {
    const parsed = postSchema.safeParse({ title: 'x', readTime: 40, category: 'astrology' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const lines = describeIssues('content/blog/x.md', parsed.error);
      expect(lines).toContain('content/blog/x.md: readTime:');
      expect(lines).toContain('content/blog/x.md: category:');
    }
    expect(guideSchema.safeParse({}).success).toBe(false);
  });
});

describe('related posts', () => {
  const post = (
    slug: string,
    category: string,
    tags: string[],
    featured = false,
    publishedAt = '2024-01-01',
  ) => ({ slug, category, tags, featured, publishedAt }) as PostMeta;

  it('scores 10 for the same category, 3 per shared tag, 1 if featured, top 3, never itself', () => {
    const current = post('a', 'finance', ['budget', 'family']);
    const all = [
      current,
      post('same-category', 'finance', []),
      post('two-tags', 'nutrition-diet', ['budget', 'family']),
      post('one-tag-featured', 'beauty-body', ['budget'], true),
      post('one-tag', 'beauty-body', ['family']),
      post('unrelated', 'beauty-body', ['x']),
    ];
    expect(relatedPosts(current, all).map((p) => p.slug)).toEqual([
      'same-category',
      'two-tags',
      'one-tag-featured',
    ]);
  });
});

// Article and guide pages load only their own module (no index of all entries): it must carry exactly what the
// page would have derived from the indexes.
describe('generated content modules', () => {
  const load = <K extends keyof typeof contentLoaders.en>(kind: K, slug: string) => {
    const loader = contentLoaders.en[kind][slug];
    if (!loader) throw new Error(`no ${kind} module for ${slug}`);
    return loader();
  };

  it('give each article its metadata and its related articles, chosen over all articles', async () => {
    expect(Object.keys(contentLoaders.en.blog).sort()).toEqual(posts.map((entry) => entry.slug).sort());
    for (const entry of posts) {
      const body = await load('blog', entry.slug);
      expect(body.post).toEqual(entry);
      expect(body.related).toEqual(relatedPosts(entry, posts));
      expect(body.related.length, `${entry.slug} has related articles`).toBeGreaterThan(0);
      expect(body.html).toContain('<p>');
    }
  });

  it('give each guide its metadata and the cards of every calculator it links to, in order', async () => {
    expect(Object.keys(contentLoaders.en.guides).sort()).toEqual(guides.map((entry) => entry.slug).sort());
    for (const entry of guides) {
      const body = await load('guides', entry.slug);
      expect(body.guide).toEqual(entry);
      expect(body.calculators.map((item) => item.id)).toEqual(entry.relatedCalculators);
      for (const item of body.calculators) expect(item.href).toBe(`/calculators/${item.id}`);
    }
  });

  // PostMeta and GuideMeta are these schemas' output types: what the site reads is what the type says, no more, no less.
  it('hold every article and guide in both languages exactly as the metadata schemas describe them', () => {
    for (const [kind, schema, entries] of [
      ['posts', postMetaSchema, [...posts, ...postsEs]],
      ['guides', guideMetaSchema, [...guides, ...guidesEs]],
    ] as const) {
      for (const entry of entries) {
        const parsed = schema.safeParse(entry);
        expect(
          parsed.success ? [] : describeIssues(`${kind} ${entry.slug}`, parsed.error).split('\n'),
        ).toEqual([]);
      }
    }
  });

  it('give the home page the three newest articles', () => {
    expect(latestPosts).toEqual(posts.slice(0, 3));
    const dates = posts.map((entry) => entry.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('wide tables in articles', () => {
  it('frames a table of four columns or more to scroll sideways, named and described by a hint; narrower ones wrap', () => {
    const wide = renderContent('| A | B | C | D |\n|---|---|---|---|\n| 1 | 2 | 3 | 4 |\n');
    expect(wide).toMatch(
      /<div class="table-frame" role="region" tabindex="0" aria-label="Table: A B C D" aria-describedby="(table-[0-9a-f]+-1-hint)"><table>/,
    );
    const hint = wide.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(wide).toContain(`<p id="${hint}" class="table-hint">`);
    const narrow = renderContent('| A | B | C |\n|---|---|---|\n| 1 | 2 | 3 |\n');
    expect(narrow).not.toContain('table-frame');
  });
});
