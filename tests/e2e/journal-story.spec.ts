import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatDate } from '../../src/engine/intl';
import { expect, test } from './fixtures';

/**
 * The journal as a visitor uses it on her phone, offline after a first visit: she logs six periods, sees her next
 * period as a range that matches her own cycles, exports, deletes everything, imports her old Clue export and then
 * her own export; no byte of it leaves the device at any point (the context's request log, the service worker's
 * included). Dates are relative to the day the test runs, so it holds on any day.
 */
test.use({ serviceWorker: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DAY = 86_400_000;
/** The ISO date `days` from today (UTC calendar, as the page's own today in the test's time zone). */
const fromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const plus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function addPeriod(page: Page, start: string) {
  const form = page.getByRole('form', { name: 'Add a period' });
  await form.getByLabel('First day').fill(start);
  await form.getByRole('button', { name: 'Add a period' }).click();
  await expect(page.getByTestId('journal-status')).toHaveText(
    `The period that started ${formatDate(start, 'long', 'en-US')} is kept.`,
  );
}

test('six periods logged offline on a phone, the next period as her own range, export, delete, import Clue and her own export, nothing sent', async ({
  page,
  context,
  problems,
}) => {
  const requests: { url: string; body: string }[] = [];
  context.on('request', (request) => requests.push({ url: request.url(), body: request.postData() ?? '' }));
  await page.goto('/my-journal');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-island="journal"] input[type="file"]').hover();
  await expect(page.locator('[data-journal-view="none"]')).toBeVisible();

  // Her cycles: 28, 29, 27, 29 and 28 days; the last period started three weeks ago.
  const cycles = [28, 29, 27, 29, 28];
  const last = fromToday(-21);
  const starts = [last];
  for (const length of [...cycles].reverse()) starts.unshift(plus(starts[0] as string, -length));
  for (const start of starts) await addPeriod(page, start);
  await expect(page.getByTestId('journal-summary')).toContainText('6 periods');

  // The next period: her last start plus her shortest and her longest cycle.
  const expectRange = async (from: string, shortest: number, longest: number) => {
    const range = page.getByText(/^Likely to start between/);
    await expect(range).toContainText(formatDate(plus(from, shortest), 'weekday', 'en-US'));
    await expect(range).toContainText(formatDate(plus(from, longest), 'weekday', 'en-US'));
  };
  await expectRange(last, Math.min(...cycles), Math.max(...cycles));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const exported = readFileSync(await download.path(), 'utf8');

  await page.getByRole('button', { name: 'Delete everything' }).click();
  await page.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page.locator('[data-journal-view="none"]')).toBeVisible();
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);

  // Her Clue export: three older periods, one day at a time, with other entries Clue keeps.
  const clueStarts = [
    plus(starts[0] as string, -84),
    plus(starts[0] as string, -56),
    plus(starts[0] as string, -28),
  ];
  const clue = clueStarts.flatMap((start) => [
    { type: 'period', date: start, value: { option: 'heavy' } },
    { type: 'period', date: plus(start, 1), value: { option: 'medium' } },
    { type: 'pain', date: plus(start, 1), value: [{ option: 'cramps' }] },
    { type: 'period', date: plus(start, 2), value: { option: 'light' } },
  ]);
  const importFile = async (name: string, text: string) => {
    await page.getByTestId('journal-import-file').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
  };
  await importFile('measurements.json', JSON.stringify(clue));
  await expect(page.getByTestId('journal-status')).toContainText('Imported: 3 periods');
  await importFile(download.suggestedFilename(), exported);
  await expect(page.getByTestId('journal-status')).toContainText('Imported: 6 periods');
  await expect(page.getByTestId('journal-summary')).toContainText('9 periods');
  // Still her own recent cycles (the Clue periods, 28 days apart, change neither end).
  await expectRange(last, Math.min(...cycles), Math.max(...cycles));

  await context.setOffline(false);
  const secrets = [...starts, ...clueStarts, ...starts.map((iso) => iso.replaceAll('-', ''))];
  for (const { url, body } of requests)
    for (const secret of secrets) {
      expect(decodeURIComponent(url), `request ${url}`).not.toContain(secret);
      expect(body, `body of ${url}`).not.toContain(secret);
    }
  expect(new URL(page.url()).search).toBe('');
  expect(problems.offOrigin).toEqual([]);
  expect(problems.errors).toEqual([]);
});
