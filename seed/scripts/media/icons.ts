/**
 * Icons (`icon`, 64x64 line icons): the glyph set, its aliases, and a letter badge for an unknown
 * glyph.
 */
import { BRAND, PALETTES } from './palette';
import { esc, FONT, gearPath, n, svgDoc } from './primitives';
import type { Spec } from './spec';

function starPath(cx: number, cy: number, rOuter: number, rInner: number, points: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rad = i % 2 === 0 ? rOuter : rInner;
    pts.push(`${n(cx + Math.cos(a) * rad)} ${n(cy + Math.sin(a) * rad)}`);
  }
  return `M${pts.join(' L')} Z`;
}

const TINT = 'fill="currentTint"';

const GLYPHS: Record<string, string> = {
  cloud: `<path d="M19 47H46A10 10 0 0 0 47 27.05A14 14 0 0 0 20.5 25.5A11 11 0 0 0 19 47Z" ${TINT}/><path d="M32 42V31M27.5 35.5L32 31L36.5 35.5"/>`,
  chart: `<path d="M11 11V53H53"/><rect x="19" y="34" width="7" height="13" rx="1.5" ${TINT}/><rect x="31" y="25" width="7" height="22" rx="1.5" ${TINT}/><rect x="43" y="16" width="7" height="31" rx="1.5" ${TINT}/>`,
  trend: `<path d="M11 11V53H53"/><path d="M18 44L28 32L36 38L50 21"/><path d="M41 21H50V30"/>`,
  gear: `<path d="${gearPath(32, 32, 22, 17, 8)}" ${TINT}/><circle cx="32" cy="32" r="7"/>`,
  shield: `<path d="M32 8L51 15V30C51 43 43 51.5 32 56C21 51.5 13 43 13 30V15Z" ${TINT}/><path d="M23.5 32L29.5 38L41 26"/>`,
  users: `<circle cx="25" cy="23" r="8" ${TINT}/><path d="M10 51C10 41.5 16.5 35.5 25 35.5S40 41.5 40 51"/><circle cx="44" cy="21" r="6"/><path d="M44 33C50.5 33 55 37.5 55 45"/>`,
  code: `<path d="M23 20L11 32L23 44M41 20L53 32L41 44M36 14L28 50"/>`,
  brain: `<path d="M31 13C26 10 19 12 18 18C12 19 9 25 11.5 30C8.5 34 10 41 15 43C15 49 21 53 26 50C28 53 31 53 31 53V13Z" ${TINT}/><path d="M33 13C38 10 45 12 46 18C52 19 55 25 52.5 30C55.5 34 54 41 49 43C49 49 43 53 38 50C36 53 33 53 33 53V13Z" ${TINT}/><path d="M18 18C18 22 21 24 24 24M11.5 30C14 32 18 32 20 30M15 43C17 40 21 39 24 41M46 18C46 22 43 24 40 24M52.5 30C50 32 46 32 44 30M49 43C47 40 43 39 40 41"/>`,
  rocket: `<path d="M32 7C40.5 13 45 22 44 34L40 42H24L20 34C19 22 23.5 13 32 7Z" ${TINT}/><circle cx="32" cy="25" r="4.5"/><path d="M20 34L13 41V49L22 44M44 34L51 41V49L42 44M28 47L32 56L36 47"/>`,
  check: `<circle cx="32" cy="32" r="23" ${TINT}/><path d="M22 32.5L29 39.5L43 25"/>`,
  database: `<ellipse cx="32" cy="16" rx="18" ry="7" ${TINT}/><path d="M14 16V48C14 51.9 22 55 32 55S50 51.9 50 48V16M14 32C14 35.9 22 39 32 39S50 35.9 50 32"/>`,
  link: `<path d="M27 22L32.5 16.5A11 11 0 0 1 48 32L42.5 37.5M37 42L31.5 47.5A11 11 0 0 1 16 32L21.5 26.5M25 39L39 25"/>`,
  lightbulb: `<path d="M24.5 42.5C20 39 17 34 17 28A15 15 0 0 1 47 28C47 34 44 39 39.5 42.5Z" ${TINT}/><path d="M25 48H39M27.5 54H36.5M32 42.5V33M28 30L32 33L36 30"/>`,
  target: `<circle cx="30" cy="34" r="21" ${TINT}/><circle cx="30" cy="34" r="13"/><circle cx="30" cy="34" r="5"/><path d="M30 34L50 14M44 12V20H52"/>`,
  clock: `<circle cx="32" cy="32" r="23" ${TINT}/><path d="M32 18V32L41 38"/>`,
  // geometry after Lucide's "handshake" (ISC licence), drawn on its 24-unit grid
  handshake: `<g transform="translate(3 4) scale(2.42)" stroke-width="1.24"><path d="m11 17 2 2a1 1 0 1 0 3-3"/><path d="m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4"/><path d="m21 3 1 11h-2"/><path d="M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3"/><path d="M3 4h8"/></g>`,
  globe: `<circle cx="32" cy="32" r="23" ${TINT}/><ellipse cx="32" cy="32" rx="10" ry="23"/><path d="M9 32H55M12 21H52M12 43H52"/>`,
  mail: `<rect x="9" y="15" width="46" height="34" rx="5" ${TINT}/><path d="M11 19L32 35L53 19"/>`,
  phone: `<path d="M20 9H27L31 20L25.5 24C28.5 30.5 33.5 35.5 40 38.5L44 33L55 37V44A5 5 0 0 1 50 49C29 49 15 35 15 14A5 5 0 0 1 20 9Z" ${TINT}/>`,
  star: `<path d="${starPath(32, 33, 24, 10.5, 5)}" ${TINT}/>`,
  layers: `<path d="M32 9L55 21L32 33L9 21Z" ${TINT}/><path d="M9 32L32 44L55 32M9 43L32 55L55 43"/>`,
  robot: `<rect x="14" y="21" width="36" height="28" rx="7" ${TINT}/><path d="M32 21V12M26 41H38M9 31V39M55 31V39"/><circle cx="32" cy="10" r="3"/><circle cx="25" cy="33" r="3"/><circle cx="39" cy="33" r="3"/>`,
  document: `<path d="M16 12A4 4 0 0 1 20 8H38L50 20V52A4 4 0 0 1 46 56H20A4 4 0 0 1 16 52Z" ${TINT}/><path d="M38 8V20H50M23 32H43M23 40H43M23 48H35"/>`,
  search: `<circle cx="28" cy="28" r="15" ${TINT}/><path d="M39 39L53 53"/>`,
  lock: `<rect x="15" y="28" width="34" height="26" rx="5" ${TINT}/><path d="M22 28V21A10 10 0 0 1 42 21V28M32 38V44"/>`,
  sparkles: `<path d="M28 9C29.5 21 33 25 46 27C33 29 29.5 33 28 45C26.5 33 23 29 10 27C23 25 26.5 21 28 9Z" ${TINT}/><path d="M47 40C47.7 45 49 46.3 54 47C49 47.7 47.7 49 47 54C46.3 49 45 47.7 40 47C45 46.3 46.3 45 47 40Z"/>`,
  award: `<circle cx="32" cy="25" r="15" ${TINT}/><path d="M24 37.5L20 55L27 51.5L31 57M40 37.5L44 55L37 51.5L33 57M27 25L30.5 28.5L37.5 21.5"/>`,
  briefcase: `<rect x="9" y="20" width="46" height="32" rx="5" ${TINT}/><path d="M24 20V15A4 4 0 0 1 28 11H36A4 4 0 0 1 40 15V20M9 33H55M28 33V37H36V33"/>`,
  chat: `<path d="M13 12H51A5 5 0 0 1 56 17V39A5 5 0 0 1 51 44H28L17 53V44H13A5 5 0 0 1 8 39V17A5 5 0 0 1 13 12Z" ${TINT}/><path d="M21 28H21.5M32 28H32.5M43 28H43.5"/>`,
  dollar: `<circle cx="32" cy="32" r="23" ${TINT}/><path d="M39 24.5C38 21.5 35 20.5 32 20.5C28 20.5 25 22.5 25 26S28.5 30.5 32 31.5S39 34 39 38S36 43.5 32 43.5C28.5 43.5 25.5 42 24.5 39M32 15.5V20.5M32 43.5V48.5"/>`,
  puzzle: `<path d="M12 22H23A5 5 0 1 1 33 22H44V33A5 5 0 1 1 44 43V54H33A5 5 0 1 0 23 54H12V43A5 5 0 1 0 12 33Z" ${TINT}/>`,
  linkedin: `<rect x="9" y="9" width="46" height="46" rx="9" ${TINT}/><path d="M21 29V44M30 44V29M30 36C30 31.5 32.5 29 36 29S42 31 42 36V44"/><circle cx="21" cy="21.5" r="1.2" fill="#1f4fd1"/>`,
  x: `<path d="M13 12H24L51 52H40Z" ${TINT}/><path d="M49 12L35 28M29 35L15 52"/>`,
  facebook: `<rect x="9" y="9" width="46" height="46" rx="9" ${TINT}/><path d="M37 55V28A7 7 0 0 1 44 21H46M29 34H45"/>`,
  instagram: `<rect x="10" y="10" width="44" height="44" rx="12" ${TINT}/><circle cx="32" cy="32" r="10"/><circle cx="44.5" cy="19.5" r="1.2" fill="#1f4fd1"/>`,
  youtube: `<rect x="7" y="15" width="50" height="34" rx="10" ${TINT}/><path d="M28 25L40 32L28 39Z" fill="#1f4fd1" fill-opacity=".2"/>`,
};
const GLYPH_ALIASES: Record<string, string> = {
  twitter: 'x',
  'x-twitter': 'x',
  bulb: 'lightbulb',
  idea: 'lightbulb',
  money: 'dollar',
  growth: 'trend',
  people: 'users',
  team: 'users',
  security: 'shield',
  ai: 'brain',
  email: 'mail',
  settings: 'gear',
  data: 'database',
  file: 'document',
  pdf: 'document',
  bot: 'robot',
  calendar: 'clock',
  time: 'clock',
  world: 'globe',
  partnership: 'handshake',
};

function resolveGlyph(name: string): string | null {
  const clean = name.toLowerCase();
  const direct = GLYPHS[clean] ? clean : GLYPH_ALIASES[clean];
  if (direct) return direct;
  for (const token of clean.split(/[-_ .]+/).reverse()) {
    if (GLYPHS[token]) return token;
    const alias = GLYPH_ALIASES[token];
    if (alias) return alias;
  }
  return null;
}

export function iconSvg(spec: Spec, W: number, H: number): string {
  const color = spec.palette ? PALETTES[spec.palette].primary : BRAND.primary;
  const glyph = resolveGlyph(spec.glyph);
  let body: string;
  if (glyph) {
    body = (GLYPHS[glyph] ?? '').replaceAll(TINT, `fill="${color}" fill-opacity=".12"`).replaceAll('#1f4fd1', color);
  } else {
    const letter =
      (spec.title || spec.glyph)
        .replace(/[^\p{L}\p{N}]/gu, '')
        .charAt(0)
        .toUpperCase() || '?';
    body = `<circle cx="32" cy="32" r="23" fill="${color}" fill-opacity=".12"/><text x="32" y="41" font-size="26" font-weight="700" text-anchor="middle" fill="${color}" stroke="none" font-family="${FONT}">${esc(letter)}</text>`;
  }
  return svgDoc(
    W,
    H,
    `<g fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</g>`,
    '0 0 64 64',
  );
}
