/**
 * The one palette of the seed media: brand colours, the named colour themes a media spec may ask for
 * (`palette`), the colour pairs of generated logos, and the colour maths the drawings share.
 */

export const PALETTE_NAMES = ['navy', 'teal', 'violet', 'orange', 'green', 'blue', 'light'] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];

export interface Palette {
  dark: boolean;
  bg0: string;
  bg1: string;
  bg2: string;
  primary: string;
  accent: string;
  glow: [string, string, string];
}

export const BRAND = { primary: '#1f4fd1', accent: '#14b8a6', ink: '#0b1f4d', slate: '#475569' };

export const PALETTES: Record<PaletteName, Palette> = {
  navy: {
    dark: true,
    bg0: '#050d24',
    bg1: '#0b1f4d',
    bg2: '#16358f',
    primary: '#1f4fd1',
    accent: '#14b8a6',
    glow: ['#3b82f6', '#14b8a6', '#6366f1'],
  },
  teal: {
    dark: false,
    bg0: '#022c30',
    bg1: '#075e5a',
    bg2: '#0d9488',
    primary: '#0f9f92',
    accent: '#1f4fd1',
    glow: ['#2dd4bf', '#22d3ee', '#3b82f6'],
  },
  violet: {
    dark: true,
    bg0: '#0f0a2e',
    bg1: '#2e1065',
    bg2: '#5b21b6',
    primary: '#7c3aed',
    accent: '#14b8a6',
    glow: ['#a78bfa', '#ec4899', '#6366f1'],
  },
  orange: {
    dark: false,
    bg0: '#1c1033',
    bg1: '#5a1f45',
    bg2: '#c2410c',
    primary: '#ea580c',
    accent: '#1f4fd1',
    glow: ['#fb923c', '#f59e0b', '#f43f5e'],
  },
  green: {
    dark: false,
    bg0: '#03261c',
    bg1: '#065f46',
    bg2: '#059669',
    primary: '#059669',
    accent: '#1f4fd1',
    glow: ['#34d399', '#14b8a6', '#a3e635'],
  },
  blue: {
    dark: false,
    bg0: '#0a2a66',
    bg1: '#1f4fd1',
    bg2: '#2f7cf6',
    primary: '#1f4fd1',
    accent: '#14b8a6',
    glow: ['#60a5fa', '#22d3ee', '#14b8a6'],
  },
  light: {
    dark: false,
    bg0: '#0b1f4d',
    bg1: '#1f4fd1',
    bg2: '#3b82f6',
    primary: '#1f4fd1',
    accent: '#14b8a6',
    glow: ['#93c5fd', '#5eead4', '#c7d2fe'],
  },
};

/** Colour pairs (mark, accent) a logo picks from, seeded by its name, unless its spec names a palette. */
export const LOGO_COLORS: Array<[string, string]> = [
  ['#1f4fd1', '#14b8a6'],
  ['#7c3aed', '#ec4899'],
  ['#ea580c', '#f59e0b'],
  ['#047857', '#84cc16'],
  ['#0369a1', '#6366f1'],
  ['#b91c1c', '#f97316'],
  ['#0f766e', '#22d3ee'],
  ['#334155', '#f43f5e'],
  ['#1e3a8a', '#f59e0b'],
];

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((x, i) => Math.round(x + ((cb[i] ?? 0) - x) * t));
  return `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

export function paletteOf(spec: { palette: PaletteName | '' }, fallback: PaletteName = 'navy'): Palette {
  return PALETTES[spec.palette || fallback];
}
