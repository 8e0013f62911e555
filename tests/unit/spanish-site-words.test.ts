import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a Spanish reader meets on the built site (dist/): no English sentence on any /es/ page, in its visible text
// or in what a screen reader says (aria-label, alt, title, placeholder), and a meta description in both languages
// that a search result shows whole. `npm test` runs this file after the build (vitest.config.ts, project `built`),
// with REQUIRE_DIST=1: a missing build fails there. Without a build and without it, the file is skipped.
const dist = path.resolve(import.meta.dirname, '../../dist');
const built = existsSync(path.join(dist, 'sitemap.xml'));

it.runIf(process.env.REQUIRE_DIST === '1')('has a build to read (REQUIRE_DIST=1: never skipped)', () => {
  expect(built, `${dist}/sitemap.xml`).toBe(true);
});

/** Every prerendered route, from the built sitemap. */
const sitemapRoutes = (): string[] =>
  [
    ...readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(
      /<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g,
    ),
  ].map((match) => match[1] || '/');
const isSpanish = (route: string) => route === '/es' || route.startsWith('/es/');
const fileOf = (route: string) => path.join(dist, route === '/' ? '' : route, 'index.html');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name] as string;
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });

/**
 * The texts of a page a reader meets: each block of the body's text (no scripts, styles or code boxes), and every
 * aria-label, alt, title and placeholder. What the page marks lang="en" is left out: the title of a cited source in
 * its own language (docs/es/style-guide.md, "Names that stay in English") and the language switch's "English", and
 * a title set in italics.
 */
function readerTexts(html: string): string[] {
  let body = html.slice(html.indexOf('<body'));
  body = body.replace(/<(script|style|template|textarea|pre|code)\b[\s\S]*?<\/\1>/g, ' ');
  // A cited title in italics keeps its own language (docs/es/style-guide.md): "su libro de 2005 *All Your Worth*".
  body = body.replace(/<(em|i|cite)\b[^>]*>[\s\S]*?<\/\1>/g, ' ');
  for (let before = ''; before !== body; ) {
    before = body;
    body = body.replace(/<(\w+)\b[^>]*\slang="en"[^>]*>((?:(?!<\1\b)[\s\S])*?)<\/\1>/g, ' ');
  }
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
    (m) => m[1] ?? '',
  );
  const inline = /<\/?(?:a|em|strong|b|i|span|abbr|sup|sub|time|small|mark)\b[^>]*>/g;
  const blocks = body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(inline, '')
    .replace(/<[^>]+>/g, '\n')
    .split(/\n+/);
  // An address is no sentence in any language: a printed source's URL ("…/adult-calculator/bmi-categories.html").
  return [...blocks, ...attributes]
    .map((text) =>
      decode(text)
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * English words that are no Spanish word: articles, pronouns, prepositions, auxiliaries and the chrome's words.
 * Words both languages write ("a", "no", "he", "has", "me", "once", "final", "total") are left out.
 */
const ENGLISH = new Set(
  (
    'the and of to your you is are was were with for this that these those from by after before about which what how ' +
    'when will would should can could our we it its be been have had or not on at an if than then into per few week ' +
    'weeks day days month months year years loading calculator calculators enter result results read more see ' +
    'here there who why all any each other some such only also just over under between within'
  ).split(' '),
);

/**
 * The English names docs/es/style-guide.md keeps in a Spanish sentence (its "Names that stay in English" list, in
 * `code` spans), longest first: "American College of Obstetricians and Gynecologists" is a name, not English.
 */
const KEPT_NAMES = [
  ...(
    readFileSync(path.resolve(import.meta.dirname, '../../docs/es/style-guide.md'), 'utf8')
      .split(/^## /m)
      .find((part) => part.startsWith('Names that stay in English')) ?? ''
  ).matchAll(/`([^`]+)`/g),
]
  .map((match) => match[1] ?? '')
  .sort((a, b) => b.length - a.length)
  .map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));

/** The English words of a text, in order, once the kept names are taken out. */
const englishWords = (text: string) =>
  (
    KEPT_NAMES.reduce((rest, name) => rest.replace(name, ' '), text)
      .toLowerCase()
      .match(/\p{L}+(?:'\p{L}+)?/gu) ?? []
  ).filter((word) => ENGLISH.has(word));

/**
 * A text reads as English when two of its words are English function words, or when it is one or two words and one
 * of them is ("Loading"). One English word inside a Spanish sentence is a name ("Paid Family Leave", "for" in a
 * program's title is marked lang="en" where it is a source's title).
 */
function isEnglish(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  const found = englishWords(text);
  return found.length >= 2 || (words.length <= 2 && found.length === 1);
}

/** The text of every form label of a page. */
const labelsOf = (html: string) =>
  [...html.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)].map((match) =>
    decode((match[1] ?? '').replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim(),
  );

/**
 * Words of a Spanish label capitalized as English title case does ("Unidad de Estatura"): a capital inside a
 * sentence that is no acronym (IMC), no name of the site and not after a sentence's end, colon or opening mark.
 */
function titleCaseWords(label: string): string[] {
  return [...label.matchAll(/(?<=(\S*)\s+)(\p{Lu}\p{Ll}+)/gu)]
    .filter((match) => !/[.:?!¿¡(]$/.test(match[1] ?? '') && !['BloomCalc'].includes(match[2] ?? ''))
    .map((match) => match[2] ?? '');
}

/** The descriptions a search result shows: name="description", og:description and twitter:description. */
const descriptionsOf = (html: string) =>
  [
    ...html.matchAll(
      /<meta\s[^>]*(?:name|property)="(?:description|og:description|twitter:description)"[^>]*>/g,
    ),
  ]
    .map((tag) => /\scontent="([^"]*)"/.exec(tag[0])?.[1])
    .filter((content): content is string => content !== undefined)
    .map(decode);

/** What Google shows of a description before it cuts it. */
const DESCRIPTION_CHARS = 160;

/** The options of the page's selects, as shown. */
const optionsOf = (html: string) =>
  [...html.matchAll(/<option\b[^>]*>([^<]*)<\/option>/g)].map((match) => (match[1] ?? '').trim());

/** US units as English writes them in a select; Spanish writes pies, pulg., lb (docs/es/style-guide.md). */
const ENGLISH_UNIT_NAMES = new Set(['ft', 'in', 'lbs', 'ft + in']);

describe.skipIf(!built)('what a Spanish reader meets on the built site', () => {
  const routes = built ? sitemapRoutes() : [];
  const pages = built
    ? [
        ...routes.map((route) => ({ route, file: fileOf(route) })),
        { route: '/es/404.html', file: path.join(dist, 'es', '404.html') },
        { route: '/404.html', file: path.join(dist, '404.html') },
        ...readdirSync(path.join(dist, 'es', 'embed')).map((id) => ({
          route: `/es/embed/${id}`,
          file: path.join(dist, 'es', 'embed', id, 'index.html'),
        })),
      ]
    : [];

  it('reads every page of both languages', () => {
    expect(pages.filter((page) => isSpanish(page.route)).length).toBeGreaterThan(60);
  });

  for (const { route, file } of pages.filter((page) => isSpanish(page.route))) {
    it(`${route}: no English sentence in what it shows or says`, () => {
      expect(readerTexts(readFileSync(file, 'utf8')).filter(isEnglish)).toEqual([]);
    });
  }

  for (const { route, file } of pages.filter((page) => isSpanish(page.route))) {
    it(`${route}: form labels in sentence case, as Spanish writes them`, () => {
      expect(
        labelsOf(readFileSync(file, 'utf8')).filter((label) => titleCaseWords(label).length > 0),
      ).toEqual([]);
    });
  }

  for (const { route, file } of pages.filter((page) => isSpanish(page.route))) {
    it(`${route}: unit selects name US units the Spanish way`, () => {
      expect(optionsOf(readFileSync(file, 'utf8')).filter((text) => ENGLISH_UNIT_NAMES.has(text))).toEqual(
        [],
      );
    });
  }

  for (const { route, file } of pages) {
    it(`${route}: a meta description of at most ${DESCRIPTION_CHARS} characters, not the category template`, () => {
      const descriptions = descriptionsOf(readFileSync(file, 'utf8'));
      expect(descriptions.length).toBeGreaterThan(0);
      for (const description of descriptions) {
        expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_CHARS);
        expect(description).not.toMatch(/para mujeres, calculadas en privado|for women, computed privately/);
      }
    });
  }
});

/** The visible text of an HTML fragment, on one line. */
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** What a calculator's own page calls it: its heading, its <title> (before " | BloomCalc") and its breadcrumb. */
function ownNames(html: string): string[] {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/ \| BloomCalc$/, '');
  const crumbs = [...html.matchAll(/"BreadcrumbList"[\s\S]*?\]/g)].map(
    (list) => [...(list[0] ?? '').matchAll(/"name":"([^"]*)"/g)].at(-1)?.[1] ?? '',
  );
  return [textOf(heading), title, ...crumbs];
}

/** The names a list page gives each calculator it links to (a link's text), by the calculator's address. */
function listedNames(html: string): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const [, href = '', inner = ''] of html.matchAll(
    /<a\b[^>]*\shref="((?:\/es)?\/calcula(?:tors|doras)\/[a-z0-9-]+)"[^>]*>([\s\S]*?)<\/a>/g,
  )) {
    const text = textOf(inner);
    if (text) names.set(href, (names.get(href) ?? new Set()).add(text));
  }
  return names;
}

describe.skipIf(!built)("a calculator's name is the same wherever the site names it", () => {
  // The header menu (on every page), the home page's cards, the directory and the category hubs name a calculator as
  // its page's heading, <title> and breadcrumb do, in both languages: a reader looks for the name she clicked.
  for (const lang of ['en', 'es'] as const) {
    const base = lang === 'es' ? path.join(dist, 'es') : dist;
    const folder = lang === 'es' ? 'calculadoras' : 'calculators';
    const hubs = lang === 'es' ? 'categorias' : 'categories';
    it(`${lang}: menu, home, directory and hubs say each page's own name`, () => {
      const ids = readdirSync(path.join(base, folder)).filter((name) =>
        existsSync(path.join(base, folder, name, 'index.html')),
      );
      expect(ids.length).toBeGreaterThan(30);
      const lists = [
        path.join(base, 'index.html'),
        path.join(base, folder, 'index.html'),
        ...readdirSync(path.join(base, hubs))
          .map((hub) => path.join(base, hubs, hub, 'index.html'))
          .filter(existsSync),
      ].map((file) => ({ file, names: listedNames(readFileSync(file, 'utf8')) }));
      const found = ids.flatMap((id) => {
        const href = `${lang === 'es' ? '/es' : ''}/${folder}/${id}`;
        const own = ownNames(readFileSync(path.join(base, folder, id, 'index.html'), 'utf8'));
        const name = own[0] ?? '';
        const listed = lists.flatMap(({ file, names }) =>
          [...(names.get(href) ?? [])].map((text) => `${path.relative(dist, file)}: ${text}`),
        );
        expect(listed.length, href).toBeGreaterThan(0);
        return [...own.map((text) => `${href} page: ${text}`), ...listed]
          .filter((line) => !line.endsWith(`: ${name}`))
          .map((line) => `${line} (the page's heading: ${name})`);
      });
      expect(found).toEqual([]);
    });
  }
});

describe('the English detector itself', () => {
  it('finds an English sentence or a lone English word, not Spanish with a name in it', () => {
    expect(isEnglish('Haz la prueba after a few days to a week.')).toBe(true);
    expect(isEnglish('Loading')).toBe(true);
    expect(isEnglish('Tu IMC está en el rango saludable.')).toBe(false);
    expect(isEnglish('El Paid Family Leave (PFL) de California paga hasta 8 semanas.')).toBe(false);
    expect(isEnglish('BloomCalc')).toBe(false);
    expect(isEnglish('Según el American College of Obstetricians and Gynecologists (ACOG).')).toBe(false);
  });
  it('finds English title case in a Spanish label, not a capital after a colon or a question', () => {
    expect(titleCaseWords('Unidad de Estatura')).toEqual(['Estatura']);
    expect(titleCaseWords('Código para insertar: Calculadora de IMC')).toEqual([]);
    expect(titleCaseWords('¿Nació antes de tiempo? Semanas de embarazo')).toEqual([]);
  });
  it('reads attributes and leaves out what is marked English', () => {
    const page = '<html><body><p>Hola.</p><cite lang="en">Pregnancy and the week after</cite>';
    expect(readerTexts(`${page}<span role="status" aria-label="Loading"></span></body></html>`)).toEqual([
      'Hola.',
      'Loading',
    ]);
  });
});
