import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../src/site/theme/system';
import { everyVariant, type VariantFn } from '../recipe-variants';

// The site's compact token set (src/site/theme/system-config.ts) against Chakra's full default theme: a token left out
// that something still names would turn `var(--chakra-…)` into a bare, invalid value in that style.
const full = createSystem(defaultConfig);

// Our deliberate change to the default recipes: form controls show a 2 px pink focus ring (WCAG 2.2).
const FOCUS_KEYS = new Set(['--focus-color', '--focus-ring-width', '--focus-ring-color']);

/** The CSS without the focus-ring variables, to compare the rest with the default theme. */
function withoutFocus(css: unknown): unknown {
  if (Array.isArray(css)) return css.map(withoutFocus);
  if (!css || typeof css !== 'object') return css;
  return Object.fromEntries(
    Object.entries(css)
      .filter(([key]) => !FOCUS_KEYS.has(key))
      .map(([key, value]) => [key, withoutFocus(value)]),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

describe('the compact Chakra token set', () => {
  const config = system._config.theme ?? {};

  it('gives every recipe and slot recipe the site uses the same CSS as the full default theme', () => {
    const recipes = Object.keys(config.recipes ?? {});
    const slotRecipes = Object.keys(config.slotRecipes ?? {});
    expect(recipes.length + slotRecipes.length).toBeGreaterThan(10);
    for (const key of recipes) {
      const ours = everyVariant(system, key);
      expect(withoutFocus(ours), key).toEqual(withoutFocus(everyVariant(full, key)));
    }
    for (const key of slotRecipes) {
      const ours = everyVariant(system, key, { slot: true });
      expect(withoutFocus(ours), key).toEqual(withoutFocus(everyVariant(full, key, { slot: true })));
    }
  });

  it('draws a 2 px pink focus ring on inputs, text areas and selects (WCAG 2.2 focus appearance)', () => {
    const base = (css: unknown) =>
      ((css as Record<string, unknown>)['@layer recipes'] ?? css) as Record<string, unknown>;
    for (const key of ['input', 'textarea']) {
      const css = base((system.getRecipeFn(key) as unknown as VariantFn)({}));
      expect(css['--focus-ring-width'], key).toBe('2px');
      expect(css['--focus-color'], key).toBe('var(--chakra-colors-pink-focus-ring)');
    }
    const select = base(base((system.getSlotRecipeFn('nativeSelect') as unknown as VariantFn)({})).field);
    expect(select['--focus-ring-width']).toBe('2px');
    expect(select['--focus-ring-color']).toBe('var(--focus-color)');
  });

  it('performance guard (CSS bytes): has far fewer tokens than the default theme', () => {
    expect(system.tokens.allTokens.length).toBeLessThan(full.tokens.allTokens.length * 0.85);
  });

  it('is not asked by our code for a token it left out', () => {
    const removed = [
      // aspect-ratio, blur, border and letter-spacing tokens
      /aspectRatio[=:]\s*['"{]*(square|landscape|portrait|wide|ultrawide|golden)\b/,
      /\bblur[=:]\s*['"{]*(none|sm|md|lg|xl|2xl|3xl|4xl)\b/,
      /\bletterSpacing[=:]\s*['"{]*(tighter|tight|wide|wider|widest)\b/,
      /\bborder[=:]\s*['"{]*(xs|sm|md|lg|xl)['"}]/,
      // fractional sizes and the alpha colour scales
      /\b(w|h|width|height|maxW|minW|maxH|minH|flexBasis|boxSize)[=:]\s*['"{]*\d+\/\d+/,
      /\b(white|black)Alpha\.\d/,
    ];
    for (const file of [...sourceFiles('src'), ...sourceFiles('definitions')]) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of removed) expect(pattern.test(text), `${file} uses ${pattern}`).toBe(false);
    }
  });

  it('keeps every keyframe a recipe animates with', () => {
    const names = Object.keys(config.keyframes ?? {});
    const fullKeyframes = full._config.theme?.keyframes ?? {};
    const used = JSON.stringify([
      ...Object.keys(config.recipes ?? {}).map((key) => everyVariant(full, key)),
      ...Object.keys(config.slotRecipes ?? {}).map((key) => everyVariant(full, key, { slot: true })),
    ]);
    const animated = Object.keys(fullKeyframes).filter((name) =>
      new RegExp(`[\\s":,]${name}[\\s",]`).test(used),
    );
    // The pattern finds them (the progress bar animates with two).
    expect(animated).toEqual(expect.arrayContaining(['position', 'bg-position']));
    for (const name of animated) expect(names, name).toContain(name);
  });
});
