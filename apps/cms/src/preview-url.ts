import { PREVIEW_PATHS } from './preview-paths';

/**
 * Strapi Preview (docs/decisions/0016): "Open preview" shows an entry on the real site. The
 * address is the site's /api/preview with PREVIEW_SECRET: it enters the site's draft mode (a signed
 * cookie) and goes on to the entry's page (PREVIEW_PATHS, generated from the content model), which
 * then reads drafts. Without SITE_URL or PREVIEW_SECRET there is no preview (the button is hidden).
 */
export function previewUrl(
  uid: string,
  params: { documentId?: string; locale?: string | null; status?: string },
  siteUrl: string | undefined,
  previewSecret: string | undefined,
): string | null {
  const pattern = PREVIEW_PATHS[uid];
  if (!pattern || !siteUrl || !previewSecret) return null;
  if (pattern.includes('{documentId}') && !params.documentId) return null;
  const path = pattern.replace('{documentId}', encodeURIComponent(params.documentId ?? ''));
  const q = new URLSearchParams({ secret: previewSecret, path, status: params.status === 'published' ? 'published' : 'draft' });
  // The content has both languages in one entry; a locale the admin passes (es, en) picks one,
  // otherwise the site shows the editor's own language (its cookie or the browser's).
  if (params.locale === 'es' || params.locale === 'en') q.set('lang', params.locale);
  return `${siteUrl.replace(/\/$/, '')}/api/preview?${q}`;
}
