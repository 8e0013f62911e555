import type { Page } from '@playwright/test';
import { expect, holdBack, test } from './fixtures';

// Issue 33, item 10: a box that starts with a default (education's 5 % inflation) and is cleared is a message at
// the field, never a silent 5 %, also when she clears it before the form's code has arrived (docs/adr/0003).

async function fillAndClearInflation(page: Page) {
  await page.getByRole('spinbutton', { name: /^Child’s current age/ }).fill('3');
  await page.getByRole('spinbutton', { name: /^Age when the money is needed/ }).fill('18');
  await page.getByLabel(/^Cost of the education today/).fill('100000');
  await page.getByLabel(/^Savings so far/).fill('5000');
  await page.getByLabel(/^You add per year/).fill('2400');
  const inflation = page.getByRole('spinbutton', { name: /^Education cost inflation/ });
  await expect(inflation).toHaveValue('5');
  await inflation.fill('');
}

test('a rate box cleared before the form code arrives, then Calculate: a message at the field, no result', async ({
  page,
}) => {
  const runner = await holdBack(page, /\/assets\/runner-[^/]+\.js$/);
  await page.goto('/calculators/education-savings');
  await fillAndClearInflation(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await runner.release();
  await expect(page.getByText('Education cost inflation is required.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^Education cost inflation/ })).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Your education savings plan' })).toHaveCount(0);
});

test('a rate box cleared before the form code arrives stays cleared: Calculate afterwards gives the message', async ({
  page,
}) => {
  const runner = await holdBack(page, /\/assets\/runner-[^/]+\.js$/);
  await page.goto('/calculators/education-savings');
  await fillAndClearInflation(page);
  await runner.release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Education cost inflation is required.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your education savings plan' })).toHaveCount(0);
});
