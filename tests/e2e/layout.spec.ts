import type { Page } from '@playwright/test';
import { EXAMPLE_TODAY, workedExamples } from '../../scripts/lib/result-checks';
import { toQuery } from '../../src/engine';
import { builtRoutes, expect, hydrated, loadAllDefinitions, test } from './fixtures';
import { findLayoutProblems } from './layout-checks';

// What a visitor sees, on a phone and on a desktop (issue 14): pictures keep their shape, no text is cut off
// (a table that scrolls says so), chart text stays inside its chart at a readable size, and no page is wider than
// the window. One page per test, reused across routes, to keep the suite fast.

const DEFAULT_TODAY = EXAMPLE_TODAY;
const WIDTHS = [390, 1280] as const;
const definitions = await loadAllDefinitions();

/** Every calculator page with its first worked example applied (the result on screen), at the example's date. */
const calculatorPages = definitions.map((def) => {
  const example = workedExamples(def)[0];
  return {
    route: `/calculators/${def.id}?${example ? toQuery(def, example.input) : ''}`,
    today: example?.today ?? DEFAULT_TODAY,
  };
});

/** Every other prerendered page, and the not-found page. */
const contentPages = [
  ...builtRoutes().filter((route) => !route.startsWith('/calculators/')),
  '/no-such-page',
].map((route) => ({ route, today: DEFAULT_TODAY }));

async function problemsOn(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await hydrated(page);
  if (route.startsWith('/calculators/')) {
    await page.getByTestId('result').locator('h2', { hasText: 'Your results' }).waitFor();
    await expect(page.getByLabel('Loading results')).toHaveCount(0);
  }
  // Pictures below the fold load lazily; measure them as they show once loaded.
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const image of images) image.removeAttribute('loading');
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const closed = await page.evaluate(findLayoutProblems);
  // Whatever a visitor can open (details sections, "Show the numbers") must read as well once open.
  const opened = await page.evaluate(() => {
    const shut = [...document.querySelectorAll('main details:not([open])')];
    for (const details of shut) details.setAttribute('open', '');
    return shut.length;
  });
  const open = opened > 0 ? await page.evaluate(findLayoutProblems) : [];
  return [...new Set([...closed, ...open])].map((problem) => `${route}: ${problem}`);
}

for (const width of WIDTHS) {
  for (const [kind, pages] of [
    ['calculator pages (first worked example applied)', calculatorPages],
    ['content pages', contentPages],
  ] as const) {
    test(`${kind} at ${width} px: pictures keep their shape, no text is cut off, chart text is inside and readable, nothing overflows`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const { route, today } of pages) {
        await page.clock.setFixedTime(new Date(`${today}T12:00:00`));
        problems.push(...(await problemsOn(page, route)));
      }
      expect(problems).toEqual([]);
    });
  }
}

// Empty forms show every placeholder and every select's first choice (issue 24: at 390 px the feet and inches
// boxes cut "e.g. 5", the Stage select cut its text, a unit label's asterisk wrapped onto a line of its own).
for (const width of WIDTHS) {
  test(`empty calculator forms at ${width} px: placeholders fit their boxes, selects show their whole choice, asterisks stay with their labels`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const def of definitions) {
      const route = `/calculators/${def.id}`;
      await page.goto(route);
      await hydrated(page);
      problems.push(...(await page.evaluate(findLayoutProblems)).map((problem) => `${route}: ${problem}`));
    }
    // Feet and inches: the boxes of a height in "ft + in".
    await page.goto('/calculators/bmi');
    await hydrated(page);
    await page.getByRole('combobox', { name: /^Height unit/ }).selectOption('ft');
    await page.getByRole('textbox', { name: 'Height, feet' }).waitFor();
    problems.push(
      ...(await page.evaluate(findLayoutProblems)).map((problem) => `bmi in ft + in: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
}
