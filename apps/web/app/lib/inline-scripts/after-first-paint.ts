/**
 * The one "after the first paint" of the page: the inline scripts' (bundled into each,
 * vite-inline-scripts.ts) and the hydration's (entry.client.tsx):
 * runs `run` once the browser reports its first paint (Paint Timing), at once when it has already
 * painted or cannot tell, and at most `maxMs` later in any case.
 */
export function afterFirstPaint(run: () => void, maxMs: number): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const Observer = window.PerformanceObserver;
  if (performance.getEntriesByType('paint').length > 0 || !Observer || !(Observer.supportedEntryTypes || []).includes('paint')) {
    once();
    return;
  }
  const observer = new Observer(() => {
    observer.disconnect();
    once();
  });
  // buffered: a paint before this script ran is reported too (and a test's fake clock hides performance's entries).
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, maxMs);
}
