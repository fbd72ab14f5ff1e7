/**
 * The one switch that drops every content cache of this site server (docs/decisions/0020): the CMS webhook
 * (routes/api.cms-webhook.ts) calls `dropContentCache()`; the content cache (content/content.server.ts)
 * and the page cache (lib/page-cache.server.ts, held by server.ts) register what they drop with
 * `onContentDrop`.
 *
 * The React Router build and the compiled server.ts are two bundles, each with its own copy of this
 * module: the listeners live on `globalThis` under a registered symbol, so a drop from either bundle
 * reaches every cache of the process.
 */
const KEY = Symbol.for('nexalia.site.content-drop');

type Listener = () => void;

function listeners(): Set<Listener> {
  const holder = globalThis as { [KEY]?: Set<Listener> };
  let set = holder[KEY];
  if (!set) {
    set = new Set();
    holder[KEY] = set;
  }
  return set;
}

/** Registers a cache to drop when the content changes; returns the function that unregisters it. */
export function onContentDrop(listener: Listener): () => void {
  listeners().add(listener);
  return () => {
    listeners().delete(listener);
  };
}

/** Drops every content and page cache of this process at once (the CMS changed). */
export function dropContentCache(): void {
  for (const listener of listeners()) listener();
}
