import { describe, expect, it } from 'vitest';
import {
  cloneCount,
  layoutCss,
  layoutKey,
  maxPosition,
  normalize,
  perViewAt,
  progress,
  realIndex,
  renderedIndexes,
  step,
} from './carousel-core';
import { CLIENT_BREAKPOINTS } from './clients-constants';

const SOLUTIONS = [
  { minWidth: 0, perView: 1, gap: 30 },
  { minWidth: 600, perView: 2, gap: 30 },
  { minWidth: 1100, perView: 3, gap: 30 },
];

describe('slides per view', () => {
  it('follows the solutions carousel breakpoints (PRODUCT §9)', () => {
    expect([375, 599, 600, 1099, 1100, 1440].map((w) => perViewAt(SOLUTIONS, w))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('follows the clients slider breakpoints (PRODUCT §9)', () => {
    expect([320, 375, 424, 425, 639, 640, 767, 768, 1023, 1024].map((w) => perViewAt(CLIENT_BREAKPOINTS, w))).toEqual([
      2, 2, 2, 3, 3, 5, 5, 4, 4, 5,
    ]);
    expect(CLIENT_BREAKPOINTS.filter((b) => b.minWidth > 0).map((b) => b.gap)).toEqual([0, 0, 2, 20, 40, 50]);
  });

  it('sorts unordered breakpoints', () => {
    expect(perViewAt([...SOLUTIONS].reverse(), 700)).toBe(2);
  });
});

describe('layout CSS', () => {
  it('sets per view and gap per breakpoint and shows dots only from dotsFrom', () => {
    const key = layoutKey(SOLUTIONS, 1100);
    const css = layoutCss(key, SOLUTIONS, 1100);
    expect(css).toContain(`.carousel[data-carousel-layout="${key}"]{--carousel-per-view:1;--carousel-gap:30px}`);
    expect(css).toContain('@media (min-width:600px){');
    expect(css).toContain('--carousel-per-view:3');
    expect(css).toContain('@media (min-width:1100px){.carousel[data-carousel-layout=');
    expect(css).toMatch(/\.carousel__dots\{display:none\}/);
  });

  it('gives equal layouts the same key', () => {
    expect(layoutKey([...SOLUTIONS].reverse())).toBe(layoutKey(SOLUTIONS));
    expect(layoutKey(SOLUTIONS, 1100)).not.toBe(layoutKey(SOLUTIONS));
  });
});

describe('loop', () => {
  const count = 5;
  const clones = cloneCount(SOLUTIONS, count, true);

  it('clones enough slides at each end for the widest view', () => {
    expect(clones).toBe(3);
    expect(cloneCount(SOLUTIONS, count, false)).toBe(0);
    const rendered = renderedIndexes(count, clones);
    expect(rendered.map((r) => r.index)).toEqual([2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2]);
    expect(rendered.filter((r) => !r.clone).map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('moves past the last slide onto the clones, then jumps back to the same view', () => {
    const last = clones + count - 1;
    const next = step(last, 1, { count, perView: 3, clones, loop: true });
    expect(realIndex(next, clones, count)).toBe(0);
    expect(normalize(next, clones, count)).toBe(clones);
    const before = step(clones, -1, { count, perView: 3, clones, loop: true });
    expect(realIndex(before, clones, count)).toBe(count - 1);
    expect(normalize(before, clones, count)).toBe(clones + count - 1);
    expect(normalize(clones + 2, clones, count)).toBeNull();
  });
});

describe('without loop', () => {
  it('stops at the ends, or rewinds when asked (autoplay)', () => {
    const o = { count: 5, perView: 2, clones: 0, loop: false };
    expect(maxPosition(5, 2)).toBe(3);
    expect(step(3, 1, o)).toBe(3);
    expect(step(3, 1, { ...o, rewind: true })).toBe(0);
    expect(step(0, -1, o)).toBe(0);
    expect(step(0, -1, { ...o, rewind: true })).toBe(3);
  });
});

describe('progress', () => {
  it('reaches 0.5 halfway through the slides (the clients slider drops its leading empty slide there)', () => {
    expect(progress(0, 11)).toBe(0);
    expect(progress(4, 11)).toBeLessThan(0.5);
    expect(progress(5, 11)).toBe(0.5);
    expect(progress(10, 11)).toBe(1);
  });
});
