import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import { AXE_TAGS, axeInPage, axeViolations, expect, hydrated, test } from './fixtures';

/** Each rule's outcome and how many elements it concerns (the same in both ways of running axe). */
const outcomes = (results: AxeResults) =>
  Object.fromEntries(
    (['violations', 'passes', 'incomplete', 'inapplicable'] as const).map((kind) => [
      kind,
      results[kind].map((rule) => `${rule.id}: ${rule.nodes.length}`).sort(),
    ]),
  );

// `axeViolations` runs axe in the page itself, put there once per document (issue 28: in less than half the time of
// AxeBuilder's default). Here it is held to the default, frame-aware run on a calculator page with a result and two
// planted problems: every rule has the same outcome for the same elements, a second run on the same page too, and
// the violations (each with every element: `violationsOnly`) are the default's.
test('axe run in the page finds what the frame-aware run finds', async ({ page }) => {
  await page.goto('/calculators/bmi?height=165&weight=60&heightUnit=cm&weightUnit=kg');
  await hydrated(page);
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const faint = document.createElement('p');
    faint.textContent = 'Faint words';
    faint.style.color = '#eee';
    main?.append(faint, document.createElement('button'));
  });
  const framed = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(outcomes(await axeInPage(page))).toEqual(outcomes(framed));
  expect(outcomes(await axeInPage(page))).toEqual(outcomes(framed));
  const violations = await axeViolations(page);
  expect(violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'color-contrast']);
  expect(violations).toEqual(
    framed.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    })),
  );
});
