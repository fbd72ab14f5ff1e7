/**
 * Browser entry (React Router's default, plus one wait): the page is hydrated after the browser has
 * painted the server's HTML once, so the first paint, and with it the hero (the LCP element), never
 * waits for React's start-up work (docs/decisions/0028). A hidden tab paints nothing: the fallback
 * timer hydrates it anyway.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/** After the next frame has been painted: a task queued from a frame callback runs after that frame. */
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 250);
