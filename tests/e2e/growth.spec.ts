import { axeInBothThemes, expect, hydrated, test } from './fixtures';

// The growth calculators (issue 29): a parent types her baby's weight in pounds and ounces and reads the
// percentile with its chart; the result pages, charts included, are axe-clean in both themes.

test('a parent types 14 lb 2 oz in two boxes and reads the WHO percentile with its chart', async ({
  page,
  problems,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00'));
  await page.goto('/calculators/baby-growth');
  await hydrated(page);
  await page.getByLabel('Your baby is a').selectOption('boy');
  await page.getByLabel('Date of birth').fill('2026-07-01');
  await page.getByLabel('Date of the measurement').fill('2026-11-01');
  await page.getByLabel('Unit', { exact: false }).first().selectOption('lb-oz');
  await page.getByRole('textbox', { name: 'Weight, pounds' }).fill('14');
  await page.getByRole('textbox', { name: 'Weight, ounces' }).fill('2');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.getByTestId('result');
  // 14 lb 2 oz = 6.407 kg at 123 days: the 21.0th percentile (the worked example in kg says the same).
  await expect(result.getByText('Weight: 21st percentile.', { exact: false })).toBeVisible();
  await expect(result.getByRole('img', { name: /WHO weight-for-age \(lb\)/ })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

for (const route of [
  '/calculators/baby-growth?sex=girl&birthDate=2026-07-10&measuredOn=2026-11-25&weight=6.4&weightUnit=kg&length=62&lengthUnit=cm&headCircumference=41&headUnit=cm',
  '/calculators/child-bmi?sex=boy&birthDate=2016-02-29&measuredOn=2026-11-25&height=140&heightUnit=cm&weight=60&weightUnit=kg',
]) {
  test(`result with charts is axe-clean in both themes: ${route.split('?')[0]}`, async ({
    page,
    problems,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T12:00:00'));
    await page.goto(route);
    await hydrated(page);
    await expect(page.getByTestId('result').locator('figure svg').first()).toBeVisible();
    await axeInBothThemes(page);
    expect(problems.errors).toEqual([]);
  });
}
