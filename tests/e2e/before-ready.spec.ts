import {
  expect,
  expectWeddingBudgetInAddress,
  holdBack,
  hydrated,
  test,
  typeWeddingBudget,
  weddingBudgetBoxes,
} from './fixtures';

// What a visitor types while the form's code is still on its way: nothing is lost, whether the whole form is still
// prerendered HTML or only one of its fields (a custom field has a chunk of its own). Chunks are held back on
// purpose here (until the visitor has done what she does meanwhile), so the order is the one a slow phone gives,
// every time, with no fixed wait.

test('amounts typed right after the form is ready count, however late the budget table code arrives', async ({
  page,
  problems,
}) => {
  // In CI this once lost the amount: the table's own chunk came after the form hydrated, and the amount typed
  // into its still-prerendered box never reached the calculation.
  const table = await holdBack(page, /\/assets\/budget-table-[^/]*\.js$/);
  await page.goto('/calculators/wedding-budget');
  // The table's code comes only once the runner has asked for it, after everything else it started.
  await expect.poll(table.count).toBeGreaterThan(0);
  await table.release();
  await hydrated(page);
  await typeWeddingBudget(page);
  expect(problems.errors).toEqual([]);
});

test('a budget typed before the form code arrives is kept, computed and put in the address', async ({
  page,
  problems,
}) => {
  const runner = await holdBack(page, /\/assets\/calculator-runner-[^/]*\.js$/);
  await page.goto('/calculators/wedding-budget', { waitUntil: 'commit' });
  const { total, venue } = weddingBudgetBoxes(page);
  await venue.waitFor({ state: 'visible' });
  await total.fill('$20,000');
  await venue.fill('1,500');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  await runner.release();
  await hydrated(page);
  await expect(page.getByTestId('result').getByText('Spent so far')).toBeVisible();
  await expect(page.getByTestId('result').getByText('$1,500.00').first()).toBeVisible();
  await expect(total).toHaveValue('$20,000');
  await expect(venue).toHaveValue('1,500');
  await expectWeddingBudgetInAddress(page);
  // Typing on after the code arrived builds on what was adopted.
  await page.getByRole('textbox', { name: 'Actual amount for Photography & Videography' }).fill('500');
  await expect(page.getByTestId('result').getByText('$2,000.00').first()).toBeVisible();
  await expect(venue).toHaveValue('1,500');
  expect(problems.errors).toEqual([]);
});

test('a period date added before the form code arrives is in the list once it does', async ({
  page,
  problems,
}) => {
  const runner = await holdBack(page, /\/assets\/calculator-runner-[^/]*\.js$/);
  await page.goto('/calculators/cycle-length', { waitUntil: 'commit' });
  const picker = page.getByLabel('Period start date');
  await picker.waitFor({ state: 'visible' });
  await picker.fill('2026-10-01');
  // A press is held from the moment the page's first script runs (it marks the form as waking); before that a
  // plain button has nothing to do.
  await page.locator('[data-island="runner"][data-waking]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add date' }).click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  await runner.release();
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'Dates added' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Dates added' })).toContainText('2026');
  expect(problems.errors).toEqual([]);
});
