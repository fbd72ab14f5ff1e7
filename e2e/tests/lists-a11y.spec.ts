import AxeBuilder from '@axe-core/playwright';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { expect, hydrated, test } from './fixtures';
import { allBlogCards, allSuccessCases, caseCategories, LANGS, skipLeadModal, useLanguage } from './lists-helpers';

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
