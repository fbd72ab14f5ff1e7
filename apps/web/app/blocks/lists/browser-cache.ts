import { isRouteErrorResponse } from 'react-router';
import { readContent, storeContent } from '~/content/browser-cache';

/**
 * clientLoader body for pages whose address carries a query or an id (lists, details): fresh data
 * from the server; when the server cannot be reached, the stored copy of the route, but only if it
 * is the same list page or the same entry (`key` of the data), never another one. Answers of the
 * server (redirects, 404) are passed on, never replaced by the stored copy.
 */
export async function withKeyedBrowserCache<T extends { key: string }>(
  routeId: string,
  key: string,
  serverLoader: () => Promise<T>,
): Promise<T> {
  try {
    const data = await serverLoader();
    if (!(data instanceof Response)) storeContent(routeId, data);
    return data;
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const stored = readContent<T>(routeId);
    if (stored && stored.key === key) return stored;
    throw error;
  }
}
