import { describe, expect, it } from 'vitest';
import { allPages, PAGE_ENTITIES, SITEMAP_PAGES, sitemapXml, withLang } from './sitemap';

describe('sitemap', () => {
  it('every page of the site has its CMS entry', () => {
    for (const path of SITEMAP_PAGES) expect(PAGE_ENTITIES[path], path).toBeTruthy();
    expect(SITEMAP_PAGES).toHaveLength(15);
  });

  it('each address with its es, en and x-default alternates and lastmod, XML-escaped', () => {
    const xml = sitemapXml('https://site.example/', [
      { href: '/', lastmod: '2026-01-02T03:04:05.000Z' },
      { href: '/casos-de-exito/4?es=Caso+%C3%A9xito&en=Case', lastmod: '2026-02-01T00:00:00.000Z' },
      { href: '/blog' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://site.example/</loc><xhtml:link rel="alternate" hreflang="es" href="https://site.example/?lang=es"/><xhtml:link rel="alternate" hreflang="en" href="https://site.example/?lang=en"/><xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/"/><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    );
    expect(xml).toContain(
      '<loc>https://site.example/casos-de-exito/4?es=Caso+%C3%A9xito&amp;en=Case</loc><xhtml:link rel="alternate" hreflang="es" href="https://site.example/casos-de-exito/4?es=Caso+%C3%A9xito&amp;en=Case&amp;lang=es"/>',
    );
    expect(xml).toContain('<url><loc>https://site.example/blog</loc>');
    expect(xml).not.toMatch(/&(?!amp;)/);
    expect(withLang('/a?b=1', 'en')).toBe('/a?b=1&lang=en');
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
