import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { adminToken as sharedAdminToken } from '../../scripts/lib/admin-token';
import { stackFromEnv, type StackInfo } from '../../scripts/lib/test-stack';
import { EXPECT_TIMEOUT } from '../playwright.config';

/** The console errors one test allows (see Fixtures.allowedConsoleErrors). */
class ConsoleErrors {
  private readonly patterns: RegExp[];
  constructor(initial: RegExp[]) {
    this.patterns = [...initial];
  }
  allow(...patterns: RegExp[]): void {
    this.patterns.push(...patterns);
  }
  allowed(text: string): boolean {
    return this.patterns.some((re) => re.test(text));
  }
}

interface Fixtures {
  stack: StackInfo;
  /**
   * Console errors a test provokes on purpose (a failed submission is logged, PRODUCT §8): each
   * pattern allows the matching messages (matched against "<message> (<address it came from>)"). Set with `test.use({ allowedConsoleErrors: [/…/] })`
   * and say why beside it.
   */
  allowedConsoleErrors: RegExp[];
  /** The same, from inside one test: `consoleErrors.allow(/lead: 503/)` before provoking it. */
  consoleErrors: ConsoleErrors;
  /** Fails the test on any `console.error` or uncaught page error not allowed above (automatic). */
  failOnConsoleErrors: undefined;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ allowedConsoleErrors }, use) => {
    await use(new ConsoleErrors(allowedConsoleErrors));
  },
  failOnConsoleErrors: [
    async ({ page, consoleErrors, stack }, use, testInfo) => {
      const problems: string[] = [];
      // Our site's pages only: the Strapi admin panel (opened by the editors' tests) is not ours to fix.
      const onSite = () => page.url().startsWith(stack.webUrl);
      page.on('console', (message) => {
        if (message.type() !== 'error' || !onSite()) return;
        // The message with where it came from (a failed load names its address there).
        const line = `${message.text()} (${message.location().url})`;
        if (!consoleErrors.allowed(line)) problems.push(`console.error: ${line}`);
      });
      page.on('pageerror', (error) => {
        if (!onSite()) return;
        const text = `${error.name}: ${error.message} [${(error.stack ?? '').split('\n').slice(1, 3).join(' | ').trim()}]`;
        if (!consoleErrors.allowed(text)) problems.push(`page error: ${text}`);
      });
      await use(undefined);
      // A test that already failed keeps its own error; this one is about an otherwise green test.
      if (testInfo.status === testInfo.expectedStatus) expect(problems, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern for fixture dependencies.
  stack: async ({}, use) => {
    const s = stackFromEnv();
    if (!s) throw new Error('no stack: run through npm test or playwright with its global setup');
    await use(s);
  },
  baseURL: async ({ stack }, use) => {
    await use(stack.webUrl);
  },
});

export { expect };

/**
 * Waits until React has hydrated the page (client behaviours active). Looked at on every frame in the
 * page (an expectation's retries back off to one look per half second, about a quarter of a second
 * lost on each page a test opens); a navigation under way is followed to the next document.
 */
export async function hydrated(page: Page, timeout = EXPECT_TIMEOUT): Promise<void> {
  try {
    await page.waitForFunction(() => document.documentElement.getAttribute('data-hydrated') === 'true', undefined, {
      polling: 'raf',
      timeout,
    });
  } catch (error) {
    throw new Error(
      `the page did not hydrate (html[data-hydrated="true"]) within ${timeout} ms: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/**
 * The page's script has kept the visit's attribution (features/analytics/visit.ts, in session storage). It
 * runs after hydration, from a chunk loaded then (features/analytics/page-start.ts): a test that goes on
 * to another address with `page.goto` (no Referer, unlike a followed link, whose Referer would name
 * the landing page) waits for it, as a visitor's first page has long kept it by the time they move on.
 */
export async function visitKept(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('visitAttribution')), { intervals: [100] }).not.toBeNull();
}

/**
 * A deferred form's scripts run (docs/decisions/0018: its code loads when it comes within a screen of
 * the viewport or is touched; until then it is the plain HTML form). Brings it into view and waits.
 */
export async function formReady(page: Page, selector = '#contacto-form'): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await expect(page.locator(selector)).toHaveAttribute('data-hydrated', 'true');
}

/** Chooses a language with the flags (links) of the top bar. */
export async function chooseLanguage(page: Page, lang: 'es' | 'en'): Promise<void> {
  await hydrated(page);
  await page
    .locator('.topbar')
    .getByRole('link', { name: lang === 'es' ? 'Español' : 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * A content call made by the test itself, server-side style, with the site's token; chat
 * conversations with the chat service's (the site's cannot read them: docs/decisions/0037).
 */
export async function cmsGet<T>(stack: StackInfo, path: string): Promise<T> {
  const token = path.startsWith('chatbot-conversations') ? stack.chatCmsToken : stack.siteToken;
  const res = await fetch(`${stack.cmsUrl}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A JWT of the seeded editor account (ADMIN_EMAIL / ADMIN_PASSWORD defaults), shared by the test processes. */
export function adminToken(stack: StackInfo): Promise<string> {
  return sharedAdminToken(stack.cmsUrl);
}

/**
 * Changes content as an editor would (admin content-manager API), then publishes it. `uid` is like
 * 'api::home.home'; pass `documentId` for a collection entry. Returns the entry as it was before, so
 * a test can restore it with the same call.
 */
export async function editContent(
  stack: StackInfo,
  uid: string,
  data: Record<string, unknown>,
  documentId?: string,
): Promise<Record<string, unknown>> {
  const auth = { authorization: `Bearer ${await adminToken(stack)}`, 'content-type': 'application/json' };
  return withEditLock(`${uid} ${documentId ?? ''}`, () => saveAndPublish(stack, uid, data, auth, documentId));
}

/**
 * One edit of a CMS entry at a time across the test workers. Strapi's publish replaces the published
 * version (delete, then copy the draft): two tests publishing the same entry at the same moment (the
 * home page's footer relation and its contact title, each owned by one test) can leave two published
 * versions, and the site may read the stale one. A lock directory per entry (mkdir is atomic) keeps
 * the save-and-publish of each test whole; a lock older than a minute is a crashed worker's.
 */
async function withEditLock<T>(entry: string, work: () => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), 'e2e-edit-locks', createHash('sha256').update(entry).digest('hex').slice(0, 16));
  mkdirSync(join(dir, '..'), { recursive: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      const age = Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(dir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`the edit lock of ${entry} is still held after 60 s`);
      // Another worker's save-and-publish takes a fraction of a second: look again shortly.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function saveAndPublish(
  stack: StackInfo,
  uid: string,
  data: Record<string, unknown>,
  auth: Record<string, string>,
  documentId: string | undefined,
): Promise<Record<string, unknown>> {
  const base = documentId
    ? `${stack.cmsUrl}/content-manager/collection-types/${uid}/${documentId}`
    : `${stack.cmsUrl}/content-manager/single-types/${uid}`;
  const before = (await (await fetch(base, { headers: auth })).json()) as { data: Record<string, unknown> };
  const previous = Object.fromEntries(Object.keys(data).map((k) => [k, before.data[k]]));
  const put = await fetch(base, { method: 'PUT', headers: auth, body: JSON.stringify(data) });
  if (!put.ok) throw new Error(`PUT ${uid}: ${put.status} ${await put.text()}`);
  const pub = await fetch(`${base}/actions/publish`, { method: 'POST', headers: auth, body: '{}' });
  if (!pub.ok) throw new Error(`publish ${uid}: ${pub.status} ${await pub.text()}`);
  return previous;
}

/**
 * Stops the page's clock (timers, Date, performance.now) from its first script on; the test then moves
 * it with page.clock.runFor across a product timer (PRODUCT §9) instead of sleeping. Call before goto.
 */
export async function stopClock(page: Page): Promise<void> {
  // Today's date, so that what the server rendered with its clock (the footer's year) still matches;
  // paused a second later (a pause cannot go back to where the clock already was).
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/**
 * What on the page is still on its way to its final look: a section not yet revealed, a counter still
 * counting, the pre-loader still there, or a finite CSS animation or transition still running (the
 * carousels' own moves, which autoplay keeps starting, and endless loops such as spinners excepted).
 * Empty once the page has settled.
 */
function stillSettling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
    const pending: string[] = [];
    if (document.querySelector('[data-testid="preloader"]')) pending.push('pre-loader');
    for (const el of Array.from(document.querySelectorAll('.reveal:not(.is-visible)'))) pending.push(`hidden ${name(el)}`);
    for (const value of Array.from(document.querySelectorAll('.counter__value'))) {
      const shown = value.querySelector('.counter__number')?.textContent;
      const final = value.querySelector('.sr-only')?.textContent;
      if (shown !== final) pending.push(`counter at ${shown} of ${final}`);
    }
    for (const a of document.getAnimations()) {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      const endless = a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY;
      if (a.playState !== 'running' || endless || !target || target.closest('.carousel')) continue;
      pending.push(`animating ${name(target)}`);
    }
    return pending;
  });
}

/**
 * Scrolls through the whole page as a reader would (revealing every section), then waits until it has
 * settled (stillSettling: nothing left), e.g. before an accessibility scan.
 */
export async function scrollThroughAndSettle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  // A part passed before its script was ready (a counter starts when it comes into view) is brought
  // into view again, as a reader scrolling back would, until nothing is left.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          const waiting = document.querySelector('.reveal:not(.is-visible)') ?? pendingCounter();
          waiting?.scrollIntoView({ block: 'center' });
          function pendingCounter() {
            return Array.from(document.querySelectorAll('.counter__value')).find(
              (v) => v.querySelector('.counter__number')?.textContent !== v.querySelector('.sr-only')?.textContent,
            );
          }
        });
        return stillSettling(page);
      },
      // Every 100 ms (expect.poll's own pauses grow to a second, mostly spent after the page has settled).
      { timeout: 15_000, intervals: [100] },
    )
    .toEqual([]);
}

/**
 * Opens the CMS admin at `path` signed in as the stack's admin, in `lang`, at 1440 × 900: the token
 * and language as the admin itself keeps them (local storage), set before its scripts run.
 */
export async function openAdmin(page: Page, stack: StackInfo, lang: 'es' | 'en', path: string): Promise<void> {
  const token = await adminToken(stack);
  await page.addInitScript(
    ([jwt, language]) => {
      localStorage.setItem('jwtToken', JSON.stringify(jwt));
      localStorage.setItem('strapi-admin-language', language);
    },
    [token, lang],
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${stack.cmsUrl}/admin${path}`);
}
