import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isLangSwitch } from '~/lib/lang';

const KEY = 'scroll-positions';
const HASH_DELAY_MS = 1000;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Navigation behaviour (PRODUCT §2): a hash target is scrolled into view after 1 second; otherwise the
 * page scrolls to the top, or back to the saved position on back/forward. A new query string on the
 * same page (filters, pagination) keeps the scroll position.
 */
export function ScrollManager() {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  const lastPath = useRef(location.pathname);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Remember where the visitor was on the page they leave.
  useEffect(() => {
    const key = location.key;
    const save = () => {
      const all = positions();
      all[key] = window.scrollY;
      try {
        sessionStorage.setItem(KEY, JSON.stringify(all));
      } catch {
        // storage disabled: no restoration
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      save();
      window.removeEventListener('pagehide', save);
    };
  }, [location.key]);

  useIsoLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    // A language switch moves to the same page's other address: the visitor stays where they are.
    if (type !== 'POP' && isLangSwitch(location.state)) return undefined;
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const timer = window.setTimeout(() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        document.getElementById(id)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      }, HASH_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    const saved = type === 'POP' ? positions()[location.key] : undefined;
    // On the first load, leave the page where the visitor already is unless there is a saved position.
    if (initial && saved === undefined) return undefined;
    // A new query on the same page (a filter, a page number) keeps the visitor where they are.
    if (samePage && type !== 'POP') return undefined;
    window.scrollTo(0, saved ?? 0);
    return undefined;
  }, [location.key]);

  return null;
}
