import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentHtml, oembedFiles, renderRoute } from '@/prerender/server';
import { findCalculator } from '@/site/data/catalogue';
import { SITE_ORIGIN } from '@/site/data/config';
import { EMBED_SANDBOX, embedSnippet, oembedJson } from '@/site/data/embed';
import { allRoutes, prerenderedRoutes } from '@/site/render/routes';
import { listDefinitionIds } from '../../scripts/lib/definitions';
import { CONTENT_SECURITY_POLICY, HEADER_RULES } from '../../scripts/lib/security-headers';

// Issue #31: any calculator on another site's page, private, light, resizing, discoverable.
const root = path.resolve(import.meta.dirname, '../..');
const assets = { boot: '/boot.js', calculator: (id: string) => `/calculator-${id}.js` };
const bmi = findCalculator('bmi');
if (!bmi) throw new Error('no bmi calculator');
const item = { id: bmi.id, name: bmi.name };

describe('embed pages', () => {
  it('exist for every definition folder, prerendered but not in the sitemap', () => {
    const ids = listDefinitionIds();
    expect(ids.length).toBeGreaterThan(20);
    expect(prerenderedRoutes()).toEqual(expect.arrayContaining(ids.map((id) => `/embed/${id}`)));
    expect(allRoutes().filter((route) => route.startsWith('/embed/'))).toEqual([]);
  });

  it('are the form and an attribution link: no header or footer, a plain form that submits to the embed', async () => {
    const page = await renderRoute('/embed/bmi', assets);
    expect(page.status).toBe(200);
    expect(page.embed).toBe(true);
    expect(page.appHtml).not.toMatch(/<header|<footer/);
    expect(page.appHtml).toContain('data-island="runner"');
    expect(page.appHtml).toMatch(
      /<form[^>]*action="\/embed\/bmi"[^>]*target="_self"|<form[^>]*target="_self"[^>]*action="\/embed\/bmi"/,
    );
    expect(page.appHtml).toMatch(
      /<a[^>]*href="\/calculators\/bmi"[^>]*target="_blank"[^>]*data-embed-attribution/,
    );
    expect(page.headTags).toContain('<meta name="robots" content="noindex" />');
    const html = documentHtml({ ...page, cspMeta: '', assets });
    expect(html).toContain('<html lang="en" data-embed="">');
    expect(html).toContain('<script src="/embed-frame.js"></script>');
    expect(html).not.toContain('theme-init.js');
  });

  it('leave the full page as it was, with the snippet and the oEmbed discovery link', async () => {
    const page = await renderRoute('/calculators/bmi', assets);
    expect(page.embed).toBe(false);
    expect(page.appHtml).toMatch(/<form[^>]*action="\/calculators\/bmi"/);
    expect(page.appHtml).toContain('Embed this calculator');
    expect(page.appHtml).toContain('embed/bmi');
    expect(page.headTags).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${SITE_ORIGIN}/oembed/bmi.json" title="${item.name}" />`,
    );
    expect(documentHtml({ ...page, cspMeta: '', assets })).toContain(
      '<script src="/theme-init.js"></script>',
    );
  });
});

describe('the snippet and oEmbed', () => {
  it('is an iframe with a title, lazy loading, no referrer and a sandbox for scripts, forms, the popup and the .ics download', () => {
    const [iframe, script] = embedSnippet(item).split('\n');
    expect(iframe).toMatch(new RegExp(`^<iframe src="${SITE_ORIGIN}/embed/bmi" `));
    expect(iframe).toContain(`title="${item.name} by BloomCalc"`);
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toContain('referrerpolicy="no-referrer"');
    expect(iframe).toMatch(/ height="\d{3}"/);
    const sandbox = /sandbox="([^"]*)"/.exec(iframe ?? '')?.[1]?.split(' ') ?? [];
    expect(sandbox).toEqual(
      expect.arrayContaining([
        'allow-scripts',
        'allow-forms',
        'allow-popups',
        'allow-popups-to-escape-sandbox',
        'allow-downloads',
      ]),
    );
    expect(sandbox.filter((token) => token.startsWith('allow-top-navigation'))).toEqual([]);
    expect(EMBED_SANDBOX.split(' ')).toEqual(sandbox);
    expect(script).toBe(`<script async src="${SITE_ORIGIN}/embed.js"></script>`);
  });

  it('answers every calculator with a static "rich" oEmbed whose html is the snippet', () => {
    const files = oembedFiles();
    expect(files.map((file) => file.path).sort()).toEqual(
      listDefinitionIds()
        .map((id) => `/oembed/${id}.json`)
        .sort(),
    );
    const answer = JSON.parse(files.find((file) => file.path === '/oembed/bmi.json')?.json ?? '{}');
    expect(answer).toEqual(oembedJson(item));
    expect(answer).toMatchObject({ version: '1.0', type: 'rich', html: embedSnippet(item) });
    expect(answer.width).toBeGreaterThan(0);
    expect(answer.height).toBeGreaterThan(0);
  });
});

describe('the host page script, /embed.js', () => {
  const source = readFileSync(path.join(root, 'public/embed.js'), 'utf8');

  it('performance guard (gzip bytes): is a few hundred bytes with no dependencies', () => {
    expect(source.length).toBeLessThanOrEqual(512);
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(400);
    expect(source).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('trusts only messages from its own origin, and sizes only the frame that sent them', () => {
    expect(source).toContain('e.origin!==o');
    expect(source).toContain('contentWindow===e.source');
  });
});

describe('headers (issue #31)', () => {
  const rule = (pattern: string) => HEADER_RULES.find((entry) => entry.pattern === pattern)?.headers ?? {};

  it('let anyone frame the embed pages, with the same CSP otherwise', () => {
    expect(rule('/embed/*')['Content-Security-Policy']).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors *`);
    // The Spanish embeds too (issue #30).
    expect(rule('/es/embed/*')['Content-Security-Policy']).toBe(
      `${CONTENT_SECURITY_POLICY}; frame-ancestors *`,
    );
  });

  it('refuse framing of every other page in a way no second rule can undo', () => {
    expect(rule('/*')['X-Frame-Options']).toBe('DENY');
    // A `frame-ancestors` in the site-wide CSP would be joined to the embed pages' own on hosts that combine rules.
    expect(rule('/*')['Content-Security-Policy']).not.toContain('frame-ancestors');
    expect(
      HEADER_RULES.filter((entry) => !['/embed/*', '/es/embed/*'].includes(entry.pattern)).map(
        (entry) => entry.headers['Content-Security-Policy'] ?? '',
      ),
    ).not.toContainEqual(expect.stringContaining('frame-ancestors'));
  });

  it('let other sites load the resizing script and read the oEmbed answers', () => {
    expect(rule('/embed.js')['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(rule('/oembed/*')['Access-Control-Allow-Origin']).toBe('*');
  });
});
