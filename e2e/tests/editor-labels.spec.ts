import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LIST_PAGE_SIZE } from '@site/content';
import { fieldText, modelFields } from '../../packages/content/src/model-labels';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { adminToken, cmsGet, expect, openAdmin, test } from './fixtures';

// docs/decisions/0042: fields an editor understands (labels and hints in the admin's
// language) and one title per post (the heading and the browser title follow it; a post without a
// title or body in a language is not published). This file owns the blog posts it creates (and
// deletes); it only reads the seeded ones.

const BLOG_UID = 'api::blog-card.blog-card';
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/s9-labels';

type Lang = 'es' | 'en';
const langIndex = { es: [0, 1], en: [2, 3] } as const;

/** The model's labels of a content type or component, as the CMS gets them (apps/cms/src/field-labels.ts, a CommonJS module here). */
const FIELD_LABELS: Record<string, { fields: Record<string, readonly [string, string, string, string]> }> = Object.fromEntries(
  modelFields().map((m) => [
    m.uid,
    {
      fields: Object.fromEntries(
        Object.keys(m.attributes).map((name) => {
          const es = fieldText(m.owner, name, 'es');
          const en = fieldText(m.owner, name, 'en');
          return [name, [es?.label ?? name, es?.hint ?? '', en?.label ?? name, en?.hint ?? ''] as const];
        }),
      ),
    },
  ]),
);

/** Every top-level field of a content type shows its label and its hint in the admin's language. */
async function expectLabels(page: Page, uid: string, lang: Lang): Promise<void> {
  const model = FIELD_LABELS[uid];
  if (!model) throw new Error(`no labels for ${uid}`);
  const [l, h] = langIndex[lang];
  const main = page.locator('main');
  const first = Object.values(model.fields)[0];
  await expect(main.getByText(first?.[l] ?? '', { exact: true }).first()).toBeVisible({ timeout: 90_000 });
  const attributes = modelFields().find((m) => m.uid === uid)?.attributes ?? {};
  for (const [name, text] of Object.entries(model.fields)) {
    // Worked out on save and shown in the translation panel, not a field of the form (docs/decisions/0043).
    if (name === 'translation_missing') continue;
    // A repeatable component's label carries its count: "Diapositivas de soluciones (5)".
    const label = new RegExp(`^${text[l].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await expect(main.getByText(label).first(), `${uid}.${name} label (${lang})`).toBeAttached();
    // Strapi shows no hint under a component (its fields have theirs).
    if (attributes[name]?.type === 'component') continue;
    await expect(main.getByText(text[h], { exact: false }).first(), `${uid}.${name} hint (${lang})`).toBeAttached();
  }
  // The raw attribute names are not what the editor reads.
  await expect(main.getByText('tittle_banner_es', { exact: true })).toHaveCount(0);
}

interface Doc {
  documentId: string;
  [key: string]: unknown;
}

async function adminCall(stack: StackInfo, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${stack.cmsUrl}/content-manager/collection-types/${BLOG_UID}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken(stack)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createPost(stack: StackInfo, data: Record<string, unknown>): Promise<Doc> {
  const res = await adminCall(stack, 'POST', '', data);
  if (!res.ok) throw new Error(`create post: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Doc }).data;
}

const postData = (marker: string, overrides: Record<string, unknown> = {}) => ({
  tittle_es: `Artículo de prueba ${marker}`,
  tittle_en: `Test post ${marker}`,
  content_es: 'Resumen de prueba.',
  content_en: 'Test summary.',
  author_date_es: 'Equipo',
  author_date_en: 'Team',
  // Long ago: last in the lists, so the seeded posts the other tests read keep their places.
  publication_date: '2001-01-01',
  Blog_detail: {
    tittle_es: `Artículo de prueba ${marker}`,
    tittle_en: `Test post ${marker}`,
    paragraph_es: 'Cuerpo de **prueba**.',
    paragraphs_en: 'A **test** body.',
  },
  ...overrides,
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const h1Of = (html: string) => /<h1[^>]*id="hero-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

for (const lang of ['es', 'en'] as const) {
  test(`the ${lang === 'es' ? 'Spanish' : 'English'} admin labels every field of the home page and of a blog post, with where it shows`, async ({
    page,
    stack,
  }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    await openAdmin(page, stack, lang, '/content-manager/single-types/api::home.home');
    await expectLabels(page, 'api::home.home', lang);
    await page.screenshot({ path: `${SHOTS}/admin-home-${lang}-1440.png`, fullPage: false });

    const { data: posts } = await cmsGet<{ data: Doc[] }>(
      stack,
      'blog-cards?fields[0]=documentId&sort[0]=publication_date:desc&pagination[pageSize]=1',
    );
    const post = posts[0];
    if (!post) throw new Error('no published post');
    await page.goto(`${stack.cmsUrl}/admin/content-manager/collection-types/${BLOG_UID}/${post.documentId}`);
    await expectLabels(page, BLOG_UID, lang);
    // The post page's component: its body and the heading override, labelled too.
    const detail = FIELD_LABELS['blog.detail']?.fields;
    const [l] = langIndex[lang];
    await expect(
      page
        .locator('main')
        .getByText(detail?.paragraphs_en?.[l] ?? '-', { exact: true })
        .first(),
    ).toBeAttached();
    await expect(
      page
        .locator('main')
        .getByText(detail?.tittle_en?.[l] ?? '-', { exact: true })
        .first(),
    ).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/admin-blog-post-${lang}-1440.png`, fullPage: false });
    await page
      .locator('main')
      .getByText(detail?.tittle_es?.[l] ?? '-', { exact: true })
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-blog-post-detail-${lang}-1440.png`, fullPage: false });
  });
}

test('a post’s title is entered once: renaming it changes the list, the heading and the browser title', async ({ stack }) => {
  const marker = `${Date.now()}`;
  const created = await createPost(stack, postData(marker));
  try {
    // The detail heading that only repeated the title is no override: the CMS emptied it.
    const stored = (await (await adminCall(stack, 'GET', `/${created.documentId}`)).json()) as { data: { Blog_detail: Doc } };
    expect(stored.data.Blog_detail.tittle_en ?? null).toBeNull();
    expect(stored.data.Blog_detail.tittle_es ?? null).toBeNull();
    expect((await adminCall(stack, 'POST', `/${created.documentId}/actions/publish`, {})).ok).toBe(true);

    const renamed = `Renamed post ${marker}`;
    const put = await adminCall(stack, 'PUT', `/${created.documentId}`, { tittle_en: renamed });
    expect(put.ok).toBe(true);
    expect((await adminCall(stack, 'POST', `/${created.documentId}/actions/publish`, {})).ok).toBe(true);

    const { data } = await cmsGet<{ data: Array<{ slug_en: string }>; meta: unknown }>(
      stack,
      `blog-cards?filters[documentId][$eq]=${created.documentId}&fields[0]=slug_en`,
    );
    const slug = data[0]?.slug_en;
    if (!slug) throw new Error('no slug');
    const { meta } = await cmsGet<{ meta: { pagination: { total: number } } }>(
      stack,
      `blog-cards?filters[publication_date][$lte]=${new Date().toISOString().slice(0, 10)}&pagination[pageSize]=1`,
    );
    await expect(async () => {
      const html = await (await fetch(`${stack.webUrl}/en/blog-details/${slug}`)).text();
      expect(decode(h1Of(html))).toBe(renamed);
      expect(decode(titleOf(html))).toContain(renamed);
      // The list: the post is among the oldest, on the last page (or the one before, beside another test's old post).
      const last = Math.ceil(meta.pagination.total / LIST_PAGE_SIZE);
      const pages = await Promise.all(
        [last - 1, last, last + 1]
          .filter((p) => p >= 1)
          .map(async (p) => decode(await (await fetch(`${stack.webUrl}/en/blog${p > 1 ? `?page=${p}` : ''}`)).text())),
      );
      expect(
        pages.some((list) => list.includes(renamed)),
        'the renamed post in the blog list',
      ).toBe(true);
      // Spanish: untouched.
      const es = decode(await (await fetch(`${stack.webUrl}/es/blog-details/${slug}`, { redirect: 'follow' })).text());
      expect(h1Of(es)).toBe(`Artículo de prueba ${marker}`);
    }).toPass({ timeout: 20_000 });

    // A deliberate override: the heading shows it, the browser title follows it, the title stays in the list.
    const own = `Own heading ${marker}`;
    expect(
      (await adminCall(stack, 'PUT', `/${created.documentId}`, { Blog_detail: { ...postData(marker).Blog_detail, tittle_en: own } })).ok,
    ).toBe(true);
    expect((await adminCall(stack, 'POST', `/${created.documentId}/actions/publish`, {})).ok).toBe(true);
    await expect(async () => {
      const html = decode(await (await fetch(`${stack.webUrl}/en/blog-details/${slug}`)).text());
      expect(h1Of(html)).toBe(own);
    }).toPass({ timeout: 20_000 });
  } finally {
    await adminCall(stack, 'DELETE', `/${created.documentId}`);
  }
});

test('publishing a post without its English title (or a body) is refused with a clear message in both languages', async ({ stack }) => {
  const marker = `${Date.now()}`;
  const created = await createPost(stack, postData(marker, { tittle_en: '' }));
  try {
    const res = await adminCall(stack, 'POST', `/${created.documentId}/actions/publish`, {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('No se puede publicar: falta el título en inglés.');
    expect(body.error.message).toContain('Cannot publish: the English title is missing.');
    // Not published: the site's API does not have it.
    const { data } = await cmsGet<{ data: Doc[] }>(stack, `blog-cards?filters[documentId][$eq]=${created.documentId}`);
    expect(data).toEqual([]);

    // With the title but no Spanish body: refused too, naming the body.
    const put = await adminCall(stack, 'PUT', `/${created.documentId}`, {
      tittle_en: `Test post ${marker}`,
      Blog_detail: { paragraph_es: '', paragraphs_en: 'A body.' },
    });
    expect(put.ok).toBe(true);
    const again = await adminCall(stack, 'POST', `/${created.documentId}/actions/publish`, {});
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toContain('the Spanish post body is missing');
  } finally {
    await adminCall(stack, 'DELETE', `/${created.documentId}`);
  }
});
