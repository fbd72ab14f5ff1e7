import type { Lang } from '@site/content';

/** A blog post or success case as its addresses need it: the documentId, and the slug of each language if it has one. */
export interface Addressable {
  documentId: string;
  slug_es?: string | null;
  slug_en?: string | null;
}

/** The last segment of a post's or case's address in a language: its slug there, else its documentId. */
export function detailSegment(entry: Addressable, lang: Lang): string {
  return (lang === 'es' ? entry.slug_es : entry.slug_en) || entry.documentId;
}

/**
 * The address of a success case's detail page in a language (docs/decisions/0031): its slug in that
 * language under the list's address, no query (PRODUCT §2's title query is no longer needed).
 */
export function caseDetailHref(card: Addressable, lang: Lang): string {
  return `/${lang}/casos-de-exito/${detailSegment(card, lang)}`;
}

/** The address of a blog post in a language: its slug in that language (docs/decisions/0031). */
export function blogDetailHref(card: Addressable, lang: Lang): string {
  return `/${lang}/blog-details/${detailSegment(card, lang)}`;
}

/** A post's or case's addresses in both languages (hreflang, the flags). */
export function detailAlternates(href: (entry: Addressable, lang: Lang) => string, entry: Addressable): Record<Lang, string> {
  return { es: href(entry, 'es'), en: href(entry, 'en') };
}
