/**
 * CMS API tests against the real Strapi (throwaway SQLite, seeded on first start): every content type
 * comes back with both languages and its media populated; the public reads nothing (docs/decisions/0008: the
 * site and the chat read with their token); the site's token reads content and writes submissions only.
 */
import { type Attributes, components, entities } from '@site/content/model';
import { createContentClient } from '@site/content';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const client = createContentClient({ baseUrl: stack.cmsUrl, token: stack.siteToken });
const componentByUid = new Map(components.map((c) => [`${c.category}.${c.name}`, c]));

/** Minimum seeded entries per collection (lists big enough for pagination and filters). */
const MIN_ENTRIES: Record<string, number> = {
  'success-case-cards': 14,
  // The editors' redirects start empty (the old site's addresses are imported, docs/decisions/0035).
  redirects: 0,
  'blog-cards': 15,
  'download-cards': 8,
  'category-cases': 3,
  'subcategory-cases': 6,
  'category-blogs': 3,
  'country-dropdowns': 190,
  'position-dropdowns': 10,
  'industry-dropdowns': 10,
};

/**
 * Fields an editor may leave empty; everything else in the seed is filled. A page's `footer` empty
 * means the site footer (PRODUCT §3); attribution is empty for a visit that arrived with none; the
 * SEO fields (`seo`, docs/decisions/0016) empty mean the values the site derives (seeded for the main pages only);
 * a past address is a numeric id's or a slug's, so its `old_slug` is empty in the first kind (0032);
 * the about video is a clip of the media library (`video_about`, seeded) or a player's address
 * (`url_about_video`, left empty when there is a clip).
 */
const OPTIONAL = new Set(['image_whatodowedo_desktop', 'image_whatodowedo_mobile', 'url_details', 'footer', 'seo', 'old_slug']);
/**
 * A post's own heading (`Blog_detail.tittle_*`) is an override of its title (one title, docs/decisions/0042):
 * empty, the page shows the title; the seed's headings repeated their titles, so they are empty.
 */
const OVERRIDE = /\.Blog_detail\.tittle_(es|en)$/;
/** Fields that may stay empty when another field of the same entry is filled. */
const EITHER: Readonly<Record<string, string>> = { url_about_video: 'video_about' };

function walk(value: Record<string, unknown>, attrs: Attributes, path: string, problems: string[]): void {
  for (const [name, a] of Object.entries(attrs)) {
    const v = value[name];
    const where = `${path}.${name}`;
    if (OPTIONAL.has(name) || OVERRIDE.test(where)) continue;
    const other = EITHER[name];
    if (other && (value[other] as { url?: string } | null)?.url) continue;
    if (a.type === 'media') {
      const m = v as { url?: string; mime?: string } | null;
      if (!m?.url) problems.push(`${where}: media not populated`);
    } else if (a.type === 'component') {
      const c = componentByUid.get(a.component);
      if (!c) throw new Error(`unknown component ${a.component}`);
      if (a.repeatable) {
        if (!Array.isArray(v) || v.length === 0) problems.push(`${where}: empty list`);
        else for (const [i, item] of v.entries()) walk(item as Record<string, unknown>, c.attributes, `${where}[${i}]`, problems);
      } else if (!v || typeof v !== 'object') problems.push(`${where}: component missing`);
      else walk(v as Record<string, unknown>, c.attributes, where, problems);
    } else if (a.type === 'relation') {
      if ('mappedBy' in a && a.mappedBy) continue;
      if (a.relation.endsWith('ToMany') ? !Array.isArray(v) || v.length === 0 : !v) problems.push(`${where}: relation not populated`);
    } else if (a.type === 'string' || a.type === 'text' || a.type === 'richtext') {
      if (typeof v !== 'string' || v.trim() === '') problems.push(`${where}: empty text`);
    }
  }
}

const pages = entities.filter((e) => e.kind === 'singleType');
const lists = entities.filter((e) => e.kind === 'collectionType' && !e.submission);
const inboxes = entities.filter((e) => e.submission);

describe('seeded single types', () => {
  it.each(pages.map((e) => [e.singularName, e] as const))('%s has every field in es and en, media populated', async (name, e) => {
    const entry = (await client.single(name as never)) as unknown as Record<string, unknown>;
    expect(entry.publishedAt).toBeTruthy();
    const problems: string[] = [];
    walk(entry, e.attributes, name, problems);
    expect(problems).toEqual([]);
    // Bilingual fields really differ between languages somewhere (not one text copied twice).
    if (!JSON.stringify(e.attributes).includes('_es"')) return;
    const json = JSON.stringify(entry);
    const es = [...json.matchAll(/"[A-Za-z_]+_es":"([^"]{12,})"/g)].map((m) => m[1]);
    const en = new Set([...json.matchAll(/"[A-Za-z_]+_en":"([^"]{12,})"/g)].map((m) => m[1]));
    expect(es.filter((t) => !en.has(t)).length).toBeGreaterThan(0);
  });
});

describe('SEO fields (docs/decisions/0016)', () => {
  it.each(['home', 'about-us', 'sap', 'microsoft', 'digital', 'staffing', 'ia', 'insight', 'blog', 'success-case'] as const)(
    '%s is seeded with a meta title and description in es and en',
    async (name) => {
      const { seo } = await client.single(name);
      for (const key of ['meta_title_es', 'meta_title_en', 'meta_description_es', 'meta_description_en'] as const) {
        expect(seo?.[key]?.trim(), `${name}.seo.${key}`).toBeTruthy();
      }
      expect(seo?.meta_title_es).not.toBe(seo?.meta_title_en);
      expect(seo?.noindex).toBe(false);
    },
  );
});

describe('seeded collections', () => {
  it.each(lists.map((e) => [e.pluralName, e] as const))('%s has enough entries, each complete in es and en', async (name, e) => {
    const { data, pagination } = await client.list(name as never, { pageSize: 200 });
    expect(pagination.total).toBeGreaterThanOrEqual(MIN_ENTRIES[name] ?? 1);
    const problems: string[] = [];
    for (const [i, entry] of (data as unknown as Array<Record<string, unknown>>).entries())
      walk(entry, e.attributes, `${name}[${i}]`, problems);
    expect(problems).toEqual([]);
  });

  it('media files are served by the CMS', async () => {
    const home = await client.single('home');
    for (const media of [home.image_banner_desktop, home.image_banner_mobile]) {
      const res = await fetch(`${stack.cmsUrl}${media?.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
    expect(Object.keys(home.image_banner_desktop?.formats ?? {})).toEqual(expect.arrayContaining(['small', 'medium', 'thumbnail']));
  });

  it('success cases cover 3+ categories and 6+ subcategories, each card with its two PDFs', async () => {
    const { data } = await client.list('success-case-cards', { pageSize: 100 });
    const subs = new Set(data.flatMap((c) => (c.subcategory_cases ?? []).map((s) => s.id)));
    expect(subs.size).toBeGreaterThanOrEqual(6);
    for (const card of data) {
      expect(card.pdf_es?.mime).toBe('application/pdf');
      expect(card.pdf_en?.mime).toBe('application/pdf');
      expect(card.pdf_es?.url).not.toBe(card.pdf_en?.url);
    }
    const cats = await client.list('category-cases', { pageSize: 100 });
    expect(cats.data.filter((c) => (c.subcategory_cases ?? []).length > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('blog cards: published ones dated in the past, over 3+ categories; one draft scheduled to publish on its date', async () => {
    const { data } = await client.list('blog-cards', { pageSize: 100 });
    const today = new Date().toISOString().slice(0, 10);
    expect(data.filter((b) => (b.publication_date ?? '') > today)).toEqual([]);
    expect(new Set(data.flatMap((b) => (b.category_blogs ?? []).map((c) => c.id))).size).toBeGreaterThanOrEqual(3);
    // Scheduling is publish_at, on a draft (docs/decisions/0078); its title is the one readers will see.
    const drafts = createContentClient({ baseUrl: stack.cmsUrl, token: stack.siteToken, status: 'draft' });
    const scheduled = (await drafts.list('blog-cards', { pageSize: 100, sort: ['id:asc'], populate: ['Blog_detail'] })).data.filter(
      (b) => !data.some((p) => p.documentId === b.documentId),
    );
    expect(scheduled.length).toBeGreaterThanOrEqual(1);
    const [first] = scheduled;
    expect(Date.parse(first?.publish_at ?? '')).toBeGreaterThan(Date.now());
    expect(first?.publication_date).toBe(first?.publish_at?.slice(0, 10));
    expect(`${first?.tittle_es} ${first?.tittle_en} ${first?.Blog_detail?.tittle_en ?? ''}`).not.toMatch(/[[\]]|programad|scheduled/i);
  });

  it('home: 8 what-we-do nodes, 5 solution slides, 8+ client logos, the three counters', async () => {
    const home = await client.single('home');
    expect(home.whatdowedo_content).toHaveLength(8);
    expect(home.solutions_slides).toHaveLength(5);
    expect(home.clients_slides.length).toBeGreaterThanOrEqual(8);
    expect(home.Counters.map((c) => c.number)).toEqual([300, 35, 150]);
  });
});

describe('permissions', () => {
  const api = (path: string, init: RequestInit = {}) => fetch(`${stack.cmsUrl}/api/${path}`, init);
  const json = { 'content-type': 'application/json' };
  // Anonymous callers are refused: 401 now that the public role grants nothing at all (docs/decisions/0008), 403 before.
  const REFUSED = [401, 403];

  it('the public reads nothing (pages, lists, the assistant context); the site token does', async () => {
    for (const path of ['home', 'blog-cards', 'footer', 'chat-bot']) expect(REFUSED, path).toContain((await api(path)).status);
    const auth = { authorization: `Bearer ${stack.siteToken}` };
    expect((await api('home', { headers: auth })).status).toBe(200);
    expect((await api('blog-cards', { headers: auth })).status).toBe(200);
  });

  it.each(inboxes.map((e) => [e.pluralName] as const))('the public can neither read nor write %s', async (name) => {
    expect(REFUSED).toContain((await api(name)).status);
    expect(REFUSED).toContain((await api(name, { method: 'POST', headers: json, body: JSON.stringify({ data: {} }) })).status);
  });

  it('the public cannot change content', async () => {
    const res = await api('home', { method: 'PUT', headers: json, body: JSON.stringify({ data: { tittle_banner_en: 'x' } }) });
    expect(REFUSED).toContain(res.status);
  });

  it('the site token creates submissions but cannot read the contacts inbox or change pages', async () => {
    const auth = { ...json, authorization: `Bearer ${stack.siteToken}` };
    const created = await api('contacts', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ data: { name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', language: 'es' } }),
    });
    expect(created.status).toBe(201);
    expect((await api('contacts', { headers: auth })).status).toBe(403);
    expect((await api('home', { method: 'PUT', headers: auth, body: JSON.stringify({ data: { tittle_banner_en: 'x' } }) })).status).toBe(
      403,
    );
  });

  it('a wrong token is refused', async () => {
    expect((await api('home', { headers: { authorization: 'Bearer not-a-token' } })).status).toBe(401);
  });
});
