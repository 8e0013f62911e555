import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The Spanish edition as built (issue #30), read from dist/ (no browser needed for a page's head or its words):
// language, twins in the head and the sitemap, canonical, JSON-LD, the language switch, and no English sentence of
// an English page left on its Spanish twin. `npm test` runs this file after the build (vitest.config.ts, project
// `built`), with REQUIRE_DIST=1: a missing build fails there. Without a build and without it, the file is skipped.
const dist = path.resolve(import.meta.dirname, '../../dist');
const built = existsSync(path.join(dist, 'sitemap.xml'));

it.runIf(process.env.REQUIRE_DIST === '1')('has a build to read (REQUIRE_DIST=1: never skipped)', () => {
  expect(built, `${dist}/sitemap.xml`).toBe(true);
});
const ORIGIN = /^https?:\/\/[^/]+/;

interface SitemapEntry {
  route: string;
  alternates: Record<string, string>;
}

/** Every <url> of the sitemap with its xhtml:link alternates (hreflang → path). */
function sitemap(): SitemapEntry[] {
  const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1] ?? '';
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '';
    const alternates = Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [
        link[1],
        (link[2] ?? '').replace(ORIGIN, ''),
      ]),
    );
    return { route: loc.replace(ORIGIN, '') || '/', alternates };
  });
}

const fileOf = (route: string) => path.join(dist, route === '/' ? '' : route, 'index.html');
const read = (route: string) => readFileSync(fileOf(route), 'utf8');

/** The head's hreflang alternates of a page (hreflang → path). */
function headAlternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => [
      link[1],
      (link[2] ?? '').replace(ORIGIN, ''),
    ]),
  );
}

const canonicalOf = (html: string) =>
  (/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '').replace(ORIGIN, '') || '/';
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name] as string;
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });

/**
 * The sentences a visitor reads on a page: the body's text (no head, scripts, styles, hidden page words), one block
 * per element boundary, split at sentence ends; `withoutEnglish` drops what the page marks lang="en" (a source's
 * title, the language switch's "English").
 */
function visibleSentences(html: string, withoutEnglish = false): string[] {
  let body = html.slice(html.indexOf('<body'));
  // Code is no language: scripts, styles, and the embed snippet's box.
  body = body.replace(/<(script|style|template|textarea)\b[\s\S]*?<\/\1>/g, ' ');
  body = body.replace(/<div hidden="" id="page-words"[^>]*><\/div>/g, ' ');
  if (withoutEnglish) {
    // Innermost first: an element marked English, with what it holds.
    for (let before = ''; before !== body; ) {
      before = body;
      body = body.replace(/<(\w+)\b[^>]*\slang="en"[^>]*>((?:(?!<\1\b)[\s\S])*?)<\/\1>/g, ' ');
    }
  }
  // Inline elements are part of their sentence (a journal's name in <em>); every other tag ends a block.
  const inline = /<\/?(?:a|em|strong|b|i|span|code|abbr|sup|sub|time|small|mark)\b[^>]*>/g;
  const text = decode(
    body
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(inline, '')
      .replace(/<[^>]+>/g, '\n'),
  );
  return text
    .split(/\n+/)
    .flatMap((block) => block.split(/(?<=[.!?:;])\s+/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Unit symbols, which stay as they are in Spanish (docs/es/style-guide.md): no words of a sentence. */
const UNITS = new Set([
  'cm',
  'mm',
  'kg',
  'lb',
  'in',
  'ft',
  'oz',
  'ml',
  'kcal',
  'mmhg',
  'bpm',
  'usd',
  'am',
  'pm',
]);

/**
 * Words of letters (two or more, not a unit symbol): "165 cm, 60 kg" has none, a sentence has several. A string
 * without a space (an address, an id) is no sentence.
 */
const wordCount = (sentence: string) =>
  /\s/.test(sentence)
    ? (sentence.match(/\p{L}{2,}/gu) ?? []).filter((word) => !UNITS.has(word.toLowerCase())).length
    : 0;

/** An English sentence counts from this many words: shorter ones are names, units and labels (BMI, kg, BloomCalc). */
const SENTENCE_WORDS = 4;

/** English sentences of `english` that `spanish` still shows (outside what it marks lang="en"). */
function englishLeftOver(english: string, spanish: string): string[] {
  const shown = new Set(visibleSentences(spanish, true));
  return [...new Set(visibleSentences(english))].filter(
    (sentence) => wordCount(sentence) >= SENTENCE_WORDS && shown.has(sentence),
  );
}

describe.skipIf(!built)('the Spanish edition as built (dist/es/)', () => {
  const entries = built ? sitemap() : [];
  const spanish = entries.filter((entry) => entry.route === '/es' || entry.route.startsWith('/es/'));
  const english = entries.filter((entry) => !spanish.includes(entry));

  it('has a Spanish twin for every English page, each pair in the sitemap with the same alternates', () => {
    expect(spanish.length).toBeGreaterThan(40);
    expect(spanish.length).toBe(english.length);
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort(), entry.route).toEqual(['en', 'es', 'x-default']);
      expect(entry.alternates['x-default'], entry.route).toBe(entry.alternates.en);
      const lang = spanish.includes(entry) ? 'es' : 'en';
      expect(entry.alternates[lang], `${entry.route} lists itself`).toBe(entry.route);
      const twin = entries.find((other) => other.route === entry.alternates[lang === 'es' ? 'en' : 'es']);
      expect(twin?.alternates, `${entry.route}: its twin lists it back`).toEqual(entry.alternates);
    }
  });

  for (const entry of entries) {
    it(`${entry.route}: lang, canonical, reciprocal hreflang, JSON-LD inLanguage, language switch`, () => {
      const lang = entry.route === '/es' || entry.route.startsWith('/es/') ? 'es' : 'en';
      const html = read(entry.route);
      expect(langOf(html)).toBe(lang);
      expect(canonicalOf(html)).toBe(entry.route);
      expect(headAlternates(html)).toEqual(entry.alternates);
      for (const data of jsonLd(html).filter((item) => item['@type'] !== 'BreadcrumbList'))
        expect(data.inLanguage, `${data['@type']}`).toBe(lang === 'es' ? 'es-US' : 'en-US');
      const other = lang === 'es' ? 'en' : 'es';
      const link = /<a ([^>]*data-lang-switch[^>]*)>([\s\S]*?)<\/a>/.exec(html);
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(` ${link?.[1]}`)?.[1];
      expect(attribute('href'), 'the switch leads to the twin').toBe(entry.alternates[other]);
      expect(attribute('lang')).toBe(other);
      expect(attribute('hrefLang')).toBe(other);
      expect(link?.[2]?.replace(/<[^>]+>/g, '')).toBe(other === 'es' ? 'Español' : 'English');
    });
  }

  // Every calculator page speaks Spanish: `npm run generate` fails on a definition without its Spanish edition.
  for (const entry of spanish) {
    it(`${entry.route}: no English sentence of ${entry.alternates.en}`, () => {
      expect(englishLeftOver(read(entry.alternates.en ?? '/'), read(entry.route))).toEqual([]);
    });
  }

  it('has a Spanish 404 page for addresses under /es/ (the server and the offline worker send it)', () => {
    const html = readFileSync(path.join(dist, 'es', '404.html'), 'utf8');
    expect(langOf(html)).toBe('es');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('No encontramos la página | BloomCalc');
    expect(englishLeftOver(readFileSync(path.join(dist, '404.html'), 'utf8'), html)).toEqual([]);
    expect(readFileSync(path.join(dist, 'sw.js'), 'utf8')).toContain('/es/404.html');
  });
});

describe('the English-sentence check itself', () => {
  const page = (body: string) => `<html><head><title>x</title></head><body>${body}</body></html>`;
  it('finds an English sentence left on the Spanish page, not names, units or marked sources', () => {
    const en = page(
      '<p>Your BMI is within the healthy range. BMI 22.0</p><a href="/x">Body mass index study</a>',
    );
    expect(englishLeftOver(en, page('<p>Tu IMC está en el rango saludable.</p>'))).toEqual([]);
    expect(englishLeftOver(en, page('<p>Your BMI is within the healthy range.</p><p>BMI 22.0</p>'))).toEqual([
      'Your BMI is within the healthy range.',
    ]);
    expect(englishLeftOver(en, page('<a href="/x" lang="en">Body mass index study</a>'))).toEqual([]);
    expect(englishLeftOver(en, page('<a href="/x">Body mass index study</a>'))).toEqual([
      'Body mass index study',
    ]);
  });
});
