/**
 * The floating chat button never covers what a visitor needs (PRODUCT §2.6): while a link, button or form
 * control of the page passes under its corner, the button moves aside — up along the right edge to the
 * nearest free place, or, when the whole edge is taken (a form's fields on a phone), tucked to a sliver
 * at the screen's edge — and comes back when the corner is free.
 *
 * Cheap enough for every page: an IntersectionObserver keeps the set of controls inside the strip along
 * the right edge where the button can be (the observer also sees carousels moving them in or out);
 * only those are measured, on scroll and resize (once a frame), when that set changes, and when a
 * transition or animation ends (a section that slid in).
 */

/** What the visitor may need to press, type in or follow. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, video[controls], [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Room kept around the button (shadow, focus ring). */
const GAP = 6;
/** How much of a tucked button stays on screen. */
const SLIVER = 18;
/** Vertical step of the search for a free place. */
const STEP = 8;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the button goes, as a shift from its place (`home`, its box unshifted): the first of (no
 * shift), then up along the right edge, then the same tucked to a sliver, whose box (grown by GAP)
 * overlaps none of `taken`. `minTop`: the highest the button may go (under the header). Pure, tested.
 */
function clearShift(home: Box, taken: Box[], viewportWidth: number, minTop: number): { x: number; y: number } {
  const tuck = Math.max(0, viewportWidth - SLIVER - home.left);
  for (const x of [0, tuck]) {
    for (let y = 0; home.top - y >= minTop; y += STEP) {
      const box = {
        left: home.left + x - GAP,
        right: Math.min(home.right + x, viewportWidth) + GAP,
        top: home.top - y - GAP,
        bottom: home.bottom - y + GAP,
      };
      if (!taken.some((t) => overlaps(box, t))) return { x, y };
    }
  }
  return { x: tuck, y: 0 };
}

/** Starts keeping `button` clear of the page's controls; returns the stop function. */
export function keepClear(button: HTMLElement): () => void {
  const near = new Set<Element>();
  let observer: IntersectionObserver | null = null;
  let frame = 0;
  let stopped = false;

  const place = () => {
    frame = 0;
    if (stopped) return;
    const width = document.documentElement.clientWidth;
    const rect = button.getBoundingClientRect();
    const shift = button.style.translate.split(' ').map((v) => Number.parseFloat(v) || 0);
    // The box at home: the current box less the current shift.
    const home = {
      left: rect.left - (shift[0] ?? 0),
      right: rect.right - (shift[0] ?? 0),
      top: rect.top - (shift[1] ?? 0),
      bottom: rect.bottom - (shift[1] ?? 0),
    };
    const taken: Box[] = [];
    for (const el of near) {
      if (!el.isConnected || button.contains(el) || el.closest('.chat-panel')) continue;
      if ('checkVisibility' in el && !el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) taken.push(r);
    }
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const { x, y } = clearShift(home, taken, width, Math.max(0, header?.bottom ?? 0) + GAP);
    const next = x || y ? `${x}px ${-y}px` : '';
    if (button.style.translate !== next) button.style.translate = next;
  };
  const schedule = () => {
    if (!frame && !stopped) frame = requestAnimationFrame(place);
  };

  /** The controls in and under `root` (itself included). */
  const controlsIn = (root: Element): Element[] => [...(root.matches(CONTROLS) ? [root] : []), ...root.querySelectorAll(CONTROLS)];
  const observe = () => {
    observer?.disconnect();
    near.clear();
    const strip = button.offsetWidth + 2 * SLIVER + 2 * GAP + 24;
    const width = document.documentElement.clientWidth;
    observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) near.add(e.target);
          else near.delete(e.target);
        }
        schedule();
      },
      { rootMargin: `0px 0px 0px -${Math.max(0, width - strip)}px` },
    );
    for (const el of document.querySelectorAll(CONTROLS)) observer.observe(el);
  };

  let width = document.documentElement.clientWidth;
  const onResize = () => {
    if (document.documentElement.clientWidth !== width) {
      width = document.documentElement.clientWidth;
      observe();
    }
    schedule();
  };
  // New controls (a page after a navigation, a form's answer, a dialog drawn): observed too, and
  // controls taken out no longer, once a frame at most. Only the nodes added or removed are searched,
  // not the whole page again: while a page starts, React adds nodes in many small steps.
  const added = new Set<Element>();
  const removed = new Set<Element>();
  let pending = 0;
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) added.add(node);
      for (const node of record.removedNodes) if (node instanceof Element) removed.add(node);
    }
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      if (stopped || !observer) return;
      for (const root of removed) {
        if (root.isConnected) continue;
        for (const el of controlsIn(root)) {
          observer.unobserve(el);
          near.delete(el);
        }
      }
      for (const root of added) if (root.isConnected) for (const el of controlsIn(root)) observer.observe(el);
      added.clear();
      removed.clear();
      schedule();
    });
  });

  observe();
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', onResize);
  // A section sliding in (reveal) or a carousel moving its slides: measured again when it ends.
  document.addEventListener('transitionend', schedule, { passive: true });
  document.addEventListener('animationend', schedule, { passive: true });
  schedule();
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
    cancelAnimationFrame(pending);
    observer?.disconnect();
    mutations.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', onResize);
    document.removeEventListener('transitionend', schedule);
    document.removeEventListener('animationend', schedule);
    button.style.translate = '';
  };
}
