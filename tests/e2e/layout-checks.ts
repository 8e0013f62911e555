import type { Page } from '@playwright/test';

/**
 * What a person sees that structure checks miss, measured in the browser (run with `page.evaluate`, so this
 * function is self-contained). Returns one sentence per problem:
 * - the page is wider than the window (horizontal overflow);
 * - a picture is squeezed or stretched, or cropped to less than `MIN_KEPT` of itself;
 * - an element cuts off its text (overflow hidden or clipped, content wider than the box), or scrolls sideways
 *   without saying so (a horizontal scroll container must be focusable, named, and described by a visible hint
 *   that mentions scrolling);
 * - SVG chart text outside its chart, smaller than `MIN_CHART_FONT_PX` as drawn, or drawn over other chart text;
 * - a table cell drawn with its column's label and no value (a phone's stacked row that looks broken);
 * - a heading broken over more than `MAX_HEADING_LINES` lines: its column is too narrow for it (related-article
 *   cards at 1280 px once stood a word or two a line, five lines a title);
 * - a word split over two lines in a table cell ("Menstr/uation"): cells wrap at spaces and hyphens only;
 * - an empty box whose placeholder does not fit it (the feet and inches boxes at 390 px cut "e.g. 5"), or a
 *   select whose chosen option is wider than the select (the Stage select cut its text);
 * - a field label whose required asterisk stands on a line of its own, away from the label's last word.
 */
export function findLayoutProblems(): string[] {
  const MIN_KEPT = 0.8;
  const MIN_CHART_FONT_PX = 11;
  const MAX_HEADING_LINES = 4;
  const SLACK = 1;
  const problems: string[] = [];

  const nameOf = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const label = element.getAttribute('aria-label');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}${label ? ` aria-label="${label}"` : ''}> "${text}"`;
  };
  const rendered = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // Screen-reader-only text is clipped on purpose (1 px box, clip or clip-path).
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return true;
      if (style.clipPath !== 'none' && style.clipPath !== '') return true;
    }
    return false;
  };

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + SLACK) {
    problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
  }

  for (const image of document.querySelectorAll('img')) {
    if (!rendered(image)) continue;
    const naturalWidth = image.naturalWidth || Number(image.getAttribute('width'));
    const naturalHeight = image.naturalHeight || Number(image.getAttribute('height'));
    if (!naturalWidth || !naturalHeight) continue;
    const box = image.getBoundingClientRect();
    const shown = box.width / box.height;
    const natural = naturalWidth / naturalHeight;
    const fit = getComputedStyle(image).objectFit;
    const name = `image ${image.getAttribute('src')} (${naturalWidth}×${naturalHeight}) shown ${Math.round(box.width)}×${Math.round(box.height)}`;
    if (fit === 'cover') {
      const kept = Math.min(shown, natural) / Math.max(shown, natural);
      if (kept < MIN_KEPT) problems.push(`${name}: cropped to ${Math.round(kept * 100)}% of the picture`);
    } else if (fit !== 'contain' && fit !== 'scale-down' && Math.abs(shown / natural - 1) > 0.02) {
      problems.push(`${name}: squeezed or stretched`);
    }
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('svg') || !rendered(element)) continue;
    if (element.scrollWidth <= element.clientWidth + SLACK) continue;
    const style = getComputedStyle(element);
    if (style.overflowX === 'visible') continue;
    if (visuallyHidden(element)) continue;
    if (!(element.textContent ?? '').trim()) continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
      const hintIds = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const hints = hintIds
        .map((id) => document.getElementById(id))
        .filter((hint): hint is HTMLElement => hint !== null && rendered(hint) && !visuallyHidden(hint));
      // "scroll the table sideways" / "desliza la tabla hacia un lado" (the page's language, issue #30).
      const says = hints.some((hint) => /scroll|desliza/i.test(hint.textContent ?? ''));
      const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
      if (!says || !named || element.getAttribute('tabindex') !== '0') {
        problems.push(
          `${nameOf(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth} px) without a visible hint, a name and keyboard focus`,
        );
      }
    } else {
      problems.push(
        `${nameOf(element)} cuts off its content (${element.scrollWidth} px in ${element.clientWidth} px)`,
      );
    }
  }

  for (const svg of document.querySelectorAll('svg')) {
    const texts = [...svg.querySelectorAll('text')].filter((text) => (text.textContent ?? '').trim());
    if (texts.length === 0 || !rendered(svg)) continue;
    const frame = svg.getBoundingClientRect();
    const boxes = texts.map((text) => ({ text, box: text.getBoundingClientRect() }));
    for (const { text, box } of boxes) {
      const label = `chart text "${text.textContent?.trim()}"`;
      if (
        box.left < frame.left - SLACK ||
        box.right > frame.right + SLACK ||
        box.top < frame.top - SLACK ||
        box.bottom > frame.bottom + SLACK
      ) {
        problems.push(`${label} lies outside its chart`);
      }
      const matrix = text.getScreenCTM();
      const scale = matrix ? Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c)) : 1;
      const size = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      if (size < MIN_CHART_FONT_PX - 0.05) {
        problems.push(`${label} is drawn at ${size.toFixed(1)} px (at least ${MIN_CHART_FONT_PX} px)`);
      }
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]?.box;
        const b = boxes[j]?.box;
        if (!a || !b) continue;
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > SLACK && overlapY > SLACK) {
          problems.push(
            `chart text "${boxes[i]?.text.textContent?.trim()}" is drawn over "${boxes[j]?.text.textContent?.trim()}"`,
          );
        }
      }
    }
  }
  for (const cell of document.querySelectorAll('td[data-label]')) {
    // Only a stacked row (a phone) draws the label beside the value; an empty cell of a real table is fine.
    const stacked = getComputedStyle(cell).display !== 'table-cell';
    if (stacked && rendered(cell) && (cell.textContent ?? '').trim() === '') {
      problems.push(
        `a "${cell.getAttribute('data-label')}" cell is drawn with no value: ${nameOf(cell.closest('tr') ?? cell)}`,
      );
    }
  }
  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!rendered(heading) || visuallyHidden(heading)) continue;
    const style = getComputedStyle(heading);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    const lines = Math.round(heading.getBoundingClientRect().height / lineHeight);
    if (lines > MAX_HEADING_LINES) {
      problems.push(`${nameOf(heading)}: a heading broken over ${lines} lines (its column is too narrow)`);
    }
  }

  // Text width as drawn in an element's font (a placeholder or a select's option is not in the layout tree).
  const canvas = document.createElement('canvas').getContext('2d');
  const textWidth = (text: string, element: Element, pseudo?: string) => {
    if (!canvas) return 0;
    // The `font` shorthand reads empty on form controls: build it from its parts.
    const style = getComputedStyle(element, pseudo);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return canvas.measureText(text).width;
  };
  const innerWidth = (element: Element) => {
    const style = getComputedStyle(element);
    return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  };
  for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (!rendered(input) || input.value !== '') continue;
    const needed = textWidth(input.placeholder, input, '::placeholder');
    if (needed > innerWidth(input) + SLACK) {
      problems.push(
        `${nameOf(input)} placeholder "${input.placeholder}" is cut (${Math.round(needed)} px in ${Math.round(innerWidth(input))} px)`,
      );
    }
  }
  for (const select of document.querySelectorAll('select')) {
    const chosen = select.selectedOptions[0]?.text ?? '';
    if (!rendered(select) || chosen === '') continue;
    const needed = textWidth(chosen, select);
    if (needed > innerWidth(select) + SLACK) {
      problems.push(
        `<select aria-label="${select.labels?.[0]?.textContent ?? select.name}"> cuts its text "${chosen}" (${Math.round(needed)} px in ${Math.round(innerWidth(select))} px)`,
      );
    }
  }
  // A word's box split over two lines: one range per word (words end at spaces, hyphens, dashes and slashes).
  const lineTops = (range: Range) => new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  for (const cell of document.querySelectorAll('td, th')) {
    if (!rendered(cell)) continue;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-‐–—/]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (lineTops(range).size > 1) {
          problems.push(`the word "${match[0]}" is split over two lines in a table cell: ${nameOf(cell)}`);
        }
      }
    }
  }
  for (const indicator of document.querySelectorAll('label [aria-hidden="true"]')) {
    const label = indicator.closest('label');
    if (!label || !rendered(indicator) || (indicator.textContent ?? '').trim() !== '*') continue;
    // The last character of the label's text before the asterisk.
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    let last: Text | undefined;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (indicator.contains(node)) break;
      if ((node.textContent ?? '').trim()) last = node as Text;
    }
    if (!last) continue;
    const end = (last.textContent ?? '').trimEnd().length;
    const range = document.createRange();
    range.setStart(last, end - 1);
    range.setEnd(last, end);
    const word = range.getBoundingClientRect();
    const star = indicator.getBoundingClientRect();
    if (Math.abs(star.top - word.top) > word.height / 2) {
      problems.push(`the asterisk of the label "${label.textContent?.trim()}" stands on a line of its own`);
    }
  }

  return problems;
}

/**
 * The layout problems of the page as it is (findLayoutProblems), once lazily loaded pictures have loaded, and again
 * with everything a visitor can open opened (details sections, "Show the numbers"), which then stays open.
 */
export async function layoutProblemsOf(page: Page, label: string): Promise<string[]> {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const image of images) image.removeAttribute('loading');
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const closed = await page.evaluate(findLayoutProblems);
  const opened = await page.evaluate(() => {
    const shut = [...document.querySelectorAll('main details:not([open])')];
    for (const details of shut) details.setAttribute('open', '');
    return shut.length;
  });
  const open = opened > 0 ? await page.evaluate(findLayoutProblems) : [];
  return [...new Set([...closed, ...open])].map((problem) => `${label}: ${problem}`);
}
