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
