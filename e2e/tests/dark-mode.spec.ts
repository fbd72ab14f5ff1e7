import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test } from './fixtures';
import { skipLeadModal, useLanguage } from './lists-helpers';

// The site follows the visitor's colour scheme: in dark mode too, axe-core finds no serious or
// critical violation (contrast above all) on one page of each kind, in both languages.
const PAGES = ['/', '/nosotros', '/servicio-sap', '/producto-c3', '/servicio-ia', '/insights', '/blog', '/download'];

for (const lang of ['en', 'es'] as const) {
  test(`dark mode: axe on every kind of page (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await useLanguage(page, baseURL, lang);
    await skipLeadModal(page);
    // Reduced motion shows every reveal-on-scroll section at once for the scan.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await hydrated(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
        found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(found).toEqual([]);
  });
}
