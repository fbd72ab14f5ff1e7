/**
 * The one switch that drops every content cache of this site server (docs/decisions/0020): the CMS webhook
 * (routes/api.cms-webhook.ts) calls `dropContentCache()`; the content cache (content/content.server.ts)
 * and the page cache (server/pages/page-cache.server.ts, held by server/index.ts) register what they drop with
 * `onContentDrop`.
 * One module instance per process: the server (server/index.ts) is built into the same bundle as the
 * routes (docs/decisions/0054).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Registers a cache to drop when the content changes; returns the function that unregisters it. */
export function onContentDrop(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Drops every content and page cache of this process at once (the CMS changed). */
export function dropContentCache(): void {
  for (const listener of listeners) listener();
}
