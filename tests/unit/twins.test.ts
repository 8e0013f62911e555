import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Entry, loadContent, renderContent } from '../../scripts/lib/content';
import { loadCategoryTwins, loadTagNames, loadTwins } from '../../scripts/lib/twins';
import type { Category } from '../../src/engine/categories';
import { hrefMapper, linkKeys, localizeLinks, markEnglishBlocks } from '../../src/site/i18n/links';

// The completeness rule for content (issue #30): every content file and category has a Spanish twin with a slug and
// its visitor-facing values in Spanish, its data unchanged; `npm run generate` fails naming the file and the key.

const page = { title: 'Contact Us', description: 'Write to us.', email: 'hello@bloomcalc.example' };
const english: Entry<typeof page>[] = [
  { slug: 'contact', file: 'content/pages/contact.md', data: page, body: 'Hello.', wordCount: 1 },
];

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'twins-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const twin = (frontMatter: string, body = 'Hola.') => `---\n${frontMatter}\n---\n${body}\n`;

describe('Spanish twins of content files', () => {
  it('load a complete twin with its Spanish slug and words, the data as the English file has it', () => {
    const dir = fixture({
      'contact.es.md': twin(
        'title: Contacto\ndescription: Escríbenos.\nemail: hello@bloomcalc.example\nslug: contacto',
      ),
    });
    const errors: string[] = [];
    const [loaded] = loadTwins('pages', english, errors, dir);
    expect(errors).toEqual([]);
    expect(loaded).toMatchObject({
      id: 'contact',
      slug: 'contacto',
      data: { title: 'Contacto' },
      body: 'Hola.\n',
    });
  });

  it.each([
    [
      'a missing twin',
      {},
      /contact\.es\.md: missing: every content\/pages\/contact\.md needs its Spanish twin/,
    ],
    [
      'a twin without a slug',
      { 'contact.es.md': twin('title: Contacto\ndescription: Escríbenos.\nemail: hello@bloomcalc.example') },
      /contact\.es\.md: slug: missing/,
    ],
    [
      'a slug with an accent',
      {
        'contact.es.md': twin(
          'title: Contacto\ndescription: Escríbenos.\nemail: hello@bloomcalc.example\nslug: contáctanos',
        ),
      },
      /contact\.es\.md: slug: lower case/,
    ],
    [
      'a title left in English',
      {
        'contact.es.md': twin(
          'title: Contact Us\ndescription: Escríbenos.\nemail: hello@bloomcalc.example\nslug: contacto',
        ),
      },
      /contact\.es\.md: title: still in English \("Contact Us"\)/,
    ],
    [
      'a description missing',
      { 'contact.es.md': twin('title: Contacto\nemail: hello@bloomcalc.example\nslug: contacto') },
      /contact\.es\.md: description: missing/,
    ],
    [
      'a data value changed',
      {
        'contact.es.md': twin(
          'title: Contacto\ndescription: Escríbenos.\nemail: hola@bloomcalc.example\nslug: contacto',
        ),
      },
      /contact\.es\.md: email: is data, not words/,
    ],
    [
      'an empty body',
      {
        'contact.es.md': twin(
          'title: Contacto\ndescription: Escríbenos.\nemail: hello@bloomcalc.example\nslug: contacto',
          '',
        ),
      },
      /contact\.es\.md: \(body\): empty/,
    ],
  ])('refuse %s, naming the file and the key', (_, files, message) => {
    const errors: string[] = [];
    expect(loadTwins('pages', english, errors, fixture(files as Record<string, string>))).toEqual([]);
    expect(errors.join('\n')).toMatch(message);
  });
});

describe('Spanish twins of categories', () => {
  const yaml = [
    'name: Finance',
    'hubTitle: Financial Planning',
    'order: 6',
    'icon: piggy-bank',
    'color: blue',
    'blurb: Maternity leave pay and childcare costs.',
    'panels:',
    '  - title: Plan with real numbers',
    '    text: Every amount in US dollars.',
    '  - title: Rules change',
    '    text: Check with your state.',
  ].join('\n');
  const category = {
    id: 'finance',
    name: 'Finance',
    hubTitle: 'Financial Planning',
    description: 'Maternity leave pay and childcare costs.',
    icon: 'piggy-bank',
    color: 'blue',
    panels: [],
  } as unknown as Category;
  const spanish = (name: string, colour = 'blue') =>
    [
      `name: ${name}`,
      'hubTitle: Planificación financiera',
      'order: 6',
      'icon: piggy-bank',
      `color: ${colour}`,
      'blurb: Pago de la licencia por maternidad y costos de cuidado infantil.',
      'panels:',
      '  - title: Planifica con cifras reales',
      '    text: Cada monto en dólares.',
      '  - title: Las reglas cambian',
      '    text: Consulta a tu estado.',
      'slug: finanzas',
    ].join('\n');

  it('load the Spanish words and slug of a category', () => {
    const errors: string[] = [];
    const dir = fixture({ 'finance.yaml': yaml, 'finance.es.yaml': spanish('Finanzas') });
    const [loaded] = loadCategoryTwins([category], errors, dir);
    expect(errors).toEqual([]);
    expect(loaded).toMatchObject({ id: 'finance', slug: 'finanzas', name: 'Finanzas', color: 'blue' });
    expect(loaded?.panels[0]?.title).toBe('Planifica con cifras reales');
  });

  it('refuse a name left in English and a colour changed, naming the file and the key', () => {
    const errors: string[] = [];
    const dir = fixture({ 'finance.yaml': yaml, 'finance.es.yaml': spanish('Finance', 'pink') });
    expect(loadCategoryTwins([category], errors, dir)).toEqual([]);
    expect(errors.join('\n')).toMatch(/finance\.es\.yaml: name: still in English/);
    expect(errors.join('\n')).toMatch(/finance\.es\.yaml: color: is data, not words/);
  });
});

describe('Spanish names of blog tags (content/tags.es.yaml)', () => {
  const posts = [
    { slug: 'a', file: 'content/blog/a.md', data: { tags: ['pregnancy', 'bmi'] }, body: '', wordCount: 0 },
    { slug: 'b', file: 'content/blog/b.md', data: { tags: ['bmi'] }, body: '', wordCount: 0 },
  ];
  const load = (text: string) => {
    const errors: string[] = [];
    const names = loadTagNames(posts, errors, path.join(fixture({ 'tags.es.yaml': text }), 'tags.es.yaml'));
    return { names, errors: errors.join('\n') };
  };

  it('give every tag an article uses its Spanish name', () => {
    expect(load('pregnancy: embarazo\nbmi: imc\n')).toEqual({
      names: { pregnancy: 'embarazo', bmi: 'imc' },
      errors: '',
    });
  });

  it('refuse a tag with no name, a name left as the English id and a name no article uses, naming the file and the tag', () => {
    expect(load('bmi: imc\n').errors).toMatch(/tags\.es\.yaml: pregnancy: missing \(translate "pregnancy"\)/);
    expect(load('pregnancy: pregnancy\nbmi: imc\n').errors).toMatch(
      /tags\.es\.yaml: pregnancy: still in English/,
    );
    expect(load('pregnancy: embarazo\nbmi: imc\nhydration: hidratación\n').errors).toMatch(
      /tags\.es\.yaml: hydration: no article has this tag/,
    );
  });

  it('are the site’s own: every tag of every article has one', () => {
    const errors: string[] = [];
    const names = loadTagNames(loadContent().posts, errors);
    expect(errors).toEqual([]);
    expect(Object.keys(names).length).toBeGreaterThan(10);
  });
});

describe('links in a Spanish body', () => {
  const pairs = [
    { en: '/calculators/bmi', es: '/es/calculadoras/calculadora-imc' },
    { en: '/about', es: '/es/acerca-de' },
  ];
  it('lead to the Spanish twin, query and fragment kept; a file or an outside address stays', () => {
    const map = hrefMapper(pairs, 'es');
    expect(map('/calculators/bmi?height=165#how')).toBe('/es/calculadoras/calculadora-imc?height=165#how');
    expect(map('/about/')).toBe('/es/acerca-de');
    expect(map('/images/x.svg')).toBe('/images/x.svg');
  });

  it('mark a source kept as the English body has it lang="en", and not a translated link', () => {
    const englishHtml =
      '<p><a href="https://www.cdc.gov/x">About Adult BMI</a> <a href="/about">About us</a></p>';
    const spanishHtml =
      '<p><a href="https://www.cdc.gov/x">About Adult BMI</a> <a href="/about">Quiénes somos</a></p>';
    expect(localizeLinks(spanishHtml, hrefMapper(pairs, 'es'), linkKeys(englishHtml))).toBe(
      '<p><a href="https://www.cdc.gov/x" lang="en">About Adult BMI</a> <a href="/es/acerca-de">Quiénes somos</a></p>',
    );
  });

  it('leave a link into the Spanish edition Spanish on both pages: lang="es" in English, never "English kept"', () => {
    // The About page names "BloomCalc en español" in both languages; its words are Spanish on either page.
    const english = renderContent('See [BloomCalc en español](/es) and [the directory](/calculators).');
    expect(english).toContain('<a href="/es" lang="es">BloomCalc en español</a>');
    expect(english).toContain('<a href="/calculators">the directory</a>');
    const spanishHtml = '<p><a href="/es">BloomCalc en español</a></p>';
    expect(localizeLinks(spanishHtml, hrefMapper(pairs, 'es'), linkKeys(english))).toBe(spanishHtml);
  });

  it('mark a citation kept as the English body has it lang="en", not a translated one nor a bare figure', () => {
    const englishHtml =
      '<h2>Sources</h2><ul><li>Wilcox AJ. Time of implantation of the conceptus. <em>N Engl J Med</em> 1999.</li><li>Tests differ.</li><li>$1,681</li></ul>';
    const spanishHtml =
      '<h2>Fuentes</h2><ul><li>Wilcox AJ. Time of implantation of the conceptus. <em>N Engl J Med</em> 1999.</li><li>Las pruebas difieren.</li><li>$1,681</li></ul>';
    const marked = markEnglishBlocks(spanishHtml, englishHtml, 'Fuentes');
    expect(marked).toMatch(/^<h2>Fuentes<\/h2><ul><li lang="en">Wilcox AJ\. /);
    expect(marked).toContain('<li>Las pruebas difieren.</li><li>$1,681</li>');
  });

  it('mark the English parts of a citation a translation annotated: a title in italics, a name, an article title', () => {
    const englishHtml =
      '<p>Centers for Disease Control and Prevention.</p><h2>Sources</h2><ul><li>Centers for Disease Control and Prevention. <em>Adult BMI Categories</em> and <em>Child and Teen BMI Categories</em>.</li></ul>';
    const spanishHtml =
      '<p>Centers for Disease Control and Prevention.</p><h2>Fuentes</h2><ul><li>Centers for Disease Control and Prevention. <em>Adult BMI Categories</em> y <em>Child and Teen BMI Categories</em>.</li></ul>';
    // Outside the sources an English sentence stays unmarked: a translation to do, which the page check finds.
    expect(markEnglishBlocks(spanishHtml, englishHtml, 'Fuentes')).toBe(
      '<p>Centers for Disease Control and Prevention.</p><h2>Fuentes</h2><ul><li><span lang="en">Centers for Disease Control and Prevention.</span> <em><span lang="en">Adult BMI Categories</span></em> y <em><span lang="en">Child and Teen BMI Categories</span></em>.</li></ul>',
    );
  });
});
