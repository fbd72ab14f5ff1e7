/**
 * The one "after the first paint" of the page's inline scripts (bundled into each, vite-inline-scripts.ts):
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
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, maxMs);
}
