import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// No control cuts its words (issue #44): a Spanish label is a third longer than its English one, and a button that
// fits "See the FAQ" showed "er preguntas frecuent" at 1280 px; the feet and inches boxes cut "p. ej., 5" at 390 px.
// One page per width tours each page kind in both languages (the page tour checks every English route's layout).

/** Each page kind with its Spanish twin: home, a calculator with two boxes (feet and inches), help, a hub, a guide, the journal. */
const ROUTES = [
  '/',
  '/es',
  '/calculators/bmi',
  '/es/calculadoras/calculadora-imc',
  '/support',
  '/es/ayuda',
  '/categories/health-fitness',
  '/es/categorias/salud-y-ejercicio',
  '/health-guides/understanding-bmi',
  '/es/guias-de-salud/entender-el-imc',
  '/my-journal',
  '/es/mi-diario',
];
const WIDTHS = [390, 1280] as const;

/**
 * Every button, link drawn as a button, input and select whose text does not fit it, measured in the page (so it is
 * self-contained): its content wider than its box, a text of it drawn outside the box or outside an ancestor that
 * clips, or an empty input's placeholder wider than the room inside it.
 */
function clippedControls(): string[] {
  const SLACK = 1;
  // A placeholder is measured here in this machine's fallback font; a phone draws it in its own, up to a sixth wider
  // (a box that fit "p. ej., 5" by 7 px here cut it on a phone): it must fit with that much to spare.
  const FONT_MARGIN = 1.15;
  const problems: string[] = [];
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const nameOf = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent || element.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  const canvas = document.createElement('canvas').getContext('2d');
  const textWidth = (text: string, element: Element, pseudo?: string) => {
    const style = getComputedStyle(element, pseudo);
    if (!canvas) return 0;
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return canvas.measureText(text).width;
  };
  const room = (element: Element) => {
    const style = getComputedStyle(element);
    return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  };
  // Screen-reader-only text ("about BloomCalc" after "Learn more") is clipped to 1 px on purpose.
  const hiddenOnPurpose = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'absolute' && style.clip !== 'auto' && style.clip !== '') return true;
      if (style.clipPath !== 'none' && style.clipPath !== '') return true;
    }
    return false;
  };
  // The box a text is seen in: the control's own, cut by every ancestor that clips.
  const visibleBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    let { left, right } = box;
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (getComputedStyle(node).overflowX === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    return { left, right };
  };
  const controls = document.querySelectorAll(
    'button, a[role="button"], a.chakra-button, [data-scope] a[class*="button"], input:not([type="hidden"]), select',
  );
  for (const control of controls) {
    if (!shown(control) || control.closest('[aria-hidden="true"], [hidden]')) continue;
    // Screen-reader-only controls are 1 px on purpose (the skip link until focused).
    if (control.getBoundingClientRect().width <= 2) continue;
    if (control instanceof HTMLInputElement) {
      if (control.value === '' && control.placeholder) {
        const needed = textWidth(control.placeholder, control, '::placeholder') * FONT_MARGIN;
        if (needed > room(control) + SLACK)
          problems.push(
            `${nameOf(control)} placeholder "${control.placeholder}" is cut (${Math.round(needed)} px in ${Math.round(room(control))} px)`,
          );
      }
      continue;
    }
    if (control instanceof HTMLSelectElement) {
      const chosen = control.selectedOptions[0]?.text ?? '';
      const needed = textWidth(chosen, control);
      if (chosen && needed > room(control) + SLACK)
        problems.push(
          `${nameOf(control)} cuts its choice "${chosen}" (${Math.round(needed)} px in ${Math.round(room(control))} px)`,
        );
      continue;
    }
    if (control.scrollWidth > control.clientWidth + SLACK) {
      problems.push(`${nameOf(control)} is ${control.scrollWidth} px of text in ${control.clientWidth} px`);
      continue;
    }
    const seen = visibleBox(control);
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node.textContent ?? '').trim() || !node.parentElement || hiddenOnPurpose(node.parentElement))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const drawn = range.getBoundingClientRect();
      if (drawn.width === 0) continue;
      if (drawn.left < seen.left - SLACK || drawn.right > seen.right + SLACK) {
        problems.push(`${nameOf(control)} draws "${node.textContent?.trim()}" outside what shows of it`);
        break;
      }
    }
  }
  return problems;
}

async function problemsAt(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width, height: 900 });
  for (const route of ROUTES) {
    await page.goto(route);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    problems.push(
      ...(await page.evaluate(clippedControls)).map((problem) => `${route} at ${width} px: ${problem}`),
    );
  }
  return problems;
}

for (const width of WIDTHS) {
  test(`no button, link-button, input or placeholder is cut at ${width} px, in English and Spanish`, async ({
    page,
  }) => {
    // Twelve page loads in one test: the default 60 s is one calculator page's budget on a busy machine.
    test.setTimeout(180_000);
    expect(await problemsAt(page, width)).toEqual([]);
  });
}

test('the check finds a cut button and a cut placeholder', async ({ page }) => {
  await page.setContent(
    '<button style="width:60px;overflow:hidden;white-space:nowrap">Ver preguntas frecuentes</button>' +
      '<input style="width:40px;padding:0 8px" placeholder="p. ej., 5">' +
      '<button style="width:200px">Fits</button>',
  );
  const found = await page.evaluate(clippedControls);
  expect(found).toHaveLength(2);
  expect(found[0]).toContain('Ver preguntas frecuentes');
  expect(found[1]).toContain('p. ej., 5');
});
