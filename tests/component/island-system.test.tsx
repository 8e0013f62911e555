// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  ChakraProvider,
  createSystem,
  defaultBaseConfig,
  type SystemContext,
  type SystemStyleObject,
} from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import ts from 'typescript';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { workedExamples } from '../../scripts/lib/result-checks';
import { type ResultBlock, toQuery } from '../../src/engine';
import { CalculatorRunner } from '../../src/islands/calculator-runner';
import type { CalculatorModule } from '../../src/site/data/calculator-module';
import { edition } from '../../src/site/data/edition';
import { SiteMessagesProvider } from '../../src/site/messages/context';
import {
  compositionNames,
  islandConfig,
  ON_DEMAND_RECIPES,
  PRERENDER_ONLY_RECIPES,
} from '../../src/site/theme/island-config';
import { system as siteSystem } from '../../src/site/theme/system';
import { siteConfig } from '../../src/site/theme/system-config';
import { importsOf, resolveImport } from '../import-walker';
import { generatedCalculators } from '../module-for';
import { everyVariant } from '../recipe-variants';
import { withoutGlobalCss } from '../render-at';

/**
 * The islands hydrate with their own Chakra system (src/site/theme/island-system.ts: the island recipes, token names
 * without values, no global CSS), inside HTML the prerender's full system styled. A style that differs in the
 * slightest gets another class name, and hydration breaks. Both systems are built here as the browser and the
 * prerender build them, and compared: every recipe, every token in every style property of its kind, every text,
 * layer and animation style, and every calculator island rendered with its worked example's result.
 */
const root = path.resolve(import.meta.dirname, '../..');
// As the build writes it (build/island-theme.ts): JSON.
const islandTheme = JSON.parse(JSON.stringify(islandConfig(siteConfig)));
const island = createSystem(defaultBaseConfig, islandTheme);
const site = siteSystem;

/** Style properties per token category: each token is tried in each (negative spacing and colour opacity too). */
const PROPERTIES: Record<string, string[]> = {
  colors: ['color', 'bg', 'borderColor', 'colorPalette'],
  spacing: ['p', 'mx', 'gap', 'top'],
  sizes: ['w', 'maxW', 'minH', 'boxSize'],
  fontSizes: ['fontSize'],
  fontWeights: ['fontWeight'],
  lineHeights: ['lineHeight'],
  fonts: ['fontFamily'],
  radii: ['rounded', 'borderTopRadius'],
  shadows: ['shadow', 'boxShadow'],
  zIndex: ['zIndex'],
  durations: ['transitionDuration', 'animationDuration'],
  easings: ['transitionTimingFunction'],
  animations: ['animation'],
  cursor: ['cursor'],
  breakpoints: ['w', 'hideFrom', 'hideBelow'],
};

/** A style object of one property, named at run time (Chakra's type knows its properties by name). */
const styleOf = (property: string, value: string) => ({ [property]: value }) as unknown as SystemStyleObject;

describe("the islands' Chakra system gives every style the prerender's class names and CSS", () => {
  it('is made of data only (the build writes it as JSON), without token values or global CSS', () => {
    expect(JSON.parse(JSON.stringify(islandConfig(siteConfig)))).toEqual(islandConfig(siteConfig));
    const values = JSON.stringify(islandTheme.theme.tokens).match(/"value":"[^"]*"/g) ?? [];
    expect(values.length).toBeGreaterThan(200);
    expect(values.filter((value) => value.length > '"value":"0rem"'.length)).toEqual([]);
    expect(islandTheme.globalCss).toEqual({});
    expect(Object.keys(islandTheme.theme.keyframes)).toEqual(Object.keys(siteConfig.theme?.keyframes ?? {}));
    for (const key of PRERENDER_ONLY_RECIPES) expect(islandTheme.theme.recipes).not.toHaveProperty(key);
  });

  it('every recipe and slot recipe it keeps, with every variant', () => {
    const theme = islandTheme.theme;
    // The site's recipes but the prerender's own and the ones passed where they are drawn.
    const left = [...PRERENDER_ONLY_RECIPES, ...Object.keys(ON_DEMAND_RECIPES)];
    const kept = (recipes: object | undefined) =>
      Object.keys(recipes ?? {}).filter((key) => !left.includes(key));
    expect(Object.keys(theme.recipes)).toEqual(kept(siteConfig.theme?.recipes));
    expect(Object.keys(theme.slotRecipes)).toEqual(kept(siteConfig.theme?.slotRecipes));
    expect(Object.keys(theme.recipes).length + Object.keys(theme.slotRecipes).length).toBeGreaterThan(8);
    for (const key of Object.keys(theme.recipes)) {
      const fn = (system: SystemContext) => everyVariant(system, key);
      expect(fn(island), key).toEqual(fn(site));
    }
    for (const key of Object.keys(theme.slotRecipes)) {
      const fn = (system: SystemContext) => everyVariant(system, key, { slot: true });
      expect(fn(island), key).toEqual(fn(site));
    }
  });

  it("every token of the prerender's system in the style properties of its kind, in both colour modes", () => {
    const tokens = [...new Set(site.tokens.allTokens.map((token) => token.name))];
    expect(tokens.length).toBeGreaterThan(300);
    let compared = 0;
    for (const name of tokens) {
      const [category = '', ...rest] = name.split('.');
      const value = rest.join('.');
      for (const property of PROPERTIES[category] ?? []) {
        const styles = [
          styleOf(property, value),
          { _dark: styleOf(property, value), md: styleOf(property, value) },
          ...(category === 'colors' ? [styleOf(property, `${value}/40`)] : []),
          ...(category === 'spacing' ? [styleOf(property, `-${value}`)] : []),
        ];
        for (const style of styles) {
          expect(island.css(style), `${name} in ${property}`).toEqual(site.css(style));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('every text style, and every layer and animation style it keeps (those its recipes name)', () => {
    const theme = islandTheme.theme;
    const compositions = {
      textStyle: Object.keys(theme.textStyles ?? {}),
      layerStyle: Object.keys(theme.layerStyles ?? {}),
      animationStyle: Object.keys(theme.animationStyles ?? {}),
    };
    expect(compositions.textStyle).toEqual(Object.keys(siteConfig.theme?.textStyles ?? {}));
    expect(compositions.layerStyle).toEqual(['disabled']);
    for (const [property, names] of Object.entries(compositions))
      for (const name of names) {
        const style = styleOf(property, name);
        expect(island.css(style), `${property} ${name}`).toEqual(site.css(style));
      }
    // Each one a kept recipe names is kept.
    for (const property of ['layerStyle', 'animationStyle'])
      for (const name of compositionNames([theme.recipes, theme.slotRecipes], property))
        expect(compositions[property as 'layerStyle'], `${property} ${name}`).toContain(name);
  });
});

const modules = generatedCalculators;

/** An emotion cache that records every style it inserts, by class name. */
function recordingCache(): { cache: EmotionCache; styles: Map<string, string> } {
  const cache = createCache({ key: 'css', container: document.head });
  const styles = new Map<string, string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    styles.set(serialized.name, `${selector} ${serialized.styles}`);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return { cache, styles };
}

/** React's ids count up across renders and a file link is a new object URL: markup is compared without them. */
const comparable = (html: string) => html.replace(/_r_[0-9a-z]+_/g, '_r_').replace(/blob:[^"]+/g, 'blob:');

/** The labels of a result's calendar downloads: each shows as plain text until its file is made (an effect). */
function downloadLabels(blocks: readonly ResultBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.block === 'group'
      ? downloadLabels(block.blocks)
      : block.block === 'custom' && block.component === 'ics-download'
        ? [block.props.label]
        : [],
  );
}

/**
 * The island at `url` rendered with `system`, once settled: its markup and the CSS of every class on it. Settled is
 * the result's heading with nothing still loading (no spinner in the form or the result: every lazy chunk has come)
 * and every calendar download's link made (`downloads`: its label is not waiting as plain text); and, when given,
 * `settledAs` (the other system's settled markup: the first render loaded every lazy chunk, so this one reaches it
 * at once, and a markup that never reaches it fails here).
 */
async function renderWith(
  system: SystemContext,
  module: CalculatorModule,
  url: string,
  downloads: string[],
  settledAs?: string,
) {
  const { cache, styles } = recordingCache();
  window.history.replaceState(null, '', url);
  const { container } = render(
    <CacheProvider value={cache}>
      <ChakraProvider value={withoutGlobalCss(system)}>
        <SiteMessagesProvider value={edition('en').words}>
          <CalculatorRunner module={module} />
        </SiteMessagesProvider>
      </ChakraProvider>
    </CacheProvider>,
  );
  await waitFor(
    () => {
      expect(screen.getByTestId('result').querySelector('h2')?.textContent).toBe('Your results');
      expect(container.querySelector('[aria-label="Loading results"]')).toBeNull();
      expect(container.querySelector('.chakra-spinner')).toBeNull();
      const waiting = downloads.length
        ? [...container.querySelectorAll(':not(a)')].filter(
            (element) => element.children.length === 0 && downloads.includes(element.textContent ?? ''),
          )
        : [];
      expect(waiting).toEqual([]);
      if (settledAs !== undefined) expect(comparable(container.innerHTML)).toBe(settledAs);
    },
    // Checked when the island changes (and every 50 ms), not at each style tag the recording cache adds.
    { timeout: 20_000, container },
  );
  const html = comparable(container.innerHTML);
  cleanup();
  // The CSS of every class on the settled island (a passing state, such as a spinner, may differ in timing).
  const names = [...new Set([...html.matchAll(/\bcss-([0-9a-z]+)\b/g)].map((match) => match[1] ?? ''))];
  return { html, styles: names.sort().map((name) => `${name} ${styles.get(name) ?? 'not inserted'}`) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => window.history.replaceState(null, '', '/'));

describe('every calculator island, with a result, renders the same markup and CSS with either system', () => {
  for (const { id, module, whole } of modules) {
    const [example] = workedExamples(whole);
    if (!example) continue;
    it(id, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${example.today}T12:00:00`));
      const url = `/calculators/${id}?${toQuery(whole, example.input)}`;
      const downloads = downloadLabels(whole.result);
      const prerender = await renderWith(site, module, url, downloads);
      const browser = await renderWith(island, module, url, downloads, prerender.html);
      expect(prerender.styles.length).toBeGreaterThan(20);
      expect(browser.styles).toEqual(prerender.styles);
      expect(browser.html).toBe(prerender.html);
    }, 60_000);
  }
});

/** The recipe keys of each component Chakra exports, read from its component folder (`key: "…"`). */
function chakraRecipeKeys(): Map<string, string[]> {
  const esm = path.join(root, 'node_modules/@chakra-ui/react/dist/esm');
  const index = readFileSync(path.join(esm, 'index.js'), 'utf8');
  const namespaces = new Map(
    [...index.matchAll(/import \* as (\S+) from '\.\/components\/([^/]+)\//g)].map((m) => [m[1], m[2]]),
  );
  const folders = new Map<string, string>();
  for (const [, names = '', folder = ''] of index.matchAll(
    /export \{([^}]*)\} from '\.\/components\/([^/]+)\//g,
  ))
    for (const name of names.split(',')) folders.set(name.trim().split(' as ').pop() ?? '', folder);
  for (const [, local = '', name = ''] of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    const folder = namespaces.get(local);
    if (folder) folders.set(name, folder);
  }
  const keys = new Map<string, string[]>();
  for (const [name, folder] of folders) {
    const dir = path.join(esm, 'components', folder);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    const found = readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [...readFileSync(path.join(dir, file), 'utf8').matchAll(/key: "(\w+)"/g)].map((m) => m[1] ?? ''),
      );
    keys.set(name, [...new Set(found)]);
  }
  return keys;
}

/** Every source module the islands reach (from src/islands through their imports), and the Chakra components they import. */
function islandSources(): { files: Set<string>; components: Set<string> } {
  const islandsDir = path.join(root, 'src/islands');
  const queue = readdirSync(islandsDir)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(islandsDir, file));
  const files = new Set<string>();
  const components = new Set<string>();
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const { specifier, names } of importsOf(file)) {
      if (specifier === '@chakra-ui/react') for (const name of names) components.add(name);
      const resolved = resolveImport(specifier, file);
      if (resolved && !resolved.isExternalLibraryImport && /\.tsx?$/.test(resolved.resolvedFileName))
        queue.push(resolved.resolvedFileName);
    }
  }
  return { files, components };
}

describe("the islands' system has every recipe the islands' components use", () => {
  it('walks from every island module through the sources to the Chakra components they import', () => {
    const { files, components } = islandSources();
    expect(files.size).toBeGreaterThan(50);
    expect([...components]).toEqual(expect.arrayContaining(['Button', 'Field', 'NativeSelect', 'Table']));
    const keys = chakraRecipeKeys();
    const siteRecipes = [
      ...Object.keys(siteConfig.theme?.recipes ?? {}),
      ...Object.keys(siteConfig.theme?.slotRecipes ?? {}),
    ];
    const islandRecipes = [
      ...Object.keys(islandTheme.theme.recipes),
      ...Object.keys(islandTheme.theme.slotRecipes),
    ];
    const wanted = [...components]
      .flatMap((name) => keys.get(name) ?? [])
      .filter((key) => siteRecipes.includes(key));
    expect(wanted.length).toBeGreaterThan(8);
    // A recipe the islands use is in their system, or passed where it is drawn (checked below).
    expect(wanted.filter((key) => !islandRecipes.includes(key) && !(key in ON_DEMAND_RECIPES))).toEqual([]);
    expect(wanted).toEqual(expect.arrayContaining(['table', 'progress', 'badge', 'toast']));
    // And the page layout's container, which the islands' system leaves out, is indeed the prerender's alone.
    expect(wanted).not.toContain('container');
  });

  it('their sources name no layer or animation style the system leaves out', () => {
    const named = [...islandSources().files].flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /\b(layerStyle|animationStyle)\s*[:=]\s*\{?\s*['"`]([^'"`]+)/g,
        ),
      ].map((m) => [file, m[1] ?? '', m[2] ?? '']),
    );
    for (const [file, property, name] of named) {
      const kept =
        property === 'layerStyle' ? islandTheme.theme.layerStyles : islandTheme.theme.animationStyles;
      expect(Object.keys(kept ?? {}), `${property} ${name} in ${file}`).toContain(name);
    }
  });
});

/** Every .tsx file under src/. */
const sourceFiles = (dir = path.join(root, 'src')): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });

/** Each JSX use of a component whose recipe is passed where it is drawn, with its `recipe={…}` binding's import. */
function onDemandUses(): { file: string; tag: string; key: string; name?: string; specifier?: string }[] {
  const keyOf = new Map(Object.entries(ON_DEMAND_RECIPES).map(([key, tag]) => [tag, key]));
  const uses: ReturnType<typeof onDemandUses> = [];
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const imported = new Map<string, string>();
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements)
            imported.set(element.name.text, (node.moduleSpecifier as ts.StringLiteral).text);
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(source);
        const key = keyOf.get(tag);
        if (key) {
          const attribute = node.attributes.properties.find(
            (property) => ts.isJsxAttribute(property) && property.name.getText(source) === 'recipe',
          );
          const expression =
            attribute &&
            ts.isJsxAttribute(attribute) &&
            attribute.initializer &&
            ts.isJsxExpression(attribute.initializer)
              ? attribute.initializer.expression
              : undefined;
          const name = expression && ts.isIdentifier(expression) ? expression.text : undefined;
          uses.push({ file, tag, key, name, specifier: name ? imported.get(name) : undefined });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe("a recipe the islands' system leaves out is passed wherever its component is drawn", () => {
  it("every <Table.Root>, <Progress.Root>, <Badge>, <Textarea> and <Toast.Root> is given the prerender's own recipe", async () => {
    const uses = onDemandUses();
    expect(new Set(uses.map((use) => use.key))).toEqual(new Set(Object.keys(ON_DEMAND_RECIPES)));
    const recipes = { ...siteConfig.theme?.recipes, ...siteConfig.theme?.slotRecipes } as Record<
      string,
      unknown
    >;
    for (const use of uses) {
      const where = `<${use.tag}> in ${path.relative(root, use.file)}`;
      expect(use.specifier, `${where} passes recipe={an imported recipe}`).toBeDefined();
      const specifier = use.specifier?.startsWith('.')
        ? path.resolve(path.dirname(use.file), use.specifier)
        : (use.specifier ?? '');
      const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
      expect(module[use.name ?? ''], where).toBe(recipes[use.key]);
    }
  });
});
