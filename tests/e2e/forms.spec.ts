import { chooseMetric, expect, hydrated, test, typeWeddingBudget } from './fixtures';

// What a visitor notices about the form itself: where focus goes, what scrolls into view, whether focus shows,
// how imperial heights and money are typed, and that live calculators keep their inputs in the address.

test('after a failed Calculate, focus is on the first field with a problem and the errors are announced', async ({
  page,
  problems,
}) => {
  await page.goto('/calculators/bmi');
  await hydrated(page);
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('132');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Height is required.')).toBeVisible();
  await expect(page.locator('#bmi_height')).toBeFocused();
  await expect(page.getByTestId('form-problems')).toHaveText('One answer needs your attention: Height.');
  await expect(page.getByTestId('form-problems')).toHaveAttribute('role', 'alert');
  expect(problems.errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the result headline is fully in view after Calculate', async ({ page, problems }) => {
    await page.goto('/calculators/bmi');
    await hydrated(page);
    await chooseMetric(page);
    await page.getByRole('spinbutton', { name: /^Height/ }).fill('165');
    await page.getByRole('spinbutton', { name: /^Weight/ }).fill('60');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const value = page.getByTestId('result-value');
    await expect(value).toHaveText('22.0');
    const heading = page.getByTestId('result').getByRole('heading', { name: 'Your results' });
    // Not hidden under the sticky header, not cut at the bottom edge: the heading and the value both fit.
    const header = await page.locator('header').first().boundingBox();
    for (const box of [await heading.boundingBox(), await value.boundingBox()]) {
      expect(box).not.toBeNull();
      if (!box || !header) continue;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    expect(problems.errors).toEqual([]);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a focused input shows a ring at least 2 px wide (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/calculators/bmi');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const height = page.getByRole('textbox', { name: 'Height, feet' });
    await height.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(height).toBeFocused();
    const ring = await height.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });
}

test('height in feet and inches: 5 ft 6 in is 5.5 ft, and a link in decimal feet keeps its meaning', async ({
  page,
  problems,
}) => {
  await page.goto('/calculators/bmi');
  await hydrated(page);
  await page.getByRole('combobox', { name: /^Height unit/ }).selectOption('ft');
  await page.getByRole('combobox', { name: /^Weight unit/ }).selectOption('lbs');
  await page.getByRole('textbox', { name: 'Height, feet' }).fill('5');
  await page.getByRole('textbox', { name: 'Height, inches' }).fill('6');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('150');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('24.2');
  expect(new URL(page.url()).searchParams.get('height')).toBe(`5'6"`);

  await page.goto('/calculators/bmi?height=5.5&heightUnit=ft&weight=150&weightUnit=lbs');
  await hydrated(page);
  await expect(page.getByTestId('result-value')).toHaveText('24.2');
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Height, inches' })).toHaveValue('6');

  await page.getByRole('textbox', { name: 'Height, inches' }).fill('13');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Height: inches must be under 12.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toBeFocused();
  expect(problems.errors).toEqual([]);
});

test('the form starts in feet and inches: the two boxes are in the page as it is served, and work from the start', async ({
  browser,
}) => {
  // No script at all: the served HTML holds the two boxes, each named as the contract names the height.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/calculators/bmi');
  await expect(page.locator('select[name="heightUnit"]')).toHaveValue('ft');
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toHaveAttribute('name', 'height');
  await expect(page.getByRole('textbox', { name: 'Height, inches' })).toHaveAttribute('name', 'height');
  await context.close();
});

test('the same height units on every calculator that asks for height in its own unit field', async ({
  page,
}) => {
  for (const id of ['bmi', 'bmr', 'tdee', 'calorie', 'body-fat', 'ideal-weight', 'pregnancy-weight-gain']) {
    await page.goto(`/calculators/${id}`);
    const options = await page.locator(`select[name="heightUnit"] option`).allTextContents();
    expect(options, id).toEqual(['cm', 'ft + in', 'm', 'in']);
  }
});

test('live calculators keep their inputs in the address: a reload keeps the values', async ({
  page,
  problems,
}) => {
  await page.goto('/calculators/wedding-budget');
  await hydrated(page);
  // Both values are in the address before the reload (the amount is written after the total).
  await typeWeddingBudget(page);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: /^Total budget/ })).toHaveValue('$20,000');
  await expect(page.getByRole('textbox', { name: 'Actual amount for Venue & Catering' })).toHaveValue('1500');
  await expect(page.getByText('$8,000.00').first()).toBeVisible();

  await page.goto('/calculators/hair-growth');
  await hydrated(page);
  await page.getByLabel(/^Start date/).fill('2026-01-01');
  await page.getByLabel(/^Date of your latest/).fill('2026-04-11');
  await page.getByRole('spinbutton', { name: /^Length at start/ }).fill('10');
  await page.getByRole('spinbutton', { name: /^Length now/ }).fill('13.5');
  await expect(page).toHaveURL(/currentLength=13\.5/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('spinbutton', { name: /^Length now/ })).toHaveValue('13.5');
  await expect(page.getByTestId('result').getByRole('heading', { name: 'Your results' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});
