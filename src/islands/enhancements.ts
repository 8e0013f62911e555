/**
 * Small behaviours of the static page, each bound to the elements that ask for it by an attribute (as GOV.UK
 * Frontend's `data-module`): they need no island, and the page works without them.
 */
import { resolveRelativeDates } from '@/engine/relative-date';
import { pageMessage } from '@/site/browser/page-messages';
import { todayIso } from '@/site/browser/today';

/**
 * Runs `callback` with the element matching `selector` that a press (a click, or Enter on a link) reached, if any;
 * `capture`: before the page's own handlers (a link changed before the browser follows it).
 */
function onPress<E extends Element>(
  selector: string,
  callback: (element: E) => void,
  capture = true,
  types = ['click'],
) {
  for (const type of types)
    document.addEventListener(
      type,
      (event) => {
        const found = event.target instanceof Element ? event.target.closest(selector) : null;
        if (found) callback(found as E);
      },
      capture,
    );
}

/** The attribute of a worked example's link whose dates are relative to the day ('today-59d', docs/adr/0004). */
const RELATIVE_HREF = 'a[data-relative-href]';

/** Points a worked example's link at the visitor's today: the page was rendered with the build date's. */
function resolveExampleLink(link: HTMLAnchorElement) {
  const template = link.dataset.relativeHref;
  if (!template) return;
  const url = new URL(template, window.location.href);
  const today = todayIso();
  for (const [name, value] of [...url.searchParams])
    url.searchParams.set(name, resolveRelativeDates(value, today));
  link.href = `${url.pathname}${url.search}`;
}

/** Every example link on the visitor's date now, and again when pressed (a page left open past midnight). */
function exampleLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(RELATIVE_HREF)) resolveExampleLink(link);
  onPress(RELATIVE_HREF, resolveExampleLink, true, ['click', 'auxclick']);
}

/**
 * A "Copy" button beside a box of code (`data-copy`: the box's id), such as a calculator's embed snippet; the box
 * itself is selectable with no code. What happened is said in the box's `<id>-status` element.
 */
function copyButtons() {
  onPress<HTMLButtonElement>(
    'button[data-copy]',
    (button) => {
      const box = document.getElementById(button.dataset.copy ?? '');
      if (!(box instanceof HTMLTextAreaElement)) return;
      const status = document.getElementById(`${box.id}-status`);
      const say = (text: string) => {
        if (status) status.textContent = text;
      };
      const selectIt = () => {
        box.select();
        say(pageMessage('copySelected'));
      };
      if (!navigator.clipboard) return selectIt();
      navigator.clipboard.writeText(box.value).then(() => say(pageMessage('copyDone')), selectIt);
    },
    false,
  );
}

/**
 * The language switch keeps the page's query and fragment (a share link's values, a filter): the prerendered link
 * names the twin page only, as the build cannot know the address a visitor came with. An island may change the query
 * since (a filter, a calculation): the link follows at the press, before the browser follows it.
 */
function languageSwitch() {
  const follow = (link: HTMLAnchorElement) => {
    link.href = link.pathname + location.search + location.hash;
  };
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) follow(link);
  onPress('a[data-lang-switch]', follow);
}

/** Binds each behaviour to the page's elements. */
export function enhancePage(): void {
  languageSwitch();
  exampleLinks();
  copyButtons();
}
