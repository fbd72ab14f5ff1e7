import { randomUUID } from 'node:crypto';
import { adminFetch } from '../../scripts/lib/admin-token';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { expect, openAdmin, hydrated, test } from './fixtures';

// First-party measurement in a real browser (docs/decisions/0041): the beacon sends the page view
// with its campaign, and the page's Core Web Vitals when it is left; the browser holds no cookie.
// A desktop Chrome's user agent: headless Chromium's own names itself a bot (not recorded). Set for
// the whole browser too: a beacon sent while a page unloads goes out with the browser's own.
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({
  userAgent: CHROME_UA,
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--user-agent=${CHROME_UA}`] },
});

interface Summary {
  totals: { chatOpened: number; visits: number; pageviews: number };
  vitals: { pages: Array<{ page: string; lang: string; metrics: Record<string, { p75: number | null; samples: number }> }> };
}

/** Today's figures (the firm's day, docs/decisions/0090), of one campaign when given. */
async function summary(cmsUrl: string, campaign = ''): Promise<Summary> {
  const res = await adminFetch(cmsUrl, `/site-analytics/summary?preset=today${campaign ? `&campaign=${campaign}` : ''}`);
  return ((await res.json()) as { data: Summary }).data;
}

test('a visit is counted with its campaign, its field vitals and the chat opened, and leaves no cookie', async ({
  page,
  context,
  stack,
}) => {
  const campaign = `pw-${randomUUID().slice(0, 8)}`;
  const before = (await summary(stack.cmsUrl)).totals.chatOpened;
  // The page view (a beacon: the browser does not show its body to the test; the CMS's figures do).
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
  await page.goto(`/en/servicio-sap?utm_source=test&utm_campaign=${campaign}`);
  await hydrated(page);
  await sent;
  // The chat opened (an interaction too: INP), then the page is left: the vitals go out as it is hidden.
  await page.locator('button.chat-fab').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/en/');
  await hydrated(page);
  await expect
    .poll(
      async () => {
        const [all, s] = await Promise.all([summary(stack.cmsUrl), summary(stack.cmsUrl, campaign)]);
        const page = s.vitals.pages.find((v) => v.page === '/en/servicio-sap' && v.lang === 'en');
        return {
          visits: s.totals.visits,
          chatOpened: all.totals.chatOpened > before,
          metrics: Object.entries(page?.metrics ?? {})
            .filter(([, m]) => m.samples > 0)
            .map(([metric]) => metric),
        };
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ visits: 1, chatOpened: true, metrics: expect.arrayContaining(['LCP', 'TTFB', 'CLS']) });
  expect(await context.cookies()).toEqual([]);
});

// The downloads page keeps the visit for its forms as soon as it hydrates, before the shell's
// measurement runs: a visit landing there is counted all the same (docs/decisions/0090).
test('a visit landing on /download is counted as a visit, with its campaign', async ({ page, stack }) => {
  const campaign = `pw-dl-${randomUUID().slice(0, 8)}`;
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
  await page.goto(`/download?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await hydrated(page);
  await sent;
  await expect.poll(async () => (await summary(stack.cmsUrl, campaign)).totals.visits, { timeout: 15_000 }).toBe(1);
  // A second page of the same visit is a page view, not another visit.
  await page.goto('/download');
  await hydrated(page);
  await expect
    .poll(async () => (await summary(stack.cmsUrl, campaign)).totals, { timeout: 15_000 })
    .toMatchObject({ visits: 1, pageviews: 2 });
});

// The dashboard in the CMS admin (docs/decisions/0041), in both admin languages: the signed-in
// editor's token and language as the admin keeps them (local storage), then its page.
for (const [lang, title, section, csv] of [
  ['en', 'Site analytics', 'Visits and submissions per day', 'Download CSV'],
  ['es', 'Analítica del sitio', 'Visitas y envíos por día', 'Descargar CSV'],
] as const) {
  test(`the admin's analytics page renders in ${lang === 'en' ? 'English' : 'Spanish'}`, async ({ page, stack }) => {
    await openAdmin(page, stack, lang, `/site-analytics`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole('button', { name: csv }).first()).toBeVisible();
    // Every figure is also a table.
    await expect(page.locator('section[aria-labelledby="sa-series"] table')).toBeVisible();
  });
}

// Editors see the gaps (docs/decisions/0045): a question the chat could not answer becomes a draft
// question-and-answer pair in its language with one click in the dashboard, which opens the chat-bot
// entry where the editor writes the answer and publishes (the second click; qa-live.test.ts).
// One test for both languages: both change the same draft.
test('an unanswered question becomes a draft pair from the dashboard, in English and in Spanish', async ({ page, stack }) => {
  // Two admin pages, each loaded cold (the admin's bundle) on a shared machine.
  test.setTimeout(150_000);
  for (const [lang, button] of [
    ['en', 'Make a draft question-and-answer pair of'],
    ['es', 'Crear un par de pregunta y respuesta en borrador con'],
  ] as const) {
    const UID = 'api::chat-bot.chat-bot';
    const draftPairs = async () => {
      const res = await adminFetch(stack.cmsUrl, `/content-manager/single-types/${UID}`);
      return ((await res.json()) as { data: { qa_pairs?: Array<Record<string, unknown>> } }).data.qa_pairs ?? [];
    };
    const before = await draftPairs();
    const question =
      lang === 'en'
        ? `Do you sponsor the ${randomUUID().slice(0, 6)} chess club?`
        : `¿Patrocinan el club de ajedrez ${randomUUID().slice(0, 6)}?`;
    // The question as the site servers record it (not answered, asked on a page of its language).
    const stored = await fetch(`${stack.cmsUrl}/api/site-analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.siteToken}` },
      body: JSON.stringify({
        events: [{ event_id: randomUUID(), at: Date.now(), type: 'chat_unanswered', page: `/${lang}/`, lang, detail: question }],
      }),
    });
    expect(stored.status).toBe(200);
    try {
      await openAdmin(page, stack, lang, '/site-analytics');
      const make = page.getByRole('button', { name: `${button} ${lang === 'es' ? `«${question}»` : `“${question}”`}` });
      await expect(make).toBeVisible({ timeout: 30_000 });
      await make.click();
      await expect(page).toHaveURL(new RegExp(`/admin/content-manager/single-types/${UID}`), { timeout: 15_000 });
      const after = await draftPairs();
      expect(after.length).toBe(before.length + 1);
      expect(after.at(-1)).toMatchObject({ [`questions_${lang}`]: question });
    } finally {
      // The draft as it was: other tests publish the draft's pairs.
      await adminFetch(stack.cmsUrl, `/content-manager/single-types/${UID}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ qa_pairs: before }),
      });
    }
  }
});
