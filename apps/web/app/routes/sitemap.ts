import { ContentError, type ListQuery, pageAlternates } from '@site/content';
import { blogDetailHref, caseDetailHref, detailAlternates } from '~/blocks/lists/hrefs';
import { cached, cms } from '~/content/content.server';
import { env } from '~/config/env.server';
import { allPages, PAGE_ENTITIES, SITEMAP_PAGES, type SitemapEntry, sitemapXml } from '~/lib/sitemap';

/** Entries per CMS call while paging through the posts and cases. */
const PAGE_SIZE = 100;

/** The site's pages whose CMS entry is published, with its updatedAt (shared cache with the pages). */
async function pageEntries(): Promise<SitemapEntry[]> {
  const entries = await Promise.all(
    SITEMAP_PAGES.map(async (path): Promise<SitemapEntry | null> => {
      const entity = PAGE_ENTITIES[path];
      if (!entity) return { alternates: pageAlternates(path) };
      try {
        const page = await cached(entity, () => cms().single(entity));
        // An editor's "noindex" (SEO fields) keeps the page out of search engines, and so out of here.
        if ('seo' in page && page.seo?.noindex) return null;
        return { alternates: pageAlternates(path), lastmod: page.updatedAt };
      } catch (error) {
        // Not published: the page is a 404, so it is not listed. The CMS unreachable: listed without lastmod.
        if (error instanceof ContentError && error.kind === 'not-found') return null;
        console.error(`[sitemap] ${entity}: ${String(error)}`);
        return { alternates: pageAlternates(path) };
      }
    }),
  );
  return entries.filter((e): e is SitemapEntry => e !== null);
}

/** The published blog posts (whatever their date, docs/decisions/0078) and success cases. */
async function detailEntries(): Promise<SitemapEntry[]> {
  const query = (page: number, fields: string[]): ListQuery => ({
    page,
    pageSize: PAGE_SIZE,
    populate: { seo: true },
    fields: ['updatedAt', ...fields],
    sort: ['id:asc'],
  });
  const [posts, cases] = await Promise.all([
    cached('sitemap:blog-cards', () =>
      allPages((page) => cms().list('blog-cards', query(page, ['publication_date', 'slug_es', 'slug_en']))),
    ).catch((error: unknown) => {
      console.error(`[sitemap] blog-cards: ${String(error)}`);
      return [];
    }),
    cached('sitemap:success-case-cards', () =>
      allPages((page) => cms().list('success-case-cards', query(page, ['slug_es', 'slug_en']))),
    ).catch((error: unknown) => {
      console.error(`[sitemap] success-case-cards: ${String(error)}`);
      return [];
    }),
  ]);
  return [
    ...posts.filter((p) => !p.seo?.noindex).map((p) => ({ alternates: detailAlternates(blogDetailHref, p), lastmod: p.updatedAt })),
    ...cases.filter((c) => !c.seo?.noindex).map((c) => ({ alternates: detailAlternates(caseDetailHref, c), lastmod: c.updatedAt })),
  ];
}

/**
 * /sitemap.xml (PRODUCT §10 SEO): every published page, blog post and success case, each with its
 * Spanish, English and default addresses and when it last changed.
 */
export async function loader() {
  const [pages, details] = await Promise.all([pageEntries(), detailEntries()]);
  return new Response(sitemapXml(env().SITE_URL, [...pages, ...details]), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
