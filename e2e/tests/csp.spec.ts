/**
 * The Content-Security-Policy in a real browser (docs/decisions/0008, 0021): every route in both languages, the chat
 * opened and used, a form submitted (a document request), and the PDF viewer of a success case
 * shown — with no CSP violation, whether reported as a `securitypolicyviolation` event (in any frame)
 * or as a console message.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import { stackFromEnv } from '../../scripts/lib/test-stack';
import { cmsGet, expect, hydrated, test } from './fixtures';

const T = { en, es } as const;
type Lang = keyof typeof T;

test.describe.configure({ timeout: 300_000 });

const STATIC_ROUTES = [
  '/',
  '/nosotros',
  '/servicio-sap',
  '/servicio-microsoft',
  '/servicio-digital',
  '/service-staffing',
  '/servicio-ia',
  '/producto-c3',
  '/automatizacion-ia',
  '/productividad-ia',
  '/agentes-ia',
  '/insights',
  '/casos-de-exito',
  '/blog',
  '/download',
  '/no-such-page',
];

interface Violation {
  where: string;
  directive: string;
  blocked: string;
}

/** Collects CSP violations of every frame (init script: not subject to the page's CSP) and console reports. */
async function watchCsp(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy|securitypolicyviolation/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp?: Array<{ where: string; directive: string; blocked: string }> };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = { where: location.href, directive: e.violatedDirective, blocked: e.blockedURI };
      w.__csp?.push(report);
      // Frames report to the top page too, so one read sees them all.
      try {
        (window.top as unknown as { __csp?: Array<typeof report> }).__csp?.push(report);
      } catch {
        // cross-origin frame
      }
    });
  });
  return {
    console,
    violations: async () =>
      page.evaluate(() => (window as unknown as { __csp?: Array<{ where: string; directive: string; blocked: string }> }).__csp ?? []),
  };
}

/**
 * What the page is still loading or revealing after a scroll: sections not yet revealed, images in
 * the viewport not yet complete (loaded or failed), fonts still loading. Empty once all that is done.
 */
function loadingAfterScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pending: string[] = [];
    for (const el of Array.from(document.querySelectorAll('.reveal:not(.is-visible)'))) pending.push(`hidden ${el.className}`);
    for (const img of Array.from(document.images)) {
      const r = img.getBoundingClientRect();
      const inView = r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
      if (inView && !img.complete) pending.push(`loading ${img.currentSrc || img.src}`);
    }
    if (document.fonts.status === 'loading') pending.push('fonts');
    return pending;
  });
}

async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: stackFromEnv()?.webUrl ?? '' }]);
}

async function firstIds(stack: Parameters<typeof cmsGet>[0]) {
  const cases = await cmsGet<{ data: Array<{ id: number }> }>(stack, 'success-case-cards?pagination[pageSize]=1&sort[0]=id:asc');
  const posts = await cmsGet<{ data: Array<{ id: number }> }>(stack, 'blog-cards?pagination[pageSize]=1&sort[0]=id:asc');
  return { caseId: cases.data[0]?.id ?? 0, postId: posts.data[0]?.id ?? 0 };
}

for (const lang of ['es', 'en'] as const) {
  test(`no CSP violation on any route (${lang})`, async ({ page, stack, consoleErrors }) => {
    // The route list includes not-found addresses: the browser reports their 404 status.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    // The downloads lead modal stays closed (it is not what this test looks at).
    await page.addInitScript(() => sessionStorage?.setItem('modalSubmitted', 'true'));
    const csp = await watchCsp(page);
    await setLanguage(page, lang);
    const { caseId, postId } = await firstIds(stack);
    const routes = [...STATIC_ROUTES, `/casos-de-exito/${caseId}`, `/blog-details/${postId}`];
    for (const path of routes) {
      const res = await page.goto(path);
      expect(res?.headers()['content-security-policy'], path).toContain("object-src 'none'");
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Scroll to the end so lazy images, reveal animations and carousels run; then wait until what
      // that started has happened (a blocked load is reported before the image counts as complete).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // Looked at every 100 ms (expect.poll's own pauses grow to a second, mostly spent after the page is done).
      await expect.poll(() => loadingAfterScroll(page), { message: path, intervals: [100] }).toEqual([]);
      expect(await csp.violations(), path).toEqual([]);
    }
    expect(csp.console).toEqual([]);
  });
}

test('no CSP violation with the chat opened and used, a form submitted and the PDF viewer shown', async ({ page, stack }) => {
  const lang: Lang = 'en';
  const t = T[lang];
  const csp = await watchCsp(page);
  await setLanguage(page, lang);

  // The chat: opened, a question asked, the answer shown.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: t.chat.open }).click();
  const panel = page.locator('#chat-panel');
  await expect(panel).toBeVisible();
  await panel.locator('input').fill('What is C3?');
  await panel.locator('input').press('Enter');
  await expect(panel.locator('.chat-msg--assistant .chat-msg__text').last()).toContainText(/\S/, { timeout: 30_000 });
  expect(await csp.violations()).toEqual([]);

  // A form: a document request from /download (with the session's lead, so it is sent at once).
  const tag = randomUUID().slice(0, 8);
  await page.addInitScript(
    (l) => {
      // Frames without storage (the PDF viewer's) are skipped.
      sessionStorage?.setItem('modalSubmitted', 'true');
      sessionStorage?.setItem('name', l.name);
      sessionStorage?.setItem('email', l.email);
    },
    { name: `Csp ${tag}`, email: `csp.${tag}@example.com` },
  );
  await page.goto('/download');
  await hydrated(page);
  await page.locator('article.download-card').first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: t.download.sent })).toBeVisible();
  expect(await csp.violations()).toEqual([]);

  // The PDF viewer of a success case (a same-origin frame on /uploads).
  const { caseId } = await firstIds(stack);
  await page.goto(`/casos-de-exito/${caseId}`);
  await hydrated(page);
  const frame = page.locator('iframe.pdf-frame');
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/uploads\/.+\.pdf$/);
  await expect.poll(() => page.frames().some((f) => f.url().endsWith(src)), { timeout: 10_000 }).toBe(true);
  // The frame's document (the PDF in the browser's viewer) has loaded: what it loads has been asked for.
  const pdf = page.frames().find((f) => f.url().endsWith(src));
  if (!pdf) throw new Error(`no frame for ${src}`);
  await pdf.waitForLoadState('load');
  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
});
