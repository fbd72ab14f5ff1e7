/**
 * `npm run screenshots`: full-page screenshots of pages at 1280 px and 375 px in both languages,
 * into screenshots/ (for looking at the site as a visitor would). Uses a running site when
 * SITE=http://… is given, else starts a throwaway stack. PAGES=/,/nosotros chooses the pages.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { ROOT } from './lib/stack';
import { startTestStack } from './lib/test-stack';

const pages = (process.env.PAGES || '/').split(',');
const out = join(ROOT, 'screenshots');
mkdirSync(out, { recursive: true });

let site = process.env.SITE;
let stop: (() => Promise<void>) | null = null;
if (!site) {
  const s = await startTestStack();
  site = s.info.webUrl;
  stop = s.stop;
}
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const path of pages) {
    for (const lang of ['en', 'es'] as const) {
      for (const width of [1280, 375]) {
        const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 800 }, deviceScaleFactor: 1 });
        await context.addCookies([{ name: 'lang', value: lang, url: site }]);
        const page = await context.newPage();
        await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
        // Let reveal-on-scroll sections appear: scroll through the page once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(1500);
        const name = `${path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${lang}-${width}.png`;
        await page.screenshot({ path: join(out, name), fullPage: true });
        console.log(`screenshots/${name}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  if (stop) await stop();
}
