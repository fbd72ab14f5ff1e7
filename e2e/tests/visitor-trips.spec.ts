/**
 * What a visitor still tripped over (PRODUCT §2.6, §2.8), in both languages at 1280 and 375 px: Back and Forward
 * return to the saved position; `/#contacto` and `/#incorporate` reach their target in one movement
 * that starts after 1 s (the chat button at every scroll position of every route is in
 * route-sweep.spec.ts); the chat panel is a quarter of 1280 px and the whole 375 px screen; a
 * document request over the daily quota says so and leads to the contact form (with and without
 * scripts); the About video plays with no third-party request.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_SESSION_KEYS } from '@site/content/limits';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import { type SiteProcess, startSite } from '../../apps/web/tests/forms-site';
import { expect, hydrated, test } from './fixtures';

const T = { en, es } as const;
const LANGS = ['en', 'es'] as const;
type Lang = (typeof LANGS)[number];
const WIDTHS = [1280, 375] as const;
const HEIGHT = { 1280: 800, 375: 740 } as const;

test.describe.configure({ timeout: 120_000 });

/** Opens `path` and waits for hydration (`hydrateTimeout`: longer when a test holds the page's scripts back). */
async function open(page: Page, baseUrl: string, path: string, lang: Lang, width: 1280 | 375, hydrateTimeout?: number) {
  await page.setViewportSize({ width, height: HEIGHT[width] });
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page, hydrateTimeout);
}

/** Scrolls at once (the page may scroll smoothly) and waits for the position and its scroll event. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );
  await expect.poll(() => page.evaluate(() => window.scrollY), { intervals: [100] }).toBe(y);
}

/**
 * The page comes back to `y` (within 50 px) and stays there. The address changes on popstate before
 * the router has drawn the page it leads to, so for a moment the previous page's position can still
 * be read (Forward from 2500 to a page saved at 1500 first reads 2500): wait for the position, not
 * for a bound the old one already meets.
 */
async function expectScrollNear(page: Page, y: number) {
  await expect.poll(() => page.evaluate((to) => Math.abs(window.scrollY - to), y), { intervals: [100] }).toBeLessThanOrEqual(50);
  const settled = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))),
  );
  expect(Math.abs(settled - y)).toBeLessThanOrEqual(50);
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test.describe(`${lang}, ${width} px`, () => {
      test('Back and Forward return to the saved position (within 50 px)', async ({ page, stack }) => {
        await open(page, stack.webUrl, '/', lang, width);
        await scrollTo(page, 2500);
        // An in-site link, followed where it is (a click on the element: no scrolling to it first).
        await page.evaluate((l) => document.querySelector<HTMLAnchorElement>(`a[href="/${l}/nosotros"]`)?.click(), lang);
        await expect(page).toHaveURL(/\/nosotros$/);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await scrollTo(page, 1500);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${stack.webUrl}/${lang}/$`));
        await expectScrollNear(page, 2500);
        await page.goForward();
        await expect(page).toHaveURL(/\/nosotros$/);
        await expectScrollNear(page, 1500);
      });

      const hashCases = [
        { id: 'contacto', late: false },
        { id: 'incorporate', late: false },
        // The head script's own scroll, when the scripts come after its 5 s (a failed or slow script).
        { id: 'contacto', late: true },
        // A part above the target grows by 300 px once the page moves (a web font arriving late, a
        // deferred part built as it comes near): the movement goes on to the target's new place.
        { id: 'contacto', late: false, grows: true },
      ];
      for (const { id, late, grows } of hashCases) {
        const title = late
          ? `/#${id}, scripts 6 s late: the head script's one movement ends on the target`
          : grows
            ? `/#${id}, a part above growing while the page moves: the movement ends on the target`
            : `/#${id}: one movement, after 1 s, ending on the target`;
        test(title, async ({ page, stack }) => {
          if (late) {
            // real wait: the page's scripts must arrive after the head script's 5 s fallback.
            await page.route(/\/assets\/.*\.js$/, async (route) => {
              await new Promise((resolve) => setTimeout(resolve, 6000));
              await route.continue();
            });
          }
          // Every scroll position from the page's first script on, with its time since navigation.
          await page.addInitScript(() => {
            const w = window as unknown as { moves: Array<[number, number]> };
            w.moves = [];
            addEventListener('scroll', () => w.moves.push([performance.now(), window.scrollY]), { passive: true });
          });
          if (grows) {
            await page.addInitScript(() => {
              addEventListener(
                'scroll',
                () => {
                  const first = document.querySelector<HTMLElement>('main > *');
                  if (first) first.style.paddingBottom = `${Number.parseFloat(getComputedStyle(first).paddingBottom) + 300}px`;
                },
                { once: true, passive: true },
              );
            });
          }
          // Held 6 s, the scripts (a module and the chunks it imports in turn) may take two rounds: 20 s to hydrate.
          await open(page, stack.webUrl, `/#${id}`, lang, width, late ? 20_000 : undefined);
          await expect(page).toHaveURL(new RegExp(`/#${id}$`));
          const state = () =>
            page.evaluate((target) => {
              const moves = (window as unknown as { moves: Array<[number, number]> }).moves;
              const last = moves.at(-1);
              const top = document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN;
              const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
              const atBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
              return {
                moves,
                settled: Boolean(last) && performance.now() - (last?.[0] ?? 0) > 400,
                // On its target: its top at the scroll padding (under the header), or the page at its end with the target below the header.
                onTarget: Math.abs(top - padding) <= 2 || (atBottom && top >= padding - 2 && top < window.innerHeight),
              };
            }, id);
          // Settled on its target (a smooth scroll on a busy machine may pause on its way: wait for its end).
          await expect
            .poll(
              async () => {
                const s = await state();
                return s.settled && s.onTarget;
              },
              // Every 100 ms: expect.poll's own pauses grow to a second, mostly spent after the page has settled.
              { timeout: 10_000, intervals: [100] },
            )
            .toBe(true);
          const { moves } = await state();
          // No jump before the delay (the browser's own jump to the fragment would be at load).
          expect(moves[0]?.[0]).toBeGreaterThanOrEqual(late ? 5000 : 1000);
          // The late case went through the head script's own scroll.
          expect(await page.evaluate(() => (window as { __hashScrolled?: boolean }).__hashScrolled === true)).toBe(late);
          // One movement: always down, never back.
          for (let i = 1; i < moves.length; i++) expect(moves[i]?.[1]).toBeGreaterThanOrEqual((moves[i - 1]?.[1] ?? 0) - 1);
        });
      }
    });
  }
}

// --- The chat panel ------------------------------------------------------------------------

test('the chat panel: a quarter of 1280 px (320 px), the whole 375 px screen', async ({ page, stack }) => {
  await open(page, stack.webUrl, '/', 'en', 1280);
  await page.locator('.chat-fab').click();
  const panel = page.locator('#chat-panel');
  await expect(panel).toBeVisible();
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(320);
  await page.locator('.chat-fab').click();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.locator('.chat-fab').click();
  await expect.poll(async () => panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
});

// --- A document request over the quota ----------------------------------------------------------

test.describe('a document request over the daily quota', () => {
  let site: SiteProcess;
  let outbox: string;

  test.beforeAll(async ({ stack }) => {
    outbox = mkdtempSync(join(tmpdir(), 'quota-outbox-'));
    // A site server of its own with one document per address a day (the stack's are 1000).
    site = await startSite(stack, {
      OUTBOX_DIR: outbox,
      DOWNLOAD_LIMIT_PER_EMAIL: '1',
      DOWNLOAD_LIMIT_PER_IP: '1000',
      FORMS_RATE_LIMIT_MAX: '1000',
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    if (outbox) rmSync(outbox, { recursive: true, force: true });
  });

  for (const lang of LANGS) {
    test(`(${lang}) with scripts: the card says so and offers the contact form`, async ({ page, consoleErrors }) => {
      // The refused request is logged too (the 429 and the error).
      consoleErrors.allow(/429/, /download-request/);
      const email = `quota.${randomUUID().slice(0, 8)}@example.com`;
      await page.addInitScript(
        ([keys, mail]) => {
          sessionStorage?.setItem(keys.flag, 'true');
          sessionStorage?.setItem(keys.name, 'Quota Test');
          sessionStorage?.setItem(keys.email, mail);
        },
        [LEAD_SESSION_KEYS, email] as const,
      );
      await open(page, site.url, '/download', lang, 1280);
      const card = page
        .locator('article.download-card')
        .filter({ has: page.locator('button') })
        .first();
      const button = card.getByRole('button', { name: new RegExp(`^${T[lang].download.button}`) });
      await button.click();
      await expect(page.getByRole('dialog').getByText(T[lang].download.sent)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
      await button.click();
      const alert = card.getByRole('alert');
      await expect(alert).toContainText(T[lang].download.limited);
      const link = alert.getByRole('link', { name: T[lang].download.contactLink });
      await expect(link).toHaveAttribute('href', '#contacto');
      await link.click();
      await expect(page.locator('#contacto')).toBeInViewport({ timeout: 5000 });
    });

    test(`(${lang}) without scripts: the page says so and offers the contact form`, async ({ browser, stack }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
      await context.addCookies([{ name: 'lang', value: lang, url: site.url }]);
      const page = await context.newPage();
      try {
        const email = `quota.${randomUUID().slice(0, 8)}@example.com`;
        await page.goto(`${site.url}/download`);
        expect(stack.webUrl).not.toBe(site.url);
        const t = T[lang];
        // Two cards: the same card again would be the same submission (stored once, counted once).
        const request = async (n: number) => {
          const card = page
            .locator('article.download-card')
            .filter({ has: page.locator('button') })
            .nth(n);
          const id = (await card.getAttribute('id')) ?? '';
          await card.getByRole('button', { name: new RegExp(`^${t.download.button}`) }).click();
          const again = page.locator(`#${id}`);
          await again.getByRole('textbox', { name: t.forms.fields.email }).fill(email);
          await again.getByRole('button', { name: new RegExp(`^${t.download.send}`) }).click();
          return page.locator(`#${id}`);
        };
        await expect((await request(0)).getByRole('status')).toHaveText(t.download.sent);
        const card = await request(1);
        const alert = card.getByRole('alert');
        await expect(alert).toContainText(t.download.limited);
        await expect(alert.getByRole('link', { name: t.download.contactLink })).toHaveAttribute('href', '#contacto');
        await expect(page.locator('#contacto')).toHaveCount(1);
      } finally {
        await context.close();
      }
    });
  }
});

// --- The About video ----------------------------------------------------------------------------

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`(${lang}, ${width} px) the About video plays, with no third-party request before (or after) the click`, async ({
      page,
      stack,
    }) => {
      const elsewhere: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(stack.webUrl) && !r.url().startsWith('data:')) elsewhere.push(r.url());
      });
      await open(page, stack.webUrl, '/nosotros', lang, width);
      const who = page.locator('.who');
      await who.scrollIntoViewIfNeeded();
      await expect
        .poll(() => who.locator('img.about-video__poster').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(who.locator('video, iframe')).toHaveCount(0);
      // The element's own event, caught on the document (media events do not bubble).
      await page.evaluate(() =>
        document.addEventListener('playing', () => ((window as unknown as { played?: boolean }).played = true), { capture: true }),
      );
      const title = (await who.locator('#who-title').textContent()) ?? '';
      await who.getByRole('button', { name: T[lang].about.playVideo.replace('{{title}}', title.trim()) }).click();
      const video = who.locator('video');
      await expect(video).toBeVisible();
      await expect.poll(() => page.evaluate(() => (window as unknown as { played?: boolean }).played === true)).toBe(true);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
      // Captions of both languages, the page's on.
      await expect(video.locator('track')).toHaveCount(2);
      await expect(video.locator(`track[srclang="${lang}"]`)).toHaveAttribute('default', '');
      expect(await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname.startsWith('/uploads/'))).toBe(true);
      expect(elsewhere).toEqual([]);
    });
  }
}
