import { describe, expect, it } from 'vitest';
import { islands } from '../../src/islands/registry';
import { renderRoute } from '../../src/prerender/server';
import { list, optional, props, text } from '../../src/site/render/codec';

const assets = { boot: '/boot.js', calculator: (id: string) => `/calculator-${id}.js` };
/** Queries that newsletters, social posts and ads add to every link: they are no island's state. */
const FOREIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'fbclid', 'gclid', 'ref'];

/** The islands a rendered page carries, each with its props read back by its own codec. */
function islandsOf(html: string) {
  const found = [...html.matchAll(/data-island="([^"]+)" data-props="([^"]*)"/g)];
  return found.map(([, name, raw]) => {
    const definition = islands[name as keyof typeof islands];
    const json = (raw ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    return { name, definition, props: definition.props.decode(json) };
  });
}

describe('island props codec', () => {
  const codec = props({ id: text, note: optional(text), names: list(text) });

  it('reads back what it wrote, typed, and drops keys outside its shape', () => {
    const written = codec.encode({ id: 'bmi', names: ['a', 'b'] });
    expect(codec.decode(written)).toEqual({ id: 'bmi', names: ['a', 'b'] });
    expect(codec.decode('{"id":"x","names":[],"extra":1}')).toEqual({ id: 'x', names: [] });
  });

  it('refuses props of the wrong shape instead of passing them on', () => {
    expect(() => codec.decode('{"id":3,"names":[]}')).toThrow(/id is not a string/);
    expect(() => codec.decode('{"id":"x","names":"a"}')).toThrow(/names is not a list/);
    expect(() => codec.decode('{"id":"x","names":[1]}')).toThrow(/names\[0\]/);
    expect(() => codec.decode('[]')).toThrow(/not an object/);
    expect(() => codec.decode('{')).toThrow();
  });
});

describe('island definitions', () => {
  it('the calculator form is woken by its own share-link names, never by a tracking query', async () => {
    const page = await renderRoute('/calculators/bmi', assets);
    const [runner] = islandsOf(page.appHtml);
    expect(runner?.name).toBe('runner');
    if (runner?.name !== 'runner') return;
    const keys = islands.runner.queryKeys(islands.runner.props.decode(JSON.stringify(runner.props)));
    expect(keys).toEqual(expect.arrayContaining(['height', 'heightUnit', 'weight', 'weightUnit']));
    for (const key of FOREIGN) expect(keys).not.toContain(key);
  });

  it('no island of any page kind is woken by utm_*, fbclid, gclid or ref', async () => {
    const routes = ['/', '/calculators', '/blog', '/contact', '/about', '/calculators/bmi'];
    let seen = 0;
    for (const route of routes) {
      const page = await renderRoute(route, assets);
      for (const island of islandsOf(page.appHtml)) {
        seen += 1;
        const keys = (island.definition.queryKeys as (p: unknown) => readonly string[])(island.props);
        for (const key of FOREIGN) expect(keys, `${route} ${island.name}`).not.toContain(key);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(5);
  });

  it('the directory and the blog are woken by their search and filters', () => {
    expect(islands.directory.queryKeys({})).toEqual(expect.arrayContaining(['q', 'category']));
    expect(islands.blog.queryKeys({})).toEqual(expect.arrayContaining(['q', 'category']));
  });
});
