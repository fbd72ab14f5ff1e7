/**
 * The scroll to an address's hash target (PRODUCT §2.8: one movement, 1 s after the navigation). A
 * chunk of its own, loaded by ScrollManager only when an address has a hash: no page's first-load
 * script carries it.
 */

/** How many times a movement that ended off its target moves on to it. */
const CORRECTIONS = 2;

/**
 * Scrolls the element with id `id` to the top of the view (under the header: the root's scroll
 * padding), smoothly unless the visitor prefers reduced motion. A smooth scroll keeps the place it
 * aimed at when it started; a part above the target may still change its height while the page moves
 * (a web font arriving late, a deferred part built as it comes near, docs/decisions/0018). When the
 * movement ends with the target off its place, the page moves on to it, at most twice, unless the
 * visitor scrolls meanwhile (any event of `visitorScrolls`, ScrollManager's list). Returns a stop function.
 */
export function scrollToTarget(id: string, visitorScrolls: readonly (keyof WindowEventMap)[]): () => void {
  const target = document.getElementById(id);
  if (!target) return () => undefined;
  const root = document.documentElement;
  const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  let corrections = CORRECTIONS;
  const offTarget = () => {
    const padding = Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    const atEnd = window.scrollY >= root.scrollHeight - window.innerHeight - 1;
    return !atEnd && Math.abs(target.getBoundingClientRect().top - padding) > 2;
  };
  const stop = () => {
    window.removeEventListener('scrollend', onEnd);
    for (const type of visitorScrolls) window.removeEventListener(type, stop);
  };
  function onEnd() {
    if (corrections-- > 0 && offTarget()) target?.scrollIntoView({ behavior, block: 'start' });
    else stop();
  }
  window.addEventListener('scrollend', onEnd);
  for (const type of visitorScrolls) window.addEventListener(type, stop, { passive: true });
  target.scrollIntoView({ behavior, block: 'start' });
  return stop;
}
