import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '/work/wt/server/scripts/lib/chromium';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.text().slice(0, 1500)));
await page.addInitScript(() => {
  const orig = history.replaceState.bind(history);
  history.replaceState = (...args: Parameters<History['replaceState']>) => {
    console.log('replaceState', String(args[2]), new Error().stack);
    return orig(...args);
  };
});
await page.goto(`http://127.0.0.1:4201${process.argv[2]}`);
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => (document.querySelector('select[name="unit"]') as HTMLSelectElement)?.value));
await browser.close();
