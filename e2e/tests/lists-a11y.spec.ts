import AxeBuilder from '@axe-core/playwright';
import { altFor, type BlogCard } from '@site/content';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { cmsGet, expect, hydrated, test } from './fixtures';
import { allBlogCards, allSuccessCases, caseCategories, LANGS, skipLeadModal, tx, useLanguage } from './lists-helpers';

// axe-core on every page of the lists (insights, success cases, blog, downloads and their details),
// in both languages, at desktop and phone widths: no serious or critical violation.

const PAGES: Array<[string, (stack: StackInfo) => Promise<string>]> = [
  ['insights', async () => '/insights'],
  ['success cases', async () => '/casos-de-exito'],
  [
    'success cases filtered',
    async (stack) => {
      const [category] = await caseCategories(stack);
      return `/casos-de-exito?category=${category.id}&subcategory=${category.subcategory_cases?.[0]?.id}`;
    },
  ],
  ['success case detail', async (stack) => `/casos-de-exito/${(await allSuccessCases(stack))[0].id}`],
  ['blog', async () => '/blog?page=2'],
  ['blog post', async (stack) => `/blog-details/${(await allBlogCards(stack))[0]?.id}`],
  ['downloads', async () => '/download'],
];

for (const lang of LANGS) {
  for (const [name, pathOf] of PAGES) {
    test(`axe: ${name} (${lang})`, async ({ page, baseURL, stack }) => {
      test.setTimeout(90_000);
      await useLanguage(page, baseURL, lang);
      await skipLeadModal(page);
      // Every reveal-on-scroll section shown at once for the scan.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const path = await pathOf(stack);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrated(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          // The embedded PDF is shown by the browser's own viewer, not by the page.
          .exclude('iframe.pdf-frame')
          .analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} @${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(bad).toEqual([]);
      }
    });
  }
}

// Every image an editor sets shows the editor's alternative text in the page's language (the media
// library's "es: … | en: …"; "decorative" only when the editor says so): the blog list's cards and a
// post's main photo, read from the CMS without the site's code.
test("images show the editor's alt text of the page's language: the blog list and a post (es, en)", async ({ page, baseURL, stack }) => {
  test.setTimeout(90_000);
  const cards = (
    await cmsGet<{ data: BlogCard[] }>(
      stack,
      'blog-cards?populate[image]=true&populate[Blog_detail][populate][image_desktop]=true&populate[Blog_detail][populate][image_mobile]=true&pagination[pageSize]=200',
    )
  ).data;
  const post = cards.find((c) => c.Blog_detail);
  if (!post) throw new Error('no published post in the seed');
  const postImage = post.Blog_detail?.image_desktop ?? post.image;
  const seen: Record<string, string[]> = {};
  for (const lang of LANGS) {
    await useLanguage(page, baseURL, lang);
    await skipLeadModal(page);
    await page.goto('/blog');
    const shown = page.locator('.blog-card');
    await expect(shown.first()).toBeVisible();
    const onPage = await shown.evaluateAll((articles) =>
      articles.map((a) => ({
        title: a.querySelector('.card__title')?.textContent?.trim() ?? '',
        alt: a.querySelector('img')?.getAttribute('alt'),
      })),
    );
    expect(onPage.length).toBeGreaterThan(0);
    for (const { title, alt } of onPage) {
      const card = cards.find((c) => tx(c, 'tittle', lang) === title);
      expect(card, title).toBeTruthy();
      const expected = altFor(card?.image?.alternativeText, lang);
      expect(expected, `${title}: the seed gives it an alt text`).not.toBe('');
      expect(alt, `${lang} ${title}`).toBe(expected);
    }
    seen[lang] = onPage.map((c) => c.alt ?? '');
    await page.goto(`/blog-details/${post.id}`);
    const photo = page.locator('.post__picture img');
    await expect(photo).toHaveAttribute('alt', altFor(postImage?.alternativeText, lang));
    expect(await photo.getAttribute('alt')).not.toBe('');
  }
  // Each language its own text: the English page does not read the Spanish one.
  expect(seen.en).not.toEqual(seen.es);
});
