/**
 * Readable addresses (docs/decisions/0031, 0032) against the real CMS: blog posts and success
 * cases get a slug per language from their titles (unique: -2 on a collision), an editor's slug is
 * normalised, a slug derived from the title follows it, and every published slug that changes is
 * kept in `past-addresses`, where the site's token finds it with the query the site uses. The seeded
 * entries all have both slugs, unique per language. Posts and cases are made and published as an
 * editor would (admin content-manager API) and deleted at the end.
 */
import {
  type AddressedType,
  type BlogCard,
  blogBySlugQuery,
  createContentClient,
  isSlug,
  type Lang,
  pastSlugQuery,
  type SuccessCaseCard,
  successCaseBySlugQuery,
} from '@site/content';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';

const stack = inject('stack');
const client = createContentClient({ baseUrl: stack.cmsUrl, token: stack.siteToken });
const json = { 'content-type': 'application/json' };
const UID: Record<AddressedType, string> = {
  'blog-card': 'api::blog-card.blog-card',
  'success-case-card': 'api::success-case-card.success-case-card',
};
/** This run's mark in titles and slugs: runs against the same stack do not collide. */
const RUN = `r${Date.now().toString(36)}`;
const created: Array<{ type: AddressedType; documentId: string }> = [];

type Entry = Record<string, unknown> & { documentId: string; slug_es: string | null; slug_en: string | null };

async function admin(type: AddressedType, path: string, init: RequestInit = {}): Promise<Entry> {
  const res = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${UID[type]}${path}`, { headers: json, ...init });
  const text = await res.text();
  expect(res.ok, `${init.method ?? 'GET'} ${path}: ${res.status} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: Entry }).data;
}

/** A post's body in both languages: publishing a post requires it (docs/decisions/0042). */
const BODY = { Blog_detail: { paragraph_es: 'Cuerpo.', paragraphs_en: 'Body.' } };

/** Creates a draft as the admin does (a post with its body); the entry as stored. */
async function create(type: AddressedType, data: Record<string, unknown>): Promise<Entry> {
  const entry = await admin(type, '', { method: 'POST', body: JSON.stringify(type === 'blog-card' ? { ...BODY, ...data } : data) });
  created.push({ type, documentId: entry.documentId });
  return entry;
}

/** Saves the draft as the admin's form does (every field sent, `changes` over the stored ones); the draft as stored. */
async function save(type: AddressedType, documentId: string, changes: Record<string, unknown>): Promise<Entry> {
  const draft = await admin(type, `/${documentId}`);
  const META = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'status']);
  // The entry's own fields (texts, dates): relations and media are left as they are.
  const fields = Object.fromEntries(Object.entries(draft).filter(([k, v]) => !META.has(k) && (v === null || typeof v !== 'object')));
  return admin(type, `/${documentId}`, { method: 'PUT', body: JSON.stringify({ ...fields, ...changes }) });
}

async function publish(type: AddressedType, documentId: string): Promise<void> {
  await admin(type, `/${documentId}/actions/publish`, { method: 'POST', body: '{}' });
}

/** The published entry the site finds by a current slug (its query), or undefined. */
async function bySlug(type: AddressedType, lang: Lang, slug: string): Promise<BlogCard | SuccessCaseCard | undefined> {
  const { data } =
    type === 'blog-card'
      ? await client.list('blog-cards', blogBySlugQuery(lang, slug))
      : await client.list('success-case-cards', successCaseBySlugQuery(lang, slug));
  return data[0];
}

/** The document a past slug leads to, read with the site's token and query (as pastSlug() does). */
async function pastSlug(type: AddressedType, lang: Lang, slug: string): Promise<string | undefined> {
  const { data } = await client.list('past-addresses', pastSlugQuery(type, lang, slug));
  return data[0]?.target_document ?? undefined;
}

/** The published version as the site reads it. */
async function published(type: AddressedType, documentId: string): Promise<Entry> {
  const name = type === 'blog-card' ? 'blog-cards' : 'success-case-cards';
  const { data } = await client.list(name, { filters: { documentId: { $eq: documentId } }, pageSize: 1, populate: [] });
  expect(data[0], `${type} ${documentId} published`).toBeTruthy();
  return data[0] as unknown as Entry;
}

afterAll(async () => {
  for (const { type, documentId } of created.reverse()) {
    await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${UID[type]}/${documentId}`, { method: 'DELETE' });
  }
});

describe('slugs of new entries', () => {
  it('a post published with a Spanish and an English title gets both slugs, accents stripped', async () => {
    const post = await create('blog-card', {
      tittle_es: `Migración a SAP S/4HANA: ¿por dónde empezar? ${RUN}`,
      tittle_en: `Migrating to SAP S/4HANA: where to start ${RUN}`,
      publication_date: '2024-01-15',
    });
    expect(post.slug_es).toBe(`migracion-a-sap-s-4hana-por-donde-empezar-${RUN}`);
    expect(post.slug_en).toBe(`migrating-to-sap-s-4hana-where-to-start-${RUN}`);
    await publish('blog-card', post.documentId);
    const live = await published('blog-card', post.documentId);
    expect([live.slug_es, live.slug_en]).toEqual([post.slug_es, post.slug_en]);
    expect((await bySlug('blog-card', 'es', `migracion-a-sap-s-4hana-por-donde-empezar-${RUN}`))?.documentId).toBe(post.documentId);
    expect((await bySlug('blog-card', 'en', `migrating-to-sap-s-4hana-where-to-start-${RUN}`))?.documentId).toBe(post.documentId);
    // The slug is per language: the Spanish one is not an English address.
    expect(await bySlug('blog-card', 'en', `migracion-a-sap-s-4hana-por-donde-empezar-${RUN}`)).toBeUndefined();
  });

  it('a title already taken gets -2, then -3 (per language: a free one stays as it is)', async () => {
    const titles = { tittle_es: `Cinco señales ${RUN}`, publication_date: '2024-01-15' };
    const first = await create('blog-card', { ...titles, tittle_en: `Five signs ${RUN}` });
    const second = await create('blog-card', { ...titles, tittle_en: `Five other signs ${RUN}` });
    const third = await create('blog-card', { ...titles, tittle_en: `Five signs ${RUN}` });
    expect([first.slug_es, second.slug_es, third.slug_es]).toEqual([
      `cinco-senales-${RUN}`,
      `cinco-senales-${RUN}-2`,
      `cinco-senales-${RUN}-3`,
    ]);
    expect([first.slug_en, second.slug_en, third.slug_en]).toEqual([`five-signs-${RUN}`, `five-other-signs-${RUN}`, `five-signs-${RUN}-2`]);
  });

  it('a success case titled like a seeded one gets -2', async () => {
    const { data } = await client.list('success-case-cards', {
      filters: { tittle_es: { $eq: 'Migración a SAP S/4HANA para una cadena de retail' } },
      populate: [],
    });
    expect(data[0]?.slug_es).toBe('migracion-a-sap-s-4hana-para-una-cadena-de-retail');
    const copy = await create('success-case-card', { tittle_es: data[0]?.tittle_es, tittle_en: data[0]?.tittle_en });
    expect(copy.slug_es).toBe('migracion-a-sap-s-4hana-para-una-cadena-de-retail-2');
    expect(copy.slug_en).toBe(`${data[0]?.slug_en}-2`);
  });

  it('an empty title takes the other language’s; a slug the editor writes is normalised and made unique', async () => {
    const only = await create('blog-card', { tittle_es: `Sólo en español ${RUN}`, publication_date: '2024-01-15' });
    expect([only.slug_es, only.slug_en]).toEqual([`solo-en-espanol-${RUN}`, `solo-en-espanol-${RUN}`]);
    const written = await create('blog-card', {
      tittle_es: `Otro título ${RUN}`,
      tittle_en: `Another title ${RUN}`,
      slug_es: ` Mi Dirección Ñandú ${RUN}!! `,
      slug_en: `solo-en-espanol-${RUN}`,
      publication_date: '2024-01-15',
    });
    expect(written.slug_es).toBe(`mi-direccion-nandu-${RUN}`);
    expect(written.slug_en).toBe(`solo-en-espanol-${RUN}-2`);
  });
});

describe('changed slugs keep answering', () => {
  it('an edited slug of a published post: the new one answers, the old one leads to the post; an id record still does', async () => {
    const post = await create('blog-card', {
      tittle_es: `Nearshore en México ${RUN}`,
      tittle_en: `Nearshoring in Mexico ${RUN}`,
      publication_date: '2024-01-15',
    });
    await publish('blog-card', post.documentId);
    const firstId = (await published('blog-card', post.documentId)).id as number;
    const draft = await save('blog-card', post.documentId, { slug_es: `Nearshore Guía ${RUN}` });
    expect(draft.slug_es).toBe(`nearshore-guia-${RUN}`);
    // Saved, not published: the address is still the old one, nothing is recorded yet.
    expect((await published('blog-card', post.documentId)).slug_es).toBe(`nearshore-en-mexico-${RUN}`);
    expect(await pastSlug('blog-card', 'es', `nearshore-en-mexico-${RUN}`)).toBeUndefined();
    await publish('blog-card', post.documentId);
    const live = await published('blog-card', post.documentId);
    expect([live.slug_es, live.slug_en]).toEqual([`nearshore-guia-${RUN}`, `nearshoring-in-mexico-${RUN}`]);
    expect(await bySlug('blog-card', 'es', `nearshore-en-mexico-${RUN}`)).toBeUndefined();
    expect(await pastSlug('blog-card', 'es', `nearshore-en-mexico-${RUN}`)).toBe(post.documentId);
    // Only the changed language is recorded.
    expect(await pastSlug('blog-card', 'en', `nearshoring-in-mexico-${RUN}`)).toBeUndefined();
    // The numeric ids of its versions still lead to it (docs/decisions/0015).
    const { data } = await client.list('past-addresses', {
      filters: { entry_type: { $eq: 'blog-card' }, old_id: { $eq: firstId } },
      fields: ['target_document'],
      populate: [],
    });
    expect(data[0]?.target_document).toBe(post.documentId);
  });

  it('a slug derived from the title follows a new title and records the old one; a written one stays', async () => {
    const post = await create('blog-card', {
      tittle_es: `Gobierno de datos ${RUN}`,
      tittle_en: `Data governance ${RUN}`,
      slug_es: `gobierno-propio-${RUN}`,
      publication_date: '2024-01-15',
    });
    await publish('blog-card', post.documentId);
    const draft = await save('blog-card', post.documentId, {
      tittle_es: `Gobierno de datos antes que IA ${RUN}`,
      tittle_en: `Data governance before AI ${RUN}`,
    });
    expect(draft.slug_en).toBe(`data-governance-before-ai-${RUN}`);
    expect(draft.slug_es).toBe(`gobierno-propio-${RUN}`);
    await publish('blog-card', post.documentId);
    expect((await bySlug('blog-card', 'en', `data-governance-before-ai-${RUN}`))?.documentId).toBe(post.documentId);
    expect(await pastSlug('blog-card', 'en', `data-governance-${RUN}`)).toBe(post.documentId);
    expect((await published('blog-card', post.documentId)).slug_es).toBe(`gobierno-propio-${RUN}`);
  });

  it('a success case whose slug is cleared and its title changed: a new slug, the old one leads to it', async () => {
    const card = await create('success-case-card', { tittle_es: `Portal de vivienda ${RUN}`, tittle_en: `Home buyers portal ${RUN}` });
    await publish('success-case-card', card.documentId);
    await save('success-case-card', card.documentId, { tittle_es: `Portal de autoservicio ${RUN}`, slug_es: '' });
    await publish('success-case-card', card.documentId);
    expect((await bySlug('success-case-card', 'es', `portal-de-autoservicio-${RUN}`))?.documentId).toBe(card.documentId);
    expect(await pastSlug('success-case-card', 'es', `portal-de-vivienda-${RUN}`)).toBe(card.documentId);
    // Per type: a post's past slugs are not a case's.
    expect(await pastSlug('blog-card', 'es', `portal-de-vivienda-${RUN}`)).toBeUndefined();
  });
});

describe('seeded entries', () => {
  it.each([
    ['blog-cards', 15],
    ['success-case-cards', 14],
  ] as const)('every %s has a slug in both languages, unique per language', async (name, min) => {
    const { data } = await client.list(name, { pageSize: 200, populate: [], fields: ['tittle_es', 'tittle_en', 'slug_es', 'slug_en'] });
    expect(data.length).toBeGreaterThanOrEqual(min);
    for (const lang of ['es', 'en'] as const) {
      const slugs = data.map((e) => e[`slug_${lang}`]);
      for (const [i, slug] of slugs.entries()) expect(isSlug(slug), `${name} ${data[i]?.tittle_es} slug_${lang}: ${slug}`).toBe(true);
      expect(new Set(slugs).size, `${name} slug_${lang} unique`).toBe(slugs.length);
    }
  });
});
