import { axeViolations, chooseMetric, expect, hydrated, test } from './fixtures';

test('a visitor types into the BMI form and reads the result', async ({ page, problems }) => {
  await page.goto('/calculators/bmi');
  await hydrated(page);
  await chooseMetric(page);
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

test.describe('in a browser whose language writes decimals with a comma', () => {
  test.use({ locale: 'de-DE' });
  test('a decimal typed into a number field stays in the field and computes', async ({ page, problems }) => {
    await page.goto('/calculators/bmi');
    await hydrated(page);
    await chooseMetric(page);
    const weight = page.getByRole('spinbutton', { name: /^Weight/ });
    await page.getByRole('spinbutton', { name: /^Height/ }).fill('165');
    await weight.pressSequentially('60.5');
    await expect(weight).toHaveValue('60.5');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('result-value')).toHaveText('22.2');
    expect(problems.errors).toEqual([]);
  });
});

test('the home page quick BMI uses the bmi definition', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const quick = page.getByRole('region', { name: 'Quick BMI check' });
  // It starts in inches and pounds, as the full form starts in US units; metric is one choice away.
  await expect(quick.locator('select[name="heightUnit"]')).toHaveValue('in');
  await expect(quick.locator('select[name="weightUnit"]')).toHaveValue('lbs');
  await chooseMetric(quick);
  await quick.getByRole('spinbutton', { name: 'Height' }).fill('160');
  await quick.getByRole('spinbutton', { name: 'Weight' }).fill('64');
  await expect(page.getByTestId('quick-bmi')).toHaveText('BMI 25.0 · Overweight');
});

// One worked example's share link per calculator: tests/e2e/page-tour.spec.ts; every example's link and a bad
// value in a link, through the same form in jsdom: tests/component/example-links.test.tsx.
