/**
 * The list queries of PRODUCT §7 (success cases, blogs, downloads and their categories), as
 * `ListQuery` objects for `client.list(name, query)`. Pure functions: the loaders and the tests build
 * exactly the same requests.
 */
import type { ListQuery } from './client';
import { populateTrees } from './generated/populate';
import type { Lang } from './lang';

/** PRODUCT §9: page size of success-case cards, blog cards and download cards. */
export const LIST_PAGE_SIZE = 6;
/** PRODUCT §9: 100 categories for blogs and cases. */
const CATEGORY_PAGE_SIZE = 100;

/** A page number from user input: a positive integer, else 1 (PRODUCT §9: default page 1). */
export function pageNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** Keeps positive integer ids only, without duplicates, sorted (stable cache keys). */
function ids(list: readonly number[] | undefined): number[] {
  return [...new Set((list ?? []).filter((n) => Number.isSafeInteger(n) && n > 0))].sort((a, b) => a - b);
}

/** Newest first, then the highest id (PRODUCT §7: publication_date descending then id descending). */
const NEWEST_FIRST = ['publication_date:desc', 'id:desc'];

interface SuccessCaseCardsParams {
  page?: number;
  /** Subcategory ids: cards in any of them (PRODUCT §7: subcategory_cases id in a list). Empty: all. */
  subcategories?: readonly number[];
  /**
   * The success-cases page the cards belong to (PRODUCT §7: success_case id): its id, or better its
   * documentId, which stays the same when the page is published again. PRODUCT's default "1" was the
   * first collection entry; here the page is a single type (PRODUCT §10.1, D6), so the loader passes the
   * published page it read. Left out: cards of any page.
   */
  successCase?: number | string | null;
}

/** GET success-case-cards: populate all, page, size 6, subcategories in a list, success_case id. */
export function successCaseCardsQuery({ page = 1, subcategories, successCase = null }: SuccessCaseCardsParams = {}): ListQuery {
  const filters: Record<string, unknown> = {};
  const subs = ids(subcategories);
  if (subs.length > 0) filters.subcategory_cases = { id: { $in: subs } };
  if (typeof successCase === 'number') filters.success_case = { id: { $eq: successCase } };
  else if (typeof successCase === 'string' && successCase) filters.success_case = { documentId: { $eq: successCase } };
  return {
    populate: populateTrees['success-case-cards'],
    page: pageNumber(page),
    pageSize: LIST_PAGE_SIZE,
    // PRODUCT gives no order for cases: the most recent first keeps the pages stable.
    sort: ['date:desc', 'id:desc'],
    filters,
  };
}

/** GET category-cases: page 1, size 100, populate subcategory_cases. */
export function categoryCasesQuery(): ListQuery {
  return { page: 1, pageSize: CATEGORY_PAGE_SIZE, populate: { subcategory_cases: true }, sort: ['id:asc'] };
}

interface BlogCardsParams {
  page?: number;
  /** Category ids: cards in any of them (PRODUCT §7: optional category_blogs id in a list). */
  categories?: readonly number[];
  pageSize?: number;
}

/**
 * GET blog-cards: populate image and category_blogs, page, size 6, newest first, optionally in a list
 * of categories. Every published card, whatever its date: PRODUCT §7's "only publication_date up to
 * now" was the old site's way to schedule; here scheduling is `publish_at` on a draft and the date is
 * only the date shown (PRODUCT §10.1, D9; docs/decisions/0078).
 */
export function blogCardsQuery({ page = 1, categories, pageSize = LIST_PAGE_SIZE }: BlogCardsParams = {}): ListQuery {
  const filters: Record<string, unknown> = {};
  const cats = ids(categories);
  if (cats.length > 0) filters.category_blogs = { id: { $in: cats } };
  return {
    populate: { image: true, category_blogs: true },
    page: pageNumber(page),
    pageSize,
    sort: NEWEST_FIRST,
    filters,
  };
}

/**
 * One blog card with its detail (the /blog-details/{id} page): by its documentId (the address,
 * docs/decisions/0015) or by a numeric id.
 */
export function blogDetailQuery(id: number | string): ListQuery {
  return {
    populate: populateTrees['blog-cards'],
    page: 1,
    pageSize: 1,
    filters: typeof id === 'number' ? { id: { $eq: id } } : { documentId: { $eq: id } },
  };
}

/**
 * One blog card with its detail, by its slug in `lang` (`slug_es` or `slug_en`, docs/decisions/0031):
 * the readable address's query.
 */
export function blogBySlugQuery(lang: Lang, slug: string): ListQuery {
  return {
    populate: populateTrees['blog-cards'],
    page: 1,
    pageSize: 1,
    filters: { [`slug_${lang}`]: { $eq: slug } },
  };
}

/** One success case card, fully populated, by its slug in `lang` (docs/decisions/0031). */
export function successCaseBySlugQuery(lang: Lang, slug: string): ListQuery {
  return { populate: populateTrees['success-case-cards'], page: 1, pageSize: 1, filters: { [`slug_${lang}`]: { $eq: slug } } };
}

/** The entry types whose old addresses the CMS keeps (`past-addresses`, docs/decisions/0015 and 0031). */
export type AddressedType = 'blog-card' | 'success-case-card';

/**
 * GET past-addresses: the record of a slug a blog post or success case had in `lang` (docs/decisions/0031),
 * the newest first; its `target_document` is the document it belongs to now.
 */
export function pastSlugQuery(entryType: AddressedType, lang: Lang, slug: string): ListQuery {
  return {
    filters: { entry_type: { $eq: entryType }, lang: { $eq: lang }, old_slug: { $eq: slug } },
    fields: ['target_document'],
    populate: [],
    sort: ['id:desc'],
    pageSize: 1,
  };
}

/** GET category-blogs: page 1, size 100. */
export function categoryBlogsQuery(): ListQuery {
  return { page: 1, pageSize: CATEGORY_PAGE_SIZE, populate: [], sort: ['id:asc'] };
}

interface DownloadCardsParams {
  page?: number;
  pageSize?: number;
}

/**
 * GET download-cards: populate image (and the PDFs the download button sends), page, size 6, newest
 * first; every published card, whatever its date (as blogCardsQuery, docs/decisions/0078).
 */
export function downloadCardsQuery({ page = 1, pageSize = LIST_PAGE_SIZE }: DownloadCardsParams = {}): ListQuery {
  return {
    populate: { image: true, pdf_es: true, pdf_en: true },
    page: pageNumber(page),
    pageSize,
    sort: NEWEST_FIRST,
    filters: {},
  };
}

/** The page buttons to show: at most `max` (PRODUCT §9: 3) consecutive pages around the current one. */
export function pageWindow(current: number, pageCount: number, max = 3): number[] {
  if (pageCount < 1) return [];
  const size = Math.min(max, pageCount);
  const page = Math.min(Math.max(1, current), pageCount);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
