import { adminFetch } from '../../scripts/lib/admin-token';
import { expect, openAdmin, test } from './fixtures';

// Scheduled publishing and translation status in the real admin (docs/decisions/0043), in both admin
// languages: the blog posts' list shows the schedule and the translation columns; the edit view's
// panel lists the field left empty in English.
const UID = 'api::blog-card.blog-card';
const TEXT = {
  en: {
    schedule: 'Schedule',
    translation: 'Translation',
    missing: 'English missing',
    publishes: 'Publishes',
  },
  es: {
    schedule: 'Programación',
    translation: 'Traducción',
    missing: 'Falta inglés',
    publishes: 'Se publica',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  test(`the schedule and the translation status in the ${lang === 'en' ? 'English' : 'Spanish'} admin`, async ({ page, stack }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const run = `${lang}${Date.now().toString(36)}`;
    const created = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${UID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tittle_es: `Nube híbrida ${run}`,
        tittle_en: `Hybrid cloud ${run}`,
        content_es: 'Un resumen en español.',
        content_en: '',
        publication_date: '2026-11-27',
        publish_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      }),
    });
    expect(created.ok).toBe(true);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
    try {
      await openAdmin(page, stack, lang, `/content-manager/collection-types/${UID}?page=1&pageSize=10&sort=createdAt:DESC`);
      await expect(page.locator('thead th', { hasText: t.schedule })).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('thead th', { hasText: t.translation })).toBeVisible();
      // (The design system's table names its header cells gridcell, not columnheader.)
      const row = page.locator('tbody tr').filter({ hasText: `${run}` });
      await expect(row).toContainText(t.missing);
      await expect(row).toContainText(t.publishes);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/list-${lang}-1440.png` });

      await page.goto(`${stack.cmsUrl}/admin/content-manager/collection-types/${UID}/${documentId}`);
      await expect(page.getByText(t.missing === 'Falta inglés' ? 'Vacío en inglés' : 'Empty in English', { exact: false })).toBeVisible({
        timeout: 60_000,
      });
      await expect(page.getByText('content', { exact: true })).toBeVisible();
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/edit-panel-${lang}-1440.png` });
    } finally {
      await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${UID}/${documentId}`, { method: 'DELETE' });
    }
  });
}
