import { editContent, expect, hydrated, test } from './fixtures';

// Content changes in the CMS show on the site within seconds (webhook drops the server's cache).
// This file owns home.tittle_contact_en: no other test asserts it.
test('an edit published in the CMS shows on the next page load', async ({ page, stack }) => {
  const marker = `Contact us today ${Date.now()}`;
  const previous = await editContent(stack, 'api::home.home', { tittle_contact_en: marker });
  try {
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator('#contacto-title')).toHaveText(marker, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  } finally {
    await editContent(stack, 'api::home.home', previous);
  }
});

test('page content is kept in the browser and used when the site cannot be reached', async ({ page, consoleErrors }) => {
  // The test takes the browser offline on purpose; the browser reports the failed data requests.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/, /status of 404 \(Not Found\) \(.*\/no-such-page\)/);
  await page.goto('/');
  await hydrated(page);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(await page.evaluate(() => localStorage.getItem('content:routes/home'))).toContain(title ?? '');
  await page.goto('/no-such-page');
  await hydrated(page);
  // The site's server is unreachable for data requests from now on.
  await page.route(/\.data(\?|$)/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Go to Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
});
