/**
 * The list queries of PRODUCT §7 against the real CMS (throwaway stack, seeded): page size, page count,
 * filters (subcategories, success case, categories) and sort (newest first, then id). Every published
 * entry is listed whatever its date: the publication date is only the date shown; scheduling is
 * `publish_at` (docs/decisions/0078). Expected values come from the CMS itself, read without the query
 * under test.
 */
import {
  type BlogCard,
  blogBySlugQuery,
  blogCardsQuery,
  blogDetailQuery,
  categoryBlogsQuery,
  categoryCasesQuery,
  createContentClient,
  type DownloadCard,
  downloadCardsQuery,
  LIST_PAGE_SIZE,
  pageNumber,
  pageWindow,
  type SuccessCaseCard,
  successCaseCardsQuery,
} from '@site/content';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const client = createContentClient({ baseUrl: stack.cmsUrl, token: stack.siteToken });
const drafts = createContentClient({ baseUrl: stack.cmsUrl, token: stack.siteToken, status: 'draft' });

/** Every entry of a collection, unfiltered, with the relations the assertions need. */
async function all<K extends 'success-case-cards' | 'blog-cards' | 'download-cards'>(name: K) {
  const { data } = await client.list(name, { pageSize: 200 });
  return data;
}

/** Every page of a query, in order. */
async function pages<K extends 'success-case-cards' | 'blog-cards' | 'download-cards'>(
  name: K,
  query: (page: number) => ReturnType<typeof blogCardsQuery>,
) {
  const first = await client.list(name, query(1));
  const out = [first];
  for (let p = 2; p <= first.pagination.pageCount; p++) out.push(await client.list(name, query(p)));
  return out;
}

const newestFirst = (a: { publication_date: string | null; id: number }, b: { publication_date: string | null; id: number }) =>
  (b.publication_date ?? '').localeCompare(a.publication_date ?? '') || b.id - a.id;

describe('pure helpers', () => {
  it('pageNumber accepts positive integers only, else page 1', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(2)).toBe(2);
    for (const bad of ['0', '-1', 'abc', '', null, undefined, '1e99', 0, 1.5]) expect(pageNumber(bad)).toBe(1);
  });

  it('pageWindow shows at most 3 consecutive pages around the current one (PRODUCT §9)', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(99, 4)).toEqual([2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
    for (let n = 1; n <= 12; n++) for (let p = 1; p <= n; p++) expect(pageWindow(p, n)).toContain(p);
  });

  it('builds PRODUCT §7 parameters: page size 6, sort by publication date then id, no date filter', () => {
    const q = blogCardsQuery({ page: 2, categories: [5, 3, 3, -1] });
    expect(q).toMatchObject({
      page: 2,
      pageSize: LIST_PAGE_SIZE,
      sort: ['publication_date:desc', 'id:desc'],
      populate: { image: true, category_blogs: true },
    });
    expect(q.filters).toEqual({ category_blogs: { id: { $in: [3, 5] } } });
    // The date is only shown (docs/decisions/0078): no query of a post or download filters on it.
    expect(blogCardsQuery().filters).toEqual({});
    expect(downloadCardsQuery().filters).toEqual({});
    expect(blogDetailQuery(7).filters).toEqual({ id: { $eq: 7 } });
    expect(blogBySlugQuery('en', 'a-post').filters).toEqual({ slug_en: { $eq: 'a-post' } });
    expect(LIST_PAGE_SIZE).toBe(6);
    expect(blogCardsQuery().filters).not.toHaveProperty('category_blogs');
    expect(successCaseCardsQuery({ subcategories: [] }).filters).toEqual({});
    expect(categoryCasesQuery()).toMatchObject({ page: 1, pageSize: 100, populate: { subcategory_cases: true } });
    expect(categoryBlogsQuery()).toMatchObject({ page: 1, pageSize: 100 });
  });
});

describe('success-case cards', () => {
  let everything: SuccessCaseCard[];
  let pageDocumentId: string;
  let pageId: number;
  beforeAll(async () => {
    everything = await all('success-case-cards');
    const page = await client.single('success-case');
    pageDocumentId = page.documentId;
    pageId = page.id;
  });

  it('pages of 6, page count and total from the metadata, every card exactly once, newest first', async () => {
    const result = await pages('success-case-cards', (page) => successCaseCardsQuery({ page, successCase: pageDocumentId }));
    const total = everything.length;
    expect(total).toBeGreaterThan(12);
    expect(result[0].pagination).toMatchObject({ page: 1, pageSize: 6, total, pageCount: Math.ceil(total / 6) });
    for (const [i, r] of result.entries()) {
      expect(r.pagination.page).toBe(i + 1);
      expect(r.data.length).toBe(i < result.length - 1 ? 6 : total - 6 * (result.length - 1));
    }
    const ids = result.flatMap((r) => r.data.map((c) => c.id));
    expect(new Set(ids).size).toBe(total);
    const dates = result.flatMap((r) => r.data.map((c) => c.date ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    // "Populate all": images, icons, PDFs and subcategories come with the cards.
    for (const c of result[0].data) {
      expect(c.image?.url).toBeTruthy();
      expect(c.pdf_es?.url).toMatch(/\.pdf$/);
      expect(c.pdf_en?.url).toMatch(/\.pdf$/);
      expect(c.subcategory_cases?.length).toBeGreaterThan(0);
    }
  });

  it('filters on the success case (by documentId or id); another page has no cards', async () => {
    const byDoc = await client.list('success-case-cards', successCaseCardsQuery({ successCase: pageDocumentId }));
    const byId = await client.list('success-case-cards', successCaseCardsQuery({ successCase: pageId }));
    expect(byDoc.pagination.total).toBe(everything.length);
    expect(byId.pagination.total).toBe(everything.length);
    const none = await client.list('success-case-cards', successCaseCardsQuery({ successCase: 'no-such-document' }));
    expect(none.pagination.total).toBe(0);
  });

  it('filters on a list of subcategory ids: cards in any of them, none twice', async () => {
    const { data: categories } = await client.list('category-cases', categoryCasesQuery());
    expect(categories.length).toBeGreaterThanOrEqual(3);
    for (const category of categories) {
      const subs = (category.subcategory_cases ?? []).map((s) => s.id);
      expect(subs.length).toBeGreaterThan(0);
      const expected = everything.filter((c) => c.subcategory_cases?.some((s) => subs.includes(s.id))).map((c) => c.id);
      const result = await pages('success-case-cards', (page) =>
        successCaseCardsQuery({ page, subcategories: subs, successCase: pageDocumentId }),
      );
      const got = result.flatMap((r) => r.data.map((c) => c.id));
      expect(got.sort()).toEqual(expected.sort());
      expect(result[0].pagination.total).toBe(expected.length);
      // One subcategory alone.
      const one = await client.list('success-case-cards', successCaseCardsQuery({ subcategories: [subs[0]] }));
      expect(one.pagination.total).toBe(everything.filter((c) => c.subcategory_cases?.some((s) => s.id === subs[0])).length);
    }
  });

  it('category-cases: every category with its subcategories, names in both languages', async () => {
    const { data, pagination } = await client.list('category-cases', categoryCasesQuery());
    expect(pagination.pageSize).toBe(100);
    const allSubs = await client.list('subcategory-cases', { pageSize: 200, populate: [] });
    expect(data.flatMap((c) => c.subcategory_cases ?? []).length).toBe(allSubs.pagination.total);
    for (const c of data) {
      expect(c.name_es && c.name_en).toBeTruthy();
      for (const s of c.subcategory_cases ?? []) expect(s.name_es && s.name_en).toBeTruthy();
    }
  });
});

describe('blog cards', () => {
  let everything: BlogCard[];
  beforeAll(async () => {
    everything = await all('blog-cards');
  });

  it('every published card, newest first then highest id, 6 per page', async () => {
    const published = [...everything].sort(newestFirst);
    const result = await pages('blog-cards', (page) => blogCardsQuery({ page }));
    expect(result[0].pagination).toMatchObject({ pageSize: 6, total: published.length, pageCount: Math.ceil(published.length / 6) });
    expect(result.flatMap((r) => r.data.map((c) => c.id))).toEqual(published.map((c) => c.id));
    for (const c of result[0].data) {
      expect(c.image?.url).toBeTruthy();
      expect(c.category_blogs?.length).toBeGreaterThan(0);
    }
  });

  it('the id breaks ties between cards of the same day', async () => {
    // Two cards on the newest published day: the newer id first. Built from the query's own order
    // of the seed, checked pairwise.
    const { data } = await client.list('blog-cards', blogCardsQuery({ pageSize: 100 }));
    for (let i = 1; i < data.length; i++) expect(newestFirst(data[i - 1], data[i])).toBeLessThan(0);
  });

  it('filters on a list of category ids', async () => {
    const { data: categories, pagination } = await client.list('category-blogs', categoryBlogsQuery());
    expect(pagination.pageSize).toBe(100);
    expect(categories.length).toBeGreaterThanOrEqual(3);
    for (const category of categories) {
      const expected = everything
        .filter((c) => c.category_blogs?.some((x) => x.id === category.id))
        .sort(newestFirst)
        .map((c) => c.id);
      const result = await pages('blog-cards', (page) => blogCardsQuery({ page, categories: [category.id] }));
      expect(result.flatMap((r) => r.data.map((c) => c.id))).toEqual(expected);
    }
    const two = categories.slice(0, 2).map((c) => c.id);
    const both = await client.list('blog-cards', blogCardsQuery({ categories: two, pageSize: 100 }));
    const expected = everything.filter((c) => c.category_blogs?.some((x) => two.includes(x.id)));
    expect(both.pagination.total).toBe(expected.length);
  });

  it('the detail query finds a published post with its detail, and never a draft (the seed’s scheduled post)', async () => {
    const published = everything[0];
    const found = await client.list('blog-cards', blogDetailQuery(published?.id ?? 0));
    expect(found.data[0]?.id).toBe(published?.id);
    expect(found.data[0]?.Blog_detail?.paragraph_es).toBeTruthy();
    expect(found.data[0]?.Blog_detail?.image_desktop?.url).toBeTruthy();
    // By documentId, the address that survives publishing (docs/decisions/0015).
    const byDocument = await client.list('blog-cards', blogDetailQuery(published?.documentId ?? ''));
    expect(byDocument.data.map((c) => c.documentId)).toEqual([published?.documentId]);
    // The seed's scheduled post: a draft that publishes at its publish_at.
    const scheduled = (await drafts.list('blog-cards', { pageSize: 1, sort: ['id:asc'], filters: { publish_at: { $notNull: true } } }))
      .data[0];
    expect(scheduled?.publish_at).toBeTruthy();
    expect(everything.map((c) => c.documentId)).not.toContain(scheduled?.documentId);
    expect((await client.list('blog-cards', blogDetailQuery(scheduled?.documentId ?? ''))).data).toEqual([]);
    expect((await client.list('blog-cards', blogBySlugQuery('es', scheduled?.slug_es ?? ''))).data).toEqual([]);
  });
});

describe('download cards', () => {
  let everything: DownloadCard[];
  beforeAll(async () => {
    everything = await all('download-cards');
  });

  it('every published card, newest first, 6 per page, with image and PDFs', async () => {
    const published = [...everything].sort(newestFirst);
    expect(published.length).toBeGreaterThan(6);
    const result = await pages('download-cards', (page) => downloadCardsQuery({ page }));
    expect(result[0].pagination).toMatchObject({ pageSize: 6, total: published.length, pageCount: Math.ceil(published.length / 6) });
    expect(result.flatMap((r) => r.data.map((c) => c.id))).toEqual(published.map((c) => c.id));
    for (const c of result[0].data) {
      expect(c.image?.url).toBeTruthy();
      expect(c.pdf_es?.url).toMatch(/\.pdf$/);
    }
  });
});
