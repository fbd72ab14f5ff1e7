/**
 * Per-page content cached in the browser (SPEC §1, §4): each page's loader data is stored whole
 * under its key and replaced wholesale when new data arrives. If the site's server cannot be
 * reached on a client-side navigation, the page renders from this copy.
 */
const PREFIX = 'content:';

export function storeContent(key: string, data: unknown): void {
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

/**
 * clientLoader body: fresh data from the server, else the stored copy, else the server's error.
 * `key` is the route's id (root, routes/home, …): the shell stores every rendered route's data under it.
 */
export async function withBrowserCache<T>(key: string, serverLoader: () => Promise<T>): Promise<T> {
  try {
    const data = await serverLoader();
    storeContent(key, data);
    return data;
  } catch (error) {
    const stored = readContent<T>(key);
    if (stored) return stored;
    throw error;
  }
}
