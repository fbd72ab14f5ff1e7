/**
 * The Content-Security-Policy in a real browser (docs/decisions/0008, 0021): the chat opened and used,
 * a form submitted (a document request), and the PDF viewer of a success case shown — with no CSP
 * violation, whether reported as a `securitypolicyviolation` event (in any frame) or as a console
 * message. Every route in both languages is looked at by route-sweep.spec.ts.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import { stackFromEnv } from '../../scripts/lib/test-stack';
import { cmsGet, expect, hydrated, test } from './fixtures';
import { watchCsp } from './page-checks';

const T = { en, es } as const;
type Lang = keyof typeof T;

test.describe.configure({ timeout: 300_000 });

async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: stackFromEnv()?.webUrl ?? '' }]);
}

/** The first success case's id. */
async function firstCaseId(stack: Parameters<typeof cmsGet>[0]): Promise<number> {
  const cases = await cmsGet<{ data: Array<{ id: number }> }>(stack, 'success-case-cards?pagination[pageSize]=1&sort[0]=id:asc');
  return cases.data[0]?.id ?? 0;
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
  const caseId = await firstCaseId(stack);
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
