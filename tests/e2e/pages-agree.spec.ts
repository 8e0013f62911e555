/**
 * A result page agrees with itself as drawn: the row of a table marked as hers is not coloured as a
 * warning it is not, and a table wider than a phone says it scrolls where she starts reading it, with its caption
 * in view.
 */
import { EXAMPLE_TODAY } from '../../scripts/lib/result-checks';
import { axeInThisTheme, expect, hydrated, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${EXAMPLE_TODAY}T12:00:00`));
});

/** Saturation (0–1) of a CSS colour as the browser computes it ("rgb(…)" or "rgba(…)"). */
function saturation(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((value) => value / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return 0;
  return (max - min) / (1 - Math.abs(2 * lightness - 1));
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`a Normal blood-pressure row is marked in a neutral colour, not a warning one (${theme}, ${width} px)`, async ({
      page,
      problems,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/calculators/blood-pressure?systolic=115&diastolic=75');
      await hydrated(page);
      const table = page.getByRole('table', { name: /Blood pressure categories for adults/ });
      const marked = table.locator('tr[aria-current="true"]');
      await expect(marked).toHaveCount(1);
      await expect(marked.locator('td').first()).toHaveText('Normal');
      const [markedColor, otherColor] = await Promise.all([
        marked.evaluate((row) => getComputedStyle(row).backgroundColor),
        table
          .locator('tbody tr:not([aria-current])')
          .first()
          .evaluate((row) => getComputedStyle(row).backgroundColor),
      ]);
      // Neutral (a grey), and still told apart from the other rows.
      expect(saturation(markedColor), markedColor).toBeLessThan(0.15);
      expect(markedColor).not.toBe(otherColor);
      // Its words stay readable on the grey (colour contrast among the rest).
      await axeInThisTheme(page);
      expect(problems.errors).toEqual([]);
    });
  }
}

test.describe('the wedding budget table on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`says it scrolls before she reads it, shows more to the side, and keeps its caption in view (${theme})`, async ({
      page,
      problems,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/calculators/wedding-budget?totalBudget=30000&guests=100');
      await hydrated(page);
      const frame = page.getByRole('region', { name: 'Budget by category' });
      await expect(frame).toBeVisible();
      const hint = page.getByText('Scroll sideways to see every column');
      await expect(hint).toBeVisible();
      const [hintBox, frameBox] = [await hint.boundingBox(), await frame.boundingBox()];
      // The hint stands above the table, where a visitor starts reading it, not under its last row.
      expect(hintBox && frameBox && hintBox.y + hintBox.height <= frameBox.y + 1).toBe(true);

      // A shadow at the edge with more columns beyond it: at the right before scrolling, at the left at the end.
      const edges = () =>
        frame.evaluate((element) => {
          const wrapper = element.parentElement as HTMLElement;
          return {
            start: getComputedStyle(wrapper, '::before').opacity,
            end: getComputedStyle(wrapper, '::after').opacity,
          };
        });
      await expect.poll(edges).toEqual({ start: '0', end: '1' });
      await frame.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      await expect.poll(edges).toEqual({ start: '1', end: '0' });

      // The caption is read whole without scrolling: inside the window, not inside the scrolling frame.
      const caption = page.getByText(/^Planned amount from each category/);
      await expect(caption).toBeVisible();
      const captionBox = await caption.boundingBox();
      expect(captionBox && captionBox.x >= 0 && captionBox.x + captionBox.width <= 390).toBe(true);
      expect(await caption.evaluate((element) => element.closest('[role="region"]') === null)).toBe(true);
      await axeInThisTheme(page);
      expect(problems.errors).toEqual([]);
    });
  }
});
