// @vitest-environment jsdom
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
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
  exportedNames,
} from '../../build/ark-field-parts';
import { CHAKRA_THEME_DIR } from '../../build/browser-aliases';
import { CHAKRA_SYSTEM_MODULE, CHAKRA_TARGET } from '../../build/chakra-create-system';
import { installedVersion, samePatchLine } from '../../build/library-version';
import { PRELOAD_HELPER_TARGET, plainDynamicImport } from '../../build/plain-dynamic-import';
import { ANATOMY_MODULE, ANATOMY_TARGETS, pureAnatomySource } from '../../build/pure-anatomies';
import {
  assertStandInFilesExist,
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
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const ranges = { ...manifest.dependencies, ...manifest.devDependencies };

/** Emotion's own behaviour that server-styles.tsx and prerendered-styles.ts rely on. */
const EMOTION_TARGETS = [
  { name: '@emotion/react', version: '11.14.0' },
  { name: '@emotion/cache', version: '11.14.0' },
];

describe('every library a workaround reaches into is a patch of the minor it was written for', () => {
  const targets = [
    CHAKRA_TARGET,
    ...ANATOMY_TARGETS,
    ...ARK_FIELD_TARGETS,
    ...RJSF_TARGETS,
    ...EMOTION_TARGETS,
    PRELOAD_HELPER_TARGET,
  ];
  for (const { name, version } of new Map(targets.map((target) => [target.name, target])).values()) {
    it(`${name} ~${version} is installed, and package.json lets only its patches in`, () => {
      expect(samePatchLine(installedVersion(name, root), version)).toBe(true);
      expect(ranges[name]).toBe(`~${version}`);
    });
  }

  it('a later patch passes; another minor or major, an earlier patch and a prerelease fail', () => {
    expect(samePatchLine('3.38.0', '3.38.0')).toBe(true);
    expect(samePatchLine('3.38.4', '3.38.0')).toBe(true);
    expect(samePatchLine('3.39.0', '3.38.0')).toBe(false);
    expect(samePatchLine('4.38.0', '3.38.0')).toBe(false);
    expect(samePatchLine('3.38.0', '3.38.1')).toBe(false);
    expect(samePatchLine('3.38.1-next.0', '3.38.0')).toBe(false);
  });
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

  it('fails the build when a file the list names is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rjsf-'));
    try {
      for (const file of Object.keys(RJSF_STAND_INS).slice(1)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
      const [first] = Object.keys(RJSF_STAND_INS);
      expect(() => assertStandInFilesExist(dir)).toThrow(first);
      writeFileSync(path.join(dir, first ?? ''), '');
      expect(() => assertStandInFilesExist(dir)).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
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
      const rewritten = arkFieldPartsSource(code, file, parts);
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

  it("reads the parts module's exports as the build does", async () => {
    const parts = exportedNames(readFileSync(ARK_FIELD_PARTS, 'utf8'), ARK_FIELD_PARTS);
    expect(parts.filter((name) => name !== 'field_exports').sort()).toEqual(
      Object.keys(await import(ARK_FIELD_PARTS))
        .filter((name) => name !== 'field_exports')
        .sort(),
    );
  });

  it("fails the build when Chakra imports Ark's Field another way", () => {
    expect(() =>
      arkFieldPartsSource("import { Field as F } from '@ark-ui/react/field';", 'x.js', ['Root']),
    ).toThrow(/update build\/ark-field-parts/);
    expect(() =>
      arkFieldPartsSource("import { useFieldContext } from '@ark-ui/react/field';", 'x.js', ['Root']),
    ).toThrow();
  });

  it('fails the build when Chakra reads a part the parts module does not export', () => {
    const code = "import { Field } from '@ark-ui/react/field';\nconst a = Field.Root;\nconst b = Field.Hint;";
    expect(() => arkFieldPartsSource(code, 'x.js', ['Root'])).toThrow(/Field\.Hint/);
    expect(arkFieldPartsSource(code, 'x.js', ['Root', 'Hint'])).toContain('import * as Field from');
  });
});

describe('pure anatomies (build/pure-anatomies.ts)', () => {
  it("marks every anatomy call of Chakra's and Zag's anatomy modules pure, and understands Ark's", () => {
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
    const components = path.join(root, 'node_modules/@ark-ui/react/dist/components');
    const ark = readdirSync(components, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(components, file))
      .filter((file) => ANATOMY_MODULE.test(file));
    expect(ark.length).toBeGreaterThan(30);
    for (const file of ark) expect(() => pureAnatomySource(readFileSync(file, 'utf8'), file)).not.toThrow();
  });

  it('fails the build when an anatomy module builds its anatomies another way, or has none to mark', () => {
    // A call it does not know, where the bundler would keep the anatomy on every page without a word.
    expect(() => pureAnatomySource('export const a = makeParts("x").extend("y");', 'x.anatomy.mjs')).toThrow(
      /does not understand.*makeParts/,
    );
    expect(() =>
      pureAnatomySource('const a = createAnatomy("x").parts("y");\nregister(a);', 'x.anatomy.mjs'),
    ).toThrow(/register\(a\)/);
    expect(() =>
      pureAnatomySource('const a = createAnatomy("x").parts("y").then(run);', 'x.anatomy.mjs'),
    ).toThrow(/does not understand/);
    // Declarations, and nothing to rewrite.
    expect(() =>
      pureAnatomySource('import { anatomy } from "z";\nconst a = anatomy;\nexport { a };', 'x.anatomy.mjs'),
    ).toThrow(/no anatomy call found/);
  });

  it('marks each known call style and leaves a module of re-exports alone', () => {
    const code = [
      'var a = createAnatomy("x").parts("root");',
      'var b = a.extendWith("y");',
      'var c = a.rename("z").build();',
      'a.build();',
      'var d = a;',
      'export { a, b, c, d };',
    ].join('\n');
    expect(pureAnatomySource(code, 'x.anatomy.mjs').match(/\/\* @__PURE__ \*\/ /g)).toHaveLength(4);
    const forward = '"use client";\nexport { anatomy as xAnatomy } from "@zag-js/x";\n';
    expect(pureAnatomySource(forward, 'x.anatomy.js')).toBe(forward);
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
