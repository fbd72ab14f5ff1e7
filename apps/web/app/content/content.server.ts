import { ContentError, createContentClient, type ContentClient } from '@site/content';
import { onContentDrop } from '~/lib/content-drop.server';
import { env } from '~/lib/env.server';

export { dropContentCache } from '~/lib/content-drop.server';

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
/** Bumped by every drop: a load started before a drop is not kept as fresh (it may predate the change). */
let generation = 0;

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
  const started = generation;
  const p = load()
    .then((value) => {
      cache.set(key, { value, at: started === generation ? Date.now() : 0 });
      return value;
    })
    .catch((error: unknown) => {
      if (hit && !(error instanceof ContentError && error.kind === 'not-found')) {
        console.warn(`[content] ${key}: serving stale content: ${String(error)}`);
        return hit.value as T;
      }
      throw error;
    })
    .finally(() => {
      if (inflight.get(key) === p) inflight.delete(key);
    });
  inflight.set(key, p);
  return p;
}

/**
 * The CMS changed (dropContentCache, lib/content-drop.server.ts): every entry becomes stale (kept
 * only as the fallback when the CMS fails), and loads already running are not awaited by new callers.
 */
onContentDrop(() => {
  generation += 1;
  for (const [key, entry] of cache) cache.set(key, { ...entry, at: 0 });
  inflight.clear();
});

/** Loader helper: a missing page is a 404, an unreachable CMS a 503. */
export function contentFailure(error: unknown): never {
  if (error instanceof ContentError) {
    console.error(`[content] ${error.message}`);
    throw new Response(null, { status: error.kind === 'not-found' ? 404 : 503 });
  }
  throw error;
}
