import { pageNumber } from '@site/content';

/** The list state that lives in the URL query: `?page=N`, `?category=ID`, `?subcategory=ID`. */
export interface ListParams {
  page: number;
  category: number | null;
  subcategory: number | null;
}

function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export function readListParams(search: URLSearchParams): ListParams {
  return {
    page: pageNumber(search.get('page')),
    category: idParam(search.get('category')),
    subcategory: idParam(search.get('subcategory')),
  };
}

/**
 * The query string of a list state. Page 1 is left out (it is the default), and so is `lang`: the
 * language is the visitor's choice (cookie), not part of the list's address.
 */
export function listSearch({ page, category, subcategory }: Partial<ListParams>): string {
  const q = new URLSearchParams();
  if (category) q.set('category', String(category));
  if (subcategory) q.set('subcategory', String(subcategory));
  if (page && page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A short, stable key of a list state (server cache keys, browser cache checks). */
export function listKey({ page, category, subcategory }: ListParams): string {
  return `p${page}-c${category ?? ''}-s${subcategory ?? ''}`;
}

/** An empty page of results (a filter that cannot match anything). */
export function emptyList<T>(page = 1) {
  return { data: [] as T[], pagination: { page, pageSize: 6, pageCount: 0, total: 0 } };
}
