import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '~/i18n/react';
import '~/styles/carousel.css';
import {
  type Breakpoint,
  cloneCount,
  layoutCss,
  layoutKey,
  maxPosition,
  normalize,
  perViewAt,
  progress,
  realIndex,
  renderedIndexes,
  sortBreakpoints,
  step,
} from './carousel-core';

export type CarouselBreakpoint = Breakpoint;

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  items: ReactNode[];
  breakpoints: CarouselBreakpoint[];
  loop?: boolean;
  /** Autoplay delay between moves (ms); no autoplay when unset. */
  autoplayMs?: number;
  /** Duration of one move (ms). */
  speedMs?: number;
  /** Show dots from this viewport width up (SPEC: AI carousel dots only at 1100 and above). */
  dotsFrom?: number;
  className?: string;
  /**
   * When this value changes (the language, say), the carousel is hidden for 500 ms and rebuilt from
   * its first slide (PRODUCT §4).
   */
  rebuildKey?: string;
  /** A leading empty slide, removed once the scroll progress reaches 0.5 (PRODUCT §2, clients slider). */
  leadingEmpty?: boolean;
  /** Accessible name of slide `index` (0-based); default "n of total". */
  slideLabel?: (index: number, total: number) => string;
  /** Called with the index of the first visible slide after each move. */
  onChange?: (index: number) => void;
}

const REBUILD_MS = 500;
const SWIPE_PX = 40;

const EMPTY = Symbol('empty-slide');

/**
 * A carousel written for this site (no library): loop with clones, autoplay, gap, speed and slides
 * per view per breakpoint (server-rendered CSS, so no layout shift), swipe, previous/next buttons,
 * arrow keys, optional dots, and a pause button. Autoplay also pauses while hovered or focused, when
 * off screen or in a hidden tab, and starts paused when reduced motion is asked for.
 */
export function Carousel({
  label,
  items,
  breakpoints,
  loop = false,
  autoplayMs,
  speedMs = 300,
  dotsFrom,
  className = '',
  rebuildKey,
  leadingEmpty = false,
  slideLabel,
  onChange,
}: CarouselProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const key = layoutKey(breakpoints, dotsFrom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by their key, so a caller may pass a new array on each render.
  const bps = useMemo(() => sortBreakpoints(breakpoints), [key]);

  const [emptyRemoved, setEmptyRemoved] = useState(false);
  const slides: (ReactNode | typeof EMPTY)[] = leadingEmpty && !emptyRemoved ? [EMPTY, ...items] : items;
  const count = slides.length;
  const realCount = items.length;

  // Slides per view is known in the browser only; the server's HTML is laid out by CSS alone.
  const [perView, setPerView] = useState<number | null>(null);
  const pv = perView ?? bps[0]?.perView ?? 1;
  const movable = count > pv;
  const clones = movable ? cloneCount(bps, count, loop) : 0;
  const looping = loop && clones > 0;

  const [pos, setPos] = useState(() => cloneCount(bps, count, loop));
  const [animate, setAnimate] = useState(false);
  // A move in progress: input is ignored until it settles; the track says so with aria-busy.
  const moving = useRef(false);
  const [busy, setBusy] = useState(false);
  const setMoving = useCallback((value: boolean) => {
    moving.current = value;
    setBusy(value);
  }, []);
  const settleTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(settleTimer.current), []);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(true);
  const [pageHidden, setPageHidden] = useState(false);
  const [rebuilding, setRebuilding] = useState(false);
  const [reduced, setReduced] = useState(false);
  const speed = reduced ? 0 : speedMs;

  const real = realIndex(pos, clones, count);

  // Slides per view from the same breakpoints as the CSS; reduced motion.
  useEffect(() => {
    const update = () => setPerView(perViewAt(bps, window.innerWidth));
    update();
    const queries = bps.map((b) => window.matchMedia(`(min-width: ${b.minWidth}px)`));
    for (const q of queries) q.addEventListener('change', update);
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => setReduced(motion.matches);
    onMotion();
    if (motion.matches) setPaused(true);
    motion.addEventListener('change', onMotion);
    return () => {
      for (const q of queries) q.removeEventListener('change', update);
      motion.removeEventListener('change', onMotion);
    };
  }, [bps]);

  // Keep the position valid when the layout or the slides change.
  useEffect(() => {
    setAnimate(false);
    setMoving(false);
    setPos((p) => {
      if (!movable) return 0;
      if (looping) return clones + realIndex(p, clones, count);
      return Math.min(Math.max(0, p), maxPosition(count, pv));
    });
  }, [movable, looping, clones, count, pv, setMoving]);

  const settle = useCallback(
    (target: number) => {
      setMoving(false);
      const back = looping ? normalize(target, clones, count) : null;
      if (back !== null) {
        setAnimate(false);
        setPos(back);
      }
      const first = realIndex(back ?? target, clones, count);
      // PRODUCT §2: the leading empty slide goes once the scroll progress reaches 0.5; the view stays put.
      if (leadingEmpty && !emptyRemoved && progress(first, count) >= 0.5) {
        const nextCount = count - 1;
        const nextMovable = nextCount > pv;
        const nextClones = nextMovable ? cloneCount(bps, nextCount, loop) : 0;
        setAnimate(false);
        setEmptyRemoved(true);
        setPos(!nextMovable ? 0 : nextClones > 0 ? nextClones + first - 1 : Math.min(first - 1, maxPosition(nextCount, pv)));
        onChange?.(first - 1);
        return;
      }
      onChange?.(leadingEmpty && !emptyRemoved ? Math.max(0, first - 1) : first);
    },
    [looping, clones, count, pv, bps, loop, leadingEmpty, emptyRemoved, onChange, setMoving],
  );

  /** Starts a move to a rendered position; it settles after `speed` ms. */
  const moveTo = useCallback(
    (target: number) => {
      setMoving(true);
      setAnimate(speed > 0);
      setPos(target);
      settleTimer.current = window.setTimeout(() => settle(target), speed + 30);
    },
    [speed, settle, setMoving],
  );

  const go = useCallback(
    (delta: number, rewind = false) => {
      if (!movable || moving.current) return;
      const target = step(pos, delta, { count, perView: pv, clones, loop: looping, rewind });
      if (target !== pos) moveTo(target);
    },
    [movable, pos, count, pv, clones, looping, moveTo],
  );

  const goTo = useCallback(
    (index: number) => {
      if (!movable || moving.current) return;
      const offset = leadingEmpty && !emptyRemoved ? 1 : 0;
      const target = looping ? clones + index + offset : Math.min(index + offset, maxPosition(count, pv));
      if (target !== pos) moveTo(target);
    },
    [movable, leadingEmpty, emptyRemoved, looping, clones, count, pv, pos, moveTo],
  );

  // Autoplay: one move every autoplayMs (after the previous move's duration).
  const running = Boolean(autoplayMs) && movable && !paused && !hovered && !focused && inView && !pageHidden && !rebuilding;
  useEffect(() => {
    if (!running || !autoplayMs) return;
    const timer = window.setTimeout(() => go(1, true), autoplayMs + speed);
    return () => window.clearTimeout(timer);
  }, [running, autoplayMs, speed, go]);

  // Pause off screen and in hidden tabs.
  useEffect(() => {
    const el = rootRef.current;
    if (!el || !autoplayMs) return;
    const io = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)));
    io.observe(el);
    const onVisibility = () => setPageHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      io.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [autoplayMs]);

  // PRODUCT §4: hidden for 500 ms and rebuilt when the language (rebuildKey) changes. Adjusted during
  // render, so the first frame in the new language is already hidden.
  const [builtKey, setBuiltKey] = useState(rebuildKey);
  if (builtKey !== rebuildKey) {
    setBuiltKey(rebuildKey);
    setRebuilding(true);
    setAnimate(false);
    setEmptyRemoved(false);
    setPos(cloneCount(bps, leadingEmpty ? realCount + 1 : realCount, loop));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: another language change while hidden restarts the 500 ms.
  useEffect(() => {
    if (!rebuilding) return;
    window.clearTimeout(settleTimer.current);
    setMoving(false);
    const timer = window.setTimeout(() => setRebuilding(false), REBUILD_MS);
    return () => window.clearTimeout(timer);
  }, [rebuilding, builtKey]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };

  // Keyboard focus on a slide out of view brings it into view.
  const onSlideFocus = (renderedPos: number) => {
    if (!movable || moving.current) return;
    if (renderedPos >= pos && renderedPos < pos + pv) return;
    moveTo(looping ? renderedPos : Math.min(renderedPos, maxPosition(count, pv)));
  };

  const onFocusOut = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  // Swipe with a finger, pen or mouse drag.
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    swipe.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    swiped.current = false;
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const s = swipe.current;
    swipe.current = null;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y)) {
      swiped.current = true;
      go(dx < 0 ? 1 : -1);
    }
  };

  const rendered = looping ? renderedIndexes(count, clones) : renderedIndexes(count, 0);
  const slideName = (i: number) => (slideLabel ? slideLabel(i, realCount) : t('carousel.slide', { n: i + 1, total: realCount }));
  const activeReal = leadingEmpty && !emptyRemoved ? Math.max(0, real - 1) : real;
  const showControls = movable || perView === null;
  const autoplay = Boolean(autoplayMs);

  return (
    <section
      ref={rootRef}
      className={`carousel${looping ? ' is-loop' : ''}${movable ? '' : ' is-static'}${rebuilding ? ' is-rebuilding' : ''} ${className}`}
      aria-roledescription={t('carousel.roledescription')}
      aria-label={label}
      data-carousel-layout={key}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onFocusOut}
    >
      <style href={`carousel-${key}`} precedence="carousel">
        {layoutCss(key, bps, dotsFrom)}
      </style>
      <div
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        onClickCapture={(e) => {
          if (swiped.current) {
            e.preventDefault();
            e.stopPropagation();
            swiped.current = false;
          }
        }}
      >
        <div
          id={trackId}
          className={`carousel__track${animate ? ' is-animating' : ''}`}
          aria-busy={busy || undefined}
          style={{ '--carousel-pos': movable ? pos : 0, '--carousel-speed': `${speed}ms` } as CSSProperties}
        >
          {rendered.map(({ index, clone }, renderedPos) => {
            const slide = slides[index];
            const empty = slide === EMPTY;
            const itemIndex = leadingEmpty && !emptyRemoved ? index - 1 : index;
            const slideKey = `${clone ? (renderedPos < clones ? 'b' : 'a') : 's'}-${empty ? 'empty' : itemIndex}`;
            if (empty || clone) {
              return (
                <div key={slideKey} className={`carousel__slide${empty ? ' carousel__slide--empty' : ''}`} aria-hidden="true" inert>
                  {empty ? null : (slide as ReactNode)}
                </div>
              );
            }
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group with aria-roledescription; fieldset is for form controls.
              <div
                key={slideKey}
                className="carousel__slide"
                role="group"
                aria-roledescription={t('carousel.slideRole')}
                aria-label={slideName(itemIndex)}
                onFocus={() => onSlideFocus(renderedPos)}
              >
                {slide as ReactNode}
              </div>
            );
          })}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {running || !movable ? '' : slideName(activeReal)}
      </p>
      {showControls ? (
        <div className="carousel__controls">
          {dotsFrom !== undefined ? (
            <div className="carousel__dots">
              {items.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional.
                  key={i}
                  type="button"
                  className="carousel__dot"
                  aria-label={t('carousel.goTo', { n: i + 1 })}
                  aria-current={i === activeReal ? 'true' : undefined}
                  aria-controls={trackId}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          ) : null}
          <div className="carousel__buttons">
            {autoplay ? (
              <button
                type="button"
                className="carousel__btn carousel__btn--toggle"
                aria-label={paused ? t('carousel.play') : t('carousel.pause')}
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? <PlayIcon /> : <PauseIcon />}
              </button>
            ) : null}
            <button
              type="button"
              className="carousel__btn"
              aria-label={t('carousel.previous')}
              aria-controls={trackId}
              disabled={!looping && movable && pos <= 0}
              onClick={() => go(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="carousel__btn"
              aria-label={t('carousel.next')}
              aria-controls={trackId}
              disabled={!looping && movable && pos >= maxPosition(count, pv)}
              onClick={() => go(1)}
            >
              <ChevronIcon direction="right" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
    </svg>
  );
}
