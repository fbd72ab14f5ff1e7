import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

/** The elements waiting to be reached, and what to do when each is. */
const waiting = new Map<Element, () => void>();
/** Elements whose observation starts in the next task. */
const starting = new Set<Element>();
let observer: IntersectionObserver | null = null;

function report(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    // (A section not rendered at this width, display: none, is never reported intersecting: it is
    // revealed once the width shows it and it is reached. Nothing here reads style or layout, which
    // would lay out the sections hydration skipped, one by one.)
    if (!entry.isIntersecting) continue;
    const done = waiting.get(entry.target);
    observer?.unobserve(entry.target);
    waiting.delete(entry.target);
    done?.();
  }
}

/** Starts observing the elements mounted since the last start (in a task of their own). */
function start() {
  // Creating the observer brings the page's style up to date: in a task of its own, not in
  // hydration's, which is long enough already (Total Blocking Time).
  // The root reaches far above the viewport, so a section jumped past (a hash link, a restored
  // scroll position) counts as reached and shows too, not only one scrolled into view.
  observer ??= new IntersectionObserver(report, { rootMargin: '100000px 0px -50px 0px' });
  for (const el of starting) if (waiting.has(el)) observer.observe(el);
  starting.clear();
}

/**
 * Runs `start` in a task of its own: a message, not a timer, so it also runs when a test has stopped
 * the page's clock (as lib/skipped-sections' `inNextTask`, which this module does not import: that
 * would make it a chunk of its own on every page's first load).
 */
let channel: MessageChannel | null = null;
function startSoon() {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = start;
  }
  channel.port2.postMessage(null);
}

/**
 * Calls `reached` once `el`'s top is within 50 px of the viewport's bottom, or above it. One observer
 * serves every section and nothing here reads the layout: the observer reports in the browser's own
 * rendering step, so hydration never lays out the sections it skipped (content-visibility, decision
 * 0029), and its first report covers the sections already in view. Returns a stop function.
 */
function whenReached(el: Element, reached: () => void): () => void {
  waiting.set(el, reached);
  if (starting.size === 0) startSoon();
  starting.add(el);
  return () => {
    waiting.delete(el);
    starting.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * Sections fade or slide in once, when their top is within 50 px of the bottom of the viewport
 * (PRODUCT §2), or once they are above the viewport. Content is visible without JavaScript and with
 * reduced motion (CSS).
 */
export function Reveal({
  as: Tag = 'div',
  variant = 'fade-up',
  className = '',
  children,
  id,
}: {
  as?: ElementType;
  variant?: 'fade' | 'fade-up' | 'slide-left' | 'slide-right';
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || shown) return;
    return whenReached(el, () => setShown(true));
  }, [shown]);

  return (
    <Tag ref={ref} id={id} className={`reveal reveal--${variant}${shown ? ' is-visible' : ''} ${className}`}>
      {children}
    </Tag>
  );
}
