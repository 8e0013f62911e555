/**
 * The one script every page loads (a few KB): it wakes the page's islands when their moment comes, holds a press
 * made before an island is ready and replays it after, and registers the offline service worker. The shell
 * (menus, theme toggle) needs none of it: native HTML and /theme-init.js (docs/adr/0003).
 */
import { resolveRelativeDates } from '@/engine/relative-date';
import { todayIso } from '@/site/browser/today';
import type { IslandLoad, IslandName } from './names';

/** The attribute that marks an island (src/site/render/islands.tsx writes it). */
const ISLAND_ATTR = 'data-island';

type Mount = (element: HTMLElement, props: Record<string, unknown>) => Promise<void>;

/** Each island's module: only the islands a page has are ever fetched. */
const islands: Record<IslandName, () => Promise<{ mount: Mount }>> = {
  runner: () => import('./runner'),
  directory: () => import('./directory'),
  blog: () => import('./blog'),
  'quick-bmi': () => import('./quick-bmi'),
  contact: () => import('./contact'),
  'share-card': () => import('./share'),
  'share-button': () => import('./share'),
};

/** Button presses made before an island was ready, by island, to replay in order once it is. */
const pendingClicks = new Map<HTMLElement, number[]>();

const WAKE_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'input', 'touchstart'] as const;

function isIsland(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}

/** Wakes one island: loads its code, hydrates it, then replays a button press made while it loaded. */
function wake(element: HTMLElement): Promise<void> {
  if (element.dataset.waking) return Promise.resolve();
  element.dataset.waking = 'true';
  const name = element.getAttribute(ISLAND_ATTR) ?? undefined;
  if (!isIsland(name)) return Promise.resolve();
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  } catch {
    props = {};
  }
  return islands[name]()
    .then((module) => module.mount(element, props))
    .then(() => {
      element.dataset.hydrated = 'true';
      // A submit held while the island loaded, and not taken up by the island itself, is made again now; so are
      // the button presses, in order (the island's handlers are attached: hydration has committed).
      if (element.dataset.pendingSubmit) {
        delete element.dataset.pendingSubmit;
        element.querySelector('form')?.requestSubmit();
      }
      const buttons = element.querySelectorAll('button');
      for (const index of pendingClicks.get(element) ?? []) buttons[index]?.click();
      pendingClicks.delete(element);
    })
    .catch((error: unknown) => {
      // The page stays readable (it is static HTML); a form falls back to its plain submit, and a submit held
      // while the island loaded is sent that way now (a calculator's opens its share link, which still computes
      // if the code loads on that visit).
      console.warn('BloomCalc: an interactive part could not start', error);
      element.dataset.failed = 'true';
      if (element.dataset.pendingSubmit) {
        delete element.dataset.pendingSubmit;
        element.querySelector('form')?.submit();
      }
    });
}

/** Until an island is hydrated, a press is held: a submit is left to the island, a button press is replayed. */
function hold(element: HTMLElement) {
  element.addEventListener(
    'submit',
    (event) => {
      if (element.dataset.hydrated || element.dataset.failed) return;
      event.preventDefault();
      element.dataset.pendingSubmit = 'true';
      void wake(element);
    },
    { capture: true },
  );
  element.addEventListener(
    'click',
    (event) => {
      if (element.dataset.hydrated || element.dataset.failed) return;
      const button = (event.target as Element | null)?.closest('button');
      if (!button || button.type === 'submit') return;
      event.preventDefault();
      event.stopPropagation();
      const pressed = pendingClicks.get(element) ?? [];
      pressed.push([...element.querySelectorAll('button')].indexOf(button));
      pendingClicks.set(element, pressed);
      void wake(element);
    },
    { capture: true },
  );
}

function whenInteracted(element: HTMLElement) {
  const start = () => {
    for (const type of WAKE_EVENTS) element.removeEventListener(type, start, { capture: true });
    void wake(element);
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

/** Registers the offline service worker after load; a new version asks before it takes over. */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function boot() {
  resolveExampleLinks();
  const now: Promise<void>[] = [];
  // A query in the address (a share link, a filter) is what the page is for: its islands wake at once.
  const query = window.location.search.length > 1;
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    hold(element);
    const load = element.dataset.load as IslandLoad | undefined;
    if (load === 'eager' || query) now.push(wake(element));
    else whenInteracted(element);
  }
  // Browser tests and the bench wait for this mark: every island that wakes on arrival is hydrated.
  void Promise.all(now).then(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
  registerServiceWorker();
}

boot();
