import type { BlogCard, SuccessCaseCard } from '@site/content';
import { adminFetch } from '../../scripts/lib/admin-token';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { cmsGet, editContent, expect, test } from './fixtures';

// PRODUCT §10.7: editors never break the site. Stable addresses (docs/decisions/0015), the admin's
// "Open preview" (docs/decisions/0016) and the SEO fields, through the real admin API.
// This file owns: the third-oldest published post, the second-oldest success case (their `seo`
// component) and insight.tittle_banner_en as a draft (never published here).

const BLOG_UID = 'api::blog-card.blog-card';
const CASE_UID = 'api::success-case-card.success-case-card';
const INSIGHT_UID = 'api::insight.insight';

/** The id of a document's published version (a new one after every publish). */
async function publishedId(stack: StackInfo, collection: 'blog-cards' | 'success-case-cards', documentId: string): Promise<number> {
  const { data } = await cmsGet<{ data: Array<{ id: number }> }>(
    stack,
    `${collection}?filters[documentId][$eq]=${documentId}&fields[0]=id`,
  );
  const id = data[0]?.id;
  if (!id) throw new Error(`${collection} ${documentId} is not published`);
  return id;
}

/** The site's answer to an address (a page path gets the language's prefix), redirects not followed. */
function visit(stack: StackInfo, path: string, lang: 'es' | 'en' = 'en'): Promise<Response> {
  const address = /^\/(es|en)\//.test(path) || path === '/sitemap.xml' ? path : `/${lang}${path}`;
  return fetch(`${stack.webUrl}${address}`, { redirect: 'manual' });
}

/** A post's or case's slugs as published now. */
async function slugsOf(stack: StackInfo, collection: string, documentId: string): Promise<{ es: string; en: string }> {
  const { data } = await cmsGet<{ data: Array<{ slug_es: string | null; slug_en: string | null }> }>(
    stack,
    `${collection}?filters[documentId][$eq]=${documentId}&fields[0]=slug_es&fields[1]=slug_en`,
  );
  const entry = data[0];
  if (!entry?.slug_es || !entry.slug_en) throw new Error(`${collection} ${documentId} has no slugs`);
  return { es: entry.slug_es, en: entry.slug_en };
}

/** `<title>` of a page's HTML. */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const metaContent = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null;

test('a blog post: every address it ever had leads to it after edits and publishes, and the editor’s SEO title, description and noindex apply', async ({
  stack,
}) => {
  const { data: posts } = await cmsGet<{ data: BlogCard[] }>(
    stack,
    `blog-cards?fields[0]=id&fields[1]=publication_date&sort[0]=id:asc&pagination[pageSize]=3`,
  );
  // Not the two oldest: the CSP and Markdown tests open those.
  const post = posts[2];
  if (!post) throw new Error('fewer than 3 published posts');
  const { documentId } = post;
  const firstId = post.id;
  const slugs = await slugsOf(stack, 'blog-cards', documentId);
  // Its address: its slug in the language (docs/decisions/0031, 0032).
  const current = `/en/blog-details/${slugs.en}`;

  const marker = `SEO title ${Date.now()}`;
  const previous = await editContent(
    stack,
    BLOG_UID,
    { seo: { meta_title_en: `${marker} one`, meta_description_en: 'Editor description', noindex: false } },
    documentId,
  );
  try {
    const secondId = await publishedId(stack, 'blog-cards', documentId);
    await editContent(
      stack,
      BLOG_UID,
      { seo: { meta_title_en: marker, meta_description_en: 'Editor description', noindex: false } },
      documentId,
    );
    const thirdId = await publishedId(stack, 'blog-cards', documentId);
    // Strapi 5 gives the published version a new id at every publish: three addresses so far.
    expect(new Set([firstId, secondId, thirdId]).size).toBe(3);

    // The new address: the page, with the editor's title (once the webhook dropped the cache).
    await expect(async () => {
      const res = await visit(stack, current);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(titleOf(html)).toBe(marker);
      expect(metaContent(html, 'name', 'description')).toBe('Editor description');
      expect(metaContent(html, 'property', 'og:title')).toBe(marker);
      expect(metaContent(html, 'name', 'twitter:title')).toBe(marker);
      expect(metaContent(html, 'name', 'robots')).toBeNull();
      expect(html).toContain(`<link rel="canonical" href="${stack.webUrl}${current}"/>`);
    }).toPass({ timeout: 15_000 });
    // In Spanish no meta title was set: the derived "<post title> | <company>" stays.
    const spanish = await visit(stack, `/es/blog-details/${slugs.es}`);
    expect(spanish.status).toBe(200);
    expect(titleOf(await spanish.text())).not.toContain(marker);

    // Every old numeric address, the documentId and the Spanish slug under /en: one 301 to the current address.
    for (const old of [firstId, secondId, thirdId, documentId, slugs.es]) {
      const res = await visit(stack, `/blog-details/${old}`);
      expect(res.status, `/blog-details/${old}`).toBe(301);
      expect(res.headers.get('location'), `/blog-details/${old}`).toBe(current);
    }
    // An id that never existed is still the not-found page.
    expect((await visit(stack, '/blog-details/987654')).status).toBe(404);

    // noindex: the page says so and leaves the sitemap.
    await editContent(stack, BLOG_UID, { seo: { meta_title_en: marker, noindex: true } }, documentId);
    await expect(async () => {
      const html = await (await visit(stack, current)).text();
      expect(metaContent(html, 'name', 'robots')).toBe('noindex');
      const sitemap = await (await visit(stack, '/sitemap.xml')).text();
      expect(sitemap).not.toContain(`${current}<`);
    }).toPass({ timeout: 15_000 });
    const fourthId = await publishedId(stack, 'blog-cards', documentId);
    expect((await visit(stack, `/blog-details/${fourthId}`)).headers.get('location')).toBe(current);
    // A new English title gives a new slug; the old address answers 301 to it.
    const { data: titled } = await cmsGet<{ data: Array<{ tittle_en: string }> }>(
      stack,
      `blog-cards?filters[documentId][$eq]=${documentId}&fields[0]=tittle_en`,
    );
    const retitled = await editContent(
      stack,
      BLOG_UID,
      { tittle_en: `${titled[0]?.tittle_en ?? 'Post'} renamed ${Date.now()}` },
      documentId,
    );
    const renamed = await slugsOf(stack, 'blog-cards', documentId);
    expect(renamed.en).not.toBe(slugs.en);
    expect(renamed.es).toBe(slugs.es);
    await expect(async () => {
      const res = await visit(stack, current);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/en/blog-details/${renamed.en}`);
    }).toPass({ timeout: 15_000 });
    await editContent(stack, BLOG_UID, retitled, documentId);
  } finally {
    await editContent(stack, BLOG_UID, previous, documentId);
  }
  await expect(async () => {
    expect(await (await visit(stack, '/sitemap.xml')).text()).toContain(`${current}<`);
  }).toPass({ timeout: 15_000 });
});

test('a success case: its old addresses (numeric ids, documentId, the titles query, the other language slug) answer 301 to its slug address', async ({
  stack,
}) => {
  const { data: cases } = await cmsGet<{ data: SuccessCaseCard[] }>(
    stack,
    'success-case-cards?fields[0]=id&fields[1]=tittle_details_es&fields[2]=tittle_details_en&sort[0]=id:asc&pagination[pageSize]=2',
  );
  // Not the oldest: the CSP and structured-data tests open it.
  const card = cases[1];
  if (!card) throw new Error('fewer than 2 success cases');
  const firstId = card.id;
  const marker = `Case SEO ${Date.now()}`;
  const previous = await editContent(stack, CASE_UID, { seo: { meta_title_es: marker } }, card.documentId);
  try {
    const secondId = await publishedId(stack, 'success-case-cards', card.documentId);
    expect(secondId).not.toBe(firstId);
    const slugs = await slugsOf(stack, 'success-case-cards', card.documentId);
    const current = `/es/casos-de-exito/${slugs.es}`;
    // Old numeric ids, the documentId, the old address with its titles query, the English slug under /es.
    const titles = new URLSearchParams({ es: card.tittle_details_es ?? '', en: card.tittle_details_en ?? '' });
    for (const old of [firstId, secondId, card.documentId, `${card.documentId}?${titles}`, `${slugs.es}?${titles}`, slugs.en]) {
      const res = await visit(stack, `/casos-de-exito/${old}`, 'es');
      expect(res.status, `/casos-de-exito/${old}`).toBe(301);
      expect(res.headers.get('location'), `/casos-de-exito/${old}`).toBe(current);
    }
    const page = await visit(stack, current);
    expect(page.status).toBe(200);
    await expect(async () => {
      const html = await (await visit(stack, current)).text();
      expect(titleOf(html)).toBe(marker);
    }).toPass({ timeout: 15_000 });
    // Unknown addresses still go to the list (PRODUCT §8).
    expect((await visit(stack, '/casos-de-exito/987654')).headers.get('location')).toBe('/en/casos-de-exito');
  } finally {
    await editContent(stack, CASE_UID, previous, card.documentId);
  }
});

test('“Open preview” shows the unpublished change, no-store and noindex, with a banner; the public page never shows it', async ({
  browser,
  stack,
}) => {
  const marker = `Draft banner ${Date.now()}`;
  const base = `/content-manager/single-types/${INSIGHT_UID}`;
  const json = { 'content-type': 'application/json' };
  const saved = await adminFetch(stack.cmsUrl, base, { method: 'PUT', headers: json, body: JSON.stringify({ tittle_banner_en: marker }) });
  expect(saved.status).toBe(200);
  try {
    // The address the admin's "Open preview" opens (its own endpoint, the configured handler).
    const preview = await adminFetch(stack.cmsUrl, `/content-manager/preview/url/${INSIGHT_UID}?status=draft`);
    expect(preview.status).toBe(200);
    const { data } = (await preview.json()) as { data: { url?: string } };
    const url = new URL(data.url ?? '');
    expect(url.origin).toBe(new URL(stack.webUrl).origin);
    expect(url.pathname).toBe('/api/preview');
    expect(url.searchParams.get('path')).toBe('/insights');

    // The public page: the published title, before and after the preview (the cache holds no draft).
    const publicTitle = async () => {
      const html = await (await visit(stack, '/insights')).text();
      expect(html).not.toContain(marker);
      expect(html).not.toContain('preview-banner');
    };
    await publicTitle();

    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      const res = await page.goto(url.toString());
      expect(new URL(page.url()).pathname).toBe('/en/insights');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker);
      const headers = res?.headers() ?? {};
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-robots-tag']).toContain('noindex');
      expect(headers['content-security-policy']).toContain(`frame-ancestors 'self' ${new URL(stack.cmsUrl).origin}`);
      expect(headers['x-frame-options']).toBeUndefined();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const banner = page.getByRole('region', { name: 'Preview' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('unpublished changes');

      // Client-side data requests in preview are not stored either.
      const data = await page.request.get('/en/insights.data');
      expect(data.headers()['cache-control']).toBe('no-store');

      await publicTitle();

      // The way out: back to the public page, no banner, no draft.
      await banner.getByRole('link', { name: 'Exit preview' }).click();
      await expect(page).toHaveURL(/\/insights/);
      await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(marker);
    } finally {
      await context.close();
    }

    // A Spanish-speaking editor gets the preview in Spanish.
    const es = await browser.newContext({ locale: 'es-MX' });
    try {
      const page = await es.newPage();
      await page.goto(url.toString());
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('region', { name: 'Vista previa' })).toContainText('cambios sin publicar');
    } finally {
      await es.close();
    }

    // Without the right secret: no preview, no cookie.
    const wrong = new URL(url);
    wrong.searchParams.set('secret', 'not-the-secret-at-all');
    const refused = await fetch(wrong, { redirect: 'manual' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
    // A forged cookie is a public visit.
    const forged = await fetch(`${stack.webUrl}/en/insights`, { headers: { cookie: '__preview=draft.forged' } });
    expect(await forged.text()).not.toContain(marker);
  } finally {
    await adminFetch(stack.cmsUrl, `${base}/actions/discard`, { method: 'POST', headers: json, body: '{}' });
  }
});

test('“Open preview” of a blog post shows its draft at its stable address', async ({ browser, stack }) => {
  const { data: posts } = await cmsGet<{ data: BlogCard[] }>(
    stack,
    `blog-cards?fields[0]=id&fields[1]=slug_en&sort[0]=id:asc&pagination[pageSize]=4`,
  );
  const post = posts[3];
  if (!post) throw new Error('fewer than 4 published posts');
  const marker = `Draft byline ${Date.now()}`;
  const base = `/content-manager/collection-types/${BLOG_UID}/${post.documentId}`;
  const json = { 'content-type': 'application/json' };
  expect(
    (await adminFetch(stack.cmsUrl, base, { method: 'PUT', headers: json, body: JSON.stringify({ author_date_en: marker }) })).status,
  ).toBe(200);
  try {
    const res = await adminFetch(stack.cmsUrl, `/content-manager/preview/url/${BLOG_UID}?documentId=${post.documentId}&status=draft`);
    const { data } = (await res.json()) as { data: { url?: string } };
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(data.url ?? '');
      expect(new URL(page.url()).pathname).toBe(`/en/blog-details/${post.slug_en}`);
      await expect(page.locator('.post__byline')).toContainText(marker);
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
      // An old numeric address leads to the post in preview too.
      await page.goto(`${stack.webUrl}/blog-details/${post.id}`);
      expect(new URL(page.url()).pathname).toBe(`/en/blog-details/${post.slug_en}`);
      await expect(page.locator('.post__byline')).toContainText(marker);
    } finally {
      await context.close();
    }
    expect(await (await visit(stack, `/blog-details/${post.slug_en}`)).text()).not.toContain(marker);
  } finally {
    await adminFetch(stack.cmsUrl, `${base}/actions/discard`, { method: 'POST', headers: json, body: '{}' });
  }
});
