import { createContext, type ReactNode, useContext, useId } from 'react';
import { formModulesOf, shareableNames } from '@/engine';
import type { Lang } from '../i18n/lang';
import type { Codec } from './codec';
import { type IslandName, type IslandProps, islandProps, type RunnerProps } from './island-props';

/** Where the browser finds a page's code: the build's asset URLs (from Vite's manifest) or the dev server's. */
export interface SiteAssets {
  /** The page script every page loads. */
  boot: string;
  /** A calculator's own chunk (definition, formula, form schema), in a language (its Spanish module if built). */
  calculator: (id: string, lang?: Lang) => string;
  /**
   * Every file the calculator form imports at once (its module graph with its custom `fields`, from the build's
   * manifest), which the page script asks for at once when the form wakes; none in the dev server, whose modules
   * are its sources.
   */
  runnerModules?: (id: string, fields: readonly string[], lang?: Lang) => string[];
  /** A calculator's calculation module's URL (the browser loads it when a result is wanted). */
  calculation?: (id: string, lang?: Lang) => string;
  /** The files of a calculator's calculation the form's graph does not hold (hinted when a result is wanted). */
  calculationModules?: (id: string, fields: readonly string[], lang?: Lang) => string[];
}

interface Collected {
  prefix: string;
  name: IslandName;
  props: IslandProps<IslandName>;
}

/** Collects the islands a page render meets, to render each as a root of its own afterwards. */
export class IslandCollector {
  readonly islands = new Map<string, Collected>();
  constructor(readonly assets: SiteAssets) {}
  add(entry: Collected) {
    this.islands.set(entry.prefix, entry);
  }
}

const IslandContext = createContext<IslandCollector | null>(null);

export function IslandScope({ collector, children }: { collector: IslandCollector; children: ReactNode }) {
  return <IslandContext value={collector}>{children}</IslandContext>;
}

/** The asset URLs of the build being rendered. */
export function useAssets(): SiteAssets {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error('useAssets: rendered outside renderRoute');
  return collector.assets;
}

/** Marker that renderRoute replaces with the island's own render. */
export const islandMarker = (prefix: string) => `<!--island ${prefix}-->`;

/**
 * An interactive part of a page (its props' codec: ./island-props.ts; when it wakes: src/islands/registry.ts): a placeholder here, filled with the island's own render (same tree as the
 * browser hydrates, src/islands/mount.tsx) by renderRoute. `display: contents` keeps the page's layout as if the
 * wrapper were not there.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const collector = useContext(IslandContext);
  // A prefix of letters only: it starts every id inside the island, in the prerender and in the browser alike.
  const prefix = `${name}-${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  collector?.add({ prefix, name, props });
  return (
    <div
      data-island={name}
      data-props={(islandProps[name] as Codec<IslandProps<N>>).encode(props)}
      data-prefix={prefix}
      style={{ display: 'contents' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed marker, replaced by the island's own HTML.
      dangerouslySetInnerHTML={{ __html: islandMarker(prefix) }}
    />
  );
}

/** The runner island's props for a calculator (its full page and its embed): the form's code and share keys. */
export function runnerProps(
  id: string,
  definition: Parameters<typeof formModulesOf>[0] & Parameters<typeof shareableNames>[0],
  assets: SiteAssets,
  lang: Lang = 'en',
): RunnerProps {
  const fields = formModulesOf(definition);
  return {
    id,
    src: assets.calculator(id, lang),
    fields,
    modules: assets.runnerModules?.(id, fields, lang) ?? [],
    calculation: assets.calculationModules?.(id, fields, lang) ?? [],
    calculationSrc: assets.calculation?.(id, lang),
    keys: shareableNames(definition),
  };
}
