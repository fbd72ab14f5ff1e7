import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isLangSwitch } from '~/lib/lang';

const KEY = 'scroll-positions';
/** PRODUCT §2.8, §9: a hash target is scrolled into view 1000 ms after the navigation. */
const HASH_DELAY_MS = 1000;
/** How long a restored position may wait for the page to grow tall enough (late layout). */
const RESTORE_WINDOW_MS = 1500;
/** What the visitor does to scroll: each stops the page's own scrolling (a restored position, a hash target's corrections). */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function remember(key: string, y: number) {
  const all = positions();
  all[key] = Math.round(y);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage disabled: no restoration
  }
}

/** A history entry's key with its page (the first entry's key is always 'default'). */
const positionKey = (key: string, path: string) => `${key} ${path}`;

function navigationType(): string {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

/** Scrolls back to `y`, again on the next frames while the page is still too short for it (late layout), unless the visitor scrolls. */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  let frame = 0;
  const until = performance.now() + RESTORE_WINDOW_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
  const again = () => {
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > until) {
      stop();
      return;
    }
    window.scrollTo(0, y);
    frame = requestAnimationFrame(again);
  };
  frame = requestAnimationFrame(again);
  return stop;
}

/**
 * Navigation behaviour (PRODUCT §2.8): a hash target is scrolled into view after 1 second, the only
 * movement (the browser's own jump on a first load is prevented by the head script); otherwise the
 * page scrolls to the top, or back to the saved position on back/forward. A new query string on the
 * same page (filters, pagination) keeps the scroll position.
 *
 * The position of the page being left is the one the visitor last scrolled to (kept on every scroll):
 * read after the new page is in the document, `scrollY` may already be the new page's (PRODUCT §2.8).
 */
export function ScrollManager() {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  const lastPath = useRef(location.pathname);
  const currentKey = useRef(location.key);
  const lastY = useRef(0);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    lastY.current = window.scrollY;
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    // A link's click and Back/Forward come before the next page is in the document: the position then
    // is the one to keep even if the last scroll event is not delivered yet.
    const onLeave = () => {
      lastY.current = window.scrollY;
    };
    // The visitor leaves the site, reloads, or the tab is discarded: keep where they are.
    const onHide = () => remember(positionKey(currentKey.current, lastPath.current), window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    document.addEventListener('click', onLeave, { capture: true });
    window.addEventListener('popstate', onLeave, { capture: true });
    return () => {
      document.removeEventListener('click', onLeave, { capture: true });
      window.removeEventListener('popstate', onLeave, { capture: true });
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  useIsoLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    // Where the visitor was on the page they leave, before this page moves anything.
    if (!initial && currentKey.current !== location.key) remember(positionKey(currentKey.current, lastPath.current), lastY.current);
    currentKey.current = location.key;
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    // A language switch moves to the same page's other address: the visitor stays where they are.
    if (type !== 'POP' && isLangSwitch(location.state)) return undefined;
    // The head script already scrolled to the first address's hash (hydration came late): once is enough.
    if (location.hash && initial && window.__hashScrolled) return undefined;
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const root = document.documentElement;
      // The scroll's code is a chunk of its own, fetched now and used after the delay.
      const code = import('~/lib/hash-scroll');
      let watcher: MutationObserver | null = null;
      let stopped = false;
      let stopScroll: (() => void) | null = null;
      const go = () =>
        code.then(
          (m) => {
            if (!stopped) stopScroll = m.scrollToTarget(id, VISITOR_SCROLLS);
          },
          // Its chunk could not be fetched: the target all the same, at once.
          () => {
            if (!stopped) document.getElementById(id)?.scrollIntoView({ block: 'start' });
          },
        );
      const timer = window.setTimeout(() => {
        // After a first load, the sections below the first screen get their layout one by one after
        // hydration (docs/decisions/0029): the target's place is final once they all have it.
        if (root.dataset.hydrated === 'true') {
          go();
          return;
        }
        watcher = new MutationObserver(() => {
          if (root.dataset.hydrated !== 'true') return;
          watcher?.disconnect();
          go();
        });
        watcher.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
      }, HASH_DELAY_MS);
      return () => {
        stopped = true;
        window.clearTimeout(timer);
        watcher?.disconnect();
        stopScroll?.();
      };
    }
    // A first load restores only a reload or a Back/Forward into the site: the first entry's key is
    // 'default' whatever its address, so another address typed in the same tab must not get its position.
    const restoring = type === 'POP' && (!initial || ['reload', 'back_forward'].includes(navigationType()));
    const saved = restoring ? positions()[positionKey(location.key, location.pathname)] : undefined;
    // On the first load, leave the page where the visitor already is unless there is a saved position.
    if (initial && saved === undefined) return undefined;
    // A new query on the same page (a filter, a page number) keeps the visitor where they are.
    if (samePage && type !== 'POP') return undefined;
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return undefined;
    }
    return restore(saved);
  }, [location.key]);

  return null;
}
