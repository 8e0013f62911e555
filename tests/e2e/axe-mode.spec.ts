import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, axeViolations, expect, hydrated, test } from './fixtures';

/** Each rule's outcome and how many elements it concerns (the same in both ways of running axe). */
const outcomes = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  Object.fromEntries(
    (['violations', 'passes', 'incomplete', 'inapplicable'] as const).map((kind) => [
      kind,
      results[kind].map((rule) => `${rule.id}: ${rule.nodes.length}`).sort(),
    ]),
  );

// `axeViolations` runs axe in the page itself (legacy mode, issue 28: about a third faster). Here it is held to the
// default, frame-aware run on a calculator page with a result and two planted problems: every rule has the same
// outcome for the same elements, and both problems are found.
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
  const inPage = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
  expect(outcomes(inPage)).toEqual(outcomes(framed));
  expect((await axeViolations(page)).map((violation) => violation.id).sort()).toEqual([
    'button-name',
    'color-contrast',
  ]);
});
