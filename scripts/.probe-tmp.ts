import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '/work/wt/server/scripts/lib/chromium';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
for (const url of process.argv.slice(2)) {
  await page.goto(`http://127.0.0.1:4201${url}`);
  await page.waitForSelector('[data-island][data-hydrated="true"]', { timeout: 15000 }).catch(() => {});
  await page.waitForTimeout(1000);
  const text = await page.locator('main').innerText();
  console.log('URL', page.url(), '\n', text.slice(0, 1500));
}
await browser.close();
