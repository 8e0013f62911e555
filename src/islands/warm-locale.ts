/**
 * The formatting module's locale of a page from its `<html lang>`: the site writes the US variant of each of its
 * languages (LOCALE in src/site/i18n/lang.ts, which the page script does not import: tests/unit/warm-locale.test.ts
 * holds the two together).
 */
export function pageLocale(lang: string): string {
  return `${lang || 'en'}-US`;
}

/**
 * Loads a locale's data into `Intl` in an idle moment: the first formatter a page creates costs 60–170 ms at 4× CPU
 * (it loads the locale's data; every later one, whatever its options, well under 2 ms), and a calculator paid it
 * inside its first result. Asked for once a result is on its way (her first touch of the form, a share link: preload.ts),
 * it runs while the island's files download (docs/adr/0003, "The result's first format"). It formats nothing:
 * src/engine/intl.ts writes every figure.
 */
export function warmLocale(locale: string): void {
  const load = () => {
    new Intl.NumberFormat(locale);
    // A date's first formatter costs 15–50 ms more at 4× CPU (its calendar data); later ones 1–8 ms.
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC' });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(load);
  else setTimeout(load, 0);
}
