import type { BlogCard, SuccessCaseCard } from '@site/content';

/**
 * The address of a success case's detail page: its documentId (the id that survives edit and
 * publish, docs/decisions/0015), with the Spanish and English detail titles in the query (PRODUCT §2).
 */
export function caseDetailHref(card: Pick<SuccessCaseCard, 'documentId' | 'tittle_details_es' | 'tittle_details_en'>): string {
  const q = new URLSearchParams();
  if (card.tittle_details_es) q.set('es', card.tittle_details_es);
  if (card.tittle_details_en) q.set('en', card.tittle_details_en);
  const s = q.toString();
  return `/casos-de-exito/${card.documentId}${s ? `?${s}` : ''}`;
}

/** The address of a blog post: its documentId (docs/decisions/0015). */
export function blogDetailHref(card: Pick<BlogCard, 'documentId'>): string {
  return `/blog-details/${card.documentId}`;
}
