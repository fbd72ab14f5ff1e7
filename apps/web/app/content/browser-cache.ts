import { isRouteErrorResponse } from 'react-router';

/**
 * Per-page content cached in the browser (PRODUCT §1, §4): each page's loader data is stored whole
 * under its key and replaced wholesale when new data arrives. If the site's server cannot be
 * reached on a client-side navigation, the page renders from this copy.
 */
const PREFIX = 'content:';

export function storeContent(key: string, data: unknown): void {
  // A preview's drafts are never kept (docs/decisions/0016).
  if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-preview')) return;
  try {
    const next = JSON.stringify(data);
    if (localStorage.getItem(PREFIX + key) !== next) localStorage.setItem(PREFIX + key, next);
  } catch {
    // Storage full or disabled (private mode): the cache is an optimisation only.
  }
}

export function readContent<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The server could not give the content: no answer at all, or a 5xx (the CMS down and no server copy). */
function unavailable(error: unknown): boolean {
  const status = error instanceof Response || isRouteErrorResponse(error) ? error.status : null;
  return status === null || status >= 500;
}

/**
 * clientLoader body: fresh data from the server (stored under the route's id, `routeId`: root,
 * routes/home, …; the shell also stores every server-rendered route's data there), else, when the
 * server cannot give it, the stored copy, else the error. The server's own answers (redirects, 404)
 * are passed on, never replaced by a copy. For pages whose address carries an id or a query (lists,
 * details), `key` names the data asked for (the loader data's `key`): only a copy of that same list
 * page or entry is used, never another one.
 */
export async function withBrowserCache<T>(routeId: string, serverLoader: () => Promise<T>, key?: string): Promise<T> {
  try {
    const data = await serverLoader();
    if (!(data instanceof Response)) storeContent(routeId, data);
    return data;
  } catch (error) {
    if (!unavailable(error)) throw error;
    const stored = readContent<T & { key?: unknown }>(routeId);
    if (stored && (key === undefined || stored.key === key)) return stored;
    throw error;
  }
}
