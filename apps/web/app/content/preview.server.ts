/**
 * The site's preview (draft) mode (docs/decisions/0016). The CMS's "Open preview" sends the
 * editor to /api/preview with PREVIEW_SECRET (apps/web/server/preview.ts); that sets a cookie signed with
 * the same secret. A request carrying a valid cookie runs in preview mode: the server (server/preview.ts)
 * runs it inside `previewStore`, where the content client reads drafts and the content cache is not
 * used, and the response is `no-store`, `noindex` and may be framed by the CMS admin only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewMode = 'draft' | 'published';

export const PREVIEW_COOKIE = '__preview';

/** The request's mode: the server's preview middleware (server/preview.ts) runs a preview request inside it. */
export const previewStore = new AsyncLocalStorage<PreviewMode>();

/** The preview mode of the request being handled, or null (a public request: the usual, cached, published content). */
export function currentPreview(): PreviewMode | null {
  return previewStore.getStore() ?? null;
}

const sign = (secret: string, value: string): string => createHmac('sha256', secret).update(`preview:${value}`).digest('base64url');

/** The cookie value for a mode: the mode and its signature. */
export function previewCookieValue(secret: string, mode: PreviewMode): string {
  return `${mode}.${sign(secret, mode)}`;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The mode a Cookie header carries, when its signature is right; else null. */
export function previewModeOf(cookieHeader: string | undefined | null, secret: string | undefined): PreviewMode | null {
  if (!secret || !cookieHeader) return null;
  const match = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]+)`).exec(cookieHeader);
  const [mode, signature] = (match?.[1] ?? '').split('.');
  if ((mode !== 'draft' && mode !== 'published') || !signature) return null;
  return same(signature, sign(secret, mode)) ? mode : null;
}

/** Whether a secret someone sent is the preview secret (compared in constant time). */
export function isPreviewSecret(sent: string | null | undefined, secret: string | undefined): boolean {
  if (!secret || !sent) return false;
  const digest = (s: string) => createHmac('sha256', 'preview-secret').update(s).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

/**
 * A path of this site to go on to (no other origin, no protocol-relative `//`, no backslashes):
 * the path, or null.
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
