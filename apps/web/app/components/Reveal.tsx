import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

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
    const check = () => el.getBoundingClientRect().top <= window.innerHeight - 50;
    if (check()) {
      setShown(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) || check()) {
          setShown(true);
          io.disconnect();
        }
      },
      // The root reaches far above the viewport, so a section jumped past (a hash link, a restored
      // scroll position) counts as reached and shows too, not only one scrolled into view.
      { rootMargin: '100000px 0px -50px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [shown]);

  return (
    <Tag ref={ref} id={id} className={`reveal reveal--${variant}${shown ? ' is-visible' : ''} ${className}`}>
      {children}
    </Tag>
  );
}
