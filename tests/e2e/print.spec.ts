import type { Page } from '@playwright/test';
import { catalogue, expect, hydrated, test } from './fixtures';

// A printed result (issue 48): one or two pages holding what she entered, the result and its explanation, the date
// and time it was computed, the sources and the share link written out; no navigation, examples, embed box or
// footer. Checked with the print media the browser applies and with the PDF it makes (Chromium's page.pdf()).

/** An ISO date `days` from today on this machine's clock (the page's too). */
function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An ISO date as the page writes it ("Sep 30, 2026"). */
const shortDate = (iso: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** An ISO date written out, as a Spanish page writes every date ("30 de septiembre de 2026"). */
const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Today as the print header writes it, without the time ("November 28, 2026"). */
const todayLong = (locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());

const lastPeriod = isoDaysFromToday(-60);
const birth = isoDaysFromToday(-125);

const RESULTS = [
  {
    name: 'blood pressure after birth',
    route: '/calculators/blood-pressure?systolic=150&diastolic=95&pregnant=postpartum',
    entered: ['Systolic (top number): 150 mmHg', 'Diastolic (bottom number): 95 mmHg'],
  },
  {
    name: 'baby growth',
    route: `/calculators/baby-growth?sex=boy&birthDate=${birth}&measuredOn=${isoDaysFromToday(0)}&weight=14.125&weightUnit=lb-oz&length=25&lengthUnit=in`,
    entered: ['14 lb 2 oz', '25 in', shortDate(birth)],
  },
  {
    name: 'due date',
    route: `/calculators/due-date?lastPeriodDate=${lastPeriod}`,
    entered: [`First day of your last period: ${shortDate(lastPeriod)}`],
  },
] as const;

/** The number of pages of a PDF Chromium made (each page is an object `/Type /Page`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** The printed link opens this page with every value of the address she came by (and the defaults it used). */
async function expectLinkToThisResult(page: Page) {
  const printed = new URL((await page.getByTestId('print-link').textContent()) ?? '');
  const here = new URL(page.url());
  expect(printed.origin + printed.pathname).toBe(here.origin + here.pathname);
  for (const [name, value] of here.searchParams) expect(printed.searchParams.get(name), name).toBe(value);
}

async function showResult(page: Page, route: string) {
  await page.goto(route);
  await hydrated(page);
  await expect(page.getByTestId('result').getByRole('heading', { level: 2 })).toBeVisible();
}

for (const result of RESULTS) {
  test(`${result.name}: prints on at most two pages with the date, her values, the sources and the link, and no site chrome`, async ({
    page,
    problems,
  }) => {
    await showResult(page, result.route);
    await page.emulateMedia({ media: 'print' });

    const header = page.getByTestId('print-header');
    await expect(header).toBeVisible();
    await expect(header).toContainText(todayLong());
    await expect(header).toContainText(/\d{1,2}:\d{2}/);
    const entered = page.getByTestId('print-entered');
    await expect(entered).toBeVisible();
    for (const text of result.entered) await expect(entered).toContainText(text);
    await expect(page.getByTestId('print-sources')).toBeVisible();
    await expectLinkToThisResult(page);
    // The result and its explanation print.
    await expect(page.getByTestId('result').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByTestId('explain')).toBeVisible();

    // What paper does not need.
    await expect(page.locator('header')).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Try an example' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Embed this calculator' })).toBeHidden();
    await expect(page.locator('form')).toBeHidden();
    await expect(page.getByTestId('result-actions')).toBeHidden();

    const pdf = await page.pdf({ format: 'Letter' });
    expect(pageCount(pdf), 'pages printed').toBeGreaterThan(0);
    expect(pageCount(pdf), 'pages printed').toBeLessThanOrEqual(2);
    expect(problems.errors).toEqual([]);
    expect(problems.offOrigin).toEqual([]);
  });
}

test('on screen, Print sits beside Share on the result and prints the page; the print-only parts stay hidden', async ({
  page,
  problems,
}) => {
  await showResult(page, RESULTS[0].route);
  await page.evaluate(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => {
      (window as { printed?: number }).printed = ((window as { printed?: number }).printed ?? 0) + 1;
    };
  });
  const actions = page.getByTestId('result-actions');
  await expect(actions.getByRole('button', { name: 'Share' })).toBeVisible();
  await actions.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
  await expect(page.getByTestId('print-header')).toBeHidden();
  await expect(page.getByTestId('print-entered')).toBeHidden();
  await expect(page.getByTestId('print-sources')).toBeHidden();
  await expect(page.locator('form')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('maternity keeps its own report actions: no second Share or Print', async ({ page }) => {
  await showResult(
    page,
    '/calculators/maternity-leave-pay?annualSalary=52000&leaveWeeks=12&employmentState=california&hasEmployerBenefits=no',
  );
  await expect(page.getByRole('button', { name: 'Print PDF' })).toBeVisible();
  await expect(page.getByTestId('result-actions')).toHaveCount(0);
});

test('a dark page prints in the light theme and returns to dark afterwards', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await showResult(page, RESULTS[2].route);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the Spanish printout speaks Spanish: the date and time, what she entered, the link', async ({
  page,
}) => {
  const href = catalogue('es').calculators.find((item) => item.id === 'due-date')?.href ?? '';
  await showResult(page, `${href}?lastPeriodDate=${lastPeriod}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-header')).toContainText(`Calculado el ${todayLong('es-US')}`);
  await expect(page.getByTestId('print-entered')).toContainText('Lo que ingresaste');
  // Spanish writes every date out (docs/es/style-guide.md), "30 de septiembre de 2026".
  await expect(page.getByTestId('print-entered')).toContainText(longDate(lastPeriod, 'es-US'));
  await expectLinkToThisResult(page);
  await expect(page.locator('header')).toBeHidden();
});
