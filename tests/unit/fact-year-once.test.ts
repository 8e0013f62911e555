import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACTS, type Fact, formatFact, resolveFacts } from '@/engine/fact-registry';
import type { Locale } from '@/engine/intl';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a dated fact adds after its figure in `locale` (" (2026 tax year)"), by the fact's full and bare forms. */
function periods(locale: Locale): string[] {
  const dated = Object.values(FACTS as Record<string, Fact>).filter((fact) => fact.period);
  return [
    ...new Set(
      dated.map((fact) => formatFact(fact, locale).slice(formatFact(fact, locale, { bare: true }).length)),
    ),
  ];
}

describe('{{fact:NAME:bare}} (src/engine/fact-registry.ts)', () => {
  it('writes a dated figure without its period, and the plain token with it', () => {
    const name = Object.keys(FACTS).find((key) => (FACTS as Record<string, Fact>)[key]?.period);
    expect(name).toBeDefined();
    const full = resolveFacts('x.es.md', `{{fact:${name}}}`);
    const bare = resolveFacts('x.es.md', `{{fact:${name}:bare}}`);
    expect(full.startsWith(bare)).toBe(true);
    expect(full.length).toBeGreaterThan(bare.length);
    expect(bare).not.toMatch(/\(/);
  });
});

describe('a blog post or guide says the year of its dated figures once a paragraph', () => {
  const files = ['blog', 'guides'].flatMap((folder) =>
    readdirSync(path.join(ROOT, 'content', folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join('content', folder, name)),
  );
  it.each(files)('%s', (file) => {
    const locale: Locale = file.endsWith('.es.md') ? 'es-US' : 'en-US';
    const text = resolveFacts(file, readFileSync(path.join(ROOT, file), 'utf8'), { locale });
    const suffixes = periods(locale).filter((suffix) => suffix.trim());
    const repeated = text
      .split(/\n\s*\n|\n(?=\|)/)
      .flatMap((paragraph) =>
        suffixes
          .filter((suffix) => paragraph.split(suffix).length > 2)
          .map(
            (suffix) => `${suffix.trim()} ×${paragraph.split(suffix).length - 1}: ${paragraph.slice(0, 80)}`,
          ),
      );
    expect(repeated).toEqual([]);
  });
});

describe('a quoted fact opens no parenthesis inside another', () => {
  const files = ['blog', 'guides'].flatMap((folder) =>
    readdirSync(path.join(ROOT, 'content', folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join('content', folder, name)),
  );
  it.each(files)('%s', (file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const text = resolveFacts(file, source, { locale: file.endsWith('.es.md') ? 'es-US' : 'en-US' });
    // Parentheses two deep where the source had one: an inserted figure brought its own.
    const nested = (t: string) => t.match(/\([^()\n]*\([^()\n]*\)[^()\n]*\)/g) ?? [];
    expect(nested(text).length).toBeLessThanOrEqual(nested(source).length);
  });
});
