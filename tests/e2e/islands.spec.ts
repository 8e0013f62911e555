import { chooseMetric, expect, holdBack, hydrated, test, typeUsBmi } from './fixtures';

// docs/adr/0003: a page works the moment it is painted. Each test holds back the code a control needs, uses the
// control, then lets the code arrive: what the visitor did must not be lost.

test('Calculate pressed before the form code arrives: the result comes, the typed values stay', async ({
  page,
  problems,
}) => {
  const runner = await holdBack(page, /\/assets\/runner-[^/]+\.js$/);
  await page.goto('/calculators/bmi');
  await typeUsBmi(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await runner.release();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Height, inches' })).toHaveValue('5');
  await expect(page.getByRole('spinbutton', { name: /^Weight/ })).toHaveValue('132');
  // Held by the page script and carried out by the form: a share link in the address, no reload.
  await expect(page).toHaveURL(/height=5/);
  expect(problems.errors).toEqual([]);
});

test('with no script at all, Calculate opens the share link and the page computes it', async ({ page }) => {
  const scripts = await holdBack(page, /\/assets\/.*\.js$/);
  // Not waiting for the load event: the held scripts would hold it.
  await page.goto('/calculators/bmi', { waitUntil: 'commit' });
  await typeUsBmi(page);
  // The feet and inches boxes both carry the contract's name: the link says 5 and 5, read as 5 ft 5 in.
  const navigation = page.waitForURL(/\/calculators\/bmi\?.*height=5&height=5/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await navigation;
  expect(new URL(page.url()).searchParams.get('weight')).toBe('132');
  await page.getByRole('textbox', { name: 'Height, feet' }).waitFor();
  await scripts.release();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Height, inches' })).toHaveValue('5');
});

test('typed before the form code arrives (no press): the values are adopted, never "required"', async ({
  page,
}) => {
  const runner = await holdBack(page, /\/assets\/runner-[^/]+\.js$/);
  await page.goto('/calculators/bmi');
  await typeUsBmi(page);
  await runner.release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  await expect(page.getByText(/is required/)).toHaveCount(0);
});

test('search text typed before the directory code arrives is searched', async ({ page }) => {
  const island = await holdBack(page, /\/assets\/directory-[^/]+\.js$/);
  await page.goto('/calculators');
  await hydrated(page);
  await page.getByLabel('Search calculators').fill('ovulation');
  await island.release();
  await expect(page.getByTestId('directory-count')).toHaveText(/^Showing [1-9] of \d+ calculators$/);
  await expect(page.getByLabel('Search calculators')).toHaveValue('ovulation');
  await expect(page).toHaveURL(/q=ovulation/);
});

test('a category chip pressed before the blog code arrives is applied', async ({ page }) => {
  const island = await holdBack(page, /\/assets\/blog-[^/]+\.js$/);
  await page.goto('/blog');
  await hydrated(page);
  const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  const chip = chips.nth(1);
  const name = (await chip.textContent()) ?? '';
  await chip.click();
  await island.release();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=/);
});

test('the quick BMI form submits to the calculator with the contract names', async ({ page }) => {
  const scripts = await holdBack(page, /\/assets\/.*\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Quick BMI check' });
  await chooseMetric(form);
  await form.getByRole('spinbutton', { name: 'Height' }).fill('165');
  await form.getByRole('spinbutton', { name: 'Weight' }).fill('60');
  await form.getByRole('button', { name: 'Open the full BMI calculator' }).click();
  await page.waitForURL(/\/calculators\/bmi\?height=165&heightUnit=cm&weight=60&weightUnit=kg$/, {
    waitUntil: 'commit',
  });
  await scripts.release();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
});

test('an island that fails to render shows a message and a way on, not a blank page', async ({ page }) => {
  // A calculator module that throws while rendering stands in for any render error.
  await page.route(/\/assets\/calculator-bmi-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export const definition = { id: "bmi", fields: null, result: [] }; export const formSchema = { schema: {}, uiSchema: {} };',
    }),
  );
  await page.goto('/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg');
  await expect(page.getByTestId('island-error')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start again with an empty form' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the form code fails to load, a Calculate held meanwhile is sent as the plain share link', async ({
  page,
}) => {
  let failed = 0;
  await page.route(/\/assets\/runner-[^/]+\.js$/, async (route) => {
    // The first load and its retry fail (a dropped connection); the next visit gets the code.
    if (failed++ < 2) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return route.abort();
    }
    return route.continue();
  });
  await page.goto('/calculators/bmi');
  await typeUsBmi(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.waitForURL(/\/calculators\/bmi\?.*height=5/, { waitUntil: 'commit' });
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
});
