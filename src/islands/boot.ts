/**
 * The one script every page loads (a few KB): it finds the page's islands, wakes each when its moment comes, and
 * holds a press made before an island is ready to replay it after (as Astro's island runtime does). When their files
 * are asked for is ./preload.ts; the page's small behaviours (copy buttons, example links, the language switch) are
 * ./enhancements.ts, the offline worker ./service-worker.ts. The shell (menus, theme toggle) needs none of it: native
 * HTML and /theme-init.js (docs/adr/0003).
 */
import { createLoader } from '@/engine/loader';
import { pageMessage } from '@/site/browser/page-messages';
import type { CalculatorModule } from '@/site/data/calculator-module';
import { enhancePage } from './enhancements';
import type { IslandHandoff } from './handoff';
import { handoffFor, holdPresses, release } from './held';
import { askedEarly, preloadIsland } from './preload';
import { type IslandDefinition, type IslandEnv, isIslandName, islands } from './registry';
import { registerServiceWorker } from './service-worker';

/** An island on the page: its element, whether it wakes at once, and how it starts (its props already read). */
interface Found {
  element: HTMLElement;
  wakesNow: boolean;
  /** Whether the device holds what the island shows: it then wakes without waiting for her (registry.ts). */
  stored?: () => Promise<boolean>;
  start: (handoff: IslandHandoff) => Promise<void>;
}

/** The islands hydrated or failed: their presses are no longer held. */
const settled = new Set<HTMLElement>();

const WAKE_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'input', 'touchstart'] as const;

/** Where the browser's islands get a calculator: the chunk the page named (src/engine/loader.ts). */
const env: IslandEnv = {
  calculator: (_id, src) =>
    createLoader(() => import(/* @vite-ignore */ src) as Promise<CalculatorModule>).get(),
};

/** Reads an island's props with its codec and says when it wakes: eager, or a query key of its own is present. */
function find<P>(element: HTMLElement, definition: IslandDefinition<P>, query: URLSearchParams): Found {
  const props = definition.props.decode(element.dataset.props ?? '{}');
  const addressed = definition.queryKeys(props).some((key) => query.has(key));
  return {
    element,
    wakesNow: definition.wakes === 'eager' || addressed,
    stored: definition.stored,
    start: async (handoff) => {
      const { painted, arrived } = preloadIsland(element, definition, props, addressed);
      if (!askedEarly) await painted;
      const module = await createLoader(definition.load).get();
      await module.mount(element, props, { env, handoff, arrived });
    },
  };
}

/** Tells the visitor an island could not start; the page around it (static HTML, a plain form) still works. */
function showFailure(element: HTMLElement, error: unknown) {
  console.warn('BloomCalc: an interactive part could not start', error);
  element.dataset.failed = 'true';
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.dataset.testid = 'island-error';
  note.className = 'island-failure';
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.textContent = pageMessage('islandReload');
  note.append(pageMessage('islandFailed'), reload, '.');
  element.prepend(note);
}

/** Wakes one island: loads its code (each import tried twice), hydrates it, then replays what was held. */
function wake({ element, start }: Found): Promise<void> {
  if (element.dataset.waking) return Promise.resolve();
  element.dataset.waking = 'true';
  const done = (hydrated: boolean) => {
    settled.add(element);
    return release(element, hydrated);
  };
  return start(handoffFor(element)).then(
    () => {
      element.dataset.hydrated = 'true';
      done(true);
    },
    (error: unknown) => {
      // The page stays readable (it is static HTML); a form falls back to its plain submit, and a submit held
      // meanwhile is sent that way now (a calculator's opens its share link, which computes if the code loads then).
      showFailure(element, error);
      if (done(false)) element.querySelector('form')?.submit();
    },
  );
}

/** Wakes an island on her first focus, press, key or pointer over it. */
function whenInteracted(found: Found) {
  const start = () => {
    for (const type of WAKE_EVENTS) found.element.removeEventListener(type, start, true);
    void wake(found);
  };
  for (const type of WAKE_EVENTS)
    found.element.addEventListener(type, start, { capture: true, passive: true });
}

function boot() {
  enhancePage();
  const now: Promise<void>[] = [];
  const query = new URLSearchParams(window.location.search);
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    let found: Found;
    try {
      found = find(element, islands[name] as IslandDefinition<unknown>, query);
    } catch (error) {
      showFailure(element, error);
      continue;
    }
    holdPresses(
      element,
      () => settled.has(element),
      () => void wake(found),
    );
    // An island wakes at once when it is the point of the page, or the address carries its own state (a share
    // link, a filter); a query of no island's (utm_*, fbclid…) leaves it to the visitor's first interaction.
    if (found.wakesNow) now.push(wake(found));
    else {
      whenInteracted(found);
      // Her journal on this device: opened at once (the page's CSS says so meanwhile); a failed check waits for her.
      found.stored?.().then(
        (yes) => {
          if (!yes) return;
          element.dataset.stored = 'true';
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

// The page script is async (it runs as soon as it arrives): the islands and links are read once the page is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
