import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

/**
 * Dispatched on the document by the root once the page is hydrated and every section laid out
 * (root.tsx, which spells it out rather than import this module into the root's chunk).
 */
const HYDRATED_EVENT = 'site:hydrated';

/**
 * Runs `work` once the page is hydrated and every section has its real layout, or in a task of its own
 * when it already is: a position read there finds the page laid out, not skipped (docs/decisions/0029),
 * and adds no layout to hydration's tasks. Returns a cancel function.
 */
function whenLaidOut(work: () => void): () => void {
  let live = true;
  const run = () => {
    if (live) work();
  };
  if (document.documentElement.hasAttribute('data-hydrated')) {
    // A message, not a timer: it also runs under a test's stopped clock.
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  } else document.addEventListener(HYDRATED_EVENT, run, { once: true });
  return () => {
    live = false;
    document.removeEventListener(HYDRATED_EVENT, run);
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
    const show = () => {
      setShown(true);
      io.disconnect();
      stopWaiting();
    };
    // Positions come from the observer's entries, computed with a frame's own layout: a read here
    // (getBoundingClientRect) would force a layout into the task of each section's hydration (Total
    // Blocking Time; docs/decisions/0062). The root reaches far above the viewport, so a section jumped
    // past (a hash link, a restored scroll position) counts as reached and shows too.
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting || e.boundingClientRect.top <= window.innerHeight - 50)) show();
      },
      { rootMargin: '100000px 0px -50px 0px' },
    );
    io.observe(el);
    // The browser reports nothing for a block in a section whose layout it still skips (until hydration,
    // docs/decisions/0029): once the page is hydrated and laid out, one read decides for a block not shown yet.
    const stopWaiting = whenLaidOut(() => {
      if (el.getBoundingClientRect().top <= window.innerHeight - 50) show();
    });
    return () => {
      io.disconnect();
      stopWaiting();
    };
  }, [shown]);

  return (
    <Tag ref={ref} id={id} className={`reveal reveal--${variant}${shown ? ' is-visible' : ''} ${className}`}>
      {children}
    </Tag>
  );
}
