import { adminFetch } from '../../scripts/lib/admin-token';
import { expect, openAdmin, test } from './fixtures';

// Scheduled publishing and translation status in the real admin (docs/decisions/0043), in both admin
// languages: the blog posts' list shows the schedule (a scheduled draft: "Scheduled" and its time, the
// only scheduling, docs/decisions/0078) and the translation columns, as do the success cases' and the
// downloads' lists; the edit view's panel lists the field left empty in English.
const UID = 'api::blog-card.blog-card';
const TEXT = {
  en: {
    schedule: 'Schedule',
    translation: 'Translation',
    missing: 'English missing',
    scheduled: 'Scheduled',
    publishes: 'Publishes',
    field: 'Summary (EN)',
  },
  es: {
    schedule: 'Programación',
    translation: 'Traducción',
    missing: 'Falta inglés',
    scheduled: 'Programado',
    publishes: 'Se publica',
    field: 'Resumen (EN)',
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
      await expect(row).toContainText(t.scheduled);
      await expect(row).toContainText(t.publishes);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/list-${lang}-1440.png` });
      for (const uid of ['api::success-case-card.success-case-card', 'api::download-card.download-card']) {
        await page.goto(`${stack.cmsUrl}/admin/content-manager/collection-types/${uid}?page=1&pageSize=10`);
        await expect(page.locator('thead th', { hasText: t.schedule }), uid).toBeVisible({ timeout: 60_000 });
      }

      await page.goto(`${stack.cmsUrl}/admin/content-manager/collection-types/${UID}/${documentId}`);
      await expect(page.getByText(t.missing === 'Falta inglés' ? 'Vacío en inglés' : 'Empty in English', { exact: false })).toBeVisible({
        timeout: 60_000,
      });
      // The empty field by its label in the admin's language, as the form shows it.
      await expect(page.getByRole('listitem').filter({ hasText: t.field })).toBeVisible();
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/edit-panel-${lang}-1440.png` });
    } finally {
      await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${UID}/${documentId}`, { method: 'DELETE' });
    }
  });
}

// "Publish" asks first while a language is missing (docs/decisions/0043): the dialog names the empty field;
// "Cancel" keeps the draft; the keyboard shortcut meets the same dialog; "Publish anyway" publishes.
// A complete entry publishes at once, as before.
const CONFIRM = {
  en: {
    publish: 'Publish',
    title: 'Publish with a missing translation?',
    missing: 'Missing in English: Summary (EN)',
    anyway: 'Publish anyway',
    cancel: 'Cancel',
  },
  es: {
    publish: 'Publicar',
    title: '¿Publicar con una traducción pendiente?',
    missing: 'Falta en inglés: Resumen (EN)',
    anyway: 'Publicar de todos modos',
    cancel: 'Cancelar',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  test(`publishing with a missing translation asks first, in the ${lang === 'en' ? 'English' : 'Spanish'} admin`, async ({
    page,
    stack,
  }) => {
    // Two admin openings (the pending entry, then the complete one), each up to a minute on a loaded machine.
    test.setTimeout(180_000);
    const t = CONFIRM[lang];
    const run = `${lang}${Date.now().toString(36)}`;
    const post = async (contentEn: string): Promise<string> => {
      const res = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${UID}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          tittle_es: `Confirmación ${run} ${contentEn ? 'completa' : 'pendiente'}`,
          tittle_en: `Confirmation ${run} ${contentEn ? 'complete' : 'pending'}`,
          content_es: 'Un resumen en español.',
          content_en: contentEn,
          publication_date: '2026-11-27',
          Blog_detail: { paragraph_es: 'Cuerpo.', paragraphs_en: 'Body.' },
        }),
      });
      expect(res.ok).toBe(true);
      return ((await res.json()) as { data: { documentId: string } }).data.documentId;
    };
    /** Whether the site's token finds the post published. */
    const published = async (documentId: string): Promise<boolean> => {
      const res = await fetch(`${stack.cmsUrl}/api/blog-cards?filters[documentId][$eq]=${documentId}`, {
        headers: { authorization: `Bearer ${stack.siteToken}` },
      });
      return ((await res.json()) as { data: unknown[] }).data.length === 1;
    };
    const pending = await post('');
    const complete = await post('An English summary.');
    try {
      await openAdmin(page, stack, lang, `/content-manager/collection-types/${UID}/${pending}`);
      const publish = page.getByRole('button', { name: t.publish, exact: true });
      await expect(publish).toBeEnabled({ timeout: 60_000 });
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await publish.click();
      await expect(dialog).toContainText(t.title);
      await expect(dialog).toContainText(t.missing);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/publish-confirm-${lang}-1440.png` });
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(dialog).toBeHidden();
      expect(await published(pending)).toBe(false);

      // The shortcut (Ctrl+Shift+Enter) opens the same dialog instead of publishing at once.
      await page.locator('body').press('Control+Shift+Enter');
      await expect(dialog).toContainText(t.title);
      expect(await published(pending)).toBe(false);
      await dialog.getByRole('button', { name: t.anyway }).click();
      await expect.poll(() => published(pending), { timeout: 15_000 }).toBe(true);

      await page.goto(`${stack.cmsUrl}/admin/content-manager/collection-types/${UID}/${complete}`);
      await expect(publish).toBeEnabled({ timeout: 60_000 });
      await publish.click();
      await expect.poll(() => published(complete), { timeout: 15_000 }).toBe(true);
      await expect(dialog).toHaveCount(0);
    } finally {
      for (const documentId of [pending, complete])
        await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${UID}/${documentId}`, { method: 'DELETE' });
    }
  });
}
