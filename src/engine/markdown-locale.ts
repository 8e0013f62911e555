/**
 * The language a markdown or YAML source is written in, from its file name: `about.es.md`, `<name>.es.md` and
 * `<id>.es.yaml` are Spanish, every other file English. The facts and rates tokens of a file are written in its
 * language, so a renderer passing the file's path gets the right words without saying the language again.
 */
import { DEFAULT_LOCALE, type Locale } from './intl';

/** The locale of a source file by its name ("content/blog/<name>.es.md" → 'es-US'). */
export function localeOfFile(file: string): Locale {
  return /\.es\.(md|ya?ml)$/.test(file) ? 'es-US' : DEFAULT_LOCALE;
}
