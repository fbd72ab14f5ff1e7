import type { BlogCard, SuccessCaseCard } from '@site/content';

/**
 * The address of a success case's detail page: its id, with the Spanish and English detail titles
 * in the query (PRODUCT §2).
 */
export function caseDetailHref(card: Pick<SuccessCaseCard, 'id' | 'tittle_details_es' | 'tittle_details_en'>): string {
  const q = new URLSearchParams();
  if (card.tittle_details_es) q.set('es', card.tittle_details_es);
  if (card.tittle_details_en) q.set('en', card.tittle_details_en);
  const s = q.toString();
  return `/casos-de-exito/${card.id}${s ? `?${s}` : ''}`;
}

export function blogDetailHref(card: Pick<BlogCard, 'id'>): string {
  return `/blog-details/${card.id}`;
}
