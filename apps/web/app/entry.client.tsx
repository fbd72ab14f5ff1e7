/**
 * Browser entry (React Router's default, plus one wait): the page is hydrated after the browser has
 * painted the server's HTML once, so the first paint, and with it the hero (the LCP element), never
 * waits for React's start-up work (docs/decisions/0028).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentLang, loadDictionary } from './i18n/load';
import { afterFirstPaint } from './lib/inline-scripts/after-first-paint';

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

/** Runs once (afterFirstPaint calls it once). */
function hydrate() {
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

// The page's texts (docs/decisions/0089): hydration renders them, so it waits for them; fetched now,
// beside the first paint. A failed fetch is tried once more; without them the page stays the
// server's HTML, which works without scripts (docs/decisions/0012).
const texts = loadDictionary(documentLang()).catch(() => loadDictionary(documentLang()));

// Once the browser reports its first paint (an observer, so it also works when a test has stopped
// the page's timers), at once if it has painted already, and after 250 ms without any report (a
// hidden tab paints nothing; a browser without Paint Timing).
afterFirstPaint(() => {
  texts.then(hydrate, (error: unknown) => console.error(`[site] the page stays unscripted: ${String(error)}`));
}, 250);
