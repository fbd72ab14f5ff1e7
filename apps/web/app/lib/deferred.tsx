import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { isFirstPageView } from './page-view';

/**
 * Deferred hydration of heavy parts (docs/decisions/0018). The server renders the part in full into
 * the first HTML (it reads and works without scripts: forms post to the page's action); in the browser
 * its code is loaded, and the part hydrated, only when it is wanted: when it comes within a screen of
 * the viewport, when the visitor touches, clicks, focuses or types inside it, or at once on a
 * client-side navigation (the page is built in the browser then, nothing to wait for). Until then its
 * server HTML stays as it is, inside a Suspense boundary React hydrates later (selective hydration),
 * so the part costs no script and no main-thread time on load.
 *
 * A part made with `{ after: 'page' }` (docs/decisions/0089: the home page's sections below the hero,
 * /download's cards) is wanted at the latest once the rest of the page is hydrated and laid out
 * (`releaseAfterPage`, from the root): its code is not in the page's first load, it hydrates in a
 * render of its own that yields to the browser, and the document is marked hydrated
 * (`data-hydrated`) only once every such part is (`partsHydrated`): from then on everything on the
 * page is scripted, as before.
 */

/** Parts whose wait ends early (a language switch, a navigation): their pending loads start now. */
const waiting = new Set<() => void>();
/** The same, for the parts wanted at the latest after the page (`after: 'page'`). */
const waitingForPage = new Set<() => void>();
/**
 * Starts every pending part's load now: before an update would re-render their server HTML (a
 * language switch), or after a navigation (a part rendered while the previous page was on screen).
 */
export function releaseDeferred(): void {
  for (const go of [...waiting]) go();
}

/** Set once the page is hydrated: a part wanted after it that starts waiting from then on waits no more. */
let pageDone = false;
/** Starts the load of the parts wanted at the latest after the page (the root, once it is laid out). */
export function releaseAfterPage(): void {
  pageDone = true;
  for (const go of [...waitingForPage]) go();
}

/** Parts (`after: 'page'`) waiting to be hydrated, and who waits for them all. */
const unhydrated = new Set<object>();
const onAllHydrated = new Set<() => void>();
function hydratedPart(token: object): void {
  if (!unhydrated.delete(token) || unhydrated.size) return;
  for (const done of [...onAllHydrated]) done();
  onAllHydrated.clear();
}

/** Resolves once every part made with `after: 'page'` on the page so far is hydrated. */
export function partsHydrated(): Promise<void> {
  if (!unhydrated.size) return Promise.resolve();
  return new Promise((resolve) => onAllHydrated.add(resolve));
}

const INTERACTION = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/**
 * Resolves when the element `anchorId`, or the section around it (a part's anchor may be its heading),
 * comes within a screen of the viewport or is interacted with.
 */
function whenWanted(anchorId: string, afterPage: boolean): Promise<void> {
  const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
  const el = anchor?.closest('section') ?? anchor;
  if (!el || typeof IntersectionObserver === 'undefined' || (afterPage && pageDone)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
      rootMargin: '100% 0px',
    });
    function go() {
      io.disconnect();
      for (const type of INTERACTION) el?.removeEventListener(type, go, true);
      waiting.delete(go);
      waitingForPage.delete(go);
      resolve();
    }
    io.observe(el);
    for (const type of INTERACTION) el.addEventListener(type, go, { capture: true, passive: true });
    waiting.add(go);
    if (afterPage) waitingForPage.add(go);
  });
}

/** A part whose code loads on demand: made once per part, at module level, with `deferred`. */
interface DeferredPart<P> {
  /** The component, once its code is loaded (always on the server, after start-up). */
  loaded: ComponentType<P> | null;
  get: () => Promise<ComponentType<P>>;
  /** The id of an element the part renders (watched for approach and interaction). */
  anchor: (props: P) => string;
  /** Wanted at the latest once the rest of the page is hydrated (`releaseAfterPage`). */
  afterPage: boolean;
}

/** A part whose code (`load`: a dynamic import, so a chunk of its own) loads when its anchor is wanted. */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  anchor: (props: P) => string,
  options: { after?: 'page' } = {},
): DeferredPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const part: DeferredPart<P> = {
    loaded: null,
    anchor,
    afterPage: options.after === 'page',
    get: () => {
      loading ??= load().then((component) => {
        part.loaded = component;
        return component;
      });
      return loading;
    },
  };
  // The server renders the part inline (never a streamed fallback): its code is loaded at start-up.
  if (import.meta.env.SSR) void part.get();
  return part;
}

/**
 * Loads parts' code now: a route's clientLoader waits for its parts with its data, so a page built in
 * the browser (a navigation) renders them at once instead of an empty frame first.
 */
export function loadParts(...parts: Array<{ get: () => Promise<unknown> }>): Promise<unknown> {
  return Promise.all(parts.map((part) => part.get()));
}

/** Tells, once committed (its Suspense boundary hydrated), that a part is hydrated. */
function Hydrated({ token }: { token: object }) {
  useEffect(() => hydratedPart(token), [token]);
  return null;
}

/** Renders a deferred part: in full on the server; in the browser, hydrated when it is wanted. */
export function Deferred<P extends object>({ part, props }: { part: DeferredPart<P>; props: P }) {
  const [token] = useState(() => {
    const made = {};
    // Counted here, outside the part's Suspense boundary: React hydrates this render with the page,
    // the boundary's content later (selective hydration), so the count is complete before the root's
    // effects ask for it.
    if (!import.meta.env.SSR && part.afterPage && !part.loaded && isFirstPageView()) unhydrated.add(made);
    return made;
  });
  const [Lazy] = useState(() =>
    part.loaded
      ? null
      : lazy(async () => {
          // The document's first page hydrates server HTML: wait until wanted. After a navigation the page
          // is built in the browser: load at once.
          if (!import.meta.env.SSR && isFirstPageView()) await whenWanted(part.anchor(props), part.afterPage);
          return { default: await part.get() };
        }),
  );
  const Loaded = part.loaded;
  return (
    <Suspense fallback={null}>
      {Lazy ? <Lazy {...props} /> : Loaded ? <Loaded {...props} /> : null}
      {part.afterPage ? <Hydrated token={token} /> : null}
    </Suspense>
  );
}
