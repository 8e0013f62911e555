import { catalogue, expect, hydrated, test } from './fixtures';

test('All Calculators dropdown: lists every calculator, closes on Escape, outside click and navigation', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'All Calculators' });
  const panel = page.locator(`[id="${await button.getAttribute('popovertarget')}"]`);
  await expect(panel).toBeHidden();
  await button.click();
  await expect(panel).toBeVisible();
  const { calculators } = catalogue();
  await expect(panel.getByRole('link', { name: `View All ${calculators.length} Calculators` })).toBeVisible();
  // Every calculator is listed by name (no "+1 more" hiding one).
  for (const item of calculators) {
    await expect(panel.locator(`a[href="${item.href}"]`), item.id).toHaveCount(1);
  }
  await expect(panel.getByText(/\+\d+ more/)).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(panel).toBeHidden();

  await button.click();
  await panel.getByRole('link', { name: `View All ${calculators.length} Calculators` }).click();
  await expect(page).toHaveURL(/\/calculators$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Calculators');
  await expect(page.locator(`[id="${await button.getAttribute('popovertarget')}"]`)).toBeHidden();
});

test('the dropdown is keyboard operable', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'All Calculators' });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', /\/categories\//);
});

test('the header works with no page script at all (native popovers, the theme script)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Only the page script is blocked: the shell must not need it.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
    'All Calculators',
    'Blog',
    'Health Guides',
  ]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await context.close();
});

test('theme: default light, toggled to dark, remembered after reload without a flash', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('bloomcalc-theme'))).toBe('dark');
  // The theme class is set by /theme-init.js before the body is parsed: check at the first commit of the response.
  await page.goto('/calculators', { waitUntil: 'commit' });
  await page.waitForSelector('body', { state: 'attached' });
  expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('theme: with nothing saved, the device setting is followed', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await context.close();
});

test('mobile menu holds All Calculators, Blog and Health Guides', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText(['All Calculators', 'Blog', 'Health Guides']);
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('directory search filters by text and category, keeps state in the URL, and clears', async ({
  page,
}) => {
  const total = catalogue().calculators.length;
  // The count names the cards on screen: the first page of 24, "Show more" holds the rest.
  const firstPage = Math.min(total, 24);
  await page.goto('/calculators');
  await hydrated(page);
  await expect(page.getByTestId('directory-count')).toHaveText(
    `Showing ${firstPage} of ${total} calculators`,
  );
  await page.getByLabel('Search calculators').fill('BODY MASS');
  await expect(page.getByTestId('directory-count')).toHaveText(`Showing 1 of ${total} calculators`);
  await expect(page).toHaveURL(/q=BODY\+MASS|q=BODY%20MASS/);
  await page.getByLabel('Search calculators').fill('zzzz');
  await expect(page.getByText('No calculators found matching your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByTestId('directory-count')).toHaveText(
    `Showing ${firstPage} of ${total} calculators`,
  );
  await page.getByRole('button', { name: 'Finance', exact: true }).click();
  const finance = catalogue().calculators.filter((item) => item.category === 'finance').length;
  await expect(page.getByTestId('directory-count')).toHaveText(`Showing ${finance} of ${total} calculators`);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Finance', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('directory-count')).toHaveText(`Showing ${finance} of ${total} calculators`);
});

test('directory search finds synonyms and typos: bp, pregnant, ovulaton, pregnacy, calender, contraception, birth control, baby', async ({
  page,
}) => {
  await page.goto('/calculators');
  await hydrated(page);
  const box = page.getByLabel('Search calculators');
  const cards = page.getByRole('heading', { level: 2 });
  const expected: [string, string[]][] = [
    ['bp', ['Blood Pressure Calculator']],
    ['ovulaton', ['Ovulation Calculator']],
    ['pregnacy', ['Pregnancy Due Date Calculator']],
    ['calender', ['Period Tracker and Cycle Calendar', 'Safe Days Calculator (Calendar Method)']],
    ['contraception', ['Safe Days Calculator (Calendar Method)']],
    ['birth control', ['Safe Days Calculator (Calendar Method)']],
    ['baby', ['Pregnancy Due Date Calculator', 'Maternity Leave Pay Calculator']],
  ];
  for (const [query, names] of expected) {
    await box.fill(query);
    for (const name of names)
      await expect(cards.filter({ hasText: name }), `${query}: ${name}`).toHaveCount(1);
  }
  await box.fill('pregnancy');
  // The count may still be the previous query's ("baby") for a render: wait until it is this query's own.
  await expect(page).toHaveURL(/[?&]q=pregnancy(&|$)/);
  await expect(page.getByTestId('directory-count')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('directory-count')).toHaveText(/^Showing \d+ of/);
  const pregnancy = Number((await page.getByTestId('directory-count').textContent())?.match(/\d+/)?.[0]);
  expect(pregnancy).toBeGreaterThanOrEqual(8);
  await box.fill('pregnant');
  await expect(page.getByTestId('directory-count')).toHaveText(new RegExp(`^Showing ${pregnancy} of`));
});

test('scrolls to the top on navigation', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// The prerendered page carries every style it shows in <head>; hydration must adopt those tags where they are.
// Moving a style tag (emotion's default) or adding the same rules again makes the browser recalculate every style.
for (const route of ['/', '/calculators', '/calculators/bmi', '/about']) {
  test(`hydrating ${route} moves, removes and adds no style tag`, async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { styleChanges: string[] }).styleChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of [...record.addedNodes, ...record.removedNodes]) {
            if (node.nodeName === 'STYLE') changes.push(record.addedNodes.length ? 'added' : 'removed');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);
    await hydrated(page);
    const styles = await page.evaluate(() => ({
      changes: (window as unknown as { styleChanges: string[] }).styleChanges,
      prerendered: document.querySelectorAll('head style[data-prerendered-styles]').length,
      globals: document.querySelectorAll('head style[data-emotion^="css-global"]').length,
    }));
    // The parser adds the prerendered tags (one list of page styles, the layer order and the global CSS) once.
    expect(styles.prerendered).toBe(1);
    expect(styles.globals).toBe(2);
    expect(styles.changes).toEqual(['added', 'added', 'added']);
  });
}

// Issue #30: "Español" / "English" in the header opens the same page in the other language with the same query (a
// share link's values, in the contract's names in both), and back; nothing redirects by the browser's language.
test('the language switch keeps the page and its query, both ways', async ({ page }) => {
  const query = '?height=165&heightUnit=cm&weight=60&weightUnit=kg';
  const spanish = (catalogue('es').calculators.find((item) => item.id === 'bmi')?.href ?? '') + query;
  await page.goto(`/calculators/bmi${query}`);
  await hydrated(page);
  await page.locator('a[data-lang-switch]').click();
  await expect(page).toHaveURL(spanish);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await hydrated(page);
  await expect(page.getByTestId('result')).toContainText('22');
  // A query changed on the page (a filter typed on the directory) comes along too.
  await page.goto('/es/calculadoras');
  await hydrated(page);
  await page.getByRole('searchbox').fill('ovul');
  await expect(page).toHaveURL(/\?q=ovul/);
  await page.locator('a[data-lang-switch]').click();
  await expect(page).toHaveURL('/calculators?q=ovul');
  await expect(page.getByRole('searchbox')).toHaveValue('ovul');
});

test('a browser asking for Spanish still gets the English page at an English address', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'es-US',
    extraHTTPHeaders: { 'Accept-Language': 'es' },
  });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.url()).toMatch(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
