import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { useTranslation } from '~/i18n/react';
import '~/styles/carousel.css';
import {
  activeItem,
  autoplayRuns,
  type Breakpoint,
  type CarouselAction,
  type CarouselConfig,
  type CarouselState,
  carouselLayout,
  carouselReducer,
  initialCarouselState,
  layoutCss,
  layoutKey,
  layoutSignature,
  maxPosition,
  perViewAt,
  renderedIndexes,
  sortBreakpoints,
  swipeStep,
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
  /** Show dots from this viewport width up (PRODUCT: AI carousel dots only at 1100 and above). */
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
}

const REBUILD_MS = 500;
const SWIPE_PX = 40;

const EMPTY = Symbol('empty-slide');

/**
 * A carousel written for this site (no library): loop with clones, autoplay, gap, speed and slides
 * per view per breakpoint (server-rendered CSS, so no layout shift), swipe, previous/next buttons,
 * arrow keys, optional dots, and a pause button. Autoplay also pauses while hovered or focused, when
 * off screen or in a hidden tab, and starts paused when reduced motion is asked for.
 * Its state and every transition are `carouselReducer` (carousel-core.ts); this component wires the
 * DOM to it: events and timers dispatch actions.
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
}: CarouselProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const key = layoutKey(breakpoints, dotsFrom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by their key, so a caller may pass a new array on each render.
  const bps = useMemo(() => sortBreakpoints(breakpoints), [key]);
  const realCount = items.length;
  const cfg: CarouselConfig = { breakpoints: bps, items: realCount, loop, leadingEmpty, speedMs };
  // The reducer reads this render's props (React runs it with the latest one).
  const [state, dispatch] = useReducer(
    (s: CarouselState, a: CarouselAction) => carouselReducer(cfg, s, a),
    rebuildKey,
    (k) => initialCarouselState(cfg, k),
  );
  // Adjusted during render, so the first frame is already right: PRODUCT §4, hidden for 500 ms and
  // rebuilt when the language (rebuildKey) changes; the position kept valid when the props change.
  if (state.rebuildKey !== rebuildKey) dispatch({ type: 'rebuild', key: rebuildKey });
  else if (state.fitted !== layoutSignature(cfg, state)) dispatch({ type: 'fit' });

  const { offset, count, perView: pv, movable, clones, looping } = carouselLayout(cfg, state);
  const { pos, perView, paused } = state;
  const slides: (ReactNode | typeof EMPTY)[] = offset ? [EMPTY, ...items] : items;
  const speed = state.reducedMotion ? 0 : speedMs;

  // Slides per view from the same breakpoints as the CSS; reduced motion (which also starts paused).
  useEffect(() => {
    const update = () => dispatch({ type: 'set', perView: perViewAt(bps, window.innerWidth) });
    update();
    const queries = bps.map((b) => window.matchMedia(`(min-width: ${b.minWidth}px)`));
    for (const q of queries) q.addEventListener('change', update);
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => dispatch({ type: 'set', reducedMotion: motion.matches });
    onMotion();
    if (motion.matches) dispatch({ type: 'set', paused: true });
    motion.addEventListener('change', onMotion);
    return () => {
      for (const q of queries) q.removeEventListener('change', update);
      motion.removeEventListener('change', onMotion);
    };
  }, [bps]);

  // A move settles after its duration; the track says it is moving with aria-busy meanwhile.
  useEffect(() => {
    if (state.moving === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'settle' }), speed + 30);
    return () => window.clearTimeout(timer);
  }, [state.moving, speed]);

  // Autoplay: one move every autoplayMs (after the previous move's duration).
  const running = autoplayRuns(cfg, state, Boolean(autoplayMs));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the delay starts again whenever the position changes.
  useEffect(() => {
    if (!running || !autoplayMs) return;
    const timer = window.setTimeout(() => dispatch({ type: 'step', delta: 1, rewind: true }), autoplayMs + speed);
    return () => window.clearTimeout(timer);
  }, [running, autoplayMs, speed, pos]);

  // Pause off screen and in hidden tabs.
  useEffect(() => {
    const el = rootRef.current;
    if (!el || !autoplayMs) return;
    const io = new IntersectionObserver((entries) => dispatch({ type: 'set', inView: entries.some((e) => e.isIntersecting) }));
    io.observe(el);
    const onVisibility = () => dispatch({ type: 'set', pageHidden: document.hidden });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      io.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [autoplayMs]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another language change while hidden restarts the 500 ms.
  useEffect(() => {
    if (!state.rebuilding) return;
    const timer = window.setTimeout(() => dispatch({ type: 'rebuilt' }), REBUILD_MS);
    return () => window.clearTimeout(timer);
  }, [state.rebuilding, state.rebuildKey]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      dispatch({ type: 'step', delta: 1 });
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      dispatch({ type: 'step', delta: -1 });
    }
  };

  const onFocusOut = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dispatch({ type: 'set', focused: false });
  };

  // Swipe with a finger, pen or mouse drag; the click that ends a swipe does not follow a link.
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
    const delta = swipeStep(s, { x: e.clientX, y: e.clientY }, SWIPE_PX);
    if (delta !== 0) {
      swiped.current = true;
      dispatch({ type: 'step', delta });
    }
  };

  const rendered = looping ? renderedIndexes(count, clones) : renderedIndexes(count, 0);
  const slideName = (i: number) => (slideLabel ? slideLabel(i, realCount) : t('carousel.slide', { n: i + 1, total: realCount }));
  const activeReal = activeItem(cfg, state);
  const showControls = movable || perView === null;
  const autoplay = Boolean(autoplayMs);

  return (
    <section
      ref={rootRef}
      className={`carousel${looping ? ' is-loop' : ''}${movable ? '' : ' is-static'}${state.rebuilding ? ' is-rebuilding' : ''} ${className}`}
      aria-roledescription={t('carousel.roledescription')}
      aria-label={label}
      data-carousel-layout={key}
      onKeyDown={onKeyDown}
      onMouseEnter={() => dispatch({ type: 'set', hovered: true })}
      onMouseLeave={() => dispatch({ type: 'set', hovered: false })}
      onFocus={() => dispatch({ type: 'set', focused: true })}
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
          className={`carousel__track${state.animate ? ' is-animating' : ''}`}
          aria-busy={state.moving !== null || undefined}
          style={{ '--carousel-pos': movable ? pos : 0, '--carousel-speed': `${speed}ms` } as CSSProperties}
        >
          {rendered.map(({ index, clone }, renderedPos) => {
            const slide = slides[index];
            const empty = slide === EMPTY;
            const itemIndex = index - offset;
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
                onFocus={() => dispatch({ type: 'reveal', pos: renderedPos })}
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
                  onClick={() => dispatch({ type: 'goTo', index: i })}
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
                onClick={() => dispatch({ type: 'togglePause' })}
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
              onClick={() => dispatch({ type: 'step', delta: -1 })}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="carousel__btn"
              aria-label={t('carousel.next')}
              aria-controls={trackId}
              disabled={!looping && movable && pos >= maxPosition(count, pv)}
              onClick={() => dispatch({ type: 'step', delta: 1 })}
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
