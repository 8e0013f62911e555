import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

// Issue #30: five translators wrote the Spanish edition in parallel. This test holds it to one voice, the rules of
// docs/es/style-guide.md: tú (never usted or vosotros), no Spain-only words, the glossary's terms ("Instead of"
// table, read from the guide so the list lives in one place), "lb" and "periodo", and no English left in a Spanish
// sentence outside the names the guide keeps in English and the cited sources' titles.

const ROOT = path.resolve(__dirname, '../..');
const GUIDE = readFileSync(path.join(ROOT, 'docs/es/style-guide.md'), 'utf8');

/** One Spanish text a visitor reads, with the file it comes from. */
interface Text {
  file: string;
  text: string;
}

const englishMessages = import.meta.glob<{ default: Record<string, string> }>(
  // The site's own words too (src/site/messages, es-site), and the journal's (src/journal).
  [
    '../../definitions/*/messages.ts',
    '../../src/site/messages/messages.ts',
    '../../src/journal/messages.ts',
    '../../src/engine/field-messages/messages.ts',
  ],
  {
    eager: true,
  },
);
const messageFiles = import.meta.glob<{ default: Record<string, string> }>(
  [
    '../../definitions/*/messages.es.ts',
    '../../src/site/messages/messages.es.ts',
    '../../src/journal/messages.es.ts',
    '../../src/engine/field-messages/messages.es.ts',
  ],
  {
    eager: true,
  },
);

/** Literal words of an ICU message (placeholders, select/plural ids and skeletons left out). */
function icuLiterals(message: string): string[] {
  const out: string[] = [];
  const walk = (elements: ReturnType<typeof parseIcu>) => {
    for (const element of elements) {
      if (element.type === 0) out.push(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parseIcu(message, { ignoreTag: true, requiresOtherClause: false }));
  // Literals split around placeholders; join with a marker so a word is never glued to its neighbour.
  return [out.join(' ⟨⟩ ')];
}

/** Strings of parsed YAML that a visitor reads (ids, slugs, paths, colours and icons left out). */
function yamlStrings(value: unknown, key = ''): string[] {
  if (['category', 'tags', 'slug', 'icon', 'color', 'id', 'src', 'href', 'calculators'].includes(key))
    return [];
  if (typeof value === 'string') return /^[a-z0-9/._#:-]*$/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => yamlStrings(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => yamlStrings(v, k));
  return [];
}

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
}

/** Paragraph-sized texts of a Markdown body: code, HTML and the "Fuentes" section (cited titles) left out. */
function markdownTexts(body: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body) as MdNode;
  const out: string[] = [];
  const words = (node: MdNode): string => {
    if (node.type === 'text') return node.value ?? '';
    // A published title is set in italics: kept, but marked so the English check can leave it out.
    if (node.type === 'emphasis') return `‹${(node.children ?? []).map(words).join('')}›`;
    if (node.type === 'inlineCode' || node.type === 'code' || node.type === 'html') return ' ⟨⟩ ';
    return (node.children ?? []).map(words).join('');
  };
  let inSources = false;
  for (const block of tree.children ?? []) {
    if (block.type === 'heading')
      inSources = (block.depth ?? 0) <= 2 && /^(Fuentes|Referencias)\b/.test(words(block));
    if (inSources) continue;
    if (block.type === 'list' || block.type === 'table' || block.type === 'blockquote') {
      for (const item of block.children ?? []) out.push(words(item));
    } else out.push(words(block));
  }
  return out;
}

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** Every Spanish text of the site's Spanish source files, as the visitor reads it. */
function spanishTexts(): Text[] {
  const texts: Text[] = [];
  const add = (file: string, list: string[]) => {
    // Facts tokens and internal link paths (`/calculators/bmi`) are not words.
    for (const text of list)
      texts.push({
        file,
        text: text
          .replace(/\s+/g, ' ')
          .replace(/\{\{[^}]*\}\}|\/(calculators|blog|health-guides|guides)\/[\w/#-]*/g, ' ⟨⟩ '),
      });
  };
  for (const [file, module] of Object.entries(messageFiles))
    add(file.replace('../../', ''), Object.values(module.default).flatMap(icuLiterals));
  for (const file of [
    ...filesUnder('definitions', (name) => name === 'about.es.md'),
    ...filesUnder('content', (name) => name.endsWith('.es.md')),
  ]) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(source);
    if (front) add(file, yamlStrings(parseYaml(front[1] ?? '')));
    add(file, markdownTexts(front ? source.slice(front[0].length) : source));
  }
  for (const file of filesUnder('content/categories', (name) => name.endsWith('.es.yaml')))
    add(file, yamlStrings(parseYaml(readFileSync(path.join(ROOT, file), 'utf8'))));
  return texts;
}

/** A rows of a Markdown table under a heading of the guide (first two cells). */
function guideTable(heading: string): [string, string][] {
  const section = GUIDE.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map((cells): [string, string] => [cells[1] ?? '', cells[2] ?? '']);
}

/** Names the guide keeps in English (its "Names that stay in English" list, `code` spans), longest first. */
const ENGLISH_NAMES = [
  ...(GUIDE.split(/^## /m).find((part) => part.startsWith('Names that stay in English')) ?? '').matchAll(
    /`([^`]+)`/g,
  ),
]
  .map((match) => match[1] ?? '')
  .sort((a, b) => b.length - a.length)
  .map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));

const word = (phrase: string) => new RegExp(`(?<![\\p{L}\\d])${phrase}(?![\\p{L}\\d])`, 'iu');

/** Forms that address the reader as usted (or vosotros): the guide's register is tú. */
const NOT_TU = [
  word('usted(es)?'),
  word('su (médic[oa]|partera|proveedor)'),
  word('(consulte|llame|acuda|comuníquese|póngase|diríjase|introduzca|seleccione|pregúntele|hable con)'),
  word('(vosotr[oa]s|vuestr[oa]s?|os (recomendamos|ayuda))'),
  /(?<![\p{L}])\p{L}{2,}(áis|éis)(?![\p{L}])/u,
  // A sentence that starts with an usted imperative ("Ingrese…", "Mida…"), where tú says "Ingresa…", "Mide…".
  /(?:^|[.:;!?¡¿]\s+)(Ingrese|Elija|Revise|Mida|Pésese|Mídase|Hable|Tome|Evite|Pregunte|Busque|Asegúrese|Recuerde|Tenga|Vuelva|Coma|Beba|Haga|Deje|Escriba|Mantenga|Pida|Siga|Empiece|Agregue|Llámenos|Escríbanos)(?![\p{L}])/u,
];

/** Words of Spain that a US reader from Latin America would not use (the guide's "Register and voice"). */
const SPAIN_ONLY = [
  word('ordenador(es)?'),
  word('móvil(es)?'),
  word('(coger|coja|cojas|coge|coges|cogí)'),
  word('zumos?'),
  word('matronas?'),
  /(^|[¡.!?]\s*)vale[,.!]/iu,
  word('patatas?'),
  word('melocotones?'),
  word('baja por maternidad'),
];

/** English function words that never occur in Spanish prose. */
const ENGLISH = word(
  '(the|and|of|your|you|with|for|from|this|that|what|when|how|is|are|to|or|if|it|at|by|be|not|but|which|should|we|our|will|can|have|was|were|an|on)',
);

/** The guide's "Instead of → write" table: a Spanish term the site does not use, and the one it uses. */
const INSTEAD = guideTable('Instead of');

const TEXTS = spanishTexts();

/** Each text the test flags, as "file: «what» in «text…»", and an expectation that there is none. */
function expectNone(test: (text: string) => string | undefined): void {
  const found = TEXTS.flatMap(({ file, text }) => {
    const what = test(text);
    return what ? [`${file}: «${what}» in «${text.slice(0, 160)}»`] : [];
  });
  expect(found, `${found.length} found:\n${found.join('\n')}`).toEqual([]);
}

describe('the Spanish edition speaks with one voice (docs/es/style-guide.md)', () => {
  it('reads every kind of Spanish file', () => {
    const files = new Set(TEXTS.map((text) => text.file.split('/').pop()));
    for (const kind of ['messages.es.ts', 'about.es.md', 'faq.es.md']) expect(files).toContain(kind);
    expect(TEXTS.length).toBeGreaterThan(2000);
    expect(INSTEAD.length).toBeGreaterThan(10);
    // The guide states its glossary's size; the table holds exactly that many rows.
    const size = Number(/^(\d+) entries/m.exec(GUIDE)?.[1]);
    expect(guideTable('Glossary')).toHaveLength(size);
  });

  it('addresses the reader as tú, never usted or vosotros', () => {
    expectNone((text) => NOT_TU.map((re) => re.exec(text)?.[0]).find(Boolean));
  });

  it('uses no Spain-only words', () => {
    expectNone((text) => SPAIN_ONLY.map((re) => re.exec(text)?.[0]).find(Boolean));
  });

  it('writes "lb" and "periodo", never "lbs" or "período"', () => {
    expectNone((text) => word('(lbs|períodos?)').exec(text)?.[0]);
  });

  it("uses the glossary's terms (the guide's Instead-of table)", () => {
    const rules = INSTEAD.map(([avoid, use]) => ({ re: word(avoid), use }));
    expectNone((text) => {
      const rule = rules.find(({ re }) => re.test(text));
      return rule && `${rule.re.exec(text)?.[0]} → ${rule.use}`;
    });
  });

  it('leaves no English words in a Spanish sentence (names the guide keeps in English aside)', () => {
    expectNone((text) => {
      let prose = text.replaceAll('’', "'");
      for (const name of ENGLISH_NAMES) prose = prose.replace(name, ' ⟨⟩ ');
      // Italics in Markdown mark a published title (‹…›, see markdownTexts).
      prose = prose.replace(/‹[^›]*›/g, ' ⟨⟩ ');
      const match = ENGLISH.exec(prose);
      return match ? prose.slice(Math.max(0, match.index - 60), match.index + 40) : undefined;
    });
  });

  it('words the below-BMR caution the same on the BMR, TDEE and calorie pages', () => {
    // The English is one clause on the three pages (tests/unit/body-nutrition-formulas.test.ts); so is the Spanish.
    const clauses = Object.entries(messageFiles)
      .filter(([file]) => /\/(bmr|tdee|calorie)\//.test(file))
      .flatMap(([, module]) => Object.values(module.default))
      .flatMap((message) => message.match(/[^.:;{}]*por debajo de tu TMB[^.;{}]*supervisión médica/g) ?? [])
      .filter((clause) => !clause.startsWith('Por debajo'));
    expect(clauses.length).toBeGreaterThanOrEqual(2);
    expect(new Set(clauses.map((clause) => clause.trim()))).toEqual(
      new Set(['comer habitualmente por debajo de tu TMB no se recomienda sin supervisión médica']),
    );
  });

  it('names the seven categories on the About page as their Spanish hub files do', () => {
    const about = readFileSync(path.join(ROOT, 'content/pages/about.es.md'), 'utf8');
    const list = /siete categorías: ([^.]*)\./.exec(about)?.[1] ?? '';
    const names = filesUnder('content/categories', (name) => name.endsWith('.es.yaml')).map(
      (file) => (parseYaml(readFileSync(path.join(ROOT, file), 'utf8')) as { name: string }).name,
    );
    expect(names).toHaveLength(7);
    expect(list.split(/, y |, /).sort()).toEqual(names.sort());
  });

  it('gives the about sections the English shares one Spanish name each', () => {
    // The guide's "Section names" table; the English about.md and its Spanish twin have the same headings in order.
    const names = new Map(guideTable('Section names'));
    const found: string[] = [];
    for (const file of filesUnder('definitions', (name) => name === 'about.es.md')) {
      const headings = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
      const english = headings(readFileSync(path.join(ROOT, file.replace('.es.md', '.md')), 'utf8'));
      const spanish = headings(readFileSync(path.join(ROOT, file), 'utf8'));
      expect(spanish, file).toHaveLength(english.length);
      english.forEach((heading, index) => {
        const expected = names.get(heading);
        if (expected && spanish[index] !== expected)
          found.push(`${file}: «${spanish[index]}» for «${heading}»`);
      });
    }
    expect(names.size).toBeGreaterThanOrEqual(5);
    expect(found).toEqual([]);
  });

  it('writes a percentage with no space before the sign, as the es-US formatter does ("20%")', () => {
    const raw: Text[] = [
      ...Object.entries(messageFiles).flatMap(([file, module]) =>
        Object.values(module.default).map((text) => ({ file, text })),
      ),
      ...[
        ...filesUnder('definitions', (name) => name === 'about.es.md'),
        ...filesUnder('content', (name) => /\.es\.(md|yaml)$/.test(name)),
      ].map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') })),
    ];
    const spaced = raw.flatMap(({ file, text }) =>
      [...text.matchAll(/.{0,30}[\d}][ \u00a0]%.{0,10}/g)].map((match) => `${file}: «${match[0]}»`),
    );
    expect(spaced).toEqual([]);
  });

  it('translates one English message the same way in every definition', () => {
    // English words that are two words in Spanish: a table's "Share" (Proporción) and the button's (Compartir).
    const homonyms = new Set(['Share']);
    const spanishOf = new Map<string, Set<string>>();
    for (const [file, module] of Object.entries(messageFiles)) {
      const english = englishMessages[file.replace('.es.ts', '.ts')]?.default ?? {};
      for (const [key, spanish] of Object.entries(module.default))
        if (english[key])
          spanishOf.set(english[key], (spanishOf.get(english[key]) ?? new Set()).add(spanish));
    }
    expect(spanishOf.size).toBeGreaterThan(300);
    expect(
      [...spanishOf]
        .filter(([english, seen]) => seen.size > 1 && !homonyms.has(english))
        .map(([english, seen]) => `«${english}»: ${[...seen].join(' | ')}`),
    ).toEqual([]);
  });

  it('translates one English front-matter value the same way in every article, guide and page', () => {
    const frontOf = (file: string) =>
      parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'))?.[1] ?? '');
    const spanishOf = new Map<string, Set<string>>();
    const pair = (english: unknown, spanish: unknown) => {
      if (typeof english === 'string' && typeof spanish === 'string' && english !== spanish)
        spanishOf.set(english, (spanishOf.get(english) ?? new Set()).add(spanish));
      else if (english && spanish && typeof english === 'object' && typeof spanish === 'object')
        for (const [key, value] of Object.entries(english))
          pair(value, (spanish as Record<string, unknown>)[key]);
    };
    for (const file of filesUnder('content', (name) => name.endsWith('.es.md')))
      pair(frontOf(path.join(ROOT, file.replace('.es.md', '.md'))), frontOf(path.join(ROOT, file)));
    expect(spanishOf.size).toBeGreaterThan(50);
    const differing = [...spanishOf].filter(([, seen]) => seen.size > 1);
    expect(differing.map(([english, seen]) => `«${english}»: ${[...seen].join(' | ')}`)).toEqual([]);
  });

  it('gives one English heading one Spanish heading across articles, guides and pages', () => {
    const headings = (file: string) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^#{2,3} (.+)$/gm)].map(
        (match) => match[1] ?? '',
      );
    const spanishOf = new Map<string, Set<string>>();
    for (const file of filesUnder('content', (name) => name.endsWith('.es.md'))) {
      const english = headings(file.replace('.es.md', '.md'));
      const spanish = headings(file);
      expect(spanish, file).toHaveLength(english.length);
      for (const [index, heading] of english.entries())
        spanishOf.set(heading, (spanishOf.get(heading) ?? new Set()).add(spanish[index] ?? ''));
    }
    const differing = [...spanishOf].filter(([, seen]) => seen.size > 1);
    expect(differing.map(([english, seen]) => `«${english}»: ${[...seen].join(' | ')}`)).toEqual([]);
  });
});
