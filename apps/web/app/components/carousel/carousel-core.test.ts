import { describe, expect, it } from 'vitest';
import {
  activeItem,
  autoplayRuns,
  type CarouselAction,
  type CarouselConfig,
  type CarouselState,
  carouselLayout,
  carouselReducer,
  cloneCount,
  initialCarouselState,
  layoutCss,
  layoutKey,
  maxPosition,
  normalize,
  perViewAt,
  progress,
  realIndex,
  renderedIndexes,
  step,
  swipeStep,
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

describe('the carousel state machine', () => {
  const ONE = [{ minWidth: 0, perView: 1, gap: 0 }];
  const cfg = (o: Partial<CarouselConfig> = {}): CarouselConfig => ({
    breakpoints: ONE,
    items: 5,
    loop: false,
    leadingEmpty: false,
    speedMs: 300,
    ...o,
  });
  /** Runs actions from the first state; returns the last state. */
  const run = (c: CarouselConfig, actions: CarouselAction[], from = initialCarouselState(c)) =>
    actions.reduce((s: CarouselState, a) => carouselReducer(c, s, a), from);

  it('starts on the first slide: after the clones when looping, at 0 otherwise', () => {
    expect(initialCarouselState(cfg()).pos).toBe(0);
    const loop = cfg({ breakpoints: SOLUTIONS, loop: true });
    expect(initialCarouselState(loop).pos).toBe(3);
    expect(activeItem(loop, initialCarouselState(loop))).toBe(0);
    // Nothing to move (no more slides than in view): position 0, no clones.
    const few = cfg({ breakpoints: SOLUTIONS, loop: true, items: 3 });
    const s = run(few, [{ type: 'set', perView: 3 }]);
    expect(carouselLayout(few, s)).toMatchObject({ movable: false, clones: 0, looping: false });
    expect(s.pos).toBe(0);
  });

  it('next starts an animated move; input is ignored until it settles', () => {
    const c = cfg();
    const moving = run(c, [{ type: 'step', delta: 1 }]);
    expect(moving).toMatchObject({ pos: 1, moving: 1, animate: true });
    expect(run(c, [{ type: 'step', delta: 1 }], moving)).toBe(moving);
    expect(run(c, [{ type: 'goTo', index: 4 }], moving)).toBe(moving);
    expect(run(c, [{ type: 'reveal', pos: 4 }], moving)).toBe(moving);
    const settled = run(c, [{ type: 'settle' }], moving);
    expect(settled).toMatchObject({ pos: 1, moving: null, animate: true });
    expect(run(c, [{ type: 'step', delta: -1 }], settled).pos).toBe(0);
  });

  it('without loop, stops at the ends; autoplay (rewind) starts over', () => {
    const c = cfg();
    const last = run(c, [{ type: 'goTo', index: 4 }, { type: 'settle' }]);
    expect(last.pos).toBe(4);
    expect(run(c, [{ type: 'step', delta: 1 }], last)).toBe(last);
    expect(run(c, [{ type: 'step', delta: 1, rewind: true }], last)).toMatchObject({ pos: 0, moving: 0 });
    expect(run(c, [{ type: 'step', delta: -1 }])).toEqual(initialCarouselState(c));
  });

  it('a dot goes to its item (the last full view without loop); the current dot does nothing', () => {
    const c = cfg({ breakpoints: [{ minWidth: 0, perView: 2, gap: 0 }] });
    expect(run(c, [{ type: 'goTo', index: 4 }]).pos).toBe(3);
    const start = initialCarouselState(c);
    expect(run(c, [{ type: 'goTo', index: 0 }], start)).toBe(start);
    const loop = cfg({ loop: true });
    expect(run(loop, [{ type: 'goTo', index: 2 }, { type: 'settle' }]).pos).toBe(1 + 2);
  });

  it('loops: past the last slide onto a clone, then back to the same view without a transition', () => {
    const c = cfg({ loop: true });
    const s0 = initialCarouselState(c);
    expect(s0.pos).toBe(1);
    const back = run(c, [{ type: 'step', delta: -1 }]);
    expect(back.pos).toBe(0);
    expect(run(c, [{ type: 'settle' }], back)).toMatchObject({ pos: 5, animate: false, moving: null });
    const last = run(c, [{ type: 'goTo', index: 4 }, { type: 'settle' }, { type: 'step', delta: 1 }]);
    expect(last.pos).toBe(6);
    const wrapped = run(c, [{ type: 'settle' }], last);
    expect(wrapped.pos).toBe(1);
    expect(activeItem(c, wrapped)).toBe(0);
  });

  it('keyboard focus on a slide out of view brings it into view; in view it stays', () => {
    const c = cfg({ breakpoints: [{ minWidth: 0, perView: 2, gap: 0 }] });
    const s0 = initialCarouselState(c);
    expect(run(c, [{ type: 'reveal', pos: 1 }], s0)).toBe(s0);
    expect(run(c, [{ type: 'reveal', pos: 4 }]).pos).toBe(3);
  });

  it('under reduced motion, moves jump (no transition)', () => {
    const c = cfg();
    expect(
      run(c, [
        { type: 'set', reducedMotion: true },
        { type: 'step', delta: 1 },
      ]),
    ).toMatchObject({ pos: 1, animate: false });
  });

  it('a new slides-per-view keeps the position valid and ends a move in progress', () => {
    const c = cfg({ breakpoints: SOLUTIONS });
    const s = run(c, [
      { type: 'set', perView: 1 },
      { type: 'goTo', index: 4 },
    ]);
    expect(s).toMatchObject({ pos: 4, moving: 4 });
    const wider = run(c, [{ type: 'set', perView: 3 }], s);
    expect(wider).toMatchObject({ pos: 2, moving: null, animate: false });
    // Props changed without an action (fewer items): `fit` makes the position valid.
    const fewer = cfg({ breakpoints: SOLUTIONS, items: 4 });
    expect(run(fewer, [{ type: 'fit' }], wider).pos).toBe(1);
  });

  it('drops the leading empty slide once half way, keeping the view (PRODUCT §2)', () => {
    const c = cfg({ items: 10, leadingEmpty: true });
    const s0 = initialCarouselState(c);
    expect(carouselLayout(c, s0)).toMatchObject({ count: 11, offset: 1 });
    expect(activeItem(c, s0)).toBe(0);
    const four = run(c, [{ type: 'goTo', index: 3 }, { type: 'settle' }]);
    expect(four).toMatchObject({ pos: 4, emptyRemoved: false });
    expect(activeItem(c, four)).toBe(3);
    const half = run(c, [{ type: 'step', delta: 1 }, { type: 'settle' }], four);
    expect(half).toMatchObject({ emptyRemoved: true, pos: 4, animate: false, moving: null });
    expect(carouselLayout(c, half).count).toBe(10);
    expect(activeItem(c, half)).toBe(4);
  });

  it('a rebuild hides the carousel, ends a move and goes back to the first slide with the empty slide', () => {
    const c = cfg({ items: 10, leadingEmpty: true, loop: true });
    const moved = run(c, [{ type: 'goTo', index: 6 }, { type: 'settle' }, { type: 'step', delta: 1 }]);
    expect(moved.emptyRemoved).toBe(true);
    const rebuilt = run(c, [{ type: 'rebuild', key: 'en' }], moved);
    expect(rebuilt).toMatchObject({ rebuilding: true, rebuildKey: 'en', moving: null, animate: false, emptyRemoved: false });
    expect(activeItem(c, rebuilt)).toBe(0);
    expect(rebuilt.pos).toBe(initialCarouselState(c).pos);
    expect(run(c, [{ type: 'rebuilt' }], rebuilt).rebuilding).toBe(false);
  });

  it('autoplay runs only when nothing pauses it', () => {
    const c = cfg();
    const s0 = initialCarouselState(c);
    expect(autoplayRuns(c, s0, true)).toBe(true);
    expect(autoplayRuns(c, s0, false)).toBe(false);
    for (const a of [
      { type: 'set', paused: true },
      { type: 'togglePause' },
      { type: 'set', hovered: true },
      { type: 'set', focused: true },
      { type: 'set', inView: false },
      { type: 'set', pageHidden: true },
      { type: 'rebuild', key: 'x' },
    ] satisfies CarouselAction[]) {
      expect(autoplayRuns(c, run(c, [a]), true), JSON.stringify(a)).toBe(false);
    }
    expect(autoplayRuns(c, run(c, [{ type: 'togglePause' }, { type: 'togglePause' }]), true)).toBe(true);
    expect(autoplayRuns(cfg({ items: 1 }), initialCarouselState(cfg({ items: 1 })), true)).toBe(false);
  });

  it('a swipe is a horizontal move of more than the threshold', () => {
    const o = { x: 100, y: 100 };
    expect(swipeStep(o, { x: 50, y: 110 }, 40)).toBe(1);
    expect(swipeStep(o, { x: 150, y: 90 }, 40)).toBe(-1);
    expect(swipeStep(o, { x: 130, y: 100 }, 40)).toBe(0);
    expect(swipeStep(o, { x: 150, y: 160 }, 40)).toBe(0);
  });
});
