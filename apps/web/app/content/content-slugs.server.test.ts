/**
 * The content functions of readable addresses (docs/decisions/0031) against a stand-in CMS (fetch
 * stubbed): what they ask the CMS (the language's slug field, no date filter, the past-address
 * filters), what they answer (the entry, its documentId, null when none), that a string that is
 * not a slug never reaches the CMS, and that only found entries are cached. The real CMS answers
 * the same queries in apps/cms/tests/slugs.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPostBySlug, dropContentCache, pastSlug, successCaseBySlug } from '~/content/content.server';

const calls: URL[] = [];
/** What the stand-in CMS answers, per collection: the entries matching any filter (tests set it). */
let answer: Record<string, unknown[]> = {};

beforeAll(() => {
  vi.stubEnv('CMS_URL', 'http://cms.test');
  vi.stubEnv('CMS_API_TOKEN', 'test-token');
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    const name = url.pathname.replace(/^\/api\//, '');
    const data = answer[name] ?? [];
    return new Response(JSON.stringify({ data, meta: { pagination: { page: 1, pageSize: 1, pageCount: 1, total: data.length } } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  calls.length = 0;
  answer = {};
  dropContentCache();
});

/** The query's filters as the CMS receives them (qs brackets), e.g. `filters[slug_es][$eq]`. */
const params = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

describe('blogPostBySlug', () => {
  it('asks for the published post with that slug in that language, whatever its date (docs/decisions/0078)', async () => {
    answer['blog-cards'] = [{ id: 7, documentId: 'doc-post', slug_es: 'guia-sap', slug_en: 'sap-guide' }];
    const post = await blogPostBySlug('es', 'guia-sap');
    expect(post?.documentId).toBe('doc-post');
    expect(calls).toHaveLength(1);
    const q = params(calls[0]);
    expect(calls[0]?.pathname).toBe('/api/blog-cards');
    expect(q['filters[slug_es][$eq]']).toBe('guia-sap');
    expect(q['filters[slug_en][$eq]']).toBeUndefined();
    expect(Object.keys(q).filter((k) => k.startsWith('filters['))).toEqual(['filters[slug_es][$eq]']);
    // Found: cached (a second call does not reach the CMS).
    await blogPostBySlug('es', 'guia-sap');
    expect(calls).toHaveLength(1);
  });

  it('is null when no post has it (not cached), and for a string that is not a slug (no CMS call)', async () => {
    expect(await blogPostBySlug('en', 'no-such-post')).toBeNull();
    expect(await blogPostBySlug('en', 'no-such-post')).toBeNull();
    expect(calls).toHaveLength(2);
    for (const bad of ['Guia-SAP', 'a--b', '../x', '', 'x'.repeat(121)]) expect(await blogPostBySlug('es', bad)).toBeNull();
    expect(calls).toHaveLength(2);
  });
});

describe('successCaseBySlug', () => {
  it('asks for the case with that slug in that language', async () => {
    answer['success-case-cards'] = [{ id: 3, documentId: 'doc-case', slug_en: 'sap-migration' }];
    expect((await successCaseBySlug('en', 'sap-migration'))?.documentId).toBe('doc-case');
    expect(params(calls[0])['filters[slug_en][$eq]']).toBe('sap-migration');
    expect(calls[0]?.pathname).toBe('/api/success-case-cards');
  });

  it('is null when none has it', async () => {
    expect(await successCaseBySlug('es', 'ninguno')).toBeNull();
  });
});

describe('pastSlug', () => {
  it('finds the document an old slug of that type and language leads to', async () => {
    answer['past-addresses'] = [{ id: 9, documentId: 'rec', target_document: 'doc-post' }];
    expect(await pastSlug('blog-card', 'en', 'old-title')).toBe('doc-post');
    const q = params(calls[0]);
    expect(calls[0]?.pathname).toBe('/api/past-addresses');
    expect(q).toMatchObject({
      'filters[entry_type][$eq]': 'blog-card',
      'filters[lang][$eq]': 'en',
      'filters[old_slug][$eq]': 'old-title',
    });
    await pastSlug('blog-card', 'en', 'old-title');
    expect(calls).toHaveLength(1);
  });

  it('is null when there is no such record, and for a string that is not a slug (no CMS call)', async () => {
    expect(await pastSlug('success-case-card', 'es', 'nunca-existio')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(await pastSlug('success-case-card', 'es', 'No Slug')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
