import type { ReactNode } from 'react';

export interface CarouselBreakpoint {
  /** Applies from this viewport width up. */
  minWidth: number;
  perView: number;
  gap: number;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  items: ReactNode[];
  breakpoints: CarouselBreakpoint[];
  loop?: boolean;
  autoplayMs?: number;
  speedMs?: number;
  /** Show dots from this viewport width up (SPEC: AI carousel dots only at 1100 and above). */
  dotsFrom?: number;
  className?: string;
}

/**
 * Generic carousel (SPEC §9 constants are passed in by each block). First version: a scroll-snap row;
 * the home issue gives it autoplay, loop, pause and keyboard control.
 */
export function Carousel({ label, items, className = '' }: CarouselProps) {
  return (
    <section className={`carousel ${className}`} aria-roledescription="carousel" aria-label={label}>
      <ul className="carousel__track">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
          <li className="carousel__slide" key={i} aria-roledescription="slide" aria-label={`${i + 1} / ${items.length}`}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
