/**
 * `npm run inp` (every interaction responsive: INP ≤ 200 ms in a browser trace). Drives the
 * interactions that cost the most main-thread work on a phone — the language switch, the mobile menu,
 * the solutions carousel, the contact form's dropdown and a field, the chat — in Debian's Chromium at
 * 412×823 with the CPU 4× slower (Lighthouse's mobile factor), and reads each one's latency from the
 * browser's Event Timing entries (input delay + processing + until the next paint; the longest event
 * of the interaction, as INP counts it). Prints one row per interaction and the worst against the goal.
 *
 * SITE=http://… measures a running site (`npm run test:stack` starts one); otherwise a throwaway stack
 * is started and stopped. A benchmark, not a test: its figures go in reports, never in assertions.
 */
import { type Page, chromium } from '@playwright/test';
import en from '../apps/web/app/i18n/en.json' with { type: 'json' };
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CPU_SLOWDOWN, PHONE_SCREEN } from './lib/chromium';
import { startTestStack } from './lib/test-stack';

const GOAL_MS = 200;

/** Collects Event Timing entries: the longest duration of each interaction, in order. */
const OBSERVE = `(() => {
  const seen = new Map();
  window.__interactions = seen;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        const before = seen.get(e.interactionId);
        if (!before || e.duration > before.duration) seen.set(e.interactionId, { duration: e.duration, name: e.name });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
})();`;

interface Row {
  page: string;
  interaction: string;
  /** Longest event of the interaction (ms); under 16 ms the browser reports none: 0. */
  latencyMs: number;
  events: string;
}

async function interactions(page: Page): Promise<Array<{ duration: number; name: string }>> {
  return (await page.evaluate(() => {
    const seen = Reflect.get(window, '__interactions') as Map<number, { duration: number; name: string }>;
    const all = [...seen.values()];
    seen.clear();
    return all;
  })) as Array<{ duration: number; name: string }>;
}

const running = process.env.SITE;
const { info, stop } = running ? { info: { webUrl: running.replace(/\/$/, '') }, stop: async () => {} } : await startTestStack();
const rows: Row[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext(PHONE_SCREEN);
  await context.addInitScript({ content: OBSERVE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });

  const measure = async (path: string, name: string, act: () => Promise<void>) => {
    // Each interaction starts from a settled page, as a visitor's next action would (the previous
    // one's animations and timers done: a panel's opening, a carousel's slide, a follow-up message).
    await page.waitForTimeout(1500);
    await interactions(page);
    await act();
    // The entries of an interaction are reported after its next paint: let a few frames pass.
    await page.waitForTimeout(600);
    const found = await interactions(page);
    const worst = found.reduce((a, b) => Math.max(a, b.duration), 0);
    rows.push({
      page: path,
      interaction: name,
      latencyMs: Math.round(worst),
      events: found.map((f) => `${f.name} ${Math.round(f.duration)}`).join(', '),
    });
    console.log(`${path} ${name}: ${Math.round(worst)} ms${worst > GOAL_MS / 2 ? ` (${rows.at(-1)?.events})` : ''}`);
  };
  const hydrated = () => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  await page.goto(`${info.webUrl}/en/`);
  await hydrated();
  await measure('/', 'language switch to Spanish', async () => {
    await page.locator('.topbar').getByRole('link', { name: 'Español' }).click();
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
  });
  await measure('/', 'language switch back to English', async () => {
    await page.locator('.topbar').getByRole('link', { name: 'English' }).click();
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
  });
  await measure('/', 'open the mobile menu', async () => {
    await page.getByRole('button', { name: en.nav.openMenu }).click();
  });
  await measure('/', 'close the mobile menu', async () => {
    await page.getByRole('button', { name: en.nav.closeMenu }).click();
  });
  await measure('/', 'solutions carousel: next slide', async () => {
    const next = page.locator('.solutions').getByRole('button', { name: en.carousel.next });
    await next.scrollIntoViewIfNeeded();
    await next.click();
  });
  const form = page.locator('#contacto-form');
  await form.scrollIntoViewIfNeeded();
  await page.locator('#contacto-form[data-hydrated="true"]').waitFor({ state: 'attached' });
  await measure('/', 'contact form: open the country list', async () => {
    await form.getByRole('combobox', { name: new RegExp(`^${en.forms.fields.country}`) }).click();
  });
  await measure('/', 'contact form: close it (Escape)', async () => {
    await page.keyboard.press('Escape');
  });
  await measure('/', 'contact form: type a name', async () => {
    await form.locator('input[name="name"]').click();
    await page.keyboard.type('Ana', { delay: 50 });
  });
  await measure('/', 'chat: open the panel', async () => {
    await page.getByRole('button', { name: en.chat.open }).click();
    await page.locator('#chat-panel').waitFor({ state: 'visible' });
  });
  await measure('/', 'chat: type a question', async () => {
    await page.locator('#chat-panel input').click();
    await page.keyboard.type('SAP', { delay: 50 });
  });

  // /download: the lead modal (opened by its timer 3 s after the load, then by a download button of
  // a visitor without a lead), its form, the language switch and the chat button.
  await page.goto(`${info.webUrl}/en/download`);
  await hydrated();
  const lead = page.locator('dialog.modal--lead');
  await lead.and(page.locator('[open]')).waitFor({ state: 'attached', timeout: 15_000 });
  await measure('/download', 'lead modal (opened by its timer): close it (Escape)', async () => {
    await page.keyboard.press('Escape');
    await lead.and(page.locator(':not([open])')).waitFor({ state: 'attached' });
  });
  const button = page.locator('.download-button').first();
  await button.scrollIntoViewIfNeeded();
  await page.locator('.download-request[data-hydrated="true"]').first().waitFor({ state: 'attached' });
  await measure('/download', 'download button: opens the lead modal', async () => {
    await button.click();
    await lead.and(page.locator('[open]')).waitFor({ state: 'attached' });
  });
  await measure('/download', 'lead modal: type a name', async () => {
    await lead.locator('input[name="name"]').click();
    await page.keyboard.type('Ana', { delay: 50 });
  });
  await measure('/download', 'lead modal: open the country list', async () => {
    await lead.getByRole('combobox', { name: new RegExp(`^${en.forms.fields.country}`) }).click();
  });
  await measure('/download', 'lead modal: close it (Escape twice)', async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await lead.and(page.locator(':not([open])')).waitFor({ state: 'attached' });
  });
  await measure('/download', 'chat: open the panel', async () => {
    await page.getByRole('button', { name: en.chat.open }).click();
    await page.locator('#chat-panel').waitFor({ state: 'visible' });
  });
  await measure('/download', 'chat: close the panel', async () => {
    await page.locator('#chat-panel .chat-panel__close').click();
    await page.locator('#chat-panel').waitFor({ state: 'hidden' });
  });
  await measure('/download', 'language switch to Spanish', async () => {
    await page.locator('.topbar').getByRole('link', { name: 'Español' }).click();
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
  });

  await page.goto(`${info.webUrl}/en/blog`);
  await hydrated();
  await measure('/blog', 'language switch to Spanish', async () => {
    await page.locator('.topbar').getByRole('link', { name: 'Español' }).click();
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
  });
} finally {
  await browser.close();
  await stop();
}

console.log('\nInteraction latency (Event Timing), 412×823, CPU 4× slower');
console.table(rows.map(({ events: _events, ...r }) => r));
const worst = rows.reduce(
  (a, b) => (b.latencyMs > a.latencyMs ? b : a),
  rows[0] ?? { page: '-', interaction: '-', latencyMs: 0, events: '' },
);
console.log(
  `worst: ${worst.latencyMs} ms (${worst.page}, ${worst.interaction}) — goal ≤ ${GOAL_MS} ms: ${worst.latencyMs <= GOAL_MS ? 'ok' : 'MISS'}`,
);
