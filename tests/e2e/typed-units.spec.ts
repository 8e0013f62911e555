import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';

// Numbers stay what she typed: people fill a form left to right, the number and then the unit beside it. A unit
// chosen after a number she typed says what the number is in; it never changes the number.

const root = path.resolve(import.meta.dirname, '../..');

/** The visitor's date, as the page reads it (her local day). */
function localIso(daysAgo = 0): string {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test('BMI: 145 typed, then lbs, is 145 lbs (not 319.7), and the result is computed from it', async ({
  page,
  problems,
}) => {
  await page.goto('/calculators/bmi');
  await hydrated(page);
  // Metric is one choice away.
  await page.getByRole('combobox', { name: /^Height unit/ }).selectOption('cm');
  await page.getByRole('spinbutton', { name: /^Height/ }).fill('165');
  await page.getByRole('combobox', { name: /^Weight unit/ }).selectOption('kg');
  const weight = page.getByRole('spinbutton', { name: /^Weight/ });
  await weight.fill('145');
  await page.getByRole('combobox', { name: /^Weight unit/ }).selectOption('lbs');
  await expect(weight).toHaveValue('145');
  await page.getByRole('button', { name: 'Calculate' }).click();
  // 145 lbs at 165 cm.
  await expect(page.getByTestId('result-value')).toHaveText('24.2');
  await expect(page.getByTestId('converted-note')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('weightUnit')).toBe('lbs');
  expect(problems.errors).toEqual([]);
});

test('height 5 typed, then ft + in, is 5 ft 0 in (not 0 ft 2 in)', async ({ page, problems }) => {
  await page.goto('/calculators/bmi');
  await hydrated(page);
  await page.getByRole('combobox', { name: /^Height unit/ }).selectOption('cm');
  await page.getByRole('spinbutton', { name: /^Height/ }).fill('5');
  await page.getByRole('combobox', { name: /^Height unit/ }).selectOption('ft');
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Height, inches' })).toHaveValue('');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('130');
  await page.getByRole('button', { name: 'Calculate' }).click();
  // 5 ft 0 in, 130 lbs.
  await expect(page.getByTestId('result-value')).toHaveText('25.4');
  expect(problems.errors).toEqual([]);
});

test('baby growth: 18 typed, then lb + oz, is 18 lb 0 oz (not 39 lb 10.9 oz)', async ({ page, problems }) => {
  await page.goto('/calculators/baby-growth');
  await hydrated(page);
  const unit = page.locator('select[name="weightUnit"]');
  await unit.selectOption('kg');
  await page.locator('input[name="weight"]').fill('18');
  await unit.selectOption('lb-oz');
  await expect(page.getByRole('textbox', { name: /^Weight, pounds/ })).toHaveValue('18');
  await expect(page.getByRole('textbox', { name: /^Weight, ounces/ })).toHaveValue('');
  expect(problems.errors).toEqual([]);
});

test('water intake: 150 typed, then lbs, is 150 lbs (not 330.7), and the result is for 150 lbs', async ({
  page,
  problems,
}) => {
  await page.goto('/calculators/water-intake');
  await hydrated(page);
  const unit = page.locator('select[name="weightUnit"]');
  await unit.selectOption('kg');
  const weight = page.locator('input[name="weight"]');
  await weight.fill('150');
  await unit.selectOption('lbs');
  await expect(weight).toHaveValue('150');
  await page.locator('select[name="activityLevel"]').selectOption('sedentary');
  await page.locator('select[name="climate"]').selectOption('moderate');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  // 150 lbs is 68.0 kg (150 kg would be 330.7 lbs).
  await expect(page.getByTestId('explain')).toContainText('× 68.0 kg');
  expect(problems.errors).toEqual([]);
});

test('every form starts in US units, in both editions, with metric one choice away', async ({ page }) => {
  for (const route of ['/calculators/bmi', '/es/calculadoras/calculadora-imc']) {
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator('select[name="heightUnit"]'), route).toHaveValue('ft');
    await expect(page.locator('select[name="weightUnit"]'), route).toHaveValue('lbs');
    await expect(page.locator('select[name="weightUnit"] option[value="kg"]'), route).toHaveCount(1);
  }
  // The example in the box is in the unit beside it (60 lbs would be under the limit).
  await expect(page.locator('input[name="weight"]')).toHaveAttribute('placeholder', 'ej. 132');
  for (const [route, name, unit] of [
    ['/calculators/baby-growth', 'weightUnit', 'lb-oz'],
    ['/calculators/baby-growth', 'lengthUnit', 'in'],
    ['/calculators/waist-to-hip-ratio', 'unit', 'in'],
    ['/calculators/water-intake', 'weightUnit', 'lbs'],
  ] as const) {
    await page.goto(route);
    await expect(page.locator(`select[name="${name}"]`), route).toHaveValue(unit);
  }
});

test('a share link without units keeps its meaning (cm, kg), and a unit chosen for its number converts it and says so', async ({
  page,
  problems,
}) => {
  await page.goto('/calculators/bmi?height=165&weight=60');
  await hydrated(page);
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  await expect(page.locator('select[name="heightUnit"]')).toHaveValue('cm');
  await expect(page.locator('select[name="weightUnit"]')).toHaveValue('kg');
  // The page's number, not hers: converted, and the field says from what.
  await page.getByRole('combobox', { name: /^Weight unit/ }).selectOption('lbs');
  await expect(page.getByRole('spinbutton', { name: /^Weight/ })).toHaveValue('132.3');
  await expect(page.getByTestId('converted-note')).toHaveText('Converted from 60 kg to the unit you chose.');
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  // Once she types it, the number is hers: the note goes, and another unit keeps it.
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('130');
  await expect(page.getByTestId('converted-note')).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Weight unit/ }).selectOption('kg');
  await expect(page.getByRole('spinbutton', { name: /^Weight/ })).toHaveValue('130');
  expect(problems.errors).toEqual([]);
});

test('feet and inches typed before the code is ready are sent as two boxes and computed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/calculators/bmi');
  await plain.getByRole('textbox', { name: 'Height, feet' }).fill('5');
  await plain.getByRole('textbox', { name: 'Height, inches' }).fill('6');
  await plain.getByRole('spinbutton', { name: /^Weight/ }).fill('130');
  await plain.getByRole('button', { name: 'Calculate' }).click();
  await expect(plain).toHaveURL(/\?height=5&height=6&heightUnit=ft&weight=130&weightUnit=lbs/);
  const link = plain.url();
  await context.close();
  const page = await browser.newPage();
  await page.goto(link);
  await hydrated(page);
  // 5 ft 6 in, 130 lbs.
  await expect(page.getByTestId('result-value')).toHaveText('21.0');
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Height, inches' })).toHaveValue('6');
  await page.close();
});

test("an example link as the page's HTML holds it (today-138d) computes on the visitor's day and shows the real date", async ({
  page,
  problems,
}) => {
  const html = readFileSync(path.join(root, 'dist', 'calculators', 'baby-growth', 'index.html'), 'utf8');
  const href = [...html.matchAll(/<a [^>]*href="(\/calculators\/baby-growth\?[^"]*)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    .find((candidate) => candidate.includes('birthDate=today-'));
  expect(href, 'an example link written relative to the day').toBeDefined();
  const days = Number(/birthDate=today-(\d+)d/.exec(href ?? '')?.[1]);
  await page.goto(href ?? '');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(page.getByText(/must be a real date/)).toHaveCount(0);
  await expect(page.locator('input[name="birthDate"]')).toHaveValue(localIso(days));
  await expect(page.locator('input[name="measuredOn"]')).toHaveValue(localIso());
  // The address says the real dates, so a link copied from it keeps them.
  await expect.poll(() => new URL(page.url()).searchParams.get('birthDate')).toBe(localIso(days));
  expect(problems.errors).toEqual([]);
});
