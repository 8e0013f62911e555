import { EXAMPLE_TODAY, workedExamples } from '../../scripts/lib/result-checks';
import { toQuery } from '../../src/engine';
import { expect, hydrated, loadAllDefinitions, test } from './fixtures';

const definitions = await loadAllDefinitions();

test('after using every calculator, nothing but the theme choice is stored and no request left the origin', async ({
  page,
  context,
  problems,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  for (const def of definitions) {
    const example = workedExamples(def)[0];
    if (!example) continue;
    await page.clock.setFixedTime(new Date(`${example.today ?? EXAMPLE_TODAY}T12:00:00`));
    await page.goto(`/calculators/${def.id}?${toQuery(def, example.input)}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Your results' }), def.id).toBeVisible();
    // Type into the first text-like field too, so typed input is covered, not only links.
    const field = page.locator('form input[type="number"]').first();
    if (await field.count()) await field.fill('1');
  }
  const storage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((db) => db.name),
    cookie: document.cookie,
  }));
  expect(storage).toEqual({ local: ['bloomcalc-theme'], session: [], databases: [], cookie: '' });
  expect(await context.cookies()).toEqual([]);
  expect(problems.offOrigin).toEqual([]);
  expect(problems.errors).toEqual([]);
});
