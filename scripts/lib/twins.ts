/**
 * The Spanish twins of the content (docs/i18n.md): `content/<kind>/<name>.es.md` beside each English file and
 * `content/categories/<id>.es.yaml` beside each category. A missing twin, a twin without `slug`, a visitor-facing
 * value left in English or a data value changed fails `npm run generate`, naming the file and the key.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Category } from '../../src/engine/categories';
import { resolveFacts } from '../../src/engine/fact-registry';
import { describeIssues } from '../../src/engine/schema';
import { SLUG_PATTERN } from '../../src/site/i18n/lang';
import { categoryFileSchema } from './categories';
import { CONTENT_DIR, type Entry } from './content';
import { guideSchema, pageSchema, postSchema } from './content-schema';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const slug = z.string().regex(SLUG_PATTERN, 'lower case, digits and hyphens, no accents or ñ');

/**
 * The front-matter keys (dotted paths; `[]` for each item of a list) a visitor reads: a twin must give each, in
 * its own words. Every other key is data (ids, dates, images, flags) and must equal the English file's.
 */
const TRANSLATED_KEYS: Record<TwinKind, readonly string[]> = {
  blog: [
    'title',
    'excerpt',
    'seo.title',
    'seo.description',
    'seo.keywords',
    'featuredImage.alt',
    'author.bio',
  ],
  guides: [
    'title',
    'description',
    'seo.title',
    'seo.description',
    'seo.keywords',
    'featuredImage.alt',
    'author.bio',
    'topics',
  ],
  pages: ['title', 'description', 'items[].question', 'items[].answer'],
  categories: ['name', 'hubTitle', 'blurb', 'panels[].title', 'panels[].text'],
};

type TwinKind = 'blog' | 'guides' | 'pages' | 'categories';

/** Keys a twin may translate or keep (a name: "BloomCalc Editorial Team" / "Equipo editorial de BloomCalc"). */
const FREE_KEYS: readonly string[] = ['author.name'];

const SCHEMAS = { blog: postSchema, guides: guideSchema, pages: pageSchema, categories: categoryFileSchema };

/** The values at a dotted path (`items[].question` gives one per item). */
function valuesAt(data: unknown, keyPath: string): unknown[] {
  let values: unknown[] = [data];
  for (const part of keyPath.split('.')) {
    const list = part.endsWith('[]');
    const key = list ? part.slice(0, -2) : part;
    values = values.flatMap((value) => {
      const child = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      return list ? (Array.isArray(child) ? child : []) : [child];
    });
  }
  return values;
}

/** The data keys of a file: every top-level key, and within an object every key, not under TRANSLATED_KEYS. */
function dataProblems(
  file: string,
  english: unknown,
  twin: unknown,
  translated: readonly string[],
): string[] {
  const problems: string[] = [];
  const walk = (en: unknown, es: unknown, at: string) => {
    const key = at.replace(/\[\d+\]/g, '[]');
    if (translated.includes(key) || FREE_KEYS.includes(key)) return;
    if (en && typeof en === 'object' && !Array.isArray(en)) {
      for (const key of Object.keys(en))
        walk((en as never)[key], (es as never)?.[key], at ? `${at}.${key}` : key);
      return;
    }
    if (Array.isArray(en) && en.some((item) => item && typeof item === 'object')) {
      for (const [index, item] of en.entries())
        walk(item, (es as unknown[] | undefined)?.[index], `${at}[${index}]`);
      return;
    }
    if (JSON.stringify(en) !== JSON.stringify(es))
      problems.push(
        `${file}: ${at}: is data, not words: write it as the English file has it (${JSON.stringify(en)})`,
      );
  };
  walk(english, twin, '');
  return problems;
}

/** Problems of one twin's front matter against its English file's: slug, translated values, unchanged data. */
function twinProblems(kind: TwinKind, file: string, english: unknown, twin: unknown): string[] {
  if (!twin || typeof twin !== 'object') return [`${file}: (front matter): missing`];
  const { slug: twinSlug, ...rest } = twin as Record<string, unknown>;
  const problems: string[] = [];
  if (twinSlug === undefined)
    problems.push(`${file}: slug: missing (the page's Spanish address, e.g. calculadora-imc)`);
  else {
    const parsed = slug.safeParse(twinSlug);
    if (!parsed.success) problems.push(`${file}: slug: ${parsed.error.issues[0]?.message}`);
  }
  const parsed = SCHEMAS[kind].safeParse(rest);
  if (!parsed.success) problems.push(...describeIssues(file, parsed.error).split('\n'));
  for (const key of TRANSLATED_KEYS[kind]) {
    const en = valuesAt(english, key);
    const es = valuesAt(rest, key);
    en.forEach((value, index) => {
      const translation = es[index];
      if (translation === undefined || translation === null || translation === '')
        problems.push(`${file}: ${key}: missing (translate ${JSON.stringify(value).slice(0, 80)})`);
      else if (JSON.stringify(translation) === JSON.stringify(value))
        problems.push(`${file}: ${key}: still in English (${JSON.stringify(value).slice(0, 80)})`);
    });
  }
  problems.push(...dataProblems(file, english, rest, TRANSLATED_KEYS[kind]));
  return problems;
}

/** A YAML file's data; undefined, with the error named by `file`, when it is not valid YAML. */
function readYaml(full: string, file: string, errors: string[]): unknown {
  try {
    return parseYaml(readFileSync(full, 'utf8'));
  } catch (error) {
    errors.push(`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** A content entry's Spanish twin: the English file's name (`id`), its Spanish slug, front matter and body. */
export interface Twin<T> extends Entry<T> {
  /** The English file's name, which is the English slug. */
  id: string;
}

function readFrontMatter(full: string): { data: unknown; body: string } | string {
  const match = FRONTMATTER.exec(readFileSync(full, 'utf8'));
  if (!match) return '(frontmatter): missing --- block';
  try {
    return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
  } catch (error) {
    return `(frontmatter): ${(error as Error).message.split('\n')[0]}`;
  }
}

/** The Spanish twins of one kind's English entries; problems are pushed to `errors`, naming file and key. */
export function loadTwins<T>(
  kind: 'blog' | 'guides' | 'pages',
  english: readonly Entry<T>[],
  errors: string[],
  dir = path.join(CONTENT_DIR, kind),
): Twin<T>[] {
  return english.flatMap((entry) => {
    const file = path.join(path.relative(process.cwd(), dir), `${entry.slug}.es.md`);
    const full = path.join(dir, `${entry.slug}.es.md`);
    if (!existsSync(full)) {
      errors.push(`${file}: missing: every ${entry.file} needs its Spanish twin (docs/es/style-guide.md)`);
      return [];
    }
    const read = readFrontMatter(full);
    if (typeof read === 'string') {
      errors.push(`${file}: ${read}`);
      return [];
    }
    const problems = twinProblems(kind, file, entry.data, read.data);
    if (read.body.trim() === '') problems.push(`${file}: (body): empty: translate the whole text`);
    if (problems.length > 0) {
      errors.push(...problems);
      return [];
    }
    const { slug: twinSlug, ...data } = read.data as { slug: string } & T;
    return [
      {
        id: entry.slug,
        slug: twinSlug,
        file,
        data: data as T,
        body: read.body,
        wordCount: read.body.split(/\s+/).filter(Boolean).length,
      },
    ];
  });
}

/** A category in Spanish: its words and its Spanish slug (/es/categorias/<slug>). */
export type SpanishCategory = Category & { slug: string };

/** The Spanish twin of every category (content/categories/<id>.es.yaml), in the English order. */
export function loadCategoryTwins(
  english: readonly Category[],
  errors: string[],
  dir = path.join(CONTENT_DIR, 'categories'),
): SpanishCategory[] {
  return english.flatMap((category) => {
    const file = path.join(path.relative(process.cwd(), dir), `${category.id}.es.yaml`);
    const full = path.join(dir, `${category.id}.es.yaml`);
    const englishFile = path.join(dir, `${category.id}.yaml`);
    if (!existsSync(full)) {
      errors.push(`${file}: missing: every category needs its Spanish twin (docs/es/style-guide.md)`);
      return [];
    }
    const data = readYaml(full, file, errors) as Record<string, unknown> | undefined;
    if (data === undefined) return [];
    const englishData = parseYaml(readFileSync(englishFile, 'utf8'));
    const problems = twinProblems('categories', file, englishData, data);
    if (problems.length > 0) {
      errors.push(...problems);
      return [];
    }
    const twin = data as z.infer<typeof categoryFileSchema> & { slug: string };
    try {
      return [
        {
          ...category,
          slug: twin.slug,
          name: twin.name,
          hubTitle: twin.hubTitle,
          description: twin.blurb,
          panels: twin.panels.map((panel) => ({ title: panel.title, text: resolveFacts(file, panel.text) })),
        },
      ];
    } catch (error) {
      errors.push((error as Error).message);
      return [];
    }
  });
}

/** Slugs taken twice within one kind of page (two Spanish articles at one address). */
export function duplicateSlugs(kind: string, entries: readonly { slug: string; file: string }[]): string[] {
  const seen = new Map<string, string>();
  return entries.flatMap((entry) => {
    const before = seen.get(entry.slug);
    seen.set(entry.slug, entry.file);
    return before ? [`${entry.file}: slug: "${entry.slug}" is also the slug of ${before} (${kind})`] : [];
  });
}

/**
 * How each blog tag reads on a Spanish article: `content/tags.es.yaml` (tag id → label). A tag is an id — related
 * articles are found by it — so the twins keep it; the visitor reads its label. A tag an article uses with no
 * label, a label left as the English id, or a label for a tag no article uses fails `npm run generate`.
 */
export function loadTagNames(
  posts: readonly Entry<unknown>[],
  errors: string[],
  full = path.join(CONTENT_DIR, 'tags.es.yaml'),
): Record<string, string> {
  const file = path.relative(process.cwd(), full);
  const used = new Set(
    posts.flatMap((post) => {
      const tags = (post.data as { tags?: unknown }).tags;
      return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
    }),
  );
  if (!existsSync(full)) {
    errors.push(`${file}: missing: every blog tag needs its Spanish label (docs/es/style-guide.md)`);
    return {};
  }
  const data = readYaml(full, file, errors);
  if (data === undefined) return {};
  const parsed = z
    .record(z.string(), z.string().regex(/^[\p{Ll}\d]+(-[\p{Ll}\d]+)*$/u))
    .safeParse(data ?? {});
  if (!parsed.success) {
    errors.push(...describeIssues(file, parsed.error).split('\n'));
    return {};
  }
  const names = parsed.data;
  for (const tag of [...used].sort()) {
    const name = names[tag];
    if (name === undefined) errors.push(`${file}: ${tag}: missing (translate "${tag}")`);
    else if (name === tag) errors.push(`${file}: ${tag}: still in English ("${tag}")`);
  }
  for (const tag of Object.keys(names).filter((tag) => !used.has(tag)))
    errors.push(`${file}: ${tag}: no article has this tag (remove it)`);
  return names;
}
