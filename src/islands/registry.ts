/**
 * The islands: the only parts of a page that run code in the browser (docs/adr/0003). This one table is read by
 * the prerender (what each island renders, how its props are written) and by the page script (when it wakes,
 * which module it loads, how its props are read). Each island's module builds the same tree in both places.
 *
 * When an island wakes:
 * - `eager`: as soon as the page's script runs (the calculator form, the point of its page);
 * - `interaction`: on the first focus, press, key or pointer over it; what the visitor typed or pressed
 *   meanwhile is adopted or replayed. It wakes at once when the address carries one of its own `queryKeys` (a
 *   share link, a filter), or when its `stored` check finds on the device what it shows (her journal); any other
 *   query (utm_*, fbclid, gclid, ref…) wakes nothing.
 */
import type { ReactNode } from 'react';
import type { CalculatorModule } from '@/site/data/calculator-module';
import type { Codec } from '@/site/render/codec';
import {
  contactProps,
  type IslandName,
  type IslandProps,
  langProps,
  quickBmiProps,
  runnerProps,
  shareProps,
} from '@/site/render/island-props';
import type { IslandHandoff } from './handoff';

/** When an island's code loads and hydrates (see above). */
type IslandWake = 'eager' | 'interaction';

/** Where an island's module gets a calculator: its chunk in the browser, the generated map in the prerender. */
export interface IslandEnv {
  calculator(id: string, src: string): Promise<CalculatorModule>;
}

/** What an island's module is handed besides its props. */
export interface IslandContext {
  env: IslandEnv;
  /** What the page script held while the island loaded (`noHandoff` in the prerender). */
  handoff: IslandHandoff;
  /**
   * Settles once the island's `modules` have arrived (or failed): what it imports beyond them (its `touched` files)
   * waits for it, or the import would fetch those files at once beside them.
   */
  arrived: Promise<unknown>;
}

/** An island's code: the tree the prerender renders and the browser hydrates, built from the island's props. */
export interface IslandModule<P> {
  element(props: P, context: IslandContext): Promise<ReactNode>;
  /** Hydrates the prerendered island with the same tree (src/islands/mount.tsx). */
  mount(host: HTMLElement, props: P, context: IslandContext): Promise<void>;
}

/** One island: when it wakes, the query keys that wake it, its props' codec and its module. */
export interface IslandDefinition<P> {
  wakes: IslandWake;
  props: Codec<P>;
  /** The query keys that are this island's state: an address carrying one wakes it at once. */
  queryKeys(props: P): readonly string[];
  load(): Promise<IslandModule<P>>;
  /**
   * The files its code imports at once, named so the page script asks for them all together when it wakes (after
   * the page's first paint) instead of one import level per round trip.
   */
  modules?(props: P): readonly string[];
  /**
   * The files its code will want once she touches the island (focus, pointer, input in it) or an address key of its
   * own is there: asked for then by the page script, which is listening long before the island's code has arrived
   * (the runner: its calculation and result blocks, docs/adr/0003 "The calculation on demand"), once `modules` have
   * arrived: a slow phone shares its bandwidth between the files in flight, and the result needs the form's files
   * first (docs/adr/0003, "The calculation after the form's files").
   */
  touched?(props: P): readonly string[];
  /**
   * Whether this device holds what the island shows (her journal): then it wakes at once, its element marked
   * `data-stored` so the page's CSS can say it is opening, instead of waiting for her first interaction. A first
   * visit loads none of its code. The page script runs it only where the island is; it creates nothing.
   */
  stored?(): Promise<boolean>;
  /**
   * The island writes formatted figures (a result): once a result is on its way (a link of its own, or her first
   * touch), its page loads the locale's `Intl` data in an idle moment while the island's files download, instead of
   * inside its first result (src/islands/warm-locale.ts).
   */
  formats?: boolean;
}

const define = <P>(definition: IslandDefinition<P>) => definition;

export type {
  ContactProps,
  IslandName,
  IslandProps,
  LangProps,
  QuickBmiProps,
  RunnerProps,
  ShareProps,
} from '@/site/render/island-props';

const searchKeys = ['q', 'category'] as const;

/** Every island, by the name the page writes (`data-island`). */
export const islands = {
  /** The calculator form: its share-link names are its query keys. */
  runner: define({
    wakes: 'eager',
    props: runnerProps,
    queryKeys: ({ keys }) => keys,
    modules: ({ modules }) => modules,
    touched: ({ calculation }) => calculation,
    formats: true,
    load: () => import('./runner'),
  }),
  /** The directory's search, filters and cards (`show`: how many cards are out). */
  directory: define({
    wakes: 'interaction',
    props: langProps,
    queryKeys: () => [...searchKeys, 'show'],
    load: () => import('./directory'),
  }),
  /** The blog list's search, category chips and cards. */
  blog: define({
    wakes: 'interaction',
    props: langProps,
    queryKeys: () => searchKeys,
    load: () => import('./blog'),
  }),
  /** The home page's quick BMI form, with the bmi calculator's chunk. */
  'quick-bmi': define({
    wakes: 'interaction',
    props: quickBmiProps,
    queryKeys: () => [],
    formats: true,
    load: () => import('./quick-bmi'),
  }),
  /** The contact form (opens the visitor's mail app). */
  contact: define({
    wakes: 'interaction',
    props: contactProps,
    queryKeys: () => [],
    load: () => import('./contact'),
  }),
  'share-card': define({
    wakes: 'interaction',
    props: shareProps,
    queryKeys: () => [],
    load: () => import('./share').then((module) => module.card),
  }),
  /**
   * The journal (/my-journal): kept only on this device. A first visit loads no code until she reaches for it; a
   * device that holds a journal opens it at once.
   */
  journal: define({
    wakes: 'interaction',
    props: langProps,
    queryKeys: () => [],
    // A chunk of its own (a few hundred bytes), asked for only by the page the journal is on.
    stored: () => import('@/journal/exists').then((module) => module.journalExists()),
    load: () => import('./journal'),
  }),
  'share-button': define({
    wakes: 'interaction',
    props: shareProps,
    queryKeys: () => [],
    load: () => import('./share').then((module) => module.button),
  }),
} satisfies { [N in IslandName]: IslandDefinition<IslandProps<N>> };

/** Whether a name the page wrote is an island's. */
export function isIslandName(name: string | null | undefined): name is IslandName {
  return typeof name === 'string' && Object.hasOwn(islands, name);
}
