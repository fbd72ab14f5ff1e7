import { test as base, expect, type Page } from '@playwright/test';
import { stackFromEnv, type StackInfo } from '../../scripts/lib/test-stack';

export interface Fixtures {
  stack: StackInfo;
}

export const test = base.extend<Fixtures>({
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

/** Waits until React has hydrated the page (client behaviours active). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Chooses a language with the flag buttons of the top bar. */
export async function chooseLanguage(page: Page, lang: 'es' | 'en'): Promise<void> {
  await hydrated(page);
  await page
    .locator('.topbar')
    .getByRole('button', { name: lang === 'es' ? 'Español' : 'English' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** A content call made by the test itself, server-side style, with the site's token. */
export async function cmsGet<T>(stack: StackInfo, path: string): Promise<T> {
  const res = await fetch(`${stack.cmsUrl}/api/${path}`, { headers: { authorization: `Bearer ${stack.siteToken}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}
