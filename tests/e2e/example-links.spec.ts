import { resolveExample } from '../../scripts/lib/result-checks';
import { hasRelativeDate, VISITOR_DAY } from '../visitor-day';
import { expect, hydrated, loadAllDefinitions, test } from './fixtures';

// Issue 24: the "Try an example" links are prerendered, but a visitor clicks them on her own day. With the browser
// clock years after the build, every example link of every calculator with dated examples computes a result on
// that day (the page script rewrote it), not an error. One dated link per calculator is followed here; every
// example's link, rewritten the same way on that day, runs through the same form in jsdom
// (tests/component/example-links.test.tsx).

const dated = (await loadAllDefinitions()).filter((def) =>
  def.examples.some((example) => Object.values(example.input).some(hasRelativeDate)),
);

test('calculators with dated examples exist (else this file tests nothing)', () => {
  expect(dated.map((def) => def.id)).toEqual(expect.arrayContaining(['due-date', 'period-tracker']));
});

for (const def of dated) {
  // The first example with a relative date: the link the page script rewrites.
  const example = def.examples.find((item) => Object.values(item.input).some(hasRelativeDate));
  test(`calculator ${def.id}: a dated example link computes on the visitor's day ${VISITOR_DAY}`, async ({
    page,
    problems,
  }) => {
    if (!example) throw new Error(`${def.id}: no dated example`);
    await page.clock.setFixedTime(new Date(`${VISITOR_DAY}T12:00:00`));
    await page.goto(`/calculators/${def.id}`);
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Try an example' });
    const link = section.getByRole('link', { name: example.title, exact: true });
    // The link carries the visitor's dates: the first relative date of the input, resolved on her day.
    const [name, value] =
      Object.entries(resolveExample(example, VISITOR_DAY).input).find(([key]) =>
        hasRelativeDate(example.input[key]),
      ) ?? [];
    if (name && typeof value === 'string') {
      await expect(link, example.title).toHaveAttribute('href', new RegExp(`${name}=${value}(&|$)`));
    }
    await link.click();
    await hydrated(page);
    const result = page.getByTestId('result');
    await expect(result.locator('h2', { hasText: 'Your results' }), example.title).toBeVisible();
    await expect(result).not.toContainText(/NaN|Infinity|Invalid Date/);
    expect(problems.errors).toEqual([]);
  });
}
