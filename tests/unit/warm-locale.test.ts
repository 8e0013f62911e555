// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocale, warmLocale } from '../../src/islands/warm-locale';
import { LANGS, LOCALE } from '../../src/site/i18n/lang';

describe('warm-locale: the page locale and its Intl data', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads each language's formatting locale from <html lang>", () => {
    for (const lang of LANGS) expect(pageLocale(lang)).toBe(LOCALE[lang]);
    expect(pageLocale('')).toBe(LOCALE.en);
  });

  it('performance guard: creates the locale’s number and date formatters only when the browser is idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const made = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmLocale('es-US');
    expect(made).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(made).toHaveBeenCalledWith('es-US');
    // On calendar days, as src/engine/intl.ts formats every date.
    expect(dates).toHaveBeenCalledWith('es-US', { timeZone: 'UTC' });
    vi.unstubAllGlobals();
  });
});
