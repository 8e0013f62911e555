import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, catalogue, expect, hydrated, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');

/** Share links of the worked examples, as the page renders them under "Worked examples". */
function exampleLinks(id: string): string[] {
  const html = readFileSync(path.join(root, 'dist', 'calculators', id, 'index.html'), 'utf8');
  return [...html.matchAll(new RegExp(`href="(/calculators/${id}\\?[^"]+)"`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/&amp;/g, '&'),
  );
}

test('a visitor types into the BMI form and reads the result', async ({ page, problems }) => {
  await page.goto('/calculators/bmi');
  await hydrated(page);
  await page.getByRole('spinbutton', { name: /^Height/ }).fill('165');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('60');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  await expect(page.getByTestId('result-category')).toHaveText('Normal Weight');
  await expect(page).toHaveURL(/\?height=165&weight=60&heightUnit=cm&weightUnit=kg$/);
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Weight is required.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('the home page quick BMI uses the bmi definition', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const quick = page.getByRole('region', { name: 'Quick BMI check' });
  await quick.getByRole('spinbutton', { name: 'Height' }).fill('160');
  await quick.getByRole('spinbutton', { name: 'Weight' }).fill('64');
  await expect(page.getByTestId('quick-bmi')).toHaveText('BMI 25.0 · Overweight');
});

// Every calculator: each worked example's share link computes a result; a hostile value gets a field message.
for (const { id } of catalogue().calculators) {
  test(`calculator ${id}: examples compute, bad input gets a message`, async ({ page, problems }) => {
    const links = exampleLinks(id);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      await page.goto(link);
      await hydrated(page);
      await expect(page.getByTestId('result').locator('h2', { hasText: 'Your results' })).toBeVisible();
      await expect(page.getByTestId('result')).not.toContainText(/NaN|Infinity|Invalid Date/);
    }
    const first = new URL(links[0] ?? '', 'http://x');
    const numeric = [...first.searchParams.keys()].find((key) => /^-?\d/.test(first.searchParams.get(key) ?? ''));
    if (numeric) {
      first.searchParams.set(numeric, 'abc');
      await page.goto(`${first.pathname}${first.search}`);
      await hydrated(page);
      await expect(page.getByText(/must be a number\./).first()).toBeVisible();
      await expect(page.getByTestId('result').locator('h2', { hasText: 'Your results' })).toHaveCount(0);
    }
    expect(problems.errors).toEqual([]);
    expect(problems.offOrigin).toEqual([]);
  });
}
