/**
 * What a page writes of each island: its name (`data-island`) and its props' codec (`data-props`). The page script
 * reads them back with the same codecs; when each island wakes and what it loads is src/islands/registry.ts, which
 * builds on this table.
 */
import { type Codec, list, optional, props, text } from './codec';

/** A codec's value type. */
type Of<C> = C extends Codec<infer P> ? P : never;

// `lang`: the page's language where it is not English; the island loads only that language's words.
export const langProps = props({ lang: optional(text) });
export const shareProps = props({ title: text, text: optional(text), lang: optional(text) });
/**
 * The calculator form; `fields`: its custom fields (loaded with the form), `keys`: its share-link names, `action`:
 * where its plain submit goes when not its calculator page (the embed page submits to itself), `modules`: every file
 * its code needs at once (the build's module graph of the form: docs/adr/0003), `calculation`: the files of its
 * calculation, asked for when a result is wanted.
 */
export const runnerProps = props({
  id: text,
  src: text,
  fields: list(text),
  keys: list(text),
  action: optional(text),
  modules: list(text),
  calculation: list(text),
  calculationSrc: optional(text),
});
export const quickBmiProps = props({
  src: text,
  calculationSrc: optional(text),
  lang: optional(text),
  action: optional(text),
});
export const contactProps = props({ email: text, lang: optional(text) });

/** Each island's props codec, by the name the page writes. */
export const islandProps = {
  runner: runnerProps,
  directory: langProps,
  blog: langProps,
  'quick-bmi': quickBmiProps,
  contact: contactProps,
  'share-card': shareProps,
  journal: langProps,
  'share-button': shareProps,
};

/** An island's name, as the page writes it. */
export type IslandName = keyof typeof islandProps;

/** The props of one island. */
export type IslandProps<N extends IslandName> = Of<(typeof islandProps)[N]>;

export type RunnerProps = IslandProps<'runner'>;
export type QuickBmiProps = IslandProps<'quick-bmi'>;
export type ContactProps = IslandProps<'contact'>;
export type ShareProps = IslandProps<'share-card'>;
export type LangProps = IslandProps<'journal'>;
