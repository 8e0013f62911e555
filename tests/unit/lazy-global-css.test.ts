// @vitest-environment jsdom
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { lazyGlobalCssSource, splitCreateSystemSource } from '../../build/chakra-create-system';
import { withPrerenderedGlobalCss } from '../../src/site/theme/prerendered-styles';

const systemModule = path.resolve(
  import.meta.dirname,
  '../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js',
);

describe("the build's lazy Chakra global CSS (build/chakra-create-system.ts)", () => {
  it("matches Chakra's createSystem, builds the same global CSS, and only when it is read", async () => {
    // Beside the original, so its relative imports resolve.
    const copy = path.join(path.dirname(systemModule), `system.lazy-${process.pid}.js`);
    writeFileSync(copy, lazyGlobalCssSource(readFileSync(systemModule, 'utf8')));
    try {
      const lazy = (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as {
        createSystem: typeof createSystem;
      };
      const system = lazy.createSystem(defaultConfig);
      expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
      expect(system._global).toEqual(createSystem(defaultConfig)._global);
      expect(system._global).toBe(system._global);
    } finally {
      rmSync(copy, { force: true });
    }
  });

  it('builds the same system when its first part (config and token dictionary) was prepared ahead', async () => {
    const copy = path.join(path.dirname(systemModule), `system.split-${process.pid}.js`);
    writeFileSync(copy, splitCreateSystemSource(lazyGlobalCssSource(readFileSync(systemModule, 'utf8'))));
    try {
      type Split = typeof createSystem & { prepare: (...configs: unknown[]) => { tokens: unknown } };
      const split = ((await import(/* @vite-ignore */ pathToFileURL(copy).href)) as { createSystem: Split })
        .createSystem;
      const prepared = split.prepare(defaultConfig);
      const system = split(defaultConfig);
      expect(system.tokens).toBe(prepared.tokens);
      const plain = createSystem(defaultConfig);
      expect(system.getTokenCss()).toEqual(plain.getTokenCss());
      expect(system.css({ p: '4', color: 'pink.solid', _dark: { bg: 'gray.900' } })).toEqual(
        plain.css({ p: '4', color: 'pink.solid', _dark: { bg: 'gray.900' } }),
      );
      // Taken once, and only by a call with the same configs: another call builds its own.
      expect(split(defaultConfig).tokens).not.toBe(prepared.tokens);
      split.prepare(defaultConfig);
      expect(split({ ...defaultConfig }).tokens).not.toBe(prepared.tokens);
    } finally {
      rmSync(copy, { force: true });
    }
  });

  it('fails the build when Chakra no longer builds it the same way', () => {
    expect(() => lazyGlobalCssSource('export function createSystem() { return {}; }')).toThrow(
      /update build/,
    );
    expect(() => splitCreateSystemSource('export function createSystem() { return {}; }')).toThrow(
      /update build/,
    );
  });

  it('performance guard: is not read when the prerendered page already has it', () => {
    document.head.innerHTML = '<style data-emotion="css-global abc">:root{}</style>';
    let reads = 0;
    const base = createSystem(defaultConfig);
    const system = Object.defineProperty({ ...base }, '_global', {
      enumerable: true,
      get: () => {
        reads += 1;
        return base._global;
      },
    }) as SystemContext;
    const handed = withPrerenderedGlobalCss(system);
    expect(reads).toBe(0);
    expect(handed._global).toEqual([]);
    expect(handed._config.disableLayers).toBe(true);
    expect(handed.css).toBe(base.css);
    expect(handed.token).toBe(base.token);
  });
});
