import { describe, expect, it } from 'vitest';
import { pageAlternates } from '@site/content';
import { allPages, PAGE_ENTITIES, SITEMAP_PAGES, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('every page of the site has its CMS entry', () => {
    for (const path of SITEMAP_PAGES) expect(PAGE_ENTITIES[path], path).toBeTruthy();
    expect(SITEMAP_PAGES).toHaveLength(15);
  });

  it("each page's address in both languages, each with the es, en and x-default alternates and lastmod, XML-escaped", () => {
    const xml = sitemapXml('https://site.example/', [
      { alternates: pageAlternates('/'), lastmod: '2026-01-02T03:04:05.000Z' },
      { alternates: { es: '/es/casos-de-exito/caso-éxito&1', en: '/en/casos-de-exito/case' }, lastmod: '2026-02-01T00:00:00.000Z' },
      { alternates: pageAlternates('/blog') },
    ]);
    const home =
      '<xhtml:link rel="alternate" hreflang="es" href="https://site.example/es/"/><xhtml:link rel="alternate" hreflang="en" href="https://site.example/en/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/"/><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>';
    expect(xml).toContain(`<url><loc>https://site.example/es/</loc>${home}`);
    expect(xml).toContain(`<url><loc>https://site.example/en/</loc>${home}`);
    expect(xml).toContain(
      '<url><loc>https://site.example/es/casos-de-exito/caso-éxito&amp;1</loc><xhtml:link rel="alternate" hreflang="es" href="https://site.example/es/casos-de-exito/caso-éxito&amp;1"/><xhtml:link rel="alternate" hreflang="en" href="https://site.example/en/casos-de-exito/case"/><xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/casos-de-exito/case"/>',
    );
    expect(xml).toContain('<url><loc>https://site.example/en/blog</loc>');
    expect(xml).toContain('<url><loc>https://site.example/es/blog</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).not.toMatch(/&(?!amp;)/);
  });

  it('pages through a collection until its last page', async () => {
    const calls: number[] = [];
    const items = await allPages(async (page) => {
      calls.push(page);
      return { data: [page * 10, page * 10 + 1], pagination: { pageCount: 3 } };
    });
    expect(calls).toEqual([1, 2, 3]);
    expect(items).toEqual([10, 11, 20, 21, 30, 31]);
  });
});
