import { randomUUID } from 'node:crypto';
import { adminFetch } from '../../scripts/lib/admin-token';
import { adminToken, expect, hydrated, test } from './fixtures';

// First-party measurement in a real browser (docs/decisions/0033): the beacon sends the page view
// with its campaign, and the page's Core Web Vitals when it is left; the browser holds no cookie.
// A desktop Chrome's user agent: headless Chromium's own names itself a bot (not recorded).
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

interface Summary {
  conversionByCampaign: Array<{ campaign: string; visits: number }>;
  vitals: Array<{ page: string; lang: string; metric: string; p75: number | null; samples: number }>;
}

test('a visit is counted with its campaign and its field vitals, and leaves no cookie', async ({ page, context, stack }) => {
  const campaign = `pw-${randomUUID().slice(0, 8)}`;
  // The page view (a beacon: the browser does not show its body to the test; the CMS's figures do).
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
  await page.goto(`/en/servicio-sap?utm_source=test&utm_campaign=${campaign}`);
  await hydrated(page);
  await sent;
  // An interaction (INP), then the page is left: the vitals go out as it is hidden.
  await page.locator('main h1').first().click();
  await page.goto('/en/');
  await hydrated(page);
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        const res = await adminFetch(stack.cmsUrl, `/site-analytics/summary?from=${today}&to=${today}`);
        const s = ((await res.json()) as { data: Summary }).data;
        return {
          visits: s.conversionByCampaign.find((c) => c.campaign === campaign)?.visits ?? 0,
          metrics: s.vitals.filter((v) => v.page === '/en/servicio-sap' && v.lang === 'en' && v.samples > 0).map((v) => v.metric),
        };
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ visits: 1, metrics: expect.arrayContaining(['LCP', 'TTFB', 'CLS']) });
  expect(await context.cookies()).toEqual([]);
});

// The dashboard in the CMS admin (docs/decisions/0033), in both admin languages: the signed-in
// editor's token and language as the admin keeps them (local storage), then its page.
for (const [lang, title, section, csv] of [
  ['en', 'Site analytics', 'Visits and leads per day', 'Download CSV'],
  ['es', 'Analítica del sitio', 'Visitas y contactos por día', 'Descargar CSV'],
] as const) {
  test(`the admin's analytics page renders in ${lang === 'en' ? 'English' : 'Spanish'}`, async ({ page, stack }) => {
    const token = await adminToken(stack);
    await page.addInitScript(
      ([jwt, language]) => {
        localStorage.setItem('jwtToken', JSON.stringify(jwt));
        localStorage.setItem('strapi-admin-language', language);
      },
      [token, lang],
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${stack.cmsUrl}/admin/site-analytics`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole('button', { name: csv }).first()).toBeVisible();
    // Every figure is also a table.
    await expect(page.locator('section[aria-labelledby="sa-series"] table')).toBeVisible();
  });
}
