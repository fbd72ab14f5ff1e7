/**
 * Helpers of the lists tests (insights, success cases, blog, downloads): the CMS's own view of the
 * lists (read without the site's query code), language cookies, a marker that tells a client-side
 * navigation from a full page load, and blog posts created and deleted through the admin API.
 */
import type { BlogCard, CategoryBlog, CategoryCase, DownloadCard, SuccessCase, SuccessCaseCard } from '@site/content';
import type { Page } from '@playwright/test';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { adminToken, cmsGet, expect } from './fixtures';

/** PRODUCT §3 session flag of a submitted lead (the lead modal does not open when it is set). */
const LEAD_FLAG = 'modalSubmitted';

export const PAGE_SIZE = 6;
export const LANGS = ['en', 'es'] as const;
type Lang = (typeof LANGS)[number];

/** Newest first, then the highest id (PRODUCT §7). */
export function newestFirst<T extends { publication_date: string | null; id: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => (b.publication_date ?? '').localeCompare(a.publication_date ?? '') || b.id - a.id);
}

/** The text of a bilingual field. */
export function tx<T extends object>(entity: T, field: string, lang: Lang): string {
  return String((entity as Record<string, unknown>)[`${field}_${lang}`] ?? '');
}

/** Starts the visitor in a language (the cookie the site renders from). */
export async function useLanguage(page: Page, baseURL: string | undefined, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
  await page.addInitScript((l) => localStorage?.setItem('lang', l), lang);
}

/**
 * Marks the session as having submitted the downloads lead modal (PRODUCT §4 session flag), so the
 * modal (the forms feature's, opening after 3 s) stays closed while a test works with the lists.
 */
export async function skipLeadModal(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage?.setItem(key, 'true'), LEAD_FLAG);
}

/** Marks the loaded document; `expectSameDocument` then proves no full reload happened since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __listsMarker?: boolean }).__listsMarker = true;
  });
}
export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __listsMarker?: boolean }).__listsMarker === true)).toBe(true);
}

interface ListResponse<T> {
  data: T[];
  meta: { pagination: { total: number; pageCount: number } };
}

export async function allSuccessCases(stack: StackInfo): Promise<SuccessCaseCard[]> {
  const { data: casePage } = await cmsGet<{ data: SuccessCase }>(stack, 'success-case');
  const res = await cmsGet<ListResponse<SuccessCaseCard>>(
    stack,
    `success-case-cards?populate[subcategory_cases]=true&populate[pdf_es]=true&populate[pdf_en]=true&populate[success_case]=true&pagination[pageSize]=200`,
  );
  return res.data.filter((c) => c.success_case?.documentId === casePage.documentId);
}

/** The cases page order: most recent date first, then the highest id. */
export function casesOrder(list: SuccessCaseCard[]): SuccessCaseCard[] {
  return [...list].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id);
}

export async function caseCategories(stack: StackInfo): Promise<CategoryCase[]> {
  return (await cmsGet<ListResponse<CategoryCase>>(stack, 'category-cases?populate[subcategory_cases]=true&pagination[pageSize]=100')).data;
}

export async function allBlogCards(stack: StackInfo): Promise<BlogCard[]> {
  return (
    await cmsGet<ListResponse<BlogCard>>(
      stack,
      'blog-cards?populate[category_blogs]=true&populate[Blog_detail]=true&pagination[pageSize]=200',
    )
  ).data;
}

/**
 * The seed's scheduled post: the oldest draft with a `publish_at` (scheduling is `publish_at`, on a draft;
 * docs/decisions/0078).
 */
export async function scheduledBlogDraft(stack: StackInfo): Promise<BlogCard> {
  const { data } = await cmsGet<ListResponse<BlogCard>>(
    stack,
    'blog-cards?status=draft&filters[publish_at][$notNull]=true&sort[0]=id:asc&pagination[pageSize]=1',
  );
  if (!data[0]) throw new Error('no scheduled draft in the seed');
  return data[0];
}

export async function blogCategories(stack: StackInfo): Promise<CategoryBlog[]> {
  return (await cmsGet<ListResponse<CategoryBlog>>(stack, 'category-blogs?pagination[pageSize]=100')).data;
}

export async function allDownloadCards(stack: StackInfo): Promise<DownloadCard[]> {
  return (await cmsGet<ListResponse<DownloadCard>>(stack, 'download-cards?pagination[pageSize]=200')).data;
}

/** Short date of PRODUCT §4 (en-US / es-MX: numeric year, short month, numeric day) of a YYYY-MM-DD day. */
export function shortDate(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

const BLOG_UID = 'api::blog-card.blog-card';

/**
 * Creates and publishes a blog post as an editor would (admin content-manager API). Returns its
 * documentId (to delete it) and the id of its published version (the id in the site's URLs).
 */
export async function createBlogPost(stack: StackInfo, data: Record<string, unknown>): Promise<{ documentId: string; id: number }> {
  const auth = { authorization: `Bearer ${await adminToken(stack)}`, 'content-type': 'application/json' };
  const base = `${stack.cmsUrl}/content-manager/collection-types/${BLOG_UID}`;
  const created = await fetch(base, { method: 'POST', headers: auth, body: JSON.stringify(data) });
  if (!created.ok) throw new Error(`create blog card: ${created.status} ${await created.text()}`);
  const { data: entry } = (await created.json()) as { data: { documentId: string } };
  const published = await fetch(`${base}/${entry.documentId}/actions/publish`, { method: 'POST', headers: auth, body: '{}' });
  if (!published.ok) throw new Error(`publish blog card: ${published.status} ${await published.text()}`);
  const { data: list } = await cmsGet<ListResponse<BlogCard>>(stack, `blog-cards?filters[documentId][$eq]=${entry.documentId}`);
  if (!list[0]) throw new Error('the published blog card is not readable');
  return { documentId: entry.documentId, id: list[0].id };
}

export async function deleteBlogPost(stack: StackInfo, documentId: string): Promise<void> {
  const auth = { authorization: `Bearer ${await adminToken(stack)}` };
  const res = await fetch(`${stack.cmsUrl}/content-manager/collection-types/${BLOG_UID}/${documentId}`, {
    method: 'DELETE',
    headers: auth,
  });
  if (!res.ok && res.status !== 404) throw new Error(`delete blog card: ${res.status} ${await res.text()}`);
}
