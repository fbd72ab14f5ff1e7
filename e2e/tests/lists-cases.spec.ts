import type { SuccessCaseCard } from '@site/content';
import { chooseLanguage, expect, hydrated, test } from './fixtures';
import {
  allSuccessCases,
  caseCategories,
  casesOrder,
  expectSameDocument,
  LANGS,
  markDocument,
  PAGE_SIZE,
  tx,
  useLanguage,
} from './lists-helpers';

// /casos-de-exito and /casos-de-exito/{id} (PRODUCT §2, §4, §7, §9), in both languages.

const cards = (page: import('@playwright/test').Page) => page.locator('.list-area .case-card');
const pager = (page: import('@playwright/test').Page) => page.locator('nav.pager');

for (const lang of LANGS) {
  test.describe(`success cases (${lang})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, lang);
    });

    test('6 cards per page, the page count of the seed, at most 3 page buttons, newest first', async ({ page, stack }) => {
      const expected = casesOrder(await allSuccessCases(stack));
      const pageCount = Math.ceil(expected.length / PAGE_SIZE);
      expect(pageCount).toBeGreaterThan(1);
      await page.goto('/casos-de-exito');
      await hydrated(page);
      await markDocument(page);
      const seen: string[] = [];
      for (let p = 1; p <= pageCount; p++) {
        const slice = expected.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE);
        await expect(cards(page)).toHaveCount(slice.length);
        await expect(cards(page).locator('.card__title')).toHaveText(slice.map((c) => tx(c, 'tittle', lang)));
        seen.push(...slice.map((c) => tx(c, 'tittle', lang)));
        const numbers = pager(page).locator('.pager__page');
        expect(await numbers.count()).toBeLessThanOrEqual(3);
        await expect(numbers).toHaveCount(Math.min(3, pageCount));
        await expect(pager(page).locator('[aria-current="page"]')).toHaveText(String(p));
        await expect(page.locator('.list-status')).toContainText(`${p}`);
        await expect(page.locator('.list-status')).toContainText(`${expected.length}`);
        if (p < pageCount) {
          await pager(page).locator('a[rel="next"]').click();
          await expect(page).toHaveURL(new RegExp(`[?&]page=${p + 1}$`));
          // The list stays in sight (no jump to the top of the page).
          await expect(page.locator('.list-status')).toBeInViewport();
        }
      }
      expect(new Set(seen).size).toBe(expected.length);
      await expect(pager(page).locator('a[rel="next"]')).toHaveCount(0);
      await expectSameDocument(page);
      // The back button returns to the previous page of the list.
      await page.goBack();
      await expect(page).toHaveURL(pageCount > 2 ? new RegExp(`page=${pageCount - 1}$`) : /casos-de-exito$/);
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText(String(pageCount - 1));
    });

    test('a page of the list is server-rendered from its address', async ({ request, stack }) => {
      const expected = casesOrder(await allSuccessCases(stack));
      const html = await (await request.get('/casos-de-exito?page=2', { headers: { cookie: `lang=${lang}` } })).text();
      const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(html).toContain(esc(tx(expected[PAGE_SIZE], 'tittle', lang)));
      expect(html).not.toContain(esc(tx(expected[0], 'tittle', lang)));
    });

    test('choosing a category, then a subcategory, filters the cards and returns to page 1', async ({ page, stack }) => {
      const all = await allSuccessCases(stack);
      const categories = await caseCategories(stack);
      // A category with more than one subcategory whose cards differ from the whole list.
      const category = categories.find((c) => (c.subcategory_cases?.length ?? 0) > 1) ?? categories[0];
      const subIds = (category.subcategory_cases ?? []).map((s) => s.id);
      const inCategory = casesOrder(all.filter((c) => c.subcategory_cases?.some((s) => subIds.includes(s.id))));
      const sub = (category.subcategory_cases ?? [])[1];
      const inSub = casesOrder(all.filter((c) => c.subcategory_cases?.some((s) => s.id === sub.id)));
      expect(inCategory.length).toBeLessThan(all.length);
      expect(inSub.length).toBeGreaterThan(0);

      await page.goto('/casos-de-exito?page=2');
      await hydrated(page);
      await markDocument(page);
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');

      const filters = page.locator('.filters');
      await filters.getByRole('link', { name: tx(category, 'name', lang), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/casos-de-exito\\?category=${category.id}$`));
      await expect(filters.getByRole('link', { name: tx(category, 'name', lang), exact: true })).toHaveAttribute('aria-current', 'true');
      const first = inCategory.slice(0, PAGE_SIZE);
      await expect(cards(page).locator('.card__title')).toHaveText(first.map((c) => tx(c, 'tittle', lang)));
      if (inCategory.length > PAGE_SIZE) await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
      else await expect(pager(page)).toHaveCount(0);

      await filters.getByRole('link', { name: tx(sub, 'name', lang), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`category=${category.id}&subcategory=${sub.id}$`));
      await expect(cards(page).locator('.card__title')).toHaveText(inSub.slice(0, PAGE_SIZE).map((c) => tx(c, 'tittle', lang)));
      await expectSameDocument(page);

      // "All" clears the filter.
      await page
        .getByRole('group', { name: lang === 'es' ? 'Categoría' : 'Category' })
        .getByRole('link', { name: lang === 'es' ? 'Todas' : 'All', exact: true })
        .click();
      await expect(page).toHaveURL(/\/casos-de-exito$/);
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });

    test('a filter without a match says so', async ({ page }) => {
      await page.goto('/casos-de-exito?subcategory=999999');
      await expect(cards(page)).toHaveCount(0);
      await expect(page.locator('.list-empty')).toContainText(
        lang === 'es' ? 'Todavía no hay casos de éxito con este filtro.' : 'No success stories match this filter yet.',
      );
      await page.locator('.list-empty').getByRole('link').click();
      await expect(page).toHaveURL(/\/casos-de-exito$/);
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });

    test('a card shows at most its first 4 subcategory names, joined with commas', async ({ page, stack }) => {
      const all = await allSuccessCases(stack);
      const many = all.find((c) => (c.subcategory_cases?.length ?? 0) > 4) as SuccessCaseCard;
      expect(many).toBeTruthy();
      const subs = many.subcategory_cases ?? [];
      await page.goto(`/casos-de-exito?subcategory=${subs[0].id}`);
      const card = cards(page).filter({ hasText: tx(many, 'tittle', lang) });
      await expect(card.locator('.case-card__subcategories')).toHaveText(
        subs
          .slice(0, 4)
          .map((s) => tx(s, 'name', lang))
          .join(', '),
      );
    });
  });
}

test.describe('success case detail', () => {
  test('See more opens the detail with both titles in the query; the PDF of the language is embedded and follows the language', async ({
    page,
    stack,
  }) => {
    const first = casesOrder(await allSuccessCases(stack))[0];
    await page.goto('/casos-de-exito');
    await hydrated(page);
    await cards(page)
      .first()
      .getByRole('link', { name: /See more/ })
      .click();
    // Its English slug, no query (docs/decisions/0031, 0032).
    await expect(page).toHaveURL(new RegExp(`/en/casos-de-exito/${first.slug_en}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.tittle_details_en ?? '');

    // An <iframe> (the CSP has object-src 'none', so no <object>/<embed>).
    const viewer = page.locator('iframe.pdf-frame');
    await expect(viewer).toHaveAttribute('src', new RegExp(`${first.pdf_en?.url}$`));
    const pdf = await page.request.get((await viewer.getAttribute('src')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The fallback download link points to the same document.
    await expect(page.getByRole('link', { name: 'Download PDF' }).first()).toHaveAttribute('href', new RegExp(`${first.pdf_en?.url}$`));

    await chooseLanguage(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.tittle_details_es ?? '');
    await expect(page).toHaveURL(new RegExp(`/es/casos-de-exito/${first.slug_es}$`));
    await expect(viewer).toHaveAttribute('src', new RegExp(`${first.pdf_es?.url}$`));
    await expect(page.getByRole('link', { name: 'Descargar PDF' }).first()).toHaveAttribute('href', new RegExp(`${first.pdf_es?.url}$`));
    expect(first.pdf_es?.url).not.toBe(first.pdf_en?.url);
  });

  test('the first HTML of a detail embeds the PDF of the visitor language', async ({ request, stack }) => {
    const c = (await allSuccessCases(stack))[0];
    const es = await (await request.get(`/casos-de-exito/${c.documentId}`, { headers: { cookie: 'lang=es' } })).text();
    expect(es).toMatch(new RegExp(`<iframe[^>]+src="[^"]*${c.pdf_es?.url}"`));
    const en = await (await request.get(`/casos-de-exito/${c.documentId}`, { headers: { cookie: 'lang=en' } })).text();
    expect(en).toMatch(new RegExp(`<iframe[^>]+src="[^"]*${c.pdf_en?.url}"`));
  });

  test('on a phone the viewer loads when asked (focus moves into it); without scripts it is in the page', async ({
    page,
    browser,
    baseURL,
    stack,
  }) => {
    const c = (await allSuccessCases(stack))[0];
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/es/casos-de-exito/${c.slug_es}`);
    await hydrated(page);
    const viewer = page.locator('iframe.pdf-frame');
    const show = page.getByRole('button', { name: 'Mostrar el documento aquí' });
    await expect(show).toBeVisible();
    await expect(viewer).toHaveCount(0);
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(viewer).toHaveAttribute('src', new RegExp(`${c.pdf_es?.url}$`));
    await expect(viewer).toBeFocused();
    await expect(show).toHaveCount(0);

    // A wide screen gets the viewer at once.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/en/casos-de-exito/${c.slug_en}`);
    await expect(viewer).toHaveAttribute('src', new RegExp(`${c.pdf_en?.url}$`));

    const nojs = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const plain = await nojs.newPage();
    await plain.goto(`/es/casos-de-exito/${c.slug_es}`);
    await expect(plain.locator('iframe.pdf-frame')).toHaveAttribute('src', new RegExp(`${c.pdf_es?.url}$`));
    await expect(plain.getByRole('button', { name: 'Mostrar el documento aquí' })).toBeHidden();
    await nojs.close();
  });

  test('an unknown id or a malformed id redirect (302) to the list in its language; no id is the list', async ({ page, request }) => {
    for (const lang of ['es', 'en']) {
      for (const id of ['999999', 'not-a-case', '0']) {
        const res = await request.get(`/${lang}/casos-de-exito/${id}`, { maxRedirects: 0 });
        expect(res.status(), id).toBe(302);
        expect(new URL(res.headers().location ?? '', 'http://x').pathname, id).toBe(`/${lang}/casos-de-exito`);
      }
      const slash = await request.get(`/${lang}/casos-de-exito/`, { maxRedirects: 0 });
      expect(slash.status()).toBe(301);
      expect(slash.headers().location).toBe(`/${lang}/casos-de-exito`);
    }
    await page.goto('/casos-de-exito/999999');
    await expect(page).toHaveURL(/\/en\/casos-de-exito$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await page.goto('/casos-de-exito/');
    await expect(page).toHaveURL(/\/en\/casos-de-exito$/);
  });
});
