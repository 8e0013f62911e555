/**
 * An article or guide that describes the waist-to-hip calculator's bands describes the bands it has (WHR_BANDS),
 * in both languages: the calculator dropped a "Moderate" band (0.86–0.90) and a "Good" at 0.85 that contradicted the
 * WHO threshold (docs/product-decisions.md), and a text that still quoted them told a reader at 0.88 she was at moderate risk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WHO_RATIO_THRESHOLD, WHR_BANDS } from '../../definitions/waist-to-hip-ratio/formula';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CALCULATOR_LINK = '](/calculators/waist-to-hip-ratio)';

/** Every markdown file of content/, both languages. */
function contentFiles(dir = 'content'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The ratios a text may quote for the calculator: each band's first and last ratio, and the WHO threshold. */
function bandLimits(): Set<string> {
  const limits = new Set([WHO_RATIO_THRESHOLD.toFixed(2)]);
  for (const band of WHR_BANDS) {
    if (!Number.isFinite(band.upTo)) continue;
    limits.add(band.upTo.toFixed(2));
    limits.add((band.inclusive ? band.upTo : band.upTo - 0.01).toFixed(2));
  }
  return limits;
}

/** "file: ratio" for each ratio, in a paragraph that links the calculator, that is not one of its band limits. */
function strayRatios(text: string, file: string, limits: Set<string>): string[] {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.includes(CALCULATOR_LINK))
    .flatMap((paragraph) => paragraph.match(/\b0\.\d{2}\b/g) ?? [])
    .filter((ratio) => !limits.has(ratio))
    .map((ratio) => `${file}: ${ratio}`);
}

describe('texts about the waist-to-hip calculator quote its bands', () => {
  const limits = bandLimits();

  it('knows the bands: below 0.80 (0.79), 0.80–0.84, 0.85 or more', () => {
    expect([...limits].sort()).toEqual(['0.79', '0.80', '0.84', '0.85']);
    const old = 'places it in bands: below 0.80 excellent, 0.80 to 0.85 good, 0.86 to 0.90 moderate risk';
    expect(strayRatios(`[calculator]${CALCULATOR_LINK} ${old}`, 'old', limits)).toEqual([
      'old: 0.86',
      'old: 0.90',
    ]);
  });

  it('reads articles and guides in both languages that link the calculator', () => {
    const linking = contentFiles().filter((file) =>
      readFileSync(path.join(ROOT, file), 'utf8').includes(CALCULATOR_LINK),
    );
    expect(linking).toContain(path.join('content', 'guides', 'body-composition-vs-weight.md'));
    expect(linking).toContain(path.join('content', 'guides', 'body-composition-vs-weight.es.md'));
  });

  it('no paragraph linking the calculator quotes a band it does not have', () => {
    const stray = contentFiles().flatMap((file) =>
      strayRatios(readFileSync(path.join(ROOT, file), 'utf8'), file, limits),
    );
    expect(stray).toEqual([]);
  });
});
