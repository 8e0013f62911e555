import { readFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { axeInBothThemes, expect, holdBack, test } from './fixtures';

/**
 * The journal page (/my-journal): kept only on this device. A first visit stores nothing; what she keeps never
 * leaves the device (no request, no address carries it); Delete everything leaves no trace in any store; an export
 * imported again gives back the same journal; a file that cannot be used changes nothing and says why; every part
 * works by keyboard and passes axe in both themes.
 */

const JOURNAL = '/my-journal';
const island = (page: Page) => page.locator('[data-island="journal"]');

/** Wakes the island (it wakes on her first interaction on a first visit) and waits until it has read the device. */
async function openJournal(page: Page, path = JOURNAL) {
  await page.goto(path);
  await island(page).locator('input[type="file"]').hover();
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[data-journal-view]')).not.toHaveAttribute('data-journal-view', 'unread');
}

/** Everything the origin stores: IndexedDB databases, Web Storage keys (the theme's aside), Cache Storage. */
async function stores(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((db) => db.name),
    local: Object.keys(localStorage).filter((key) => key !== 'bloomcalc-theme'),
    session: Object.keys(sessionStorage),
    caches: await caches.keys(),
    cookies: document.cookie,
  }));
}

const NOTHING_STORED = { databases: [], local: [], session: [], caches: [], cookies: '' };

/** A date as the English page writes it ("June 1, 2026"). */
const long = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

async function addPeriod(page: Page, start: string, end?: string) {
  const form = page.getByRole('form', { name: 'Add a period' });
  await form.getByLabel('First day').fill(start);
  if (end) await form.getByLabel('Last day (optional)').fill(end);
  await form.getByRole('button', { name: 'Add a period' }).click();
  await expect(page.getByTestId('journal-status')).toHaveText(
    `The period that started ${long(start)} is kept.`,
  );
}

async function addBaby(page: Page, nickname: string, birthDate: string) {
  const form = page.getByRole('form', { name: 'Add a baby' });
  await form.getByLabel('Nickname (optional)').fill(nickname);
  await form.getByLabel('Birth date').fill(birthDate);
  await form.getByRole('button', { name: 'Add a baby' }).click();
  await expect(page.getByTestId('journal-status')).toContainText(`${nickname} is kept`);
}

async function addMeasurement(page: Page, name: string, date: string, weight: string, length: string) {
  const form = page.getByRole('form', { name: `Add a measurement of ${name}` });
  await form.getByLabel('Date').fill(date);
  await form.getByLabel(/^Weight/).fill(weight);
  await form.getByLabel(/^Length or height/).fill(length);
  await form.getByRole('button', { name: `Add a measurement of ${name}` }).click();
  await expect(page.getByTestId('journal-status')).toHaveText(`The measurement of ${long(date)} is kept.`);
}

/** Six periods, a baby and two measurements, typed on the page. */
async function fillJournal(page: Page) {
  for (const [start, end] of [
    ['2026-06-01', '2026-06-05'],
    ['2026-06-29', '2026-07-03'],
    ['2026-07-27', undefined],
    ['2026-08-24', '2026-08-28'],
    ['2026-09-21', '2026-09-25'],
    ['2026-10-19', '2026-10-23'],
  ] as const)
    await addPeriod(page, start, end);
  await addBaby(page, 'Rosie', '2026-08-10');
  await addMeasurement(page, 'Rosie', '2026-08-10', '7 lb 8 oz', '20');
  await addMeasurement(page, 'Rosie', '2026-10-12', '10 lb 2 oz', '22.5');
}

/** The file a download button makes, as text. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(file, 'utf8') };
}

/** What the page shows as kept: the summary and every table's text. */
async function shown(page: Page) {
  return {
    summary: await page.getByTestId('journal-summary').textContent(),
    periods: await page.getByTestId('journal-periods').textContent(),
    measurements: await page.getByTestId('journal-measurements').allTextContents(),
  };
}

const importFile = (page: Page, name: string, text: string | Buffer, mimeType = 'application/json') =>
  page.getByTestId('journal-import-file').setInputFiles({
    name,
    mimeType,
    buffer: typeof text === 'string' ? Buffer.from(text) : text,
  });

test('a first visit stores nothing, and the empty journal says how to start', async ({ page, problems }) => {
  await openJournal(page);
  await expect(page.getByRole('heading', { name: 'Nothing is kept on this device yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Period Tracker/ })).toBeVisible();
  await expect(page.getByText(/^To start, open one of these calculators/)).toBeVisible();
  expect(await stores(page)).toEqual(NOTHING_STORED);
  // A form sent before or without the page's code names none of its boxes: no address can carry a date.
  expect(await island(page).locator('input[name], select[name]').count()).toBe(0);
  expect(problems.errors).toEqual([]);
  expect(problems.offOrigin).toEqual([]);
});

test('what she keeps never leaves the device: no request and no address carries it', async ({
  page,
  problems,
}) => {
  const sent: { url: string; body: string }[] = [];
  const log = (request: Request) => sent.push({ url: request.url(), body: request.postData() ?? '' });
  page.on('request', log);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  await openJournal(page);
  await fillJournal(page);
  await downloaded(page, page.getByRole('button', { name: 'Export JSON' }));
  await downloaded(page, page.getByRole('button', { name: 'Export CSV (spreadsheet)' }));
  await importFile(page, 'dates.csv', 'date\n2026-05-04\n2026-05-05\n', 'text/csv');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('journal-status')).toContainText('Imported: 1 period');
  // The page is opened again: the journal is read from the device, not from an address.
  await page.reload();
  await expect(page.getByTestId('journal-summary')).toContainText('7 periods and 1 baby');
  addresses.push(page.url());
  const secrets = [
    '2026-06-01',
    '2026-10-19',
    '2026-05-04',
    '2026-08-10',
    'Rosie',
    '3.402',
    '20260601',
    '06/01/2026',
  ];
  for (const { url, body } of sent)
    for (const secret of secrets) {
      expect(decodeURIComponent(url), `request ${url}`).not.toContain(secret);
      expect(body, `body of ${url}`).not.toContain(secret);
    }
  for (const address of addresses) expect(new URL(address).search + new URL(address).hash).toBe('');
  expect(problems.offOrigin).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('Delete everything, one press and a confirmation, empties every store', async ({ page }) => {
  await openJournal(page);
  await addPeriod(page, '2026-10-19', '2026-10-23');
  await addBaby(page, 'Rosie', '2026-08-10');
  expect((await stores(page)).databases).toEqual(['bloomcalc-journal']);
  await page.getByRole('button', { name: 'Delete everything' }).click();
  // The first press only asks.
  await expect(page.getByText('Delete your whole journal from this device?')).toBeFocused();
  expect((await stores(page)).databases).toEqual(['bloomcalc-journal']);
  await page.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page.getByTestId('journal-status')).toContainText('Your journal is deleted');
  await expect(page.getByRole('heading', { name: 'Nothing is kept on this device yet' })).toBeVisible();
  expect(await stores(page)).toEqual(NOTHING_STORED);
  await page.reload();
  await island(page).hover();
  await expect(page.locator('[data-journal-view="none"]')).toBeVisible();
  expect(await stores(page)).toEqual(NOTHING_STORED);
});

test('Export, then Delete everything, then Import gives back the same journal', async ({ page }) => {
  await openJournal(page);
  await fillJournal(page);
  const before = await shown(page);
  const json = await downloaded(page, page.getByRole('button', { name: 'Export JSON' }));
  expect(json.name).toMatch(/^bloomcalc-journal-\d{4}-\d{2}-\d{2}\.json$/);
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await page.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page.locator('[data-journal-view="none"]')).toBeVisible();
  await importFile(page, json.name, json.text);
  const preview = page.getByTestId('journal-import-preview');
  await expect(preview).toContainText('a BloomCalc export (JSON)');
  await expect(preview).toContainText('adds 6 periods, 1 baby and 2 measurements');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('journal-status')).toContainText(
    'Imported: 6 periods, 1 baby and 2 measurements',
  );
  expect(await shown(page)).toEqual(before);
  const again = await downloaded(page, page.getByRole('button', { name: 'Export JSON' }));
  const journal = (text: string) => JSON.parse(text).journal;
  expect(journal(again.text)).toEqual(journal(json.text));
  // The same file once more adds nothing: every entry is already kept.
  await importFile(page, json.name, json.text);
  await expect(preview).toContainText('Everything in this file is already in your journal');
  await expect(preview.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  expect(await shown(page)).toEqual(before);
});

test('a file that cannot be used changes nothing and says why', async ({ page }) => {
  await openJournal(page);
  await addPeriod(page, '2026-10-19', '2026-10-23');
  const before = await shown(page);
  const record = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('bloomcalc-journal');
          open.onsuccess = () => {
            const get = open.result.transaction('journal').objectStore('journal').get('journal');
            get.onsuccess = () => {
              resolve(JSON.stringify(get.result));
              open.result.close();
            };
          };
        }),
    );
  const kept = await record();
  const cases: [name: string, text: string | Buffer, says: RegExp][] = [
    ['broken.json', '{"format":"bloomcalc-journal","journal":{"periods":[', /not valid JSON/],
    ['notes.txt', 'just some words\nwithout a date', /not one the journal can read/],
    ['big.json', Buffer.alloc(10 * 1024 * 1024 + 1, 32), /larger than 10 MB/],
    ['future.csv', 'date\n2099-01-05\n2099-02-02\n', /dates in the future/],
  ];
  for (const [name, text, says] of cases) {
    await importFile(page, name, text, name.endsWith('.csv') ? 'text/csv' : 'application/json');
    const problem = page.getByTestId('journal-import-problem');
    await expect(problem).toContainText(`${name} was not imported`);
    await expect(problem).toContainText(says);
    await expect(problem).toContainText('Nothing in your journal was changed.');
    await expect(problem).toBeFocused();
    await expect(page.getByTestId('journal-import-preview')).toHaveCount(0);
    expect(await shown(page)).toEqual(before);
    expect(await record()).toBe(kept);
  }
});

test('by keyboard only: add a period, fix a mistake, remove it, delete everything', async ({ page }) => {
  await openJournal(page);
  const tabTo = async (target: Locator) => {
    for (let presses = 0; presses < 120; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('not reached by Tab');
  };
  const form = page.getByRole('form', { name: 'Add a period' });
  await page.locator('body').focus();
  await tabTo(form.getByLabel('First day'));
  await page.keyboard.type('10192026');
  // Tab walks the date box's month, day and year before it leaves the box.
  await tabTo(form.getByLabel('Last day (optional)'));
  await page.keyboard.type('10152026');
  await page.keyboard.press('Enter');
  // A last day before the first: said at the box, which has the focus.
  await expect(form.getByText('The last day cannot be before the first day.')).toBeVisible();
  await expect(form.getByLabel('Last day (optional)')).toBeFocused();
  // Back from the box's year to its month, as a keyboard moves within a date box.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('10232026');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('journal-status')).toContainText(
    'The period that started October 19, 2026 is kept.',
  );
  await tabTo(page.getByRole('button', { name: 'Remove the period that started October 19, 2026' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('journal-status')).toContainText('is removed');
  await expect(page.getByRole('heading', { name: 'Periods' })).toBeFocused();
  await tabTo(page.getByRole('button', { name: 'Delete everything' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Delete your whole journal from this device?')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Yes, delete everything' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('journal-status')).toContainText('Your journal is deleted');
  expect(await stores(page)).toEqual(NOTHING_STORED);
});

test('a locked journal opens only with its passphrase, and says plainly what a forgotten one costs', async ({
  page,
}) => {
  await openJournal(page);
  await addPeriod(page, '2026-10-19', '2026-10-23');
  const lock = page.getByRole('form', { name: 'Lock with a passphrase' });
  await expect(page.getByText(/If you forget your passphrase, nobody can open your journal/)).toBeVisible();
  await lock.locator('[data-field="passphrase"]').fill('correct horse');
  await lock.getByLabel('The same passphrase again').fill('correct horse');
  await lock.getByRole('button', { name: 'Lock my journal' }).click();
  await expect(page.getByTestId('journal-status')).toContainText('Your journal is locked', {
    timeout: 20_000,
  });
  const raw = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('bloomcalc-journal');
        open.onsuccess = () => {
          const get = open.result.transaction('journal').objectStore('journal').get('journal');
          get.onsuccess = () => {
            resolve(JSON.stringify(get.result));
            open.result.close();
          };
        };
      }),
  );
  expect(raw).not.toContain('2026-10-19');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your journal is locked' })).toBeVisible();
  const open = page.getByRole('form', { name: 'Your journal is locked' });
  await open.getByLabel('Passphrase').fill('wrong horse');
  await open.getByRole('button', { name: 'Open my journal' }).click();
  await expect(open.getByText('That passphrase does not open this journal.')).toBeVisible({
    timeout: 20_000,
  });
  await open.getByLabel('Passphrase').fill('correct horse');
  await open.getByRole('button', { name: 'Open my journal' }).click();
  await expect(page.getByTestId('journal-summary')).toContainText('1 period', { timeout: 20_000 });
});

test('axe finds nothing in either theme, with a journal on screen, in English and Spanish', async ({
  page,
}) => {
  await openJournal(page);
  await fillJournal(page);
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await axeInBothThemes(page);
  await page.goto('/es/mi-diario');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi diario' })).toBeVisible();
  await expect(page.getByTestId('journal-summary')).toContainText('6 periodos y 1 bebé');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await axeInBothThemes(page);
});

test('what she types while the journal code comes and reads the device stays, and so does her focus', async ({
  page,
  problems,
}) => {
  // The island's code held until she has typed: on a slow phone, the order she gets every time.
  const code = await holdBack(page, /\/assets\/journal-[^/]*\.js$/);
  await page.goto(JOURNAL);
  const form = page.getByRole('form', { name: 'Add a baby' });
  const nickname = form.getByLabel('Nickname (optional)');
  await nickname.focus();
  await expect.poll(code.count).toBeGreaterThan(0);
  await nickname.fill('Mia');
  await form.getByLabel('Birth date').fill('2026-08-01');
  await nickname.focus();
  await code.release();
  await expect(page.locator('[data-journal-view="none"]')).toBeVisible();
  await expect(nickname).toHaveValue('Mia');
  await expect(form.getByLabel('Birth date')).toHaveValue('2026-08-01');
  await expect(nickname).toBeFocused();
  await form.getByRole('button', { name: 'Add a baby' }).click();
  await expect(page.getByTestId('journal-status')).toContainText('Mia is kept');
  expect(problems.errors).toEqual([]);
});

test('an entry refused after one that was kept leaves no "is kept" above its message', async ({
  page,
  problems,
}) => {
  await openJournal(page);
  await addPeriod(page, '2026-10-19');
  const form = page.getByRole('form', { name: 'Add a period' });
  await form.getByLabel('First day').fill('2090-01-01');
  await form.getByRole('button', { name: 'Add a period' }).click();
  await expect(form.getByLabel('First day')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('journal-status')).toBeEmpty();
  expect(problems.errors).toEqual([]);
});
