import { chromium } from 'playwright-core';
const site = process.env.STACK_SITE_URL ?? process.env.STACK_WEB_URL;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [lang, q1, q2] of [['es', '¿Qué es la plataforma C3?', '¿y tiene prueba gratis?'], ['en', 'What is the C3 platform?', 'and is there a free trial?']] as const) {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 800 }, reducedMotion: 'reduce' });
    await page.goto(`${site}/${lang}/`);
    await page.waitForTimeout(2500);
    await page.locator('.chat-fab, [aria-controls="chat-panel"]').first().click();
    const input = page.locator('#chat-panel input').first();
    for (const q of [q1, q2]) {
      await input.fill(q);
      await input.press('Enter');
      await page.waitForTimeout(400);
      await input.waitFor({ state: 'visible' });
      await page.waitForFunction(() => !(document.querySelector('#chat-panel input') as HTMLInputElement | null)?.disabled, null, { timeout: 20000 }).catch(() => undefined);
      await page.waitForTimeout(3000);
    }
    await page.screenshot({ path: `/work/notes/shots/followup-${lang}-${width}.png` });
    await page.close();
  }
}
await browser.close();
