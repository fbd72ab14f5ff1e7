import { ContentError, createContentClient, type ContentClient } from '@site/content';
import { env } from '~/config/env.server';

let client: ContentClient | null = null;

/** The content client of this server: CMS address and API token from the environment, server-side only. */
export function cms(): ContentClient {
  if (!client) {
    const e = env();
    client = createContentClient({ baseUrl: e.CMS_URL, token: e.CMS_API_TOKEN });
  }
  return client;
}

interface Entry {
  value: unknown;
  at: number;
}
const cache = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();

/**
 * Content cached per key on this server: fresh for CONTENT_CACHE_TTL_SECONDS, dropped at once by the
 * CMS webhook, and served stale when the CMS fails (DESIGN: fails soft).
 */
export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ttl = env().CONTENT_CACHE_TTL_SECONDS * 1000;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.value as T;
  const running = inflight.get(key);
  if (running) return running as Promise<T>;
  const p = load()
    .then((value) => {
      cache.set(key, { value, at: Date.now() });
      return value;
    })
    .catch((error: unknown) => {
      if (hit && !(error instanceof ContentError && error.kind === 'not-found')) {
        console.warn(`[content] ${key}: serving stale content: ${String(error)}`);
        return hit.value as T;
      }
      throw error;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}

/** Drops every cached entry (the CMS changed). Stale entries stay as a fallback only if asked. */
export function dropContentCache(): void {
  for (const [key, entry] of cache) cache.set(key, { ...entry, at: 0 });
}

/** Loader helper: a missing page is a 404, an unreachable CMS a 503. */
export function contentFailure(error: unknown): never {
  if (error instanceof ContentError) {
    console.error(`[content] ${error.message}`);
    throw new Response(null, { status: error.kind === 'not-found' ? 404 : 503 });
  }
  throw error;
}
