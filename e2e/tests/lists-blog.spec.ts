import type { BlogCard } from '@site/content';
import { chooseLanguage, expect, hydrated, test } from './fixtures';
import {
  allBlogCards,
  blogCategories,
  createBlogPost,
  deleteBlogPost,
  expectSameDocument,
  LANGS,
  markDocument,
  newestFirst,
  PAGE_SIZE,
  scheduledBlogDraft,
  shortDate,
  tx,
  useLanguage,
} from './lists-helpers';

// /blog and /blog-details/{id} (PRODUCT §2, §4, §7, §9). Serial: one test adds a post for a moment,
// which would shift the list under the pagination test.
test.describe.configure({ mode: 'serial' });

const cards = (page: import('@playwright/test').Page) => page.locator('.list-area .blog-card');
const pager = (page: import('@playwright/test').Page) => page.locator('nav.pager');
const published = (all: BlogCard[]) => newestFirst(all);

for (const lang of LANGS) {
  test.describe(`blog (${lang})`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await useLanguage(page, baseURL, lang);
    });

    test('6 posts per page, newest first then highest id, never a draft (the scheduled post), at most 3 page buttons', async ({
      page,
      stack,
    }) => {
      const expected = published(await allBlogCards(stack));
      const scheduled = await scheduledBlogDraft(stack);
      const pageCount = Math.ceil(expected.length / PAGE_SIZE);
      expect(pageCount).toBeGreaterThan(1);

      await page.goto('/blog');
      await hydrated(page);
      await markDocument(page);
      const shown: string[] = [];
      for (let p = 1; p <= pageCount; p++) {
        const slice = expected.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE);
        await expect(cards(page).locator('.card__title')).toHaveText(slice.map((c) => tx(c, 'tittle', lang)));
        await expect(cards(page).first().locator('time')).toHaveText(shortDate(slice[0].publication_date ?? '', lang));
        await expect(cards(page).first()).toContainText(tx(slice[0], 'author_date', lang));
        shown.push(...slice.map((c) => tx(c, 'tittle', lang)));
        await expect(pager(page).locator('.pager__page')).toHaveCount(Math.min(3, pageCount));
        if (p < pageCount) {
          await pager(page)
            .getByRole('link', { name: lang === 'es' ? `Página ${p + 1}` : `Page ${p + 1}`, exact: true })
            .click();
          await expect(page).toHaveURL(new RegExp(`/blog\\?page=${p + 1}$`));
        }
      }
      expect(shown).not.toContain(tx(scheduled, 'tittle', lang));
      await expectSameDocument(page);
    });

    test('choosing a category filters the posts and returns to page 1', async ({ page, stack }) => {
      const expected = published(await allBlogCards(stack));
      const categories = await blogCategories(stack);
      const category = categories[categories.length - 1];
      const inCategory = expected.filter((c) => c.category_blogs?.some((x) => x.id === category.id));
      expect(inCategory.length).toBeGreaterThan(0);
      expect(inCategory.length).toBeLessThan(expected.length);

      await page.goto('/blog?page=2');
      await hydrated(page);
      await markDocument(page);
      await page
        .locator('.filters')
        .getByRole('link', { name: tx(category, 'name', lang), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog\\?category=${category.id}$`));
      await expect(cards(page).locator('.card__title')).toHaveText(inCategory.slice(0, PAGE_SIZE).map((c) => tx(c, 'tittle', lang)));
      for (const card of await cards(page).locator('.card__tags').all()) await expect(card).toContainText(tx(category, 'name', lang));
      await expectSameDocument(page);
      // Back to the unfiltered page 2.
      await page.goBack();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      await expect(cards(page).locator('.card__title').first()).toHaveText(tx(expected[PAGE_SIZE], 'tittle', lang));
    });

    test('an unknown category says there is nothing in it', async ({ page }) => {
      await page.goto('/blog?category=999999');
      await expect(cards(page)).toHaveCount(0);
      await expect(page.locator('.list-empty')).toContainText(
        lang === 'es' ? 'Todavía no hay publicaciones en esta categoría.' : 'There are no posts in this category yet.',
      );
    });
  });
}

test.describe('blog detail', () => {
  test('a card opens its post: category, title, author and date, images and the rich text with real lists, in both languages', async ({
    page,
    stack,
  }) => {
    const post = published(await allBlogCards(stack))
      .slice(0, PAGE_SIZE)
      .find((c) => /<li/.test(c.Blog_detail?.paragraphs_en ?? '')) as BlogCard;
    expect(post).toBeTruthy();
    await page.goto('/blog');
    await hydrated(page);
    await markDocument(page);
    await cards(page)
      .getByRole('link', { name: post.tittle_en ?? '', exact: true })
      .click();
    // Its own address in the language on screen: the post's English slug (docs/decisions/0031, 0032).
    await expect(page).toHaveURL(new RegExp(`/en/blog-details/${post.slug_en}$`));
    await expectSameDocument(page);

    const detail = post.Blog_detail;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail?.tittle_en || post.tittle_en || '');
    await expect(page.locator('.post__categories')).toContainText(post.category_blogs?.[0]?.name_en ?? '');
    await expect(page.locator('.post__byline')).toContainText(post.author_date_en ?? '');
    await expect(page.locator('.post__byline time')).toHaveText(shortDate(post.publication_date ?? '', 'en'));
    await expect(page.locator('.post__picture img')).toHaveAttribute('src', /\/uploads\//);
    await expect(page.locator('.post__picture source')).toHaveAttribute('media', '(max-width: 575px)');

    const items = page.locator('.prose li');
    await expect(items).toHaveCount((detail?.paragraphs_en ?? '').match(/<li/g)?.length ?? 0);
    expect(await items.first().evaluate((el) => getComputedStyle(el).display)).toBe('list-item');
    expect(await items.first().evaluate((el) => getComputedStyle(el.parentElement as Element).listStyleType)).not.toBe('none');
    await expect(page.locator('.prose [style]')).toHaveCount(0);

    await chooseLanguage(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail?.tittle_es || post.tittle_es || '');
    await expect(page).toHaveURL(new RegExp(`/es/blog-details/${post.slug_es}$`));
    await expectSameDocument(page);
    await expect(page.locator('.prose li')).toHaveCount((detail?.paragraph_es ?? '').match(/<li/g)?.length ?? 0);
    await expect(page.locator('.post__byline time')).toHaveText(shortDate(post.publication_date ?? '', 'es'));
  });

  test('the first HTML already has the rich text without the CMS inline font-family', async ({ request, stack }) => {
    const post = published(await allBlogCards(stack)).find((c) => /font-family/.test(c.Blog_detail?.paragraphs_en ?? '')) as BlogCard;
    expect(post).toBeTruthy();
    const html = await (await request.get(`/blog-details/${post.documentId}`, { headers: { cookie: 'lang=en' } })).text();
    const body = html.slice(html.indexOf('class="prose"'), html.indexOf('class="post__back"'));
    expect(body).toContain('<li>');
    expect(body).not.toMatch(/font-family|style=/);
  });

  test('an unknown, malformed or scheduled (draft) post gives the not-found page with status 404', async ({
    page,
    stack,
    consoleErrors,
  }) => {
    // The browser itself reports each page's 404 status on the console.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    const scheduled = await scheduledBlogDraft(stack);
    for (const path of [
      '/blog-details/999999',
      '/blog-details/abc',
      `/blog-details/${scheduled.documentId}`,
      `/blog-details/${scheduled.slug_en}`,
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oopps the page you were looking for, couldn´t be found');
    }
  });

  test('scripts, event handlers and javascript: links in a post never run', async ({ page, stack, consoleErrors }) => {
    // The post's deliberately broken image (whose onerror must not run) is reported by the browser.
    consoleErrors.allow(/status of 404 \(Not Found\) \(.*\/uploads\/does-not-exist\.png\)/);
    const marker = `Sanitizer check ${Date.now()}`;
    const dirty = [
      `<p style="font-family: Comic Sans MS">${marker}</p>`,
      `<script>window.__xss = 'script'</script>`,
      `<img src="/uploads/does-not-exist.png" alt="broken" onerror="window.__xss = 'onerror'">`,
      `<p><a href="javascript:window.__xss='link'">click me</a> <a href="https://example.com/" onclick="window.__xss='click'">safe</a></p>`,
      `<ul><li style="display:block">one</li><li>two</li></ul>`,
      `<iframe src="javascript:window.__xss='frame'"></iframe><svg onload="window.__xss='svg'"></svg>`,
    ].join('\n');
    const created = await createBlogPost(stack, {
      tittle_es: `${marker} es`,
      tittle_en: `${marker} en`,
      content_es: 'Prueba',
      content_en: 'Test',
      author_date_es: 'Por QA',
      author_date_en: 'By QA',
      // Far in the past: last in the list, so the other lists keep their first pages.
      publication_date: '2001-01-01',
      Blog_detail: { tittle_es: `${marker} es`, tittle_en: `${marker} en`, paragraph_es: dirty, paragraphs_en: dirty },
    });
    try {
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      await expect(async () => {
        const res = await page.goto(`/blog-details/${created.id}`);
        expect(res?.status()).toBe(200);
      }).toPass({ timeout: 10_000 });
      await hydrated(page);
      const prose = page.locator('.prose');
      await expect(prose).toContainText(marker);
      await expect(prose.locator('script, iframe, svg, [style], [onerror], [onclick], [onload]')).toHaveCount(0);
      await expect(prose.locator('a[href^="javascript"]')).toHaveCount(0);
      await expect(prose.locator('li')).toHaveCount(2);
      // Read in one step in the page (query and style together): a handle found first and read in a
      // second call can be a node the page has just replaced, whose computed style is empty.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const li = document.querySelector('.prose li');
            return li ? getComputedStyle(li).display : null;
          }),
        )
        .toBe('list-item');
      await prose.getByText('click me').click();
      // real wait: a javascript: link runs in a task of its own after the click, and a script that does
      // not run gives no event to wait for; no timer of the product is involved (page.clock cannot
      // help), so the test gives it 300 ms of real time before reading __xss.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
      expect(dialogs).toBe(0);
    } finally {
      await deleteBlogPost(stack, created.documentId);
    }
  });
});
