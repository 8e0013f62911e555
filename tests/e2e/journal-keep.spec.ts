import type { Page, Request } from '@playwright/test';
import { deriveKey, seal } from '../../src/journal/lock';
import { axeInBothThemes, expect, hydrated, test } from './fixtures';

// Issue #47, the calculators' part of the private journal: nothing is kept until she presses "Keep on this device";
// then the calculators fill in from her journal and say so, a share link or what she typed wins, nothing of it ever
// leaves the page (no request, no address), and an embed neither keeps nor fills in.

const TODAY = new Date('2026-11-28T12:00:00');
const JOURNAL_PAGES = [
  '/calculators/period-tracker',
  '/calculators/cycle-length',
  '/calculators/ovulation',
  '/calculators/safe-days',
  '/calculators/pregnancy-test-timing',
  '/calculators/due-date',
  '/calculators/baby-growth',
  '/es/calculadoras/calendario-menstrual',
  '/es/calculadoras/percentiles-crecimiento-bebe',
];

/** What the page keeps in its browser's storage: IndexedDB's databases, localStorage's and sessionStorage's keys. */
const stored = (page: Page) =>
  page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((db) => db.name),
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));

/** Every request of the page, with its body: what would leave the device. */
function networkLog(page: Page): string[] {
  const log: string[] = [];
  page.on('request', (request: Request) =>
    log.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`),
  );
  return log;
}

/** Logs period starts through the cycle length calculator's Keep (its date list), on a page of its own. */
async function keepStarts(page: Page, starts: string[]) {
  await page.goto('/calculators/cycle-length');
  await hydrated(page);
  for (const start of starts) {
    await page.getByLabel('Period start date', { exact: true }).fill(start);
    await page.getByRole('button', { name: 'Add date' }).click();
  }
  await page.getByRole('button', { name: 'Calculate' }).click();
  await page.getByRole('button', { name: 'Keep on this device' }).click();
  await expect(page.getByText(`Kept on this device: ${starts.length} period starts.`)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

test('a first visit to each page that can keep stores nothing, a result on screen neither: Keep is offered', async ({
  page,
  problems,
}) => {
  for (const route of JOURNAL_PAGES) {
    await page.goto(route);
    await hydrated(page);
    // An example's link computes a result, as a share link does.
    await page.locator('a[href*="?"]').filter({ hasText: /./ }).first().click();
    await hydrated(page);
    await expect(page.getByTestId('result').getByRole('heading').first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Keep on this device|Guardar en este dispositivo/ }),
    ).toBeVisible();
    await expect(page.getByTestId('journal-filled')).toHaveCount(0);
    expect(await stored(page), route).toEqual({ databases: [], local: [], session: [] });
  }
  expect(problems.errors).toEqual([]);
});

test('Keep, then a new visit fills in the form and says so; the calendar shows the logged period beside the predicted', async ({
  page,
  problems,
}) => {
  await page.goto('/calculators/period-tracker');
  await hydrated(page);
  await page.getByLabel('First day of your last period').fill('2026-11-10');
  await page.getByLabel('Cycle length').fill('28');
  await page.getByLabel('Period length').fill('5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const keep = page.getByTestId('keep-on-device');
  await expect(keep).toContainText('Adds this period start to your journal');
  await keep.getByRole('button', { name: 'Keep on this device' }).click();
  await expect(keep.getByRole('status')).toHaveText(
    'Kept on this device: one period start. See, export or delete it in your journal',
  );
  await expect(keep.getByRole('link', { name: 'See, export or delete it in your journal' })).toHaveAttribute(
    'href',
    '/my-journal',
  );
  expect((await stored(page)).databases).toEqual(['bloomcalc-journal']);

  await page.goto('/calculators/period-tracker');
  await hydrated(page);
  const notice = page.getByTestId('journal-filled');
  await expect(notice).toContainText('Filled in from your journal on this device:');
  await expect(notice).toContainText('the first day of your last logged period, November 10, 2026');
  await expect(page.getByLabel('First day of your last period')).toHaveValue('2026-11-10');
  // The address says nothing of it: share links stay hers to make.
  expect(new URL(page.url()).search).toBe('');
  await page.getByLabel('Cycle length').fill('28');
  await page.getByLabel('Period length').fill('5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const calendar = page.getByTestId('result').getByRole('grid').first();
  await expect(calendar.locator('[data-status="logged"]')).toHaveCount(1);
  await expect(
    calendar.getByRole('gridcell', { name: 'Tuesday, November 10, 2026: period you logged' }),
  ).toBeVisible();
  await expect(
    page.getByText('Period you logged in your journal: droplet, thick border, dark fill'),
  ).toBeVisible();
  // Pressed again with the same start: nothing new.
  await page.getByRole('button', { name: 'Keep on this device' }).click();
  await expect(page.getByText('Already in your journal on this device: nothing new to keep.')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('three logged cycles: the period tracker, ovulation and safe days fill in her own cycles and say so', async ({
  page,
  problems,
}) => {
  await keepStarts(page, ['2026-07-06', '2026-08-05', '2026-09-02', '2026-10-03', '2026-11-01']);
  await page.goto('/calculators/period-tracker');
  await hydrated(page);
  const notice = page.getByTestId('journal-filled');
  // Cycles of 30, 28, 31 and 29 days: 29.5, in whole days 30.
  await expect(notice).toContainText('your own average cycle, 30 days, from the 4 cycles you logged');
  await expect(page.getByLabel('Cycle length')).toHaveValue('30');
  await page.goto('/calculators/safe-days');
  await hydrated(page);
  await expect(page.getByTestId('journal-filled')).toContainText(
    'your shortest and longest logged cycles, 28 and 31 days, from 4 cycles',
  );
  await expect(page.getByLabel('Shortest cycle')).toHaveValue('28');
  await expect(page.getByLabel('Longest cycle')).toHaveValue('31');
  await page.goto('/calculators/cycle-length');
  await hydrated(page);
  await expect(page.getByTestId('journal-filled')).toContainText('the 5 period starts you logged');
  expect(problems.errors).toEqual([]);
});

test('a share link beats the journal, and so does what she typed', async ({ page, problems }) => {
  await keepStarts(page, ['2026-09-02', '2026-10-03', '2026-11-01']);
  await page.goto('/calculators/due-date?lastPeriodDate=2026-06-01&cycleLength=28');
  await hydrated(page);
  await expect(page.getByTestId('result').getByRole('heading').first()).toBeVisible();
  await expect(page.getByLabel('First day of your last period')).toHaveValue('2026-06-01');
  await expect(page.getByTestId('journal-filled')).toHaveCount(0);

  // Typed before the journal was read (held back): her date stays.
  await page.route(/\/assets\/at-form-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/calculators/pregnancy-test-timing');
  await hydrated(page);
  await page.getByLabel('First day of your last period').fill('2026-11-05');
  await expect(page.getByTestId('journal-filled')).toHaveCount(0);
  await page.waitForTimeout(1200);
  await expect(page.getByLabel('First day of your last period')).toHaveValue('2026-11-05');
  // The journal had nothing left to fill in: no notice claims it did.
  await expect(page.getByTestId('journal-filled')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('nothing of the journal leaves the page: no request, no address carries it', async ({
  page,
  problems,
}) => {
  const log = networkLog(page);
  const starts = ['2026-08-04', '2026-09-03', '2026-10-02', '2026-10-31'];
  await keepStarts(page, starts);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  const kept = log.length;
  for (const route of [
    '/calculators/period-tracker',
    '/calculators/ovulation',
    '/es/calculadoras/calendario-menstrual',
  ]) {
    await page.goto(route);
    await hydrated(page);
    await expect(page.getByTestId('journal-filled')).toBeVisible();
    addresses.push(page.url());
  }
  // Every request after the dates were typed (the page's own files), and every address since: no logged date.
  const after = log.slice(kept);
  expect(after.length).toBeGreaterThan(0);
  for (const line of [...after, ...addresses])
    for (const start of starts) expect(line, line).not.toContain(start);
  // What the cycle length page sent while she typed and kept: its files, nothing with a date in it.
  for (const line of log.slice(0, kept)) expect(line).not.toMatch(/POST|2026-\d\d-\d\d/);
  expect(problems.offOrigin).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('an embed offers no Keep and fills in nothing, even with a journal on the device', async ({
  page,
  problems,
}) => {
  await keepStarts(page, ['2026-09-02', '2026-10-03', '2026-11-01']);
  await page.goto('/embed/period-tracker?lastPeriodDate=2026-11-01&cycleLength=28&periodLength=5');
  await hydrated(page);
  await expect(page.getByTestId('result').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep on this device' })).toHaveCount(0);
  await page.goto('/embed/period-tracker');
  await hydrated(page);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('journal-filled')).toHaveCount(0);
  await expect(page.getByLabel('First day of your last period')).toHaveValue('');
  expect(problems.errors).toEqual([]);
});

test('baby growth keeps a measurement and offers her babies back; Spanish says it in Spanish', async ({
  page,
  problems,
}) => {
  const measure = async (sex: string, birth: string, weight: string) => {
    await page.goto('/calculators/baby-growth');
    await hydrated(page);
    await page.getByLabel('Your baby is a').selectOption(sex);
    await page.getByLabel('Date of birth').fill(birth);
    await page.getByLabel('Date of the measurement').fill('2026-11-20');
    await page.getByLabel('Unit', { exact: false }).first().selectOption('kg');
    await page.getByRole('spinbutton', { name: 'Weight' }).fill(weight);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('button', { name: 'Keep on this device' }).click();
    await expect(page.getByText('Kept on this device: this measurement of your baby.')).toBeVisible();
  };
  await measure('boy', '2025-03-15', '11');
  await measure('girl', '2026-07-01', '6.2');
  await page.goto('/calculators/baby-growth');
  await hydrated(page);
  const notice = page.getByTestId('journal-filled');
  await expect(notice).toContainText('the sex, birth date and weeks at birth of your baby born July 1, 2026');
  await expect(page.getByLabel('Your baby is a')).toHaveValue('girl');
  await expect(page.getByLabel('Date of birth')).toHaveValue('2026-07-01');
  await notice.getByRole('button', { name: 'your baby born March 15, 2025' }).click();
  await expect(page.getByLabel('Your baby is a')).toHaveValue('boy');
  await expect(page.getByLabel('Date of birth')).toHaveValue('2025-03-15');

  await page.goto('/es/calculadoras/percentiles-crecimiento-bebe');
  await hydrated(page);
  await expect(page.getByTestId('journal-filled')).toContainText(
    'Completado con tu diario de este dispositivo:',
  );
  expect(problems.errors).toEqual([]);
});

test('a locked journal asks its passphrase, with the warning, before it fills in or keeps', async ({
  page,
  problems,
}) => {
  const passphrase = 'lilac river 42';
  const held = await deriveKey(passphrase);
  const sealed = await seal({ periods: [{ start: '2026-11-02' }], babies: [] }, held);
  await page.goto('/calculators/ovulation');
  await hydrated(page);
  // The journal as the store keeps it locked (src/journal/store.ts), written as another visit's lock would leave it.
  await page.evaluate(
    async ({ kdf, cipher, data }) => {
      const bytes = (list: number[]) => new Uint8Array(list);
      const record = {
        format: 'bloomcalc-journal',
        version: 1,
        locked: true,
        kdf: { ...kdf, salt: bytes(kdf.salt) },
        cipher: { ...cipher, iv: bytes(cipher.iv) },
        data: bytes(data),
      };
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bloomcalc-journal');
        open.onupgradeneeded = () => open.result.createObjectStore('journal');
        open.onsuccess = () => {
          const put = open.result
            .transaction('journal', 'readwrite')
            .objectStore('journal')
            .put(record, 'journal');
          put.onsuccess = () => {
            open.result.close();
            resolve();
          };
          put.onerror = () => reject(put.error);
        };
      });
    },
    {
      kdf: { ...sealed.kdf, salt: [...sealed.kdf.salt] },
      cipher: { ...sealed.cipher, iv: [...sealed.cipher.iv] },
      data: [...sealed.data],
    },
  );
  await page.goto('/calculators/ovulation');
  await hydrated(page);
  const unlock = page.getByTestId('journal-unlock-fill');
  await expect(unlock).toContainText('Your journal on this device is locked');
  await expect(unlock).toContainText(
    'If you forget your passphrase, what your journal holds cannot be recovered',
  );
  await expect(page.getByLabel('First day of your last period')).toHaveValue('');
  await unlock.getByLabel('Passphrase of your journal').fill('wrong one');
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock.getByText('That passphrase does not open your journal.')).toBeVisible();
  await unlock.getByLabel('Passphrase of your journal').fill(passphrase);
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByTestId('journal-filled')).toContainText('November 2, 2026');
  await expect(page.getByLabel('First day of your last period')).toHaveValue('2026-11-02');

  // Keep on a page that has not been given the passphrase: asked first, then kept.
  await page.goto('/calculators/due-date?lastPeriodDate=2026-11-12&cycleLength=28');
  await hydrated(page);
  await page.getByRole('button', { name: 'Keep on this device' }).click();
  const again = page.getByTestId('journal-unlock-keep');
  await expect(again).toContainText('enter its passphrase to keep this in it');
  await again.getByLabel('Passphrase of your journal').fill(passphrase);
  await again.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Kept on this device: one period start.')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('the control and the notice are axe-clean in both themes', async ({ page, problems }) => {
  await keepStarts(page, ['2026-09-02', '2026-10-03', '2026-11-01', '2026-11-28']);
  await page.goto('/calculators/period-tracker');
  await hydrated(page);
  await expect(page.getByTestId('journal-filled')).toBeVisible();
  await page.getByLabel('Period length').fill('5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('keep-on-device')).toBeVisible();
  await axeInBothThemes(page);
  expect(problems.errors).toEqual([]);
});
