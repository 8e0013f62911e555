import { EXAMPLE_TODAY, workedExamples } from '../../scripts/lib/result-checks';
import { toQuery } from '../../src/engine';
import { axeViolations, expect, hydrated, loadAllDefinitions, test } from './fixtures';

const DEFAULT_TODAY = EXAMPLE_TODAY;

/** Every definition, loaded the way the generator loads them (so a new folder is tested with no other change). */
const definitions = await loadAllDefinitions();

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

test.describe('in a browser whose language writes decimals with a comma', () => {
  test.use({ locale: 'de-DE' });
  test('a decimal typed into a number field stays in the field and computes', async ({ page, problems }) => {
    await page.goto('/calculators/bmi');
    await hydrated(page);
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
  await quick.getByRole('spinbutton', { name: 'Height' }).fill('160');
  await quick.getByRole('spinbutton', { name: 'Weight' }).fill('64');
  await expect(page.getByTestId('quick-bmi')).toHaveText('BMI 25.0 · Overweight');
});

// Every calculator: each worked example's share link computes its result on the page (with the browser's clock
// set to the example's "today"); a non-numeric value in a link gets a message at the field.
for (const def of definitions) {
  test(`calculator ${def.id}: worked examples compute on the page, bad input gets a message`, async ({
    page,
    problems,
  }) => {
    for (const example of workedExamples(def)) {
      await page.clock.setFixedTime(new Date(`${example.today ?? DEFAULT_TODAY}T12:00:00`));
      await page.goto(`/calculators/${def.id}?${toQuery(def, example.input)}`);
      await hydrated(page);
      const result = page.getByTestId('result');
      await expect(result.locator('h2', { hasText: 'Your results' }), example.title).toBeVisible();
      await expect(result).not.toContainText(/NaN|Infinity|Invalid Date/);
    }
    const input = workedExamples(def)[0]?.input ?? {};
    const numeric = Object.keys(input).find((name) =>
      ['number', 'quantity'].includes(def.fields[name]?.type ?? ''),
    );
    if (numeric) {
      await page.goto(`/calculators/${def.id}?${toQuery(def, { ...input, [numeric]: 'abc' })}`);
      await hydrated(page);
      await expect(page.getByText(`${def.fields[numeric]?.label} must be a number.`).first()).toBeVisible();
      await expect(page.getByTestId('result').locator('h2', { hasText: 'Your results' })).toHaveCount(0);
    }
    expect(problems.errors).toEqual([]);
    expect(problems.offOrigin).toEqual([]);
  });
}
