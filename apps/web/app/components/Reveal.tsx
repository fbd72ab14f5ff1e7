import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

/** The elements waiting to be reached, and what to do when each is. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/**
 * Calls `reached` once `el`'s top is within 50 px of the viewport's bottom, or above it. One observer
 * serves every section and nothing here reads the layout: the observer reports in the browser's own
 * rendering step, so hydration never lays out the sections it skipped (content-visibility, decision
 * 0029), and its first report covers the sections already in view. Returns a stop function.
 */
function whenReached(el: Element, reached: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A section that is not rendered (display: none, at this width) has nothing to reveal: it
        // counts as reached (checkVisibility reads the style, which the report leaves up to date).
        if (!entry.isIntersecting && entry.target.checkVisibility()) continue;
        const done = waiting.get(entry.target);
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        done?.();
      }
    },
    // The root reaches far above the viewport, so a section jumped past (a hash link, a restored
    // scroll position) counts as reached and shows too, not only one scrolled into view.
    { rootMargin: '100000px 0px -50px 0px' },
  );
  waiting.set(el, reached);
  observer.observe(el);
  return () => {
    waiting.delete(el);
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
