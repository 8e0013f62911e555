import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../build/compile-hints';
import { builtPagePath, gzipKb, staticFirstLoad } from '../../scripts/lib/first-load';
import { budgetKb, catalogue, EMBED_PAGE_KB, englishTwin } from '../first-load-budget';

// First-load JS of the pages the browser's page tour does not visit (issue 28: each was a browser page load that
// only summed bytes). Every Spanish calculator page (was budgets.spec.ts) and every embed page (was embed.spec.ts)
// is measured from its built HTML: `staticFirstLoad` names the files it loads, which the page tour holds equal to
// what the browser loads on every page it visits (a Spanish calculator page among them), and embed.spec.ts on an
// embed page. Project `built` (vitest.config.ts): skipped without a build but under REQUIRE_DIST=1.
const dist = path.resolve(import.meta.dirname, '../../dist');
const built = existsSync(path.join(dist, '.vite', 'manifest.json'));
const html = (route: string) => readFileSync(builtPagePath(dist, route), 'utf8');

describe.skipIf(!built)('performance guard: first-load JS (gzip) of pages the tour does not visit', () => {
  it("every Spanish calculator page holds its English twin's first-load budget", () => {
    const routes = catalogue('es').calculators.map((item) => item.href);
    expect(routes.length).toBe(catalogue().calculators.length);
    for (const route of routes) {
      const kb = gzipKb(dist, staticFirstLoad(dist, html(route)));
      const twin = englishTwin(route) ?? '';
      expect(twin, route).toMatch(/^\/calculators\/[^/]+$/);
      expect
        .soft(kb, `first-load JS of ${route} (gzip KB) against ${twin}`)
        .toBeLessThanOrEqual(budgetKb(route));
    }
  });

  it("every embed page is marked an embed (no offline worker) and keeps a calculator page's budget without the site's theme script", () => {
    const ids = catalogue().calculators.map((item) => item.id);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      const page = html(`/embed/${id}`);
      // The page script registers no worker on a page marked so (src/islands/boot.ts; embed.spec.ts in the browser).
      expect
        .soft(/<html\b[^>]*\sdata-embed[\s=>]/.test(page), `/embed/${id} is marked data-embed`)
        .toBe(true);
      const files = staticFirstLoad(dist, page);
      expect
        .soft(files, `/embed/${id} loads its calculator's form`)
        .toContainEqual(expect.stringMatching(new RegExp(`^assets/calculator-${id}-`)));
      expect.soft(files, `/embed/${id} loads the full site's theme script`).not.toContain('theme-init.js');
      expect.soft(gzipKb(dist, files), `/embed/${id} (gzip KB)`).toBeLessThanOrEqual(EMBED_PAGE_KB);
    }
  });
});

describe.skipIf(!built)('staticFirstLoad reads what a page names', () => {
  const bmi = built ? html('/calculators/bmi') : '';
  const files = built ? staticFirstLoad(dist, bmi) : [];
  const calculator = files.find((file) => file.startsWith('assets/calculator-bmi-')) ?? '';
  const runner = files.find((file) => /^assets\/runner-/.test(file)) ?? '';

  it('the page script, the theme script, the form the page preloads and the runner island that wakes at once', () => {
    expect(files).toContain('theme-init.js');
    expect(files).toContainEqual(expect.stringMatching(/^assets\/boot-/));
    expect(calculator).not.toBe('');
    expect(runner).not.toBe('');
  });

  it('a page that names its form nowhere loads neither it nor the runner; a page that gains a script loads it too', () => {
    // The form is named twice, by its modulepreload and by the runner's props (its module graph, fetched when the
    // island wakes): a page without the island and the preload loads neither the form nor the runner's code.
    const withoutForm = bmi
      .replace(/<link rel="modulepreload" href="\/assets\/calculator-bmi-[^"]+"[^>]*>/, '')
      .replace(/\sdata-island="runner"/, '');
    expect(withoutForm).not.toBe(bmi);
    expect(staticFirstLoad(dist, withoutForm)).not.toContain(calculator);
    expect(staticFirstLoad(dist, withoutForm)).not.toContain(runner);
    const withScript = bmi.replace(
      '</body>',
      '<script type="module" src="/assets/an-extra-file.js"></script></body>',
    );
    expect(staticFirstLoad(dist, withScript)).toEqual([...files, 'assets/an-extra-file.js'].sort());
  });

  it("performance guard: the chunks the form runs whole at hydration open with V8's compile hint, not the page script", () => {
    // docs/adr/0003, "Hydration work": compiled on a background thread while they stream, not function by function
    // on the main thread when the form first calls them.
    const opening = (file: string) =>
      readFileSync(path.join(dist, file), 'utf8').slice(0, COMPILE_HINT.length);
    const hinted = files
      .filter((file) => opening(file) === COMPILE_HINT)
      // The build's hash is 8 characters of base64url: it may hold a '-' itself (calculator-runner-8tmuAB-6.js).
      .map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    expect(hinted.sort()).toEqual(['assets/calculator-runner', 'assets/ui-runtime']);
  });

  it('an island the registry does not know fails loudly', () => {
    expect(() => staticFirstLoad(dist, bmi.replace('data-island="runner"', 'data-island="no-such"'))).toThrow(
      /no-such/,
    );
  });
});

describe.skipIf(!built)(
  "performance guard: what a calculator page's first load leaves to the drawing of a table, a result, a toast",
  () => {
    const files = (route: string) => staticFirstLoad(dist, html(route));
    const text = (file: string) => readFileSync(path.join(dist, file), 'utf8');

    it("the UI runtime carries no recipe the islands' components pass where they draw them (ON_DEMAND_RECIPES)", () => {
      const runtime = files('/calculators/bmi').find((file) => /^assets\/ui-runtime-/.test(file)) ?? '';
      expect(runtime).not.toBe('');
      // Each recipe's class name (Chakra's `className: "chakra-…"`) is in the chunk only with the recipe.
      for (const name of [
        'chakra-table',
        'chakra-progress',
        'chakra-badge',
        'chakra-textarea',
        'chakra-toast',
      ])
        expect(text(runtime), name).not.toContain(`\`${name}\``);
      for (const name of ['chakra-button', 'chakra-native-select', 'chakra-card'])
        expect(text(runtime), name).toContain(`\`${name}\``);
    });

    it("the wedding budget's form loads Chakra's table, its recipe and the table's part names in one file", () => {
      const loaded = files('/calculators/wedding-budget');
      const withRecipe = loaded.filter((file) => text(file).includes('`chakra-table`'));
      expect(withRecipe).toHaveLength(1);
      const [table = ''] = withRecipe;
      expect(text(table)).toMatch(/\(`table`\)\.parts\(`root`/);
      // Chakra's Table.Root (its `native` styles) in the same file.
      expect(text(table)).toContain('& thead');
      expect(loaded.filter((file) => /^assets\/anatomy-/.test(file))).toEqual([]);
    });
  },
);
