import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');

test('home shows the three latest real articles and links to all of them', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const latest = page.getByRole('region', { name: 'Latest articles' });
  await expect(latest.getByRole('link', { name: /^Read More/ })).toHaveCount(3);
  for (const slug of [
    'understanding-menstrual-cycle',
    'nutrition-tips-womens-health',
    'pregnancy-planning-guide',
  ]) {
    await expect(latest.locator(`a[href="/blog/${slug}"]`)).toHaveCount(1);
  }
  await latest.getByRole('link', { name: 'View All Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('blog search and chips filter; empty state clears', async ({ page }) => {
  await page.goto('/blog');
  await hydrated(page);
  await expect(page.getByText('Featured', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Finance', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(2);
  await page.getByLabel('Search articles').fill('qqqqq');
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(9);
});

test('an article has its parts, auto-linked calculators and related posts; Copy Link says Copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blog/understanding-menstrual-cycle');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  await expect(page.getByText('June 24, 2024')).toBeVisible();
  await expect(page.getByText(/^#/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/blog\/understanding-menstrual-cycle$/,
  );
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 });
});

// The head as built, read without a browser (issue 28; the heads of every page: tests/unit/built-pages.test.ts).
test("an article's structured data names it an Article with its word count and reading time", () => {
  const html = readFileSync(
    path.join(root, 'dist', 'blog', 'understanding-menstrual-cycle', 'index.html'),
    'utf8',
  );
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(json ?? '{}')).toMatchObject({
    '@type': 'Article',
    wordCount: expect.any(Number),
    timeRequired: 'PT7M',
  });
});

test('share buttons open a 600×400 popup with the page URL', async ({ page }) => {
  await page.goto('/blog/bmi-limits-for-women');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = ((url: string, _name: string, features: string) => {
      (window as unknown as { opened: string[] }).opened.push(`${url}|${features}`);
      return null;
    }) as typeof window.open;
  });
  // Pressed before or after the share island is ready: presses made while it loads are replayed in order.
  await page.getByRole('button', { name: 'Twitter' }).click();
  await page.getByRole('button', { name: 'Facebook' }).click();
  const read = () => page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  await expect.poll(async () => (await read()).length).toBe(2);
  const opened = await read();
  expect(opened[0]).toMatch(
    /^https:\/\/twitter\.com\/intent\/tweet\?url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fblog%2Fbmi-limits-for-women&text=/,
  );
  expect(opened[0]).toContain('width=600,height=400');
  expect(opened[1]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
});

test('FAQ panels start closed and open independently, by mouse and keyboard', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  const panels = page.locator('details');
  const questions = panels.locator('summary');
  await expect(panels).toHaveCount(10);
  for (const index of [0, 1]) {
    await expect(panels.nth(index)).not.toHaveAttribute('open');
    await expect(panels.nth(index).locator('p')).toBeHidden();
  }
  await questions.nth(0).click();
  await questions.nth(1).click();
  await expect(panels.nth(0)).toHaveAttribute('open');
  await expect(panels.nth(1)).toHaveAttribute('open');
  await expect(panels.nth(0).locator('p')).toBeVisible();
  await questions.nth(0).click();
  await expect(panels.nth(0)).not.toHaveAttribute('open');
  await expect(panels.nth(1)).toHaveAttribute('open');
  // Each question is a heading inside its disclosure button, operable with the keyboard.
  await expect(questions.nth(2).getByRole('heading', { level: 2 })).toHaveCount(1);
  await questions.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(panels.nth(2)).toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(panels.nth(2)).not.toHaveAttribute('open');
});

test('contact form validates, opens a mailto: link and says truthfully that nothing was sent, keeping her text', async ({
  page,
}) => {
  await page.goto('/contact');
  await hydrated(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('A question about the BMI page.');
  const navigation = page.waitForRequest(/^mailto:/).catch(() => undefined);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your email app is opening')).toBeVisible();
  await expect(page.getByText(/Nothing has been sent/)).toBeVisible();
  await expect(page.getByText('Message Sent Successfully!')).toHaveCount(0);
  await navigation;
  // Kept until she has sent it from her mail app (none may have opened).
  await expect(page.getByLabel('Message')).toHaveValue('A question about the BMI page.');
});

// Issue 32: with the island's code missing, the form used to fall back to a plain GET to /contact, putting her
// message in the address, the server's log and her history.
test("with the contact form's code blocked, sending it puts nothing in an address of this site", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route(/\/assets\/contact-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Subject').fill('Late');
  await page.getByLabel('Message').fill('my period is 9 weeks late');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The island's load fails, then the held submit is made the plain way.
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-failed', 'true');
  await page.waitForLoadState('networkidle');
  const origin = new URL(page.url()).origin;
  const leaked = requested.filter((url) => url.startsWith(origin) && /period|weeks|late|Ana/.test(url));
  expect(leaked).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
  expect(await page.locator('form[aria-label="Contact form"]').getAttribute('action')).toMatch(/^mailto:/);
});

test('guide page: disclaimer on health guides, none on the finance guide, related calculators link', async ({
  page,
}) => {
  await page.goto('/health-guides/understanding-bmi');
  await hydrated(page);
  await expect(page.getByText('Medical disclaimer', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Related calculators' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/calculators\//);
  await page.goto('/health-guides/financial-wellness-for-women');
  await hydrated(page);
  await expect(page.getByText('Medical disclaimer', { exact: true })).toHaveCount(0);
});

test('the Share button at the top of a guide copies its link when the device has no share sheet', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/health-guides/pregnancy-planning');
  await hydrated(page);
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/health-guides\/pregnancy-planning$/,
  );
});

// One design for written content (issue 14): the same card on the blog and guide lists, the same header and
// share card on an article and a guide page.
test('articles and guides share one card and one page design', async ({ page }) => {
  /** What a visitor sees in each card, in order: picture, category, title, summary, date · read time, link. */
  const anatomy = () =>
    page.locator('main article').evaluateAll((cards) =>
      cards.map((card) => {
        const image = card.querySelector('img');
        // The picture keeps its 1200×630 shape (within rounding of the rendered pixels).
        const shape = !!image && Math.abs(image.clientWidth / image.clientHeight - 1200 / 630) < 0.03;
        const meta = [...card.querySelectorAll('p')].some((p) =>
          /^[A-Z][a-z]+ \d{1,2}, \d{4} · \d+ min read$/.test(p.textContent ?? ''),
        );
        const link = card.querySelector('a[href]')?.textContent ?? '';
        return {
          shape,
          heading: !!card.querySelector('h2, h3'),
          meta,
          link: /^Read (More|Guide):/.test(link),
        };
      }),
    );
  const expected = { shape: true, heading: true, meta: true, link: true };
  for (const route of ['/blog', '/health-guides']) {
    await page.goto(route);
    const cards = await anatomy();
    // The blog's first card is the wide 'Featured' one; every other card has the same anatomy.
    expect(cards.length, route).toBeGreaterThan(3);
    for (const card of cards.slice(route === '/blog' ? 1 : 0)) expect(card, route).toEqual(expected);
    // Every card of a list is at the same level of the page's outline (none nests under the featured one).
    const levels = await page
      .locator('main article')
      .evaluateAll((all) => all.map((card) => card.querySelector('h2, h3')?.tagName));
    expect(new Set(levels), `${route}: heading levels of the cards`).toEqual(new Set(['H2']));
  }
  for (const route of ['/blog/understanding-menstrual-cycle', '/health-guides/understanding-bmi']) {
    await page.goto(route);
    const top = await page.getByRole('button', { name: 'Share', exact: true }).boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const picture = await page.locator('main article img').first().boundingBox();
    const share = await page.getByRole('region', { name: 'Share this' }).boundingBox();
    const article = await page.locator('main article').first().boundingBox();
    // Share button above the title, picture after it, the share card right after the article.
    expect(top && title && top.y < title.y, `${route}: Share button above the title`).toBe(true);
    expect(picture && title && picture.y > title.y, `${route}: picture after the title`).toBe(true);
    expect(
      share &&
        article &&
        share.y > article.y + article.height &&
        share.y - (article.y + article.height) < 120,
      `${route}: share card right after the article`,
    ).toBe(true);
  }
});
