import { expect, hydrated, test } from './fixtures';

// Issue #16's reproductions, through the page: each gives a message at the field, never a blank page or a
// page error, and never a form value that disagrees with the result.
const deep = `${'['.repeat(2100)}"2026-01-01"${']'.repeat(2100)}`;
const LINKS = [
  ['cycle-length', `dates=${encodeURIComponent('[{"toString":"x"}]')}`],
  ['cycle-length', `dates=${encodeURIComponent(deep)}`],
  [
    'cycle-length',
    `dates=${encodeURIComponent(JSON.stringify(Array.from({ length: 500 }, () => '2026-01-01')))}`,
  ],
  [
    'wedding-budget',
    `totalBudget=30000&actual=${encodeURIComponent('{"Venue & Catering":{"toString":"x"}}')}`,
  ],
  [
    'wedding-budget',
    `totalBudget=30000&actual=${encodeURIComponent('{"__proto__":{"Venue & Catering":5000}}')}`,
  ],
  ['wedding-budget', 'totalBudget=1e308&guests=1e-320'],
] as const;

for (const [id, query] of LINKS) {
  test(`hostile link /calculators/${id}?${query.slice(0, 60)}… gives a message at a field`, async ({
    page,
    problems,
  }) => {
    await page.goto(`/calculators/${id}?${query}`);
    await hydrated(page);
    await expect(page.locator('[id$="__error"]:visible').first()).toBeVisible();
    await expect(page.getByTestId('island-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
}

// Issue 32: the page read `0xA5` as 165 (Number()) where `npm run calc` refuses it, and hair-growth's live form
// computed `unit=furlong` in cm (the form put its default in place of the unknown choice).
const CONTRACT_LINKS = [
  ['bmi', 'height=0xA5&heightUnit=cm&weight=60&weightUnit=kg', 'Height must be a number.'],
  ['bmi', 'height=0b10100101&heightUnit=cm&weight=60&weightUnit=kg', 'Height must be a number.'],
  ['bmi', 'height=165&heightUnit=cm&weight=0o74&weightUnit=kg', 'Weight must be a number.'],
  [
    'hair-growth',
    'unit=furlong&startDate=2026-01-01&startLength=10&currentDate=2026-04-11&currentLength=13.5',
    'Unit for lengths must be one of the options.',
  ],
] as const;

for (const [id, query, message] of CONTRACT_LINKS) {
  test(`a link the contract refuses, /calculators/${id}?${query.slice(0, 40)}…, says so at the field and shows no result`, async ({
    page,
    problems,
  }) => {
    await page.goto(`/calculators/${id}?${query}`);
    await hydrated(page);
    await expect(page.getByText(message)).toBeVisible();
    // Once the page has nothing left to load, a live form's own follow-up change would have computed.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Your results' })).toHaveCount(0);
    await expect(page.getByText(message)).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
}
