import type { Breakpoint } from './carousel-core';

/**
 * PRODUCT §9: 2 logos per view at 320 and 375 (up to 424), 3 at 425, 5 at 640, 4 at 768, 5 at 1024 and
 * above; space between 0, 0, 2, 20, 40, 50 in that order.
 */
export const CLIENT_BREAKPOINTS: Breakpoint[] = [
  { minWidth: 0, perView: 2, gap: 0 },
  { minWidth: 320, perView: 2, gap: 0 },
  { minWidth: 375, perView: 2, gap: 0 },
  { minWidth: 425, perView: 3, gap: 2 },
  { minWidth: 640, perView: 5, gap: 20 },
  { minWidth: 768, perView: 4, gap: 40 },
  { minWidth: 1024, perView: 5, gap: 50 },
];
export const CLIENTS_AUTOPLAY_MS = 1000;
export const CLIENTS_SPEED_MS = 500;
/** Loop only with more than 3 logos. */
export const CLIENTS_LOOP_FROM = 4;
