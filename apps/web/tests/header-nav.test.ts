/**
 * The header's menu marks where the visitor is (PRODUCT §2 navigation), at the language addresses
 * (docs/decisions/0031): "Insights" stays marked on its sub-pages (success cases, a case, the blog, a
 * post, the downloads), in both languages, and on no other page. The page's server HTML is read, as
 * a visitor without scripts gets it.
 */
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

/** The class of the header's link to the Insights page, in the page at `path`. */
async function insightsLinkClass(path: string): Promise<string> {
  const res = await fetch(`${stack.webUrl}${path}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const lang = path.slice(1, 3);
  const link =
    [...html.matchAll(new RegExp(`<a[^>]*href="/${lang}/insights"[^>]*>`, 'g'))].map((m) => m[0]).find((a) => a.includes('menu__link')) ??
    '';
  expect(link, `${path}: the header's Insights link`).not.toBe('');
  return /class="([^"]*)"/.exec(link)?.[1] ?? '';
}

/** The first post's and case's addresses in a language, as the lists link them. */
async function firstDetail(list: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${stack.webUrl}${list}`)).text();
  const href = new RegExp(`href="(${prefix}[^"#?]+)"`).exec(html)?.[1];
  expect(href, `a detail link in ${list}`).toBeTruthy();
  return href ?? '';
}

describe('the header marks the Insights section', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`on its sub-pages in ${lang}, and not elsewhere`, async () => {
      const post = await firstDetail(`/${lang}/blog`, `/${lang}/blog-details/`);
      const kase = await firstDetail(`/${lang}/casos-de-exito`, `/${lang}/casos-de-exito/`);
      for (const path of [`/${lang}/insights`, `/${lang}/blog`, post, `/${lang}/casos-de-exito`, kase, `/${lang}/download`])
        expect((await insightsLinkClass(path)).split(' '), path).toContain('active');
      for (const path of [`/${lang}/`, `/${lang}/nosotros`, `/${lang}/servicio-sap`])
        expect((await insightsLinkClass(path)).split(' '), path).not.toContain('active');
    });
  }
});
