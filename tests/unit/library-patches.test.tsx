// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CacheProvider, Global, jsx } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import {
  ARK_FIELD_PARTS,
  ARK_FIELD_TARGETS,
  ARK_FIELD_USERS,
  arkFieldPartsSource,
} from '../../build/ark-field-parts';
import { CHAKRA_THEME_DIR } from '../../build/browser-aliases';
import { CHAKRA_SYSTEM_MODULE, CHAKRA_TARGET } from '../../build/chakra-create-system';
import { installedVersion } from '../../build/library-version';
import { PRELOAD_HELPER_TARGET, plainDynamicImport } from '../../build/plain-dynamic-import';
import { ANATOMY_MODULE, ANATOMY_TARGETS, pureAnatomySource } from '../../build/pure-anatomies';
import {
  namedExports,
  RJSF_STAND_INS,
  RJSF_TARGETS,
  rjsfStandInFor,
  rjsfStandInSource,
  UNSUPPORTED_ID,
  UNSUPPORTED_MESSAGE,
  UNSUPPORTED_SOURCE,
} from '../../build/rjsf-stand-ins';
import { componentStyleTag, globalStyleTag } from '../../src/site/render/server-styles';
import { createClientStyleCache } from '../../src/site/theme/prerendered-styles';

/**
 * The guards of docs/adr/0006-library-patches.md: each workaround of a library's internals fails here, by name,
 * when the library it was written for moves, instead of in a visitor's browser.
 */
const root = path.resolve(import.meta.dirname, '../..');
const pinned = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies;

/** Emotion's own behaviour that server-styles.tsx and prerendered-styles.ts rely on. */
const EMOTION_TARGETS = [
  { name: '@emotion/react', version: '11.14.0' },
  { name: '@emotion/cache', version: '11.14.0' },
];

describe('every library a workaround reaches into is the version it was written for', () => {
  for (const { name, version } of [
    CHAKRA_TARGET,
    ...ANATOMY_TARGETS,
    ...ARK_FIELD_TARGETS,
    ...RJSF_TARGETS,
    ...EMOTION_TARGETS,
    PRELOAD_HELPER_TARGET,
  ]) {
    it(`${name} ${version} is installed, and pinned when a direct dependency`, () => {
      expect(installedVersion(name, root)).toBe(version);
      if (name in pinned) expect(pinned[name]).toBe(version);
    });
  }
});

describe("Vite's preload helper replaced (build/plain-dynamic-import.ts)", () => {
  const generate = (files: Record<string, unknown>) => {
    const plugin = plainDynamicImport();
    const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    return () => hook.call({ environment: { config: { consumer: 'client' } } }, {}, files);
  };
  it("fails the build when Vite's own helper is in a chunk, or the bundle has CSS it would preload", () => {
    const chunk = (code: string) => ({ type: 'chunk', fileName: 'a.js', code, dynamicImports: [] });
    expect(generate({ 'a.js': chunk('window.dispatchEvent(new Event(`vite:preloadError`))') })).toThrow(
      /preload helper/,
    );
    expect(generate({ 'a.css': { type: 'asset', fileName: 'a.css' } })).toThrow(/has CSS/);
    expect(generate({ 'a.js': chunk('export {}') })).not.toThrow();
  });
});

describe('RJSF stand-ins (build/rjsf-stand-ins.ts)', () => {
  it('every file replaced still exists where the stand-in list says, and is found by its own key', () => {
    const missing = Object.keys(RJSF_STAND_INS).filter(
      (file) => !existsSync(path.join(root, 'node_modules/@rjsf', file)),
    );
    expect(missing).toEqual([]);
    for (const file of Object.keys(RJSF_STAND_INS)) {
      expect(rjsfStandInFor(path.join(root, 'node_modules/@rjsf', file))).toBe(file);
    }
  });

  it('each replaced file default-exports the one component or function the stand-in replaces', () => {
    for (const file of Object.keys(RJSF_STAND_INS)) {
      const code = readFileSync(path.join(root, 'node_modules/@rjsf', file), 'utf8');
      expect(code, file).toMatch(/export default /);
    }
  });

  it('each stand-in exports every name the replaced file exports, each the one shared function that throws', async () => {
    // The shared thrower, as the build serves it under UNSUPPORTED_ID.
    const shared = `data:text/javascript,${encodeURIComponent(UNSUPPORTED_SOURCE)}`;
    const { unsupported } = await import(shared);
    expect(() => unsupported()).toThrow(UNSUPPORTED_MESSAGE);
    for (const file of Object.keys(RJSF_STAND_INS)) {
      const code = readFileSync(path.join(root, 'node_modules/@rjsf', file), 'utf8');
      // Every export of the original, in whatever form it is written.
      const original = [
        ...code.matchAll(/^export (?:default )?(?:function|const|let|class) ?([\w$]*)|^export default/gm),
      ];
      const names = namedExports(code);
      expect(names.length, file).toBe(original.length - 1);
      const own = rjsfStandInSource(names);
      // No thrower of its own: one function for every stand-in (0.4 KB gzip less than one each).
      expect(own, file).not.toMatch(/function|throw/);
      const source = own.replace(`'${UNSUPPORTED_ID}'`, `'${shared}'`);
      const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
      expect(Object.keys(module).sort(), file).toEqual(['default', ...names].sort());
      for (const exported of Object.values(module)) expect(exported, file).toBe(unsupported);
    }
  });
});

describe("Ark's field parts one by one (build/ark-field-parts.ts)", () => {
  const chakra = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/components');
  const users = [
    'field/field.js',
    'input/input.js',
    'textarea/textarea.js',
    'native-select/native-select.js',
  ];

  it("rewrites each Chakra component that reads Ark's Field to its parts' module, which exports every part read", async () => {
    const parts = Object.keys(await import(ARK_FIELD_PARTS));
    for (const user of users) {
      const file = path.join(chakra, user);
      expect(ARK_FIELD_USERS.test(file), user).toBe(true);
      const code = readFileSync(file, 'utf8');
      const rewritten = arkFieldPartsSource(code, file);
      expect(rewritten, user).toContain(`import * as Field from ${JSON.stringify(ARK_FIELD_PARTS)};`);
      expect(rewritten, user).not.toMatch(/import \{[^}]*\bField\b[^}]*\} from '@ark-ui\/react\/field'/);
      const read = [...code.matchAll(/\bField\.(\w+)/g)].map((match) => match[1] ?? '');
      expect(read.length, user).toBeGreaterThan(0);
      expect(
        read.filter((part) => !parts.includes(part)),
        user,
      ).toEqual([]);
    }
  });

  it("fails the build when Chakra imports Ark's Field another way", () => {
    expect(() => arkFieldPartsSource("import { Field as F } from '@ark-ui/react/field';", 'x.js')).toThrow(
      /update build\/ark-field-parts/,
    );
    expect(() =>
      arkFieldPartsSource("import { useFieldContext } from '@ark-ui/react/field';", 'x.js'),
    ).toThrow();
  });
});

describe('pure anatomies (build/pure-anatomies.ts)', () => {
  it("marks every anatomy call of Chakra's and Zag's anatomy modules pure", () => {
    const chakra = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/anatomy.js');
    const zag = readdirSync(path.join(root, 'node_modules/@zag-js'))
      .map((name) => path.join(root, 'node_modules/@zag-js', name, 'dist', `${name}.anatomy.mjs`))
      .filter(existsSync);
    expect(zag.length).toBeGreaterThan(30);
    for (const file of [chakra, ...zag]) {
      expect(ANATOMY_MODULE.test(file), file).toBe(true);
      const pure = pureAnatomySource(readFileSync(file, 'utf8'), file);
      expect(pure, file).toContain('/* @__PURE__ */');
    }
  });

  it('fails the build when an anatomy module builds its anatomies another way', () => {
    expect(() =>
      pureAnatomySource('export const a = makeParts("x").extend("y");', 'x.anatomy.mjs'),
    ).not.toThrow();
    expect(() => pureAnatomySource('export const a = createAnatomy; a("x");', 'x.anatomy.mjs')).toThrow(
      /update build\/pure-anatomies/,
    );
  });
});

describe("Chakra's createSystem module and theme files", () => {
  it('the rewritten module is where the plugin looks for it', () => {
    const file = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/styled-system/system.js');
    expect(existsSync(file)).toBe(true);
    expect(CHAKRA_SYSTEM_MODULE.test(file)).toBe(true);
  });

  it('every chakra-theme/… file the site imports exists in the installed Chakra', () => {
    const source = readFileSync(path.join(root, 'src/site/theme/system-config.ts'), 'utf8');
    const imported = [...source.matchAll(/from 'chakra-theme\/([^']+)'/g)].map((match) => match[1]);
    expect(imported.length).toBeGreaterThan(5);
    const missing = imported.filter((file) => !existsSync(path.join(CHAKRA_THEME_DIR, `${file}.js`)));
    expect(missing).toEqual([]);
  });
});

describe("emotion's hydration of the prerendered style tags (server-styles.tsx, prerendered-styles.ts)", () => {
  it('leaves the prerendered tags where they are and inserts none of their styles again', async () => {
    const globalStyles = { body: { margin: 0 } };
    const pStyles = { color: 'rebeccapurple' };
    // As ChakraProvider renders in the browser: its global styles emptied (withPrerenderedGlobalCss).
    const app = () => [jsx(Global, { key: 'g', styles: [] }), jsx('p', { key: 'p', css: pStyles }, 'styled')];
    // The head as the prerender writes it (server-styles.tsx), with a tag after it, and the page's markup.
    const global = serializeStyles([globalStyles]).name;
    const p = serializeStyles([pStyles]).name;
    document.head.innerHTML = [
      globalStyleTag(global, 'body{margin:0;}'),
      componentStyleTag(p, `.css-${p}{color:rebeccapurple;}`),
      '<link rel="icon" href="/icon.svg">',
    ].join('');
    document.body.innerHTML = `<div id="root"><p class="css-${p}">styled</p></div>`;
    const before = document.head.innerHTML;

    const container = document.getElementById('root') as HTMLElement;
    await act(async () => {
      hydrateRoot(container, jsx(CacheProvider, { value: createClientStyleCache() }, app()));
    });
    // Nothing moved, nothing added (each move or insert would restyle the whole page).
    expect(document.head.innerHTML).toBe(before);
    expect(document.querySelectorAll('style')).toHaveLength(2);
    expect(container.querySelector('p')?.className).toBe(`css-${p}`);
  });
});
