/**
 * The one script every page loads (a few KB): it wakes the page's islands when their moment comes, holds a press
 * made before an island is ready and replays it after, and registers the offline service worker. The shell
 * (menus, theme toggle) needs none of it: native HTML and /theme-init.js (docs/adr/0003).
 */
import { resolveRelativeDates } from '@/engine/relative-date';
import { pageWord } from '@/site/browser/page-words';
import { todayIso } from '@/site/browser/today';
import type { CalculatorModule } from '@/site/data/calculator-module';
import { namedFiles, slowLink } from './early-files';
import type { IslandHandoff } from './handoff';
import { type IslandDefinition, type IslandEnv, isIslandName, islands } from './registry';
import { inFlight, retried } from './retry';
import { TOUCHES } from './touches';
import { pageLocale, warmLocale } from './warm-locale';

/** What the visitor did to an island before its code was ready: a submit, and the controls pressed, in order. */
interface Held {
  submit: boolean;
  presses: string[];
  /** Told when a submit is held (the island's module starts what a calculation needs). */
  onSubmit: (() => void)[];
}

const nothingHeld = (): Held => ({ submit: false, presses: [], onSubmit: [] });

/** An island found on the page: its element, and how to start it (its props already read). */
interface Found {
  element: HTMLElement;
  wakesNow: boolean;
  /** Whether the device holds what the island shows: it then wakes without waiting for her (registry.ts). */
  stored?: () => Promise<boolean>;
  start: (handoff: IslandHandoff) => Promise<void>;
}

const held = new Map<HTMLElement, Held>();
const status = new Map<HTMLElement, 'waking' | 'hydrated' | 'failed'>();

const WAKE_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'input', 'touchstart'] as const;

/** Where the browser's islands get a calculator: the chunk the page named (a dropped load is tried once more). */
const env: IslandEnv = {
  calculator: (_id, src) => retried(() => import(/* @vite-ignore */ src) as Promise<CalculatorModule>),
};

/**
 * A control's identity, the same before and after hydration: its `data-action`, else its id, else its name, value
 * and label. Its position is none: hydration may add a control before it (the share card's "Share" where the
 * device has a share sheet), and a press replayed by position reached the wrong one.
 */
function identity(control: HTMLElement): string {
  if (control.dataset.action) return `action:${control.dataset.action}`;
  if (control.id) return `id:${control.id}`;
  const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `control:${control.getAttribute('name') ?? ''}=${control.getAttribute('value') ?? ''}:${label}`;
}

/**
 * Settles once the page has painted. An island's files are asked for then, all at once, as `modulepreload` hints
 * (fetched, evaluated only when imported): named in the HTML they were requested before the first paint, and
 * Lighthouse's slow 4G counted them against it (FCP 1.1 → 1.9 s); after it they cost the form's paint nothing
 * (docs/adr/0003, "The critical path"). On a slow link the eager islands' files were asked for already, as this script
 * arrived (askEarlyOnASlowLink). A page script that runs after the first contentful paint (a slow phone: it waits for
 * the page's first layout) asks at once: waiting for one more frame would only delay the first request.
 */
function afterPaint(): Promise<void> {
  return performance.getEntriesByName('first-contentful-paint').length > 0
    ? Promise.resolve()
    : new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** The files this page has hinted, each with its arrival: a file asked for again gets no second hint. */
const hinted = new Map<string, Promise<unknown>>();

/**
 * Asks for files now, as `modulepreload` hints; settles when each has arrived or failed. A file asked for again (on
 * a slow link the form's files, hinted as this script arrived and again when the form wakes) waits for its first
 * hint; one the HTML preloads (its calculator's chunk) is fetched once too: the browser's module map holds it by its
 * address. A browser that does not fetch such hints (Safari before 17) never fires their load: there it settles at
 * once, and what waits for it (the calculation) is fetched by its own import, as before the hints.
 */
function fetchNow(files: readonly string[], priority?: 'low'): Promise<unknown> {
  return Promise.all(
    files.map((href) => {
      const known = hinted.get(href);
      if (known) return known;
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      if (priority) link.fetchPriority = priority;
      document.head.append(link);
      const arrival = link.relList.supports('modulepreload')
        ? new Promise((resolve) => {
            link.onload = link.onerror = resolve;
          })
        : Promise.resolve(false);
      hinted.set(href, arrival);
      inFlight(arrival);
      return arrival;
    }),
  );
}

/** Calls back once, on her first touch of the element (capture: before any handler of the island's own). */
function onFirstTouch(element: HTMLElement, callback: () => void) {
  const touched = () => {
    for (const type of TOUCHES) element.removeEventListener(type, touched, true);
    callback();
  };
  for (const type of TOUCHES) element.addEventListener(type, touched, true);
}

/** Reads an island's props with its codec and says when it wakes: eager, or a query key of its own is present. */
function find<P>(element: HTMLElement, definition: IslandDefinition<P>, query: URLSearchParams): Found {
  const props = definition.props.decode(element.dataset.props ?? '{}');
  // Read once: whether the address carries the island's own state wakes it and asks for what it will want.
  const addressed = definition.queryKeys(props).some((key) => query.has(key));
  return {
    element,
    wakesNow: definition.wakes === 'eager' || addressed,
    stored: definition.stored,
    start: async (handoff) => {
      const painted = afterPaint();
      const arrived = painted.then(() => fetchNow(definition.modules?.(props) ?? []));
      const touched = definition.touched?.(props) ?? [];
      // A result is on its way: its files, once `modules` are in (files in flight share a slow phone's bandwidth:
      // registry.ts, `touched`), and the locale's Intl data while they come (warm-locale.ts).
      const wanted = () => {
        if (touched.length > 0) void arrived.then(() => fetchNow(touched));
        if (definition.formats) warmLocale(pageLocale(document.documentElement.lang));
      };
      // At once for a link of its own or an island she woke; else on her first touch of it. An island that wants
      // nothing then does not listen for it: a visit that only reads the page does no work for nothing.
      if (addressed || definition.wakes !== 'eager') wanted();
      else if (touched.length > 0 || definition.formats) onFirstTouch(element, wanted);
      // On a fast link its own module waits for the paint too: imported at once, its static imports (React, the
      // form) were fetched before the paint whenever it arrived before the page had painted (a busy CPU).
      if (!askedEarly) await painted;
      const module = await retried(definition.load);
      await module.mount(element, props, { env, handoff, arrived });
    },
  };
}

/** Tells the visitor an island could not start; the page around it (static HTML, a plain form) still works. */
function showFailure(element: HTMLElement) {
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.dataset.testid = 'island-error';
  note.className = 'island-failure';
  note.append(pageWord('islandFailed'));
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.textContent = pageWord('islandReload');
  note.append(reload, '.');
  element.prepend(note);
}

/** Wakes one island: loads its code (each import tried twice), hydrates it, then replays what was held. */
function wake({ element, start }: Found): Promise<void> {
  if (status.has(element)) return Promise.resolve();
  status.set(element, 'waking');
  element.dataset.waking = 'true';
  const pending = held.get(element) ?? nothingHeld();
  held.set(element, pending);
  const handoff: IslandHandoff = {
    takeHeldSubmit: () => {
      const was = pending.submit;
      pending.submit = false;
      return was;
    },
    onHeldSubmit: (callback) => {
      if (pending.submit) callback();
      else pending.onSubmit.push(callback);
    },
  };
  return start(handoff)
    .then(() => {
      status.set(element, 'hydrated');
      element.dataset.hydrated = 'true';
      // A submit held while the island loaded, and not taken up by the island itself, is made again now; the
      // presses go to the same controls, in order (the island's handlers are attached: hydration has committed).
      if (handoff.takeHeldSubmit()) element.querySelector('form')?.requestSubmit();
      for (const pressed of pending.presses) {
        const same = [...element.querySelectorAll('button')].filter((button) => identity(button) === pressed);
        // A control that is gone, or no longer told apart from another, is not guessed at.
        if (same.length === 1) same[0]?.click();
      }
      held.delete(element);
    })
    .catch((error: unknown) => {
      // The page stays readable (it is static HTML); a form falls back to its plain submit, and a submit held
      // while the island loaded is sent that way now (a calculator's opens its share link, which still computes
      // if the code loads on that visit).
      console.warn('BloomCalc: an interactive part could not start', error);
      status.set(element, 'failed');
      element.dataset.failed = 'true';
      held.delete(element);
      showFailure(element);
      if (pending.submit) element.querySelector('form')?.submit();
    });
}

/** Until an island is hydrated, a press is held: a submit is left to the island, a button press is replayed. */
function hold(found: Found) {
  const { element } = found;
  const waiting = () => {
    const now = status.get(element);
    return now !== 'hydrated' && now !== 'failed';
  };
  const pending = () => {
    const entry = held.get(element) ?? nothingHeld();
    held.set(element, entry);
    return entry;
  };
  element.addEventListener(
    'submit',
    (event) => {
      if (!waiting()) return;
      event.preventDefault();
      const entry = pending();
      entry.submit = true;
      for (const callback of entry.onSubmit.splice(0)) callback();
      void wake(found);
    },
    { capture: true },
  );
  element.addEventListener(
    'click',
    (event) => {
      if (!waiting()) return;
      const button = (event.target as Element | null)?.closest('button');
      if (!button || button.type === 'submit') return;
      event.preventDefault();
      event.stopPropagation();
      pending().presses.push(identity(button));
      void wake(found);
    },
    { capture: true },
  );
}

function whenInteracted(found: Found) {
  const { element } = found;
  const start = () => {
    for (const type of WAKE_EVENTS) element.removeEventListener(type, start, { capture: true });
    void wake(found);
  };
  for (const type of WAKE_EVENTS) element.addEventListener(type, start, { capture: true, passive: true });
}

/** The attribute of a worked example's link whose dates are relative to the day ('today-59d', docs/adr/0004). */
const RELATIVE_HREF_ATTR = 'data-relative-href';

/** Points a worked example's link at the visitor's today: the page was rendered with the build date's. */
function resolveExampleLink(link: HTMLAnchorElement) {
  const template = link.getAttribute(RELATIVE_HREF_ATTR);
  if (!template) return;
  const url = new URL(template, window.location.href);
  const today = todayIso();
  for (const [name, value] of [...url.searchParams])
    url.searchParams.set(name, resolveRelativeDates(value, today));
  link.href = `${url.pathname}${url.search}`;
}

/** Every example link on the visitor's date now, and again when pressed (a page left open past midnight). */
function resolveExampleLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${RELATIVE_HREF_ATTR}]`)) {
    resolveExampleLink(link);
  }
  const press = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${RELATIVE_HREF_ATTR}]`);
    if (link instanceof HTMLAnchorElement) resolveExampleLink(link);
  };
  document.addEventListener('click', press, { capture: true });
  document.addEventListener('auxclick', press, { capture: true });
}

/**
 * A "Copy" button beside a box of code (`data-copy`: the box's id), such as a calculator's embed snippet; the box
 * itself is selectable with no code. What happened is said in the box's `<id>-status` element.
 */
function copyButtons() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-copy]');
    if (!(button instanceof HTMLButtonElement)) return;
    const box = document.getElementById(button.dataset.copy ?? '');
    if (!(box instanceof HTMLTextAreaElement)) return;
    const status = document.getElementById(`${box.id}-status`);
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    const selectIt = () => {
      box.select();
      say(pageWord('copySelected'));
    };
    if (!navigator.clipboard) return selectIt();
    navigator.clipboard.writeText(box.value).then(() => say(pageWord('copyDone')), selectIt);
  });
}

/**
 * Registers the offline service worker once the page has loaded, every island that wakes on arrival is awake (or
 * has failed) and the main thread is idle: its install precaches the whole site (~380 files, ~2.9 MB), and begun at
 * `load` it shared a slow phone's 1.6 Mbps and six connections with the form's own files, and its CPU with the
 * first result's render (issue #26). A new version asks before it takes over.
 */
function registerServiceWorker(awake: Promise<unknown>) {
  // An embed page lives in other sites' frames: it registers no worker (and stores nothing; issue #31).
  const embed = document.documentElement.hasAttribute('data-embed');
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || embed) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(
      (registration) => {
        const prompt = (worker: ServiceWorker) =>
          void import('./update-prompt').then((m) => m.promptUpdate(worker));
        if (registration.waiting && navigator.serviceWorker.controller) prompt(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) prompt(worker);
          });
        });
      },
      () => undefined,
    );
  };
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  // Then when the main thread is first idle: a Calculate held while the form woke is computed and drawn first.
  const idle = (callback: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(callback, { timeout: 5_000 })
      : setTimeout(callback, 1);
  void Promise.all([loaded, awake]).then(() => idle(register));
}

/**
 * The language switch keeps the page's query and fragment (a share link's values, a filter): the prerendered link
 * names the twin page only, as the build cannot know the address a visitor came with (issue #30).
 */
function keepQueryOnLanguageSwitch() {
  const follow = (link: Element | null) => {
    if (link instanceof HTMLAnchorElement) link.href = link.pathname + location.search + location.hash;
  };
  for (const link of document.querySelectorAll('a[data-lang-switch]')) follow(link);
  // An island may have changed the query since (a filter, a calculation): the link follows at the press (a click
  // or Enter), before the browser follows it.
  document.addEventListener(
    'click',
    (event) => follow(event.target instanceof Element ? event.target.closest('a[data-lang-switch]') : null),
    true,
  );
}

function boot() {
  keepQueryOnLanguageSwitch();
  resolveExampleLinks();
  copyButtons();
  const now: Promise<void>[] = [];
  const query = new URLSearchParams(window.location.search);
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    let found: Found;
    try {
      found = find(element, islands[name] as IslandDefinition<unknown>, query);
    } catch (error) {
      console.warn('BloomCalc: an interactive part could not start', error);
      element.dataset.failed = 'true';
      showFailure(element);
      continue;
    }
    hold(found);
    // An island wakes at once when it is the point of the page, or the address carries its own state (a share
    // link, a filter); a query of no island's (utm_*, fbclid…) leaves it to the visitor's first interaction.
    if (found.wakesNow) now.push(wake(found));
    else {
      whenInteracted(found);
      // Her journal on this device: opened at once (the page's CSS says so meanwhile); a failed check waits for her.
      found.stored?.().then(
        (yes) => {
          if (!yes) return;
          found.element.dataset.stored = 'true';
          void wake(found);
        },
        () => undefined,
      );
    }
  }
  // Browser tests and the bench wait for this mark: every island that wakes on arrival is hydrated.
  const awake = Promise.all(now);
  void awake.then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
  registerServiceWorker(awake);
}

/**
 * On a slow link, the page's eager islands' files (named on this script's tag) at once, while the page is still
 * parsed and painted: there they cannot arrive before the paint, and the link would sit idle meanwhile; at low
 * priority they yield to anything the paint needs (early-files.ts). Asked for again when its island wakes, each waits
 * for this first hint (fetchNow).
 */
function askEarlyOnASlowLink(): boolean {
  const files = namedFiles(document);
  if (files.length === 0) return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // This script's own transfer has ended by the time it runs (early-files.ts).
  const [script] = performance.getEntriesByName(import.meta.url) as PerformanceResourceTiming[];
  if (!slowLink(navigation, script)) return false;
  void fetchNow(files, 'low');
  return true;
}

/** Whether the eager islands' files were asked for as this script arrived (a slow link). */
const askedEarly = askEarlyOnASlowLink();
// The page script is async (it runs as soon as it arrives): the islands and links are read once the page is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
