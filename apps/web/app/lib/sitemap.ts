/**
 * The sitemap (PRODUCT §10 SEO): the site's pages and their CMS entries, and the XML document with
 * each address's language alternates. Pure; the route `routes/sitemap.ts` reads the CMS.
 */
import { barePath, type Lang, LANGS, SITE_PAGES, type SingleTypeName } from '@site/content';

/** The pages of the site and the CMS entry (single type) each one shows; unpublished, it is left out. */
export const PAGE_ENTITIES: Readonly<Record<string, SingleTypeName>> = Object.fromEntries(
  Object.values(SITE_PAGES).flatMap((page) => (page.entity ? [[page.path, page.entity]] : [])),
);

/** Every page of the site with a static address (the detail pages come from their collections). */
export const SITEMAP_PAGES: readonly string[] = Object.values(SITE_PAGES)
  .map((page) => page.path)
  .filter((path) => !path.includes(':'));

/** At most this many CMS pages per collection (10,000 entries): the sitemap stays bounded. */
const MAX_PAGES = 100;

export interface SitemapEntry {
  /** The page's address in each language (docs/decisions/0031): `/es/nosotros`, `/en/nosotros`. */
  alternates: Record<Lang, string>;
  /** The entry's updatedAt, when known. */
  lastmod?: string;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemap document: every entry's address in each language, each with the es, en and x-default
 * alternates its page names too (x-default: the bare address, which sends a visitor on to their
 * language), and its lastmod.
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const site = siteUrl.replace(/\/$/, '');
  const alt = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(`${site}${path}`)}"/>`;
  const urls = entries
    .flatMap(({ alternates, lastmod }) => {
      const links = `${alt('es', alternates.es)}${alt('en', alternates.en)}${alt('x-default', barePath(alternates.en))}`;
      return LANGS.map(
        (lang) =>
          `<url><loc>${xml(`${site}${alternates[lang]}`)}</loc>${links}${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`,
      );
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`;
}

/** Every entry of a collection, page by page (100 each). */
export async function allPages<T>(load: (page: number) => Promise<{ data: T[]; pagination: { pageCount: number } }>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, pagination } = await load(page);
    out.push(...data);
    if (page >= pagination.pageCount || data.length === 0) break;
  }
  return out;
}
