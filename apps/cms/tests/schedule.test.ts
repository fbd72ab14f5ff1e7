/**
 * Scheduled publishing and translation status (docs/decisions/0043) against the real CMS
 * (SQLite in `npm test`, PostgreSQL in `npm run test:pg`), and the one way to schedule: a publication
 * date in the future neither hides nor schedules (docs/decisions/0078). Posts are made as an editor
 * makes them (the admin's content-manager API), read back as the site reads them (its token and its
 * pages), and deleted at the end. The test stack's job looks every 5 s (SCHEDULE_INTERVAL_SECONDS); the promise
 * is "within 60 s" at any interval up to 60.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };
const UID = 'api::blog-card.blog-card';
const RUN = `s${Date.now().toString(36)}`;
const created: string[] = [];
const DOWNLOAD_UID = 'api::download-card.download-card';
const createdDownloads: string[] = [];

type Entry = Record<string, unknown> & {
  documentId: string;
  slug_en: string | null;
  publish_at: string | null;
  unpublish_at: string | null;
};

async function admin(path: string, init: RequestInit = {}, uid = UID): Promise<Entry> {
  const res = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${uid}${path}`, { headers: json, ...init });
  const text = await res.text();
  expect(res.ok, `${init.method ?? 'GET'} ${path}: ${res.status} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: Entry }).data;
}

/** A post as editors write one: a body in both languages, which publishing requires (docs/decisions/0042). */
async function create(data: Record<string, unknown>): Promise<Entry> {
  const body = { publication_date: '2026-11-27', Blog_detail: { paragraph_es: 'Cuerpo.', paragraphs_en: 'Body.' }, ...data };
  const entry = await admin('', { method: 'POST', body: JSON.stringify(body) });
  created.push(entry.documentId);
  return entry;
}

/** Whether the site's token finds the post published. */
async function isPublished(documentId: string): Promise<boolean> {
  const res = await fetch(`${stack.cmsUrl}/api/blog-cards?filters[documentId][$eq]=${documentId}`, {
    headers: { authorization: `Bearer ${stack.siteToken}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length === 1;
}

/** The status of the post's page on the site (its English address). */
const pageStatus = async (slug: string): Promise<number> =>
  (await fetch(`${stack.webUrl}/en/blog-details/${slug}`, { redirect: 'manual' })).status;

/** Polls every second until `check` holds or `ms` have passed; the seconds it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return (Date.now() - start) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`not within ${ms / 1000} s`);
}

afterAll(async () => {
  for (const documentId of created)
    await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${UID}/${documentId}`, { method: 'DELETE' });
  for (const documentId of createdDownloads)
    await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${DOWNLOAD_UID}/${documentId}`, { method: 'DELETE' });
});

/** How far ahead the tests schedule: past the time an entry takes to set up and show on the site, on a busy machine. */
const AHEAD_MS = 20_000;

// The two schedules run at once: each waits for its time, most of this file's run (docs/decisions/0027).
describe.concurrent('scheduled publishing', () => {
  it('a draft scheduled 20 s ahead goes live on time (within 60 s), on the site too, and the time is cleared', {
    timeout: 120_000,
  }, async ({ expect }) => {
    const at = new Date(Date.now() + AHEAD_MS);
    const post = await create({ tittle_es: `Programada ${RUN}`, tittle_en: `Scheduled ${RUN}`, publish_at: at.toISOString() });
    expect(post.publish_at && Date.parse(post.publish_at)).toBe(at.getTime());
    const slug = post.slug_en ?? '';
    // Not before its time: still a draft, the site answers 404.
    expect(await isPublished(post.documentId)).toBe(false);
    expect(await pageStatus(slug)).toBe(404);
    await within(90_000, () => isPublished(post.documentId));
    const liveAt = Date.now();
    expect(liveAt).toBeGreaterThanOrEqual(at.getTime());
    expect(liveAt - at.getTime()).toBeLessThanOrEqual(60_000);
    // The site shows it within seconds (the content-change broadcast, as a manual publish).
    await within(10_000, async () => (await pageStatus(slug)) === 200);
    const draft = await admin(`/${post.documentId}`);
    expect(draft.publish_at).toBeNull();
    console.log(`[schedule] published ${((liveAt - at.getTime()) / 1000).toFixed(1)} s after its time`);
  });

  it('a published post scheduled to unpublish goes away on time and its page answers 404', { timeout: 120_000 }, async ({ expect }) => {
    const at = new Date(Date.now() + AHEAD_MS);
    const post = await create({ tittle_es: `Retirada ${RUN}`, tittle_en: `Withdrawn ${RUN}`, unpublish_at: at.toISOString() });
    await admin(`/${post.documentId}/actions/publish`, { method: 'POST', body: '{}' });
    const slug = post.slug_en ?? '';
    expect(await isPublished(post.documentId)).toBe(true);
    await within(10_000, async () => (await pageStatus(slug)) === 200);
    await within(90_000, async () => !(await isPublished(post.documentId)));
    const goneAt = Date.now();
    expect(goneAt).toBeGreaterThanOrEqual(at.getTime());
    expect(goneAt - at.getTime()).toBeLessThanOrEqual(60_000);
    await within(10_000, async () => (await pageStatus(slug)) === 404);
    // The draft stays, without the time.
    const draft = await admin(`/${post.documentId}`);
    expect(draft.unpublish_at).toBeNull();
    expect(draft.tittle_en).toBe(`Withdrawn ${RUN}`);
  });
});

describe('the publication date is only the date shown (docs/decisions/0078)', () => {
  /** The site's text of a page (its English address), once its status is 200. */
  const page = async (path: string): Promise<string> => {
    const res = await fetch(`${stack.webUrl}${path}`, { redirect: 'manual' });
    return res.status === 200 ? res.text() : '';
  };

  it('a post or download published with a future date is on the site at once, with that date', { timeout: 60_000 }, async () => {
    // Later than every seeded date: first in the lists, newest first.
    const future = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const post = await create({ tittle_es: `Fechada ${RUN}`, tittle_en: `Dated ${RUN}`, publication_date: future });
    await admin(`/${post.documentId}/actions/publish`, { method: 'POST', body: '{}' });
    expect(await isPublished(post.documentId)).toBe(true);
    await within(10_000, async () => (await pageStatus(post.slug_en ?? '')) === 200);
    expect(await page(`/en/blog-details/${post.slug_en}`)).toMatch(new RegExp(`datetime="${future}"`, 'i'));
    await within(10_000, async () => (await page('/en/blog')).includes(`Dated ${RUN}`));
    await within(10_000, async () => (await page('/sitemap.xml')).includes(`/en/blog-details/${post.slug_en}`));

    const download = await admin(
      '',
      { method: 'POST', body: JSON.stringify({ title_es: `Documento ${RUN}`, title_en: `Document ${RUN}`, publication_date: future }) },
      DOWNLOAD_UID,
    );
    createdDownloads.push(download.documentId);
    await admin(`/${download.documentId}/actions/publish`, { method: 'POST', body: '{}' }, DOWNLOAD_UID);
    await within(10_000, async () => (await page('/en/download')).includes(`Document ${RUN}`));
  });

  it('the seeded scheduled post is a draft with a plain title, publishing on its date', async () => {
    const res = await fetch(
      `${stack.cmsUrl}/api/blog-cards?status=draft&filters[publish_at][$notNull]=true&sort[0]=id:asc&pagination[pageSize]=1`,
      {
        headers: { authorization: `Bearer ${stack.siteToken}` },
      },
    );
    const [scheduled] = ((await res.json()) as { data: Entry[] }).data;
    expect(scheduled, 'no scheduled draft in the seed').toBeTruthy();
    expect(await isPublished(scheduled?.documentId ?? '')).toBe(false);
    expect(Date.parse(scheduled?.publish_at ?? '')).toBeGreaterThan(Date.now());
    expect(scheduled?.publication_date).toBe(scheduled?.publish_at?.slice(0, 10));
    for (const title of [scheduled?.tittle_es, scheduled?.tittle_en]) expect(String(title)).not.toMatch(/[[\]]|programad|scheduled/i);
    expect(await pageStatus(scheduled?.slug_en ?? 'none')).toBe(404);
  });
});

describe('translation status', () => {
  it('an entry with an empty English field is marked "en" in the entry and in the list; filling it clears the mark', async () => {
    const post = await create({ tittle_es: `Solo en español ${RUN}`, tittle_en: `Both ${RUN}`, content_es: 'Un resumen.', content_en: '' });
    expect((await admin(`/${post.documentId}`)).translation_missing).toBe('en');
    const list = await adminFetch(
      stack.cmsUrl,
      `/content-manager/collection-types/${UID}?page=1&pageSize=10&filters[$and][0][documentId][$eq]=${post.documentId}`,
    );
    const rows = ((await list.json()) as { results: Entry[] }).results;
    expect(rows.map((r) => r.translation_missing)).toEqual(['en']);

    // A component's field counts too: the detail's Spanish body without an English one.
    const draft = await admin(`/${post.documentId}`, {
      method: 'PUT',
      body: JSON.stringify({ content_en: 'A summary.', Blog_detail: { tittle_es: 'Título', tittle_en: 'Title', paragraph_es: 'Cuerpo.' } }),
    });
    expect(draft.translation_missing).toBe('en');
    const full = await admin(`/${post.documentId}`, {
      method: 'PUT',
      body: JSON.stringify({ Blog_detail: { tittle_es: 'Título', tittle_en: 'Title', paragraph_es: 'Cuerpo.', paragraphs_en: 'Body.' } }),
    });
    expect(full.translation_missing).toBe('none');
    const spanishGap = await admin(`/${post.documentId}`, { method: 'PUT', body: JSON.stringify({ tittle_es: '' }) });
    expect(spanishGap.translation_missing).toBe('es');
  });
});
