// @vitest-environment jsdom

import type { FieldTemplateProps } from '@rjsf/utils';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { languageOf } from '../../src/engine';
import { loadResultMessages } from '../../src/form/language';
import * as bmi from '../../src/generated/calculators/bmi';
import { loadCalculation, preloadResults } from '../../src/islands/calculation';
import { CalculatorRunner, preloadCustomFields } from '../../src/islands/calculator-runner';
import type { IslandHandoff } from '../../src/islands/handoff';
import { IslandRoot } from '../../src/islands/root';
import { islandSiteSystem, renderAt } from '../render-at';

afterEach(cleanup);

// The forms start in feet and inches: the page loads the two boxes with the form (src/islands/runner.tsx).
beforeAll(() => preloadCustomFields(['feet-inches']));

/** How many times RJSF drew a field (our FieldTemplate wraps every one). */
const fieldRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/form/templates', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/form/templates')>();
  return {
    ...original,
    FieldTemplate: (props: FieldTemplateProps) => {
      fieldRenders.count += 1;
      return original.FieldTemplate(props);
    },
  };
});

// What a Calculate costs between the press and the result on a slow phone's main thread (docs/adr/0003, "The result
// after Calculate"). Both cases start with the calculation, the checks, the blocks and their words loaded, as on
// the page once she has touched the form.
beforeAll(async () => {
  const language = languageOf(bmi.definition);
  preloadResults(language);
  await Promise.all([
    loadCalculation(bmi),
    loadResultMessages(language),
    import('../../src/form/checks'),
    import('../../src/results/registry'),
  ]);
  // The runner notes each one as loaded in a callback of its own load.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/**
 * Hydrates a prerendered bmi island as the browser does (no test `act`, which would run every scheduled render before
 * returning): the island's content is a Suspense boundary of the prerendered page (src/islands/root.tsx), hydrated in
 * a transition (src/islands/mount.tsx), with `typed` in its boxes and a Calculate held meanwhile. Reads the page
 * when the effects of hydration have run (the island's own, then the hydration signal's), then again a moment later.
 */
async function hydrateHeld(typed: { height: string[]; weight: string[] }) {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  window.history.replaceState(null, '', '/calculators/bmi');
  let held = true;
  const handoff: IslandHandoff = {
    takeHeldSubmit: () => {
      const was = held;
      held = false;
      return was;
    },
    onHeldSubmit: (callback) => callback(),
  };
  const island = (after?: () => void) => (
    <IslandRoot system={islandSiteSystem} after={after ? <Hydrated onDone={after} /> : null}>
      <CalculatorRunner module={bmi} handoff={handoff} />
    </IslandRoot>
  );
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = renderToString(island());
  // A height in feet and inches (the form's first unit) is two boxes of one name.
  const boxes = (name: string) => [...host.querySelectorAll<HTMLInputElement>(`form [name="${name}"]`)];
  for (const [name, values] of Object.entries(typed)) {
    const found = boxes(name);
    if (found.length !== values.length)
      throw new Error(`not ${values.length} ${name} boxes in the prerendered form`);
    found.forEach((element, index) => {
      element.value = values[index] ?? '';
    });
  }
  const read = () => ({
    result: host.querySelector('[data-testid="result-value"]')?.textContent,
    boxes: [...boxes('height'), ...boxes('weight')].map((element) => element.value),
    invalid: boxes('height')[0]?.getAttribute('aria-invalid'),
    fieldsDrawn: fieldRenders.count,
  });
  const root = await new Promise<ReturnType<typeof hydrateRoot>>((resolve) => {
    startTransition(() => {
      const hydrating = hydrateRoot(
        host,
        island(() => {
          fieldRenders.count = 0;
          resolve(hydrating);
        }),
      );
    });
  });
  const atHydration = read();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const after = read();
  root.unmount();
  host.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  return { atHydration, after };
}

it('a Calculate held while the form hydrates is drawn as the effects of hydration end, not left as idle work', async () => {
  // Its effects ran at React's idle priority, and so did the result they asked for.
  const { atHydration, after } = await hydrateHeld({ height: ['5', '5'], weight: ['132'] });
  expect(atHydration.result).toBe('22.0');
  expect(atHydration.boxes).toEqual(['5', '5', '132']);
  // RJSF has taken what she typed in with the result (a key pressed next must not find its data without it).
  expect(atHydration.fieldsDrawn).toBeGreaterThan(0);
  expect(after.boxes).toEqual(['5', '5', '132']);
});

it('a held Calculate with a number out of range shows the message with what she typed still in the box', async () => {
  const { atHydration, after } = await hydrateHeld({ height: ['2', ''], weight: ['132'] });
  for (const seen of [atHydration, after]) {
    expect(seen.result).toBeUndefined();
    expect(seen.invalid).toBe('true');
    expect(seen.boxes).toEqual(['2', '', '132']);
  }
});

function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(() => onDone(), [onDone]);
  return null;
}

it('a Calculate with nothing to wait for draws the result in the press’s own render: no busy button first', async () => {
  const user = userEvent.setup();
  renderAt(<CalculatorRunner module={bmi} />, '/calculators/bmi');
  // 5 ft 5 in and 132 lbs, in the units the form starts in: BMI 22.0.
  await user.type(screen.getByRole('textbox', { name: 'Height, feet' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Height, inches' }), '5');
  await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '132');
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Calculate' });
  const seen: string[] = [];
  const observer = new MutationObserver(() =>
    seen.push(`${button.textContent}${button.disabled ? ' (disabled)' : ''}`),
  );
  observer.observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
  await user.click(button);
  await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'));
  observer.disconnect();
  // The form was not drawn busy ("Calculating...", disabled) and then drawn again enabled.
  expect(seen).toEqual([]);
});

it('keeps the busy button while the calculation is still on its way', async () => {
  // A module object of its own, whose calculation comes only when released: the runner loads it once per module.
  let release: () => void = () => {};
  const module = {
    ...bmi,
    calculation: () => new Promise<void>((resolve) => (release = resolve)).then(() => bmi.calculation()),
  };
  const user = userEvent.setup();
  const { container } = renderAt(<CalculatorRunner module={module} />, '/calculators/bmi');
  // 5 ft 5 in and 132 lbs, in the units the form starts in: BMI 22.0.
  await user.type(screen.getByRole('textbox', { name: 'Height, feet' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Height, inches' }), '5');
  await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '132');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  const button = () => container.querySelector<HTMLButtonElement>('form button[type="submit"]');
  await waitFor(() => expect(button()?.disabled).toBe(true));
  expect(button()?.textContent).toBe('Calculating...');
  release();
  await waitFor(() => expect(screen.getByTestId('result-value').textContent).toBe('22.0'));
  await waitFor(() => expect(button()?.textContent).toBe('Calculate'));
  expect(button()?.disabled).toBe(false);
});
