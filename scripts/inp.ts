/**
 * `npm run inp` (every interaction responsive: INP ≤ 200 ms in a browser trace). Drives the
 * interactions that cost the most main-thread work on a phone — the language switch, the mobile menu,
 * the solutions carousel, the contact form's dropdown and a field, the chat — in Debian's Chromium at
 * 412×823 with the CPU 4× slower (Lighthouse's mobile factor), and reads each one's latency from the
 * browser's Event Timing entries (input delay + processing + until the next paint; the longest event
 * of the interaction, as INP counts it). Prints one row per interaction and the worst against the goal.
 * The session is one visit (a campaign of its own) through home and /download in each language; when it
 * has left the last page, the script reads the field INP the dashboard shows for those documents (the
 * site's own web-vitals beacon, stored and summarised by the CMS) and prints it against the same goal.
 *
 * SITE=http://… measures a running site (`npm run test:stack` starts one; its STACK_CMS_URL, when set,
 * gives the dashboard's figures); otherwise a throwaway stack is started and stopped. A benchmark, not a test: its figures go in reports, never in assertions.
 */
import { type Page, chromium } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import en from '../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../apps/web/app/i18n/es.json' with { type: 'json' };
import { adminFetch } from './lib/admin-token';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CPU_SLOWDOWN, PHONE_SCREEN } from './lib/chromium';
import { stackFromEnv, startTestStack } from './lib/test-stack';

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

/** A desktop Chrome's name: headless Chromium's own is a bot's, which the site does not measure. */
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface FieldRow {
  page: string;
  lang: string;
  inpP75Ms: number | null;
  samples: number;
}

/**
 * The field INP the dashboard shows for this session's documents (its campaign): the CMS's summary,
 * as the dashboard reads it, polled until every document of the session has reported.
 */
async function fieldInp(cmsUrl: string, campaign: string): Promise<FieldRow[]> {
  type Vitals = { pages: Array<{ page: string; lang: string; metrics: Record<string, { p75: number | null; samples: number }> }> };
  let found: FieldRow[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await adminFetch(cmsUrl, `/site-analytics/summary?preset=today&campaign=${campaign}`);
    const { vitals } = ((await res.json()) as { data: { vitals: Vitals } }).data;
    found = vitals.pages
      .map((p) => ({ page: p.page, lang: p.lang, inpP75Ms: p.metrics.INP?.p75 ?? null, samples: p.metrics.INP?.samples ?? 0 }))
      .sort((a, b) => a.page.localeCompare(b.page));
    if (found.filter((r) => r.samples > 0).length >= 5) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return found;
}

const running = process.env.SITE;
const { info, stop } = running
  ? { info: { webUrl: running.replace(/\/$/, ''), cmsUrl: stackFromEnv()?.cmsUrl }, stop: async () => {} }
  : await startTestStack();
const cmsUrl = info.cmsUrl;
const campaign = `inp-${randomUUID().slice(0, 8)}`;
let field: FieldRow[] = [];
const rows: Row[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--user-agent=${CHROME_UA}`] });
try {
  const context = await browser.newContext({ ...PHONE_SCREEN, userAgent: CHROME_UA });
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

  // The same visit in each language: the home page and /download loaded as documents of that
  // language (the dashboard's field vitals are per document: a language switch is the old document's).
  for (const [lang, t, other] of [
    ['en', en, 'Español'],
    ['es', es, 'English'],
  ] as const) {
    const root = `/${lang}`;
    // The visit's campaign (kept for the whole visit) names this session's figures on the dashboard.
    await page.goto(`${info.webUrl}${root}/${lang === 'en' ? `?utm_source=inp&utm_campaign=${campaign}` : ''}`);
    await hydrated();
    await measure(`/${lang}/`, 'open the mobile menu', async () => {
      await page.getByRole('button', { name: t.nav.openMenu }).click();
    });
    await measure(`/${lang}/`, 'close the mobile menu', async () => {
      await page.getByRole('button', { name: t.nav.closeMenu }).click();
    });
    await measure(`/${lang}/`, 'solutions carousel: next slide', async () => {
      const next = page.locator('.solutions').getByRole('button', { name: t.carousel.next });
      await next.scrollIntoViewIfNeeded();
      await next.click();
    });
    const form = page.locator('#contacto-form');
    await form.scrollIntoViewIfNeeded();
    await page.locator('#contacto-form[data-hydrated="true"]').waitFor({ state: 'attached' });
    await measure(`/${lang}/`, 'contact form: open the country list', async () => {
      await form.getByRole('combobox', { name: new RegExp(`^${t.forms.fields.country}`) }).click();
    });
    await measure(`/${lang}/`, 'contact form: close it (Escape)', async () => {
      await page.keyboard.press('Escape');
    });
    await measure(`/${lang}/`, 'contact form: type a name', async () => {
      await form.locator('input[name="name"]').click();
      await page.keyboard.type('Ana', { delay: 50 });
    });
    await measure(`/${lang}/`, 'chat: open the panel', async () => {
      await page.getByRole('button', { name: t.chat.open }).click();
      await page.locator('#chat-panel').waitFor({ state: 'visible' });
    });
    await measure(`/${lang}/`, 'chat: type a question', async () => {
      await page.locator('#chat-panel input').click();
      await page.keyboard.type('SAP', { delay: 50 });
    });
    await measure(`/${lang}/`, 'chat: close the panel', async () => {
      await page.locator('#chat-panel .chat-panel__close').click();
      await page.locator('#chat-panel').waitFor({ state: 'hidden' });
    });
    await measure(`/${lang}/`, `language switch (${other})`, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.topbar').getByRole('link', { name: other }).click();
      await page.locator(`html[lang="${lang === 'en' ? 'es' : 'en'}"]`).waitFor({ state: 'attached' });
    });

    // /download: the lead modal (opened by its timer 3 s after the load, then by a download button of
    // a visitor without a lead), its form, the language switch and the chat button.
    await page.goto(`${info.webUrl}${root}/download`);
    await hydrated();
    const lead = page.locator('dialog.modal--lead');
    await lead.and(page.locator('[open]')).waitFor({ state: 'attached', timeout: 15_000 });
    await measure(`/${lang}/download`, 'lead modal (opened by its timer): close it (Escape)', async () => {
      await page.keyboard.press('Escape');
      await lead.and(page.locator(':not([open])')).waitFor({ state: 'attached' });
    });
    const button = page.locator('.download-button').first();
    await button.scrollIntoViewIfNeeded();
    await page.locator('.download-request[data-hydrated="true"]').first().waitFor({ state: 'attached' });
    await measure(`/${lang}/download`, 'download button: opens the lead modal', async () => {
      await button.click();
      await lead.and(page.locator('[open]')).waitFor({ state: 'attached' });
    });
    await measure(`/${lang}/download`, 'lead modal: type a name', async () => {
      await lead.locator('input[name="name"]').click();
      await page.keyboard.type('Ana', { delay: 50 });
    });
    await measure(`/${lang}/download`, 'lead modal: open the country list', async () => {
      await lead.getByRole('combobox', { name: new RegExp(`^${t.forms.fields.country}`) }).click();
    });
    await measure(`/${lang}/download`, 'lead modal: close it (Escape twice)', async () => {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await lead.and(page.locator(':not([open])')).waitFor({ state: 'attached' });
    });
    await measure(`/${lang}/download`, 'chat: open the panel', async () => {
      await page.getByRole('button', { name: t.chat.open }).click();
      await page.locator('#chat-panel').waitFor({ state: 'visible' });
    });
    await measure(`/${lang}/download`, 'chat: close the panel', async () => {
      await page.locator('#chat-panel .chat-panel__close').click();
      await page.locator('#chat-panel').waitFor({ state: 'hidden' });
    });
    await measure(`/${lang}/download`, `language switch (${other})`, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.topbar').getByRole('link', { name: other }).click();
      await page.locator(`html[lang="${lang === 'en' ? 'es' : 'en'}"]`).waitFor({ state: 'attached' });
    });
  }

  await page.goto(`${info.webUrl}/en/blog`);
  await hydrated();
  await measure('/en/blog', 'language switch to Spanish', async () => {
    await page.locator('.topbar').getByRole('link', { name: 'Español' }).click();
    await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
  });
  // Leaving the last document sends its vitals (the beacon goes out as a page is hidden).
  await page.goto('about:blank');
  if (cmsUrl) field = await fieldInp(cmsUrl, campaign);
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

if (field.length) {
  console.log(`\nField INP on the dashboard (web-vitals p75 of this session's documents, campaign ${campaign})`);
  console.table(field);
  const heavy = field.filter((r) => /^\/(en|es)\/(download)?$/.test(r.page));
  const worstField = heavy.reduce((a, b) => Math.max(a, b.inpP75Ms ?? 0), 0);
  console.log(
    `home and /download, worst field INP p75: ${worstField} ms over ${heavy.length} documents — goal ≤ ${GOAL_MS} ms: ${heavy.length >= 4 && worstField <= GOAL_MS ? 'ok' : 'MISS'}`,
  );
} else if (!cmsUrl) {
  console.log('\nField INP: no CMS to read (SITE given without STACK_CMS_URL): not measured.');
}
