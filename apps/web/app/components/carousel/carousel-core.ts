/**
 * Pure logic of the carousels (no DOM): responsive layout CSS, positions with loop clones, progress.
 * The track renders `clones` copies of the last slides, the slides, then `clones` copies of the first
 * slides; `pos` is an index into that rendered list.
 */

export interface Breakpoint {
  /** Applies from this viewport width up. */
  minWidth: number;
  perView: number;
  gap: number;
}

export function sortBreakpoints(breakpoints: Breakpoint[]): Breakpoint[] {
  const sorted = [...breakpoints].sort((a, b) => a.minWidth - b.minWidth);
  return sorted.length > 0 ? sorted : [{ minWidth: 0, perView: 1, gap: 0 }];
}

/** A stable key of a layout: carousels with the same breakpoints share one style sheet. */
export function layoutKey(breakpoints: Breakpoint[], dotsFrom?: number): string {
  const bps = sortBreakpoints(breakpoints)
    .map((b) => `${b.minWidth}-${b.perView}-${b.gap}`)
    .join('_');
  return `c${bps}${dotsFrom === undefined ? '' : `_d${dotsFrom}`}`;
}

/**
 * The CSS of a layout: slides per view and gap per breakpoint as custom properties, and the dots
 * shown only from `dotsFrom` up. Server-rendered, so the first paint already has the right layout.
 */
export function layoutCss(key: string, breakpoints: Breakpoint[], dotsFrom?: number): string {
  const sel = `.carousel[data-carousel-layout="${key}"]`;
  const rules: string[] = [];
  sortBreakpoints(breakpoints).forEach((b, i) => {
    const decl = `${sel}{--carousel-per-view:${b.perView};--carousel-gap:${b.gap}px}`;
    rules.push(i === 0 ? decl : `@media (min-width:${b.minWidth}px){${decl}}`);
  });
  if (dotsFrom !== undefined) {
    rules.push(`${sel} .carousel__dots{display:none}`);
    rules.push(`@media (min-width:${dotsFrom}px){${sel} .carousel__dots{display:flex}}`);
  }
  return rules.join('\n');
}

/** Slides per view at a viewport width (the last breakpoint whose minWidth is reached). */
export function perViewAt(breakpoints: Breakpoint[], width: number): number {
  const sorted = sortBreakpoints(breakpoints);
  let current = sorted[0]?.perView ?? 1;
  for (const b of sorted) if (width >= b.minWidth) current = b.perView;
  return Math.max(1, current);
}

/** How many slides are cloned at each end in loop mode: enough to fill the widest view. */
export function cloneCount(breakpoints: Breakpoint[], count: number, loop: boolean): number {
  if (!loop || count < 2) return 0;
  const maxPerView = Math.max(...sortBreakpoints(breakpoints).map((b) => b.perView));
  return Math.min(count, Math.max(1, maxPerView));
}

/** The rendered list: indexes into the slides, with loop clones at both ends. */
export function renderedIndexes(count: number, clones: number): { index: number; clone: boolean }[] {
  const out: { index: number; clone: boolean }[] = [];
  for (let i = count - clones; i < count; i++) out.push({ index: i, clone: true });
  for (let i = 0; i < count; i++) out.push({ index: i, clone: false });
  for (let i = 0; i < clones; i++) out.push({ index: i, clone: true });
  return out;
}

/** The real slide index (0 … count-1) shown first at a rendered position. */
export function realIndex(pos: number, clones: number, count: number): number {
  if (count === 0) return 0;
  return (((pos - clones) % count) + count) % count;
}

/** The last position a non-looping carousel may take (its last view is full). */
export function maxPosition(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/**
 * Where a step of `delta` slides leads. Loop: one further (clones cover the ends; `normalize` then
 * jumps back into the real range without animation). No loop: clamped, or rewound to the other end
 * when `rewind` is asked (autoplay).
 */
export function step(
  pos: number,
  delta: number,
  o: { count: number; perView: number; clones: number; loop: boolean; rewind?: boolean },
): number {
  if (o.loop && o.clones > 0) return pos + delta;
  const max = maxPosition(o.count, o.perView);
  const next = pos + delta;
  if (next > max) return o.rewind ? 0 : max;
  if (next < 0) return o.rewind ? max : 0;
  return next;
}

/** After a loop move ends on a clone, the same view among the real slides (or null if already real). */
export function normalize(pos: number, clones: number, count: number): number | null {
  if (clones === 0 || count === 0) return null;
  if (pos >= clones + count) return pos - count;
  if (pos < clones) return pos + count;
  return null;
}

/** Scroll progress 0 … 1 of the first visible real slide among the slides. */
export function progress(real: number, count: number): number {
  return count > 1 ? real / (count - 1) : 0;
}

/** What a carousel's state depends on besides its actions: its props. */
export interface CarouselConfig {
  /** Sorted (`sortBreakpoints`). */
  breakpoints: Breakpoint[];
  /** The real items (without the leading empty slide). */
  items: number;
  loop: boolean;
  /** A leading empty slide until the scroll progress reaches 0.5 (PRODUCT §2, clients slider). */
  leadingEmpty: boolean;
  /** Duration of one move (ms); 0 when reduced motion is asked for. */
  speedMs: number;
}

/** Everything a carousel remembers between renders. */
export interface CarouselState {
  /** Slides per view in the browser; null until measured (the server's HTML is laid out by CSS alone). */
  perView: number | null;
  /** Index into the rendered list (clones included). */
  pos: number;
  /** The track slides to `pos` with a transition (else it jumps). */
  animate: boolean;
  /** The target of the move in progress (input is ignored until it settles), or null. */
  moving: number | null;
  /** The leading empty slide is gone. */
  emptyRemoved: boolean;
  /** By the pause button, or from the start under reduced motion. */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  inView: boolean;
  pageHidden: boolean;
  reducedMotion: boolean;
  /** Hidden while rebuilt after `rebuildKey` changed (PRODUCT §4). */
  rebuilding: boolean;
  rebuildKey: string | undefined;
  /** The layout `pos` was last made valid for (`layoutSignature`). */
  fitted: string;
}

/** What the page tells a carousel: its viewport's slides per view, reduced motion, pause, hover, focus, visibility. */
type Observed = Pick<CarouselState, 'perView' | 'reducedMotion' | 'paused' | 'hovered' | 'focused' | 'inView' | 'pageHidden'>;

export type CarouselAction =
  /** What changed in the page (slides per view on load and at each breakpoint, the pause button…). */
  | ({ type: 'set' } & Partial<Observed>)
  | { type: 'togglePause' }
  /** Previous/next (buttons, arrow keys, swipe) and autoplay (`rewind`: a non-looping carousel starts over). */
  | { type: 'step'; delta: number; rewind?: boolean }
  /** A dot: the item `index` first in view. */
  | { type: 'goTo'; index: number }
  /** Keyboard focus on the slide at rendered position `pos`: into view if it is not. */
  | { type: 'reveal'; pos: number }
  /** The move in progress has ended (its duration later). */
  | { type: 'settle' }
  /** The layout changed without an action (props): make `pos` valid again. */
  | { type: 'fit' }
  /** `rebuildKey` changed: hidden and back at the first slide. */
  | { type: 'rebuild'; key: string | undefined }
  | { type: 'rebuilt' };

/** The layout a state has under a configuration. */
export function carouselLayout(cfg: CarouselConfig, s: Pick<CarouselState, 'perView' | 'emptyRemoved'>) {
  /** Rendered slides before the items: the leading empty slide while it is there. */
  const offset = cfg.leadingEmpty && !s.emptyRemoved ? 1 : 0;
  const count = cfg.items + offset;
  const perView = s.perView ?? cfg.breakpoints[0]?.perView ?? 1;
  const movable = count > perView;
  const clones = movable ? cloneCount(cfg.breakpoints, count, cfg.loop) : 0;
  return { offset, count, perView, movable, clones, looping: cfg.loop && clones > 0 };
}

/** A key of what a valid `pos` depends on. */
export function layoutSignature(cfg: CarouselConfig, s: Pick<CarouselState, 'perView' | 'emptyRemoved'>): string {
  const l = carouselLayout(cfg, s);
  return `${l.count}:${l.perView}:${l.clones}:${l.looping}`;
}

/** `pos` made valid for the current layout: no move in progress, no transition. */
function fit(cfg: CarouselConfig, s: CarouselState): CarouselState {
  const { count, perView, movable, clones, looping } = carouselLayout(cfg, s);
  const pos = !movable ? 0 : looping ? clones + realIndex(s.pos, clones, count) : Math.min(Math.max(0, s.pos), maxPosition(count, perView));
  return { ...s, pos, animate: false, moving: null, fitted: layoutSignature(cfg, s) };
}

/** The first slide's position with every slide there (the leading empty one too), before `fit`. */
const firstPos = (cfg: CarouselConfig) => cloneCount(cfg.breakpoints, cfg.items + (cfg.leadingEmpty ? 1 : 0), cfg.loop);

/** The state of a carousel on its first render (server and browser alike). */
export function initialCarouselState(cfg: CarouselConfig, rebuildKey?: string): CarouselState {
  const s: CarouselState = {
    perView: null,
    pos: firstPos(cfg),
    animate: false,
    moving: null,
    emptyRemoved: false,
    paused: false,
    hovered: false,
    focused: false,
    inView: true,
    pageHidden: false,
    reducedMotion: false,
    rebuilding: false,
    rebuildKey,
    fitted: '',
  };
  return fit(cfg, s);
}

/** Starts a move to a rendered position (unless one is in progress or nothing can move). */
function moveTo(cfg: CarouselConfig, s: CarouselState, target: number): CarouselState {
  return { ...s, pos: target, moving: target, animate: !s.reducedMotion && cfg.speedMs > 0 };
}

/** A move ends: a loop jumps back from the clones; the leading empty slide goes at half the way. */
function settle(cfg: CarouselConfig, s: CarouselState): CarouselState {
  if (s.moving === null) return s;
  const target = s.moving;
  const { count, perView, clones, looping } = carouselLayout(cfg, s);
  const back = looping ? normalize(target, clones, count) : null;
  let next: CarouselState = { ...s, moving: null };
  if (back !== null) next = { ...next, animate: false, pos: back };
  const first = realIndex(back ?? target, clones, count);
  // PRODUCT §2: the leading empty slide goes once the scroll progress reaches 0.5; the view stays put.
  if (cfg.leadingEmpty && !s.emptyRemoved && progress(first, count) >= 0.5) {
    const nextCount = count - 1;
    const nextMovable = nextCount > perView;
    const nextClones = nextMovable ? cloneCount(cfg.breakpoints, nextCount, cfg.loop) : 0;
    const pos = !nextMovable ? 0 : nextClones > 0 ? nextClones + first - 1 : Math.min(first - 1, maxPosition(nextCount, perView));
    next = { ...next, animate: false, emptyRemoved: true, pos };
  }
  return next;
}

function transition(cfg: CarouselConfig, s: CarouselState, a: CarouselAction): CarouselState {
  const l = carouselLayout(cfg, s);
  const idle = l.movable && s.moving === null;
  switch (a.type) {
    case 'set': {
      const { type: _, ...observed } = a;
      return { ...s, ...observed };
    }
    case 'togglePause':
      return { ...s, paused: !s.paused };
    case 'step': {
      if (!idle) return s;
      const target = step(s.pos, a.delta, { ...l, loop: l.looping, rewind: a.rewind });
      return target === s.pos ? s : moveTo(cfg, s, target);
    }
    case 'goTo': {
      if (!idle) return s;
      const target = l.looping ? l.clones + a.index + l.offset : Math.min(a.index + l.offset, maxPosition(l.count, l.perView));
      return target === s.pos ? s : moveTo(cfg, s, target);
    }
    case 'reveal':
      if (!idle || (a.pos >= s.pos && a.pos < s.pos + l.perView)) return s;
      return moveTo(cfg, s, l.looping ? a.pos : Math.min(a.pos, maxPosition(l.count, l.perView)));
    case 'settle':
      return settle(cfg, s);
    case 'fit':
      return fit(cfg, s);
    case 'rebuild':
      return { ...s, rebuildKey: a.key, rebuilding: true, animate: false, moving: null, emptyRemoved: false, pos: firstPos(cfg) };
    case 'rebuilt':
      return { ...s, rebuilding: false };
  }
}

/**
 * The carousel's state machine: each action, then `pos` made valid again when the layout changed
 * (slides per view, the leading empty slide gone or back).
 */
export function carouselReducer(cfg: CarouselConfig, s: CarouselState, a: CarouselAction): CarouselState {
  const next = transition(cfg, s, a);
  return next.fitted === layoutSignature(cfg, next) ? next : fit(cfg, next);
}

/** Autoplay runs: asked for, something to move, and nothing pausing it. */
export function autoplayRuns(cfg: CarouselConfig, s: CarouselState, autoplay: boolean): boolean {
  return autoplay && carouselLayout(cfg, s).movable && !s.paused && !s.hovered && !s.focused && s.inView && !s.pageHidden && !s.rebuilding;
}

/** The item shown first (0-based; the leading empty slide counts as the first item). */
export function activeItem(cfg: CarouselConfig, s: CarouselState): number {
  const { offset, clones, count } = carouselLayout(cfg, s);
  return Math.max(0, realIndex(s.pos, clones, count) - offset);
}

/** A swipe's step from where a pointer went down to where it went up: 1, -1, or 0 (not a swipe). */
export function swipeStep(from: { x: number; y: number }, to: { x: number; y: number }, minPx: number): number {
  const dx = to.x - from.x;
  if (Math.abs(dx) > minPx && Math.abs(dx) > Math.abs(to.y - from.y)) return dx < 0 ? 1 : -1;
  return 0;
}
