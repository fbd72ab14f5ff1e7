import type { Insight } from '@site/content';
import { cmsGet, expect, hydrated, test } from './fixtures';
import {
  allBlogCards,
  allDownloadCards,
  allSuccessCases,
  casesOrder,
  expectSameDocument,
  LANGS,
  markDocument,
  newestFirst,
  PAGE_SIZE,
  shortDate,
  skipLeadModal,
  tx,
  useLanguage,
} from './lists-helpers';

// /download and /insights (PRODUCT §2, §7, §9), in both languages.

for (const lang of LANGS) {
  test.describe(`downloads (${lang})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, lang);
      await skipLeadModal(page);
    });

    test('a paginated grid of 6 download cards, newest first, with author, date and download button', async ({ page, stack }) => {
      const all = await allDownloadCards(stack);
      const expected = newestFirst(all);
      const pageCount = Math.ceil(expected.length / PAGE_SIZE);
      expect(pageCount).toBeGreaterThan(1);
      await page.goto('/download');
      await hydrated(page);
      await markDocument(page);
      const cards = page.locator('.list-area .download-card');
      for (let p = 1; p <= pageCount; p++) {
        const slice = expected.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE);
        await expect(cards.locator('.card__title')).toHaveText(slice.map((c) => tx(c, 'title', lang)));
        const first = cards.first();
        await expect(first.locator('.card__text')).toHaveText(tx(slice[0], 'description', lang));
        await expect(first.locator('.card__byline')).toContainText(tx(slice[0], 'author_date', lang));
        await expect(first.locator('time')).toHaveText(shortDate(slice[0].publication_date ?? '', lang));
        await expect(first.locator('img')).toHaveAttribute('src', /\/uploads\//);
        await expect(first.getByRole('button', { name: new RegExp(lang === 'es' ? 'Descargar' : 'Download') })).toBeVisible();
        await expect(page.locator('nav.pager .pager__page')).toHaveCount(Math.min(3, pageCount));
        if (p < pageCount) {
          await page.locator('nav.pager a[rel="next"]').click();
          await expect(page).toHaveURL(new RegExp(`/download\\?page=${p + 1}$`));
        }
      }
      await expectSameDocument(page);
    });

    test('the hero contact button leads to the contact section of the page', async ({ page }) => {
      await page.goto('/download');
      await hydrated(page);
      const cta = page.locator('.hero').getByRole('link', { name: lang === 'es' ? 'Hablemos' : 'Talk to us' });
      await expect(cta).toHaveAttribute('href', new RegExp(`^(/${lang}/download)?#contacto$`));
      await expect(page.locator('section#contacto')).toHaveCount(1);
      await cta.click();
      await expect(page).toHaveURL(/\/download#contacto$/);
      await expect(page.locator('#contacto')).toBeInViewport({ timeout: 4000 });
    });
  });

  test.describe(`insights (${lang})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, lang);
      await skipLeadModal(page);
    });

    test('the first 3 success cases, blog posts and downloads, each group with its view-more link', async ({ page, stack }) => {
      const { data: insight } = await cmsGet<{ data: Insight }>(stack, 'insight');
      const cases = casesOrder(await allSuccessCases(stack)).slice(0, 3);
      const blogs = newestFirst(await allBlogCards(stack)).slice(0, 3);
      const downloads = newestFirst(await allDownloadCards(stack)).slice(0, 3);

      await page.goto('/insights');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(insight, 'tittle_banner', lang));
      const groups = [
        { title: tx(insight, 'title_successCase', lang), titles: cases.map((c) => tx(c, 'tittle', lang)), to: '/casos-de-exito' },
        { title: tx(insight, 'title_blogs', lang), titles: blogs.map((c) => tx(c, 'tittle', lang)), to: '/blog' },
        { title: tx(insight, 'title_download', lang), titles: downloads.map((c) => tx(c, 'title', lang)), to: '/download' },
      ];
      for (const g of groups) {
        const section = page.getByRole('region', { name: g.title });
        await expect(section.locator('.card')).toHaveCount(3);
        await expect(section.locator('.card__title')).toHaveText(g.titles);
        const more = section.locator('.insights-group__more');
        await expect(more).toHaveAccessibleName(new RegExp(`^${lang === 'es' ? 'Ver más' : 'View more'}\\s*: ${g.title}$`));
        await expect(more).toHaveAttribute('href', `/${lang}${g.to}`);
      }

      await hydrated(page);
      await markDocument(page);
      for (const g of groups) {
        await page.getByRole('region', { name: g.title }).locator('.insights-group__more').click();
        await expect(page).toHaveURL(new RegExp(`${g.to}$`));
        await expect(page.locator('.list-area .card').first()).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/\/insights$/);
      }
      await expectSameDocument(page);
    });
  });
}

test('an insights download card leads to that card on the downloads page', async ({ page, stack }) => {
  await skipLeadModal(page);
  const [newest] = newestFirst(await allDownloadCards(stack));
  await page.goto('/insights');
  await hydrated(page);
  await page.getByRole('link', { name: `Get the document: ${newest.title_en}` }).click();
  await expect(page).toHaveURL(new RegExp(`/download#download-${newest.id}$`));
  await expect(page.locator(`#download-${newest.id}`)).toBeInViewport({ timeout: 4000 });
});
