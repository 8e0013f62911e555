import { readFile } from 'node:fs/promises';
import { EXAMPLE_TODAY } from '../../scripts/lib/result-checks';
import { expect, hydrated, test } from './fixtures';

const LINK =
  '/calculators/maternity-leave-pay?annualSalary=52000&leaveWeeks=12&employmentState=california&hasEmployerBenefits=no';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${EXAMPLE_TODAY}T12:00:00`));
  await page.goto(LINK);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
});

test('Download Report saves maternity-leave-report.txt with the figures', async ({ page }) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('maternity-leave-report.txt');
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text).toContain('California');
  expect(text).toContain('$1,000.00');
  expect(text).toContain('$600.00');
});

test('Print PDF opens a print-styled report in a new window', async ({ page }) => {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print PDF' }).click();
  const report = await popup;
  await expect(report.locator('body')).toContainText('California');
  await expect(report.locator('body')).toContainText('$600.00');
  expect(await report.locator('link[href^="http"], script[src]').count()).toBe(0);
});

test('Share copies a summary to the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Results copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    // $52,000 a year in California (2026 rules): 90 % of $1,000 a week for 12 weeks.
    'Total pay during leave: $10,800.00',
  );
});

test('Share falls back to the legacy copy command when the Clipboard API fails', async ({ page }) => {
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const original = document.execCommand.bind(document);
    (window as unknown as { legacyCopies: number }).legacyCopies = 0;
    document.execCommand = (command: string, ...rest: unknown[]) => {
      if (command === 'copy') (window as unknown as { legacyCopies: number }).legacyCopies += 1;
      return original(command, ...(rest as [boolean, string]));
    };
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Results copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { legacyCopies: number }).legacyCopies)).toBe(1);
});

test('an ineligible visitor sees muted results with the eligibility note', async ({ page }) => {
  await page.goto(
    '/calculators/maternity-leave-pay?annualSalary=5000&leaveWeeks=12&employmentState=new%20jersey&hasEmployerBenefits=no',
  );
  await hydrated(page);
  await expect(page.getByText('Minimum annual earnings: $15,500')).toBeVisible();
  await expect(page.getByText('Benefits shown assume eligibility requirements are met')).toBeVisible();
});
