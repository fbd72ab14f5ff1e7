/**
 * A state update an effect makes when its component mounts, moved out of the effect flush so that it
 * runs at React's default priority (docs/decisions/0060). The page's sections hydrate apart
 * (lib/sections.tsx) at React's lowest priority, and their effects run at idle priority: an update
 * made inside them waits until no other update is pending, and may wait for seconds. One that must be
 * drawn at once (a block revealed, the counters set to zero before they count) is queued as a
 * microtask instead: it runs right after the flush, outside it, like an update from an event.
 * Returns a cancel function for the effect's cleanup.
 */
export function updateSoon(update: () => void): () => void {
  let live = true;
  queueMicrotask(() => {
    if (live) update();
  });
  return () => {
    live = false;
  };
}
