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
