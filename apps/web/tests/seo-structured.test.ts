/**
 * Sitemap and JSON-LD from the CMS (docs/decisions/0013), against the running stack: the sitemap lists every published page, blog post and success
 * case in both languages with its es, en and x-default alternates and its lastmod, the same alternates
 * each page names (docs/decisions/0031); the home page carries the firm's
 * JSON-LD (Organization) and a blog post its BlogPosting and BreadcrumbList, each script allowed by
 * the response's CSP: its nonce, or on a page from the page cache (docs/decisions/0021) its hash.
 */
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

interface Entry {
  id: number;
  documentId: string;
  updatedAt: string;
  publication_date?: string | null;
  slug_es?: string | null;
  slug_en?: string | null;
}

/** A post's or case's address segment in a language: its slug there (docs/decisions/0031). */
const seg = (e: Entry, lang: 'es' | 'en') => (lang === 'es' ? e.slug_es : e.slug_en) || e.documentId;

/** Every entry of a collection as the CMS has it (published ones: the REST default), read with the site's token. */
async function cmsAll(collection: string, extra = ''): Promise<Entry[]> {
  const out: Entry[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${stack.cmsUrl}/api/${collection}?pagination[page]=${page}&pagination[pageSize]=100${extra}`, {
      headers: { authorization: `Bearer ${stack.siteToken}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Entry[]; meta: { pagination: { pageCount: number } } };
    out.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return out;
  }
}

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
  lastmod: string | null;
}

const unxml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: unxml(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(([, l = '', h = '']) => [l, unxml(h)]),
    ),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null,
  }));
}

/** Path and query of an address (the sitemap's host is SITE_URL). */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function page(path: string) {
  const res = await fetch(`${stack.webUrl}${path}`);
  expect(res.status, path).toBe(200);
  const csp = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  const hashes = scriptSrc.filter((s) => s.startsWith("'sha256-"));
  expect(nonce !== '' || hashes.length > 0, 'the CSP has a nonce or script hashes').toBe(true);
  return { html: await res.text(), nonce, scriptSrc };
}

/** The JSON-LD scripts of a page, parsed; each must carry the response's nonce, or have its hash in the CSP. */
function jsonLd(html: string, nonce: string, scriptSrc: readonly string[]): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script([^>]*)type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, a = '', b = '', text = '']) => {
      if (nonce) expect(`${a}${b}`).toContain(`nonce="${nonce}"`);
      else expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      expect(text).not.toMatch(/</);
      return JSON.parse(text) as Record<string, unknown>;
    },
  );
}

/** The hreflang alternates a page's HTML names. */
function pageAlternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)].map(([tag]) => [
      /\bhreflang="([^"]+)"/i.exec(tag)?.[1] ?? '',
      unxml(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''),
    ]),
  );
}

describe('sitemap.xml', () => {
  it('lists every published page, blog post and success case in both languages, with es, en and x-default alternates and lastmod', async () => {
    const res = await fetch(`${stack.webUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const urls = parseSitemap(await res.text());
    const byPath = new Map(urls.map((u) => [local(u.loc), u]));

    for (const u of urls) {
      // Each address is one language's; its alternates name both, and the bare entry as x-default.
      const lang = /^\/(es|en)\//.exec(local(u.loc))?.[1] ?? '';
      expect(['es', 'en'], u.loc).toContain(lang);
      expect(u.alternates[lang], u.loc).toBe(u.loc);
      expect(local(u.alternates['x-default'] ?? ''), u.loc).toBe(local(u.alternates.en ?? '').replace(/^\/en/, ''));
      expect(local(u.alternates.es ?? '')).toMatch(/^\/es\//);
      expect(local(u.alternates.en ?? '')).toMatch(/^\/en\//);
      expect(local(u.loc)).not.toContain('?');
    }
    for (const path of ['/', '/nosotros', '/blog', '/casos-de-exito', '/download', '/insights', '/servicio-sap', '/agentes-ia']) {
      for (const lang of ['es', 'en']) expect(byPath.get(`/${lang}${path}`)?.lastmod, path).toMatch(/^\d{4}-\d\d-\d\dT/);
    }

    // Every published post, whatever its date (docs/decisions/0078); never a draft (the seed's scheduled post).
    const fields = '&fields[0]=publication_date&fields[1]=updatedAt&fields[2]=slug_es&fields[3]=slug_en';
    const published = await cmsAll('blog-cards', fields);
    const drafts = (await cmsAll('blog-cards', `${fields}&status=draft`)).filter(
      (d) => !published.some((p) => p.documentId === d.documentId),
    );
    expect(published.length).toBeGreaterThan(6);
    expect(drafts.length).toBeGreaterThan(0);
    for (const lang of ['es', 'en'] as const) {
      for (const p of published) expect(byPath.get(`/${lang}/blog-details/${seg(p, lang)}`)?.lastmod, `post ${p.id}`).toBe(p.updatedAt);
      for (const d of drafts) expect(byPath.has(`/${lang}/blog-details/${seg(d, lang)}`), `draft ${d.id}`).toBe(false);
    }

    const cases = await cmsAll('success-case-cards', '&fields[0]=slug_es&fields[1]=slug_en&fields[2]=updatedAt');
    expect(cases.length).toBeGreaterThan(0);
    for (const lang of ['es', 'en'] as const) {
      for (const c of cases) expect(byPath.get(`/${lang}/casos-de-exito/${seg(c, lang)}`)?.lastmod, c.documentId).toBe(c.updatedAt);
    }
    expect(urls).toHaveLength(2 * (15 + published.length + cases.length));
  });

  it("every page's own hreflang alternates are the sitemap's, and every address answers 200 in its language", async () => {
    const urls = parseSitemap(await (await fetch(`${stack.webUrl}/sitemap.xml`)).text());
    for (const u of urls) {
      const res = await fetch(`${stack.webUrl}${local(u.loc)}`, { redirect: 'manual' });
      expect(res.status, u.loc).toBe(200);
      const html = await res.text();
      const lang = local(u.loc).slice(1, 3);
      expect(html, u.loc).toContain(`<html lang="${lang}"`);
      expect(pageAlternates(html), u.loc).toEqual(u.alternates);
      expect(unxml(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''), u.loc).toBe(u.loc);
    }
  });
});

describe('structured data', () => {
  it('the home page describes the firm (Organization), from the footer', async () => {
    const { html, nonce, scriptSrc } = await page('/en/');
    const org = jsonLd(html, nonce, scriptSrc).find((d) => d['@type'] === 'Organization');
    expect(org).toBeTruthy();
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
    expect(org?.logo).toMatch(/^https?:\/\/.+\/uploads\//);
    expect(org?.email).toMatch(/@/);
    expect(org?.telephone).toMatch(/\d/);
    expect(org?.contactPoint).toMatchObject({ '@type': 'ContactPoint' });
    expect(org?.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: expect.any(String) });
    const sameAs = (org?.sameAs ?? []) as string[];
    expect(sameAs.length).toBeGreaterThan(0);
    for (const u of sameAs) expect(u).toMatch(/^https?:\/\//);
  });

  it('a blog post has BlogPosting and BreadcrumbList (and the Organization)', async () => {
    const [post] = (await cmsAll(
      'blog-cards',
      '&fields[0]=publication_date&fields[1]=updatedAt&fields[2]=tittle_en&fields[3]=slug_es&fields[4]=slug_en&sort[0]=id:asc',
    )) as [Entry];
    const address = `/en/blog-details/${seg(post, 'en')}`;
    const { html, nonce, scriptSrc } = await page(address);
    const all = jsonLd(html, nonce, scriptSrc);
    expect(all.map((d) => d['@type']).sort()).toEqual(['BlogPosting', 'BreadcrumbList', 'Organization']);
    const blog = all.find((d) => d['@type'] === 'BlogPosting');
    expect(blog).toMatchObject({
      headline: expect.any(String),
      datePublished: post.publication_date,
      dateModified: post.updatedAt,
      inLanguage: 'en-US',
      image: expect.stringMatching(/^https?:\/\/.+\/uploads\//),
      author: { '@type': 'Person', name: expect.stringMatching(/\S/) },
      mainEntityOfPage: expect.stringMatching(new RegExp(`${address}$`)),
    });
    const crumbs = all.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as Array<{ position: number; item: string }>;
    expect(crumbs.map((c) => [c.position, local(c.item)])).toEqual([
      [1, '/en/insights'],
      [2, '/en/blog'],
      [3, address],
    ]);
  });

  it('a success case has its BreadcrumbList', async () => {
    const [first] = await cmsAll('success-case-cards', '&sort[0]=id:asc&fields[0]=updatedAt&fields[1]=slug_es&fields[2]=slug_en');
    const address = `/es/casos-de-exito/${seg(first as Entry, 'es')}`;
    const { html, nonce, scriptSrc } = await page(address);
    const crumbs = jsonLd(html, nonce, scriptSrc).find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as Array<{ item: string }>;
    expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(['/es/insights', '/es/casos-de-exito', address]);
  });
});
