import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every Spanish content file (blog, guides, pages, categories) and the site's Spanish messages. */
function spanishFiles(): string[] {
  const content = ['blog', 'guides', 'pages', 'categories'].flatMap((folder) =>
    readdirSync(path.join(ROOT, 'content', folder))
      .filter((name) => /\.es\.(md|yaml)$/.test(name))
      .map((name) => path.join('content', folder, name)),
  );
  return [...content, 'src/site/messages/messages.es.ts'];
}

/** The lines of every Spanish file that match `pattern`, as "file:line: text". */
function offending(pattern: RegExp): string[] {
  return spanishFiles().flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [],
      ),
  );
}

describe('Spanish reader rules (docs/es/style-guide.md) hold in every Spanish content file', () => {
  it('writes US units the Spanish way: pies and pulg., never "ft" or "in" after a number', () => {
    expect(offending(/\d\s?(ft|in)\b/)).toEqual([]);
  });

  it('never writes "si podría(s)": a condition takes the indicative ("si puedes", "si es posible que")', () => {
    expect(offending(/\bsi podrías?\b/i)).toEqual([]);
  });

  it('writes a range after a preposition in words ("del 45 al 65%"), not with a dash ("del 45–65%")', () => {
    expect(offending(/\b(de|del|durante|hasta|unos|unas|por|entre)\s+[\d.,]+\s?[–-]\s?[\d.,]+/i)).toEqual([]);
  });

  it('calls BMI 18.5 to 24.9 "Peso normal", as the calculator and the glossary do', () => {
    expect(offending(/18\.5 a 24\.9 \| Peso saludable/)).toEqual([]);
  });

  it('gives one address to write to, in either language', () => {
    const addresses = new Set<string>();
    const files = [
      ...['faq', 'support', 'contact', 'privacy', 'terms'].flatMap((page) => [
        `content/pages/${page}.md`,
        `content/pages/${page}.es.md`,
      ]),
      'src/site/pages/support-page.tsx',
    ];
    for (const file of files) {
      for (const [address] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(
        /[\w.+-]+@bloomcalc\.example/g,
      )) {
        addresses.add(address);
      }
    }
    expect([...addresses]).toEqual(['hello@bloomcalc.example']);
  });
});
