/**
 * The entry to one address per page per language (docs/decisions/0031). Every page lives under its
 * language's prefix (`/es/nosotros`, the home page `/en/`); the addresses the site gave before, and the bare ones
 * people type, get a redirect before any page is rendered:
 * - `?lang=es|en` (the old language links, hreflang and sitemap entries): **301** to that language's
 *   address, the rest of the query kept;
 * - a bare path (`/`, `/nosotros`, `/blog-details/…`): **302** to the address in the visitor's own
 *   choice of language (the `lang` cookie the flags set), else the language of the site page they
 *   came from (Referer), else the default, English (PRODUCT §4). This tiny answer is the only one
 *   that looks at a stored preference: it is `private, no-store`, and no page varies on a cookie.
 * Pure: server/index.ts applies it to every GET and HEAD of a page, before the page cache.
 */
import { DEFAULT_LANG, isLang, type Lang, langOfPath, localPath } from '@site/content';
import { isPageRequest } from './cacheable.server';
import { cookieLang } from '../http/lang.server';

interface EntryRedirect {
  status: 301 | 302 | 307;
  location: string;
  /** Cache-Control of the answer: a 301 may be cached by anyone; a 302 that read a preference by no one. */
  cacheControl: string;
}

export const ENTRY_CACHE_CONTROL = 'private, no-store';
const MOVED_CACHE_CONTROL = 'public, max-age=86400';

/** The language of the site page a Referer names (same host), or null. */
function refererLang(referer: string | undefined, host: string | undefined): Lang | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? langOfPath(url.pathname) : null;
  } catch {
    return null;
  }
}

/** The language a bare address sends the visitor to: their stored choice, else the referring site page's, else English. */
function visitorLang(req: { cookie?: string | undefined; referer?: string | undefined; host?: string | undefined }): Lang {
  return cookieLang(req.cookie) ?? refererLang(req.referer, req.host) ?? DEFAULT_LANG;
}

/**
 * Where a page request must go instead, or null when its address is a page's own. `url`: path and
 * query as requested. `.data` requests (React Router's client navigations) are never redirected:
 * the site's links already carry the language.
 */
export function entryRedirect(req: {
  method: string;
  url: string;
  cookie?: string | undefined;
  referer?: string | undefined;
  host?: string | undefined;
}): EntryRedirect | null {
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  // A plain form posted from a page of before the language addresses (`/`, `/download`): on to the
  // same action in the visitor's language, method and body kept (307), so nothing sent is lost.
  if (req.method.toUpperCase() === 'POST' && isPageRequest('GET', path) && !langOfPath(path) && !path.startsWith('/__')) {
    const lang = visitorLang(req);
    // The home page's old `?index` (an index route's action) names no route now.
    const query = new URLSearchParams(q < 0 ? '' : req.url.slice(q + 1));
    query.delete('index');
    const location = localPath(lang, `${path}${query.size ? `?${query}` : ''}`);
    return { status: 307, location, cacheControl: ENTRY_CACHE_CONTROL };
  }
  // React Router's own requests (`.data`, `/__manifest` of lazy route discovery) are never pages to send on.
  if (!isPageRequest(req.method.toUpperCase(), path) || path.endsWith('.data') || path.startsWith('/__')) return null;
  const prefixed = langOfPath(path);
  const search = new URLSearchParams(q < 0 ? '' : req.url.slice(q + 1));
  const asked = search.get('lang');
  if (search.has('lang')) search.delete('lang');
  const rest = search.size ? `?${search}` : '';
  if (isLang(asked)) {
    return { status: 301, location: localPath(asked, `${path}${rest}`), cacheControl: MOVED_CACHE_CONTROL };
  }
  if (prefixed) {
    // One address per page: the home page `/es/` with its slash, every other page without one.
    if (path.length === 3) return { status: 301, location: `${path}/${rest}`, cacheControl: MOVED_CACHE_CONTROL };
    if (path.length > 4 && path.endsWith('/')) {
      return { status: 301, location: `${path.replace(/\/+$/, '')}${rest}`, cacheControl: MOVED_CACHE_CONTROL };
    }
    // An invalid ?lang= is dropped the same way.
    return asked === null ? null : { status: 301, location: `${path}${rest}`, cacheControl: MOVED_CACHE_CONTROL };
  }
  const lang = visitorLang(req);
  return { status: 302, location: localPath(lang, `${path}${rest}`), cacheControl: ENTRY_CACHE_CONTROL };
}
