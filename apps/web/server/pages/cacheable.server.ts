/**
 * Which requests the page cache (server/pages/page-cache.server.ts) and shared caches may answer with a page
 * that is the same for every visitor (docs/decisions/0020). One module, pure functions:
 * server/index.ts and the app both import it.
 *
 * A request bypasses the caches (rendered for this visitor, `Cache-Control: private, no-store`) when
 * it carries one of BYPASS_COOKIES or BYPASS_PARAMS. Preview/draft mode adds its cookie and
 * parameter to these lists, so preview responses are never cached.
 */
import { PREVIEW_COOKIE } from '~/content/preview.server';

/**
 * Cookies that make a page per visitor: never served from, nor stored in, a cache. Preview (draft)
 * mode's cookie (content/preview.server.ts, docs/decisions/0016): a draft never enters a cache. (The
 * notice after a plain form post is in the page's address, `?sent=`, the same for every visitor.)
 */
const BYPASS_COOKIES: readonly string[] = [PREVIEW_COOKIE];

/** Query parameters that make a page per visitor. */
const BYPASS_PARAMS: readonly string[] = [];

/** Paths that are not pages: build assets, media, endpoints, operations and generated files. */
const NOT_PAGES = /^\/(?:assets|uploads|api|healthz|readyz|robots\.txt|sitemap\.xml|favicon)(?:[/.?]|$)/;

interface CacheableRequest {
  method: string;
  /** Path and query as requested ("/blog?page=2"), or an absolute URL. */
  url: string;
  /** The Cookie header, if any. */
  cookie?: string | null;
  /** The Authorization header, if any. */
  authorization?: string | null;
}

function hasCookie(header: string, name: string): boolean {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if ((eq < 0 ? part : part.slice(0, eq)).trim() === name) return true;
  }
  return false;
}

/** Whether a request is a page (document or React Router `.data`) request, whatever its cookies. */
export function isPageRequest(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_PAGES.test(path);
}

/**
 * Whether the request may get the page every visitor of its address gets: a GET or HEAD of a page,
 * without a bypass cookie or parameter, without credentials. (A bare or `?lang=` address never
 * reaches a page: server/pages/addresses.server.ts answers it with a redirect first.)
 */
export function isCacheable(request: CacheableRequest): boolean {
  // Cheap on purpose: it runs for every request the page cache answers.
  let url = request.url;
  if (!url.startsWith('/')) {
    const parsed = new URL(url);
    url = `${parsed.pathname}${parsed.search}`;
  }
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!isPageRequest(request.method.toUpperCase(), path)) return false;
  if (request.authorization) return false;
  const cookie = request.cookie ?? '';
  if (cookie && BYPASS_COOKIES.some((name) => hasCookie(cookie, name))) return false;
  if (q < 0) return true;
  const search = new URLSearchParams(url.slice(q + 1));
  return !BYPASS_PARAMS.some((name) => search.has(name));
}
