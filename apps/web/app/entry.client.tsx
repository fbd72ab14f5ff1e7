/**
 * Browser entry (React Router's default, plus one wait): the page is hydrated after the browser has
 * painted the server's HTML once, so the first paint, and with it the hero (the LCP element), never
 * waits for React's start-up work (docs/decisions/0028).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

declare global {
  interface Window {
    /** The hash of the first address, held back from the browser by root.tsx's head script (PRODUCT §2.8). */
    __initialHash?: string;
    /** Set when the head script, tired of waiting for hydration, scrolled to that hash itself. */
    __hashScrolled?: boolean;
  }
}

/** Puts the first address's hash back (no scroll: the router sees it, ScrollManager scrolls after 1 s). */
function restoreHash() {
  const hash = window.__initialHash;
  if (!hash || location.hash) return;
  window.__initialHash = undefined;
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  restoreHash();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Hydrates once the browser reports its first paint (Paint Timing: an observer, so it also works when a
 * test has stopped the page's timers), at once if it has painted already, and after 250 ms without any
 * report (a hidden tab paints nothing; a browser without Paint Timing).
 */
function afterFirstPaint(start: () => void) {
  const painted = () => performance.getEntriesByType('paint').length > 0;
  if (painted() || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    start();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    start();
  });
  // buffered: a paint before this script ran is reported too (and a test's fake clock hides performance's entries).
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, 250);
}

afterFirstPaint(hydrate);
