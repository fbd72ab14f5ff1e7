/**
 * The rest of PRODUCT §2/§3/§4: the lead modal opens 3 s (± 0.3 s) after /download is shown
 * (counted on the page's clock, which the test moves),
 * after an in-site link as after a first load (both languages); the chat panel's width (full screen
 * below 576 px, a quarter of the viewport from 768 px up, at least 320 px); the AI page's three
 * paragraphs inside its hero; the offers' robot and cloud images as items of their own between the
 * sections PRODUCT lists them between; the `footer` relation of Home and Staffing used when set.
 */
import type { Page } from '@playwright/test';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { cmsGet, editContent, expect, hydrated, stopClock, test } from './fixtures';

type Lang = 'es' | 'en';

test.describe.configure({ timeout: 120_000 });

async function openIn(page: Page, stack: StackInfo, path: string, lang: Lang) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: stack.webUrl }]);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** PRODUCT §9: the lead modal opens 3000 ms after the page loads (is shown). */
const LEAD_MODAL_DELAY_MS = 3000;

interface Times {
  loadAt: number;
  shownAt: number;
  openedAt: number;
}

/**
 * Records in the page's own clock (the test's page.clock, stopped: it moves only when the test moves
 * it): the load event, the moment /download is on screen (its download cards in the DOM at that path)
 * and the lead dialog's opening.
 */
async function trackLeadModal(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __t: Times };
    w.__t = { loadAt: Number.NaN, shownAt: Number.NaN, openedAt: Number.NaN };
    window.addEventListener('load', () => {
      w.__t.loadAt = performance.now();
    });
    new MutationObserver(() => {
      if (Number.isNaN(w.__t.shownAt) && location.pathname.endsWith('/download') && document.querySelector('article.download-card')) {
        w.__t.shownAt = performance.now();
      }
      const lead = document.querySelector('dialog.modal--lead[open]');
      if (lead && Number.isNaN(w.__t.openedAt)) w.__t.openedAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
}

const times = (page: Page) => page.evaluate(() => (window as unknown as { __t: Times }).__t);
const leadDialog = (page: Page) => page.locator('dialog.modal--lead[open]');

/**
 * Call before the page that starts the lead modal's timer; await the result after. LeadModal starts
 * its timer beside the fetch of the dialog's code, and draws the dialog (closed) once that code has
 * run, through React's Suspense, whose reveal waits on a page timer: the test's clock must not start
 * counting the 3 s before that, or the reveal would be put off past them. So this waits for the
 * request (the timer is set) and for the code to have run (importing the same module resolves after
 * the page's own import of it).
 */
function whenLeadTimerStarted(page: Page): () => Promise<void> {
  const request = page.waitForRequest(/\/LeadDialog-[^/]*\.js$/);
  return async () => {
    const url = (await request).url();
    await page.evaluate((u) => import(u).then(() => undefined), url);
  };
}

/** Follows the first in-page link to /download and waits until its download cards are on screen. */
async function followLinkToDownloads(page: Page) {
  const link = page.locator('main a[href$="/download"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.locator('article.download-card').first()).toBeVisible();
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`lead modal timer (${lang})`, () => {
    // The page's clock stands still (page.clock) from the first script on: the test moves it across the
    // 3 s, so "3 s (± 0.3 s)" is checked exactly, on a busy machine as on an idle one.
    test('opens 3 s (± 0.3 s) after /download is shown when reached by a link inside the site', async ({ page, stack }) => {
      await trackLeadModal(page);
      await stopClock(page);
      await openIn(page, stack, '/insights', lang);
      await page.waitForLoadState('load');
      // Long enough on the first page that a timer counted from the visit's first load would fire at once.
      await page.clock.runFor(3500);
      const timerStarted = whenLeadTimerStarted(page);
      await followLinkToDownloads(page);
      await timerStarted();
      // Never early (it used to open 0.4 s after the page appeared): nothing at 2999 ms, open at 3000 ms.
      await page.clock.runFor(LEAD_MODAL_DELAY_MS - 1);
      await expect(leadDialog(page)).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(leadDialog(page)).toBeVisible();
      const t = await times(page);
      expect(t.openedAt - t.shownAt, JSON.stringify(t)).toBeGreaterThanOrEqual(LEAD_MODAL_DELAY_MS - 300);
      expect(t.openedAt - t.shownAt, JSON.stringify(t)).toBeLessThanOrEqual(LEAD_MODAL_DELAY_MS + 300);
    });

    test('opens 3 s (± 0.3 s) after the load event on a first load of /download', async ({ page, stack }) => {
      await trackLeadModal(page);
      await stopClock(page);
      const timerStarted = whenLeadTimerStarted(page);
      await openIn(page, stack, '/download', lang);
      await page.waitForLoadState('load');
      await timerStarted();
      await page.clock.runFor(LEAD_MODAL_DELAY_MS - 1);
      await expect(leadDialog(page)).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(leadDialog(page)).toBeVisible();
      const t = await times(page);
      expect(t.openedAt - t.loadAt, JSON.stringify(t)).toBeGreaterThanOrEqual(LEAD_MODAL_DELAY_MS - 300);
      expect(t.openedAt - t.loadAt, JSON.stringify(t)).toBeLessThanOrEqual(LEAD_MODAL_DELAY_MS + 300);
    });

    test('an in-site visit with the lead already submitted (session flag) keeps it closed', async ({ page, stack }) => {
      await page.addInitScript(() => sessionStorage?.setItem('modalSubmitted', 'true'));
      await stopClock(page);
      await openIn(page, stack, '/insights', lang);
      await page.waitForLoadState('load');
      await followLinkToDownloads(page);
      // Well past the modal's 3 s (and past a timer counted from the first load).
      await page.clock.runFor(LEAD_MODAL_DELAY_MS * 2);
      await expect(leadDialog(page)).toHaveCount(0);
    });
  });
}

test('chat panel: full screen at 375 px, 360 px at 700 px, 320 px at 1024 px, a quarter of 1280 px (320 px), 1440 px (360 px) and 1600 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await hydrated(page);
  const fab = page.locator('.chat-fab');
  const panel = page.locator('#chat-panel');
  await fab.click();
  await expect(panel).toBeVisible();
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  for (const [width, expected] of [
    [700, 360],
    [1024, 320],
    [1280, 320],
    [1440, 360],
    [1600, 400],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0), { message: `${width} px` }).toBe(expected);
    const box = await panel.boundingBox();
    // Bottom right, inside the viewport.
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width - 40);
  }
});

for (const lang of ['en', 'es'] as const) {
  test(`AI page (${lang}): the three paragraphs (the third ending in bold) sit inside the hero`, async ({ page, stack }) => {
    await openIn(page, stack, '/servicio-ia', lang);
    const ia = await cmsGet<{ data: { Banner: Record<string, string> } }>(stack, 'ia?populate[Banner]=true');
    const b = ia.data.Banner;
    const hero = page.locator('section.hero');
    for (const key of ['first_paragraph', 'second_paragraph', 'third_paragraph'])
      await expect(hero.locator('p', { hasText: b[`${key}_${lang}`] ?? '' })).toBeVisible();
    await expect(hero.locator('p strong')).toHaveText(b[`bold_text_third_paragraph_${lang}`] ?? '');
    // Nothing of the hero's text outside it.
    await expect(page.locator('main p', { hasText: b[`first_paragraph_${lang}`] ?? '' })).toHaveCount(1);
  });
}

/** The ids of the page's sections (by their heading id) and image items, in document order. */
async function order(page: Page): Promise<string[]> {
  return page
    .locator('main .svc > section, main .svc > figure, main .svc > div > section')
    .evaluateAll((els) =>
      els.map((el) => (el.tagName === 'FIGURE' ? el.id : (el.querySelector('h2, h3')?.id ?? el.getAttribute('aria-labelledby') ?? ''))),
    );
}

test('offers: the robot and cloud images are items of their own between sections, in PRODUCT’s order', async ({ page, stack }) => {
  await openIn(page, stack, '/productividad-ia', 'en');
  let ids = (await order(page)).filter((id) => id.startsWith('offer2-'));
  // PRODUCT §2: … because with us; robot image; benefits; copilot; cloud image; copilot flavors …
  expect(ids.slice(ids.indexOf('offer2-why'), ids.indexOf('offer2-flavors') + 1)).toEqual([
    'offer2-why',
    'offer2-robot',
    'offer2-benefits',
    'offer2-copilot',
    'offer2-cloud',
    'offer2-flavors',
  ]);
  for (const id of ['offer2-robot', 'offer2-cloud']) {
    const img = page.locator(`figure#${id} img`);
    await img.scrollIntoViewIfNeeded();
    await expect(img).toBeVisible();
    expect(await img.getAttribute('alt')).toBeTruthy();
  }
  await openIn(page, stack, '/agentes-ia', 'en');
  ids = (await order(page)).filter((id) => id.startsWith('offer3-'));
  // PRODUCT §2: … benefits; robot image; work with us; our process.
  expect(ids.slice(ids.indexOf('offer3-benefits'), ids.indexOf('offer3-work') + 1)).toEqual([
    'offer3-benefits',
    'offer3-robot',
    'offer3-work',
  ]);
  await expect(page.locator('figure#offer3-robot img')).toHaveAttribute('alt', /./);
});

// This test owns the `footer` relation of home and staffing: no other test sets it.
test('Home and Staffing show their own footer when the `footer` relation is set, the site footer otherwise', async ({ page, stack }) => {
  const { data } = await cmsGet<{ data: Array<{ documentId: string; email: string; name: string }> }>(stack, 'page-footers');
  const own = data[0];
  if (!own) throw new Error('no page footer seeded');
  const footerEmail = (path: string) => async () => {
    await page.goto(path);
    return page.locator('footer.site-footer a[href^="mailto:"]').textContent();
  };
  await expect.poll(footerEmail('/service-staffing')).toBe('contacto@nexalia-consulting.example');
  await editContent(stack, 'api::home.home', { footer: { set: [{ documentId: own.documentId }] } });
  await editContent(stack, 'api::staffing.staffing', { footer: { set: [{ documentId: own.documentId }] } });
  try {
    await expect.poll(footerEmail('/'), { timeout: 15_000 }).toBe(own.email);
    await expect.poll(footerEmail('/service-staffing'), { timeout: 15_000 }).toBe(own.email);
    // Other pages keep the site footer.
    await expect.poll(footerEmail('/nosotros')).toBe('contacto@nexalia-consulting.example');
  } finally {
    await editContent(stack, 'api::home.home', { footer: { set: [] } });
    await editContent(stack, 'api::staffing.staffing', { footer: { set: [] } });
  }
  await expect.poll(footerEmail('/'), { timeout: 15_000 }).toBe('contacto@nexalia-consulting.example');
});
