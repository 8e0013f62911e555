import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { createSiteEmotionCache } from '../theme/emotion-cache';
import { PRERENDERED_NAMES } from '../theme/prerendered-styles';

/**
 * A global style in emotion's server format (`data-emotion="css-global <name>"`), with `data-s` so emotion's client
 * cache leaves it where it is (it moves server tags without it). Emotion 11.14; tests/unit/library-patches.test.tsx.
 */
export const globalStyleTag = (name: string, css: string): string =>
  `<style data-emotion="css-global ${name}" data-s="">${css}</style>`;

/** The component styles, with the names the client cache marks inserted (prerendered-styles.ts). */
export const componentStyleTag = (names: string, css: string): string =>
  `<style ${PRERENDERED_NAMES}="${names}">${css}</style>`;

/**
 * Collects the emotion styles of one prerendered page so they go into <head> as a few style tags, instead of
 * the ~100 tags emotion writes next to each element by default (each one a style recalculation while the page
 * parses, and a DOM move when the client takes them over). The client cache reads the style names from the tag
 * (prerendered-styles.ts) and inserts nothing twice. `data-s` on the global tags tells emotion's default cache
 * they are already in place (it would otherwise move them, and every move recalculates all styles).
 */
export function createStyleCollector() {
  const cache: EmotionCache = createSiteEmotionCache();
  // Compat mode: rules are kept on cache.inserted instead of rendered as inline <style> elements.
  cache.compat = true;
  const order: { name: string; global: boolean }[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push({ name: serialized.name, global: selector === '' });
    return insert(selector, serialized, sheet, shouldCache);
  };

  const wrap = (app: ReactNode) => <CacheProvider value={cache}>{app}</CacheProvider>;

  /**
   * The style tags for <head> of the page whose markup is `html`: each global style on its own, then the rest in
   * the order the page first uses them. Not in the order emotion met them: a page chunk that is not loaded yet
   * renders after the footer, so that order depended on which pages the process had rendered before (the dev
   * server and the prerender then wrote different pages; tests/e2e/dev-server.spec.ts).
   */
  const styleTags = (html: string): string => {
    const rules = (name: string) => {
      const value = cache.inserted[name];
      return typeof value === 'string' ? value : '';
    };
    const globals = order
      .filter((entry) => entry.global)
      .map(({ name }) => globalStyleTag(name, rules(name)));
    const firstUse = new Map<string, number>();
    for (const match of html.matchAll(/\bcss-([a-z0-9]+)\b/g)) {
      if (match[1] && !firstUse.has(match[1])) firstUse.set(match[1], match.index);
    }
    const position = ({ name }: { name: string }) => firstUse.get(name) ?? Number.MAX_SAFE_INTEGER;
    // Stable: styles the markup does not name (keyframes) keep emotion's order, at the end.
    const components = order.filter((entry) => !entry.global).sort((a, b) => position(a) - position(b));
    const names = components.map(({ name }) => name).join(' ');
    const css = components.map(({ name }) => rules(name)).join('');
    return [...globals, componentStyleTag(names, css)].join('\n    ');
  };

  return { wrap, styleTags };
}
