/**
 * Generates every media file the seed content references (`npm run seed:media`).
 *
 * Scans seed/content/*.json for media values — "media:<path>" strings and
 * { "$media": "<path>", "kind": …, … } objects (the first object form of a path wins) — and writes
 * each file to seed/media/out/<path>:
 *   - images are drawn as SVG in code, then rendered by sharp (.webp, .png, .jpg); .svg paths are
 *     written as SVG text;
 *   - PDFs are laid out with pdf-lib (standard Helvetica fonts, WinAnsi-safe text).
 *
 * Kinds (object key `kind`, else inferred from the path): hero, photo, background, diagram, icon,
 * logo, pdf. Optional keys: title, subtitle, labels, layout (desktop | mobile), glyph, lang (es | en),
 * paragraphs, palette (navy | teal | violet | orange | green | blue | light), width, height, and two
 * extras: `date` (YYYY-MM-DD, the date line of a PDF; else the `date`/`publication_date` of the
 * entry holding the media) and `scene` (photo template: dashboard, team, cloud, code, factory,
 * globe, ai, security; else chosen from the title and a hash of the path).
 * PDF paragraphs starting with "## " are sub-headings, "- " bullets.
 *
 * Output is deterministic (pseudo-random numbers seeded by the path). A manifest of spec hashes
 * (seed/media/out/.manifest.json) makes re-runs skip files whose spec did not change.
 *
 * Options: --force (regenerate all), --only=<substring> (paths containing it),
 *          --content=<dir>, --out=<dir> (defaults seed/content, seed/media/out).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** Bump to regenerate everything after a change of the drawing code. */
const GENERATOR_VERSION = 11;
const CONCURRENCY = 4;
const FIRM = 'Nexalia Consulting';
const FONT = "'DejaVu Sans', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const KINDS = ['hero', 'photo', 'background', 'diagram', 'icon', 'logo', 'pdf'] as const;
type Kind = (typeof KINDS)[number];
const PALETTE_NAMES = ['navy', 'teal', 'violet', 'orange', 'green', 'blue', 'light'] as const;
type PaletteName = (typeof PALETTE_NAMES)[number];
const SCENES = ['dashboard', 'team', 'cloud', 'code', 'factory', 'globe', 'ai', 'security'] as const;
type Scene = (typeof SCENES)[number];

interface Spec {
  path: string;
  kind: Kind;
  title: string;
  subtitle: string;
  labels: string[];
  layout: 'desktop' | 'mobile';
  glyph: string;
  lang: 'es' | 'en';
  paragraphs: string[];
  palette: PaletteName | '';
  width: number;
  height: number;
  date: string;
  scene: Scene | '';
}

interface Found {
  obj: JsonObject | null;
  date: string;
  where: string;
}

interface Palette {
  dark: boolean;
  bg0: string;
  bg1: string;
  bg2: string;
  primary: string;
  accent: string;
  glow: [string, string, string];
}

const BRAND = { primary: '#1f4fd1', accent: '#14b8a6', ink: '#0b1f4d', slate: '#475569' };

const PALETTES: Record<PaletteName, Palette> = {
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

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rand {
  private a: number;
  constructor(seed: string) {
    this.a = hashString(seed) || 1;
  }
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Rounds a coordinate for compact SVG. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((x, i) => Math.round(x + ((cb[i] ?? 0) - x) * t));
  return `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

/** Approximate advance widths (em) of DejaVu Sans, the widest of the fonts we name. */
const NARROW = new Set([..."ijlI.,:;!|'`"]);
const SEMI = new Set([...'frt()[]{}"-/ ']);
const WIDE = new Set([...'mwMW@%']);
function textWidth(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) {
    if (NARROW.has(ch)) w += 0.3;
    else if (SEMI.has(ch)) w += 0.4;
    else if (WIDE.has(ch)) w += 0.95;
    else if (ch >= 'A' && ch <= 'Z') w += 0.72;
    else w += 0.62;
  }
  return w * size * (bold ? 1.1 : 1);
}

function wrap(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || measure(candidate) <= maxWidth) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function wrapSvg(text: string, maxWidth: number, size: number, bold: boolean): string[] {
  return wrap(text, maxWidth, (s) => textWidth(s, size, bold));
}

/** Wraps bold text into as few lines as needed, then evens their lengths (no lone short word). */
function balanced(text: string, maxWidth: number, size: number): string[] {
  const greedy = wrapSvg(text, maxWidth, size, true);
  if (greedy.length < 2) return greedy;
  let lo = Math.max(...text.split(/\s+/).map((w) => textWidth(w, size, true)));
  let hi = maxWidth;
  let best = greedy;
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    const lines = wrapSvg(text, mid, size, true);
    if (lines.length <= greedy.length) {
      best = lines;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

function svgDoc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`, extra = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"${extra}>${body}</svg>`;
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines.map((l, i) => `<text x="${n(x)}" y="${n(y + i * lineHeight)}" font-size="${n(size)}" ${attrs}>${esc(l)}</text>`).join('');
}

// ---------------------------------------------------------------------------------------------
// Scanning the seed content
// ---------------------------------------------------------------------------------------------

async function listJson(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listJson(p)));
    else if (entry.name.endsWith('.json')) out.push(p);
  }
  return out.sort();
}

function isObject(v: Json): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function scan(value: Json, date: string, where: string, found: Map<string, Found>): void {
  if (typeof value === 'string') {
    if (value.startsWith('media:')) register(value.slice('media:'.length), null, date, where, found);
    return;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) scan(v, date, `${where}[${i}]`, found);
    return;
  }
  if (!isObject(value)) return;
  const media = value.$media;
  if (typeof media === 'string') {
    register(media, value, date, where, found);
    return;
  }
  let d = date;
  for (const key of ['date', 'publication_date']) {
    const v = value[key];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) d = v.slice(0, 10);
  }
  for (const [k, v] of Object.entries(value)) scan(v, d, `${where}.${k}`, found);
}

function register(path: string, obj: JsonObject | null, date: string, where: string, found: Map<string, Found>): void {
  if (!path || path.startsWith('/') || path.split('/').includes('..') || path.includes('\\')) {
    throw new Error(`${where}: invalid media path "${path}"`);
  }
  const prev = found.get(path);
  if (!prev || (!prev.obj && obj)) found.set(path, { obj, date, where });
}

function str(obj: JsonObject | null, key: string): string {
  const v = obj?.[key];
  return typeof v === 'string' ? v : '';
}

function num(obj: JsonObject | null, key: string): number {
  const v = obj?.[key];
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.min(6000, Math.round(v)) : 0;
}

function strList(obj: JsonObject | null, key: string): string[] {
  const v = obj?.[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function inferKind(path: string): Kind {
  const ext = extname(path).toLowerCase();
  const name = path.toLowerCase();
  if (ext === '.pdf') return 'pdf';
  if (ext === '.svg') return /logo/.test(name) ? 'logo' : 'icon';
  if (/hero|banner/.test(name)) return 'hero';
  if (/background|(^|[-_/])bg([-_.]|$)|fondo/.test(name)) return 'background';
  if (/diagram|process|proceso|flow|flujo|steps|pasos/.test(name)) return 'diagram';
  if (/logo/.test(name)) return 'logo';
  if (/icon/.test(name)) return 'icon';
  return 'photo';
}

function toSpec(path: string, f: Found): Spec {
  const o = f.obj;
  const kindRaw = str(o, 'kind');
  if (kindRaw && !(KINDS as readonly string[]).includes(kindRaw)) {
    throw new Error(`${f.where}: unknown media kind "${kindRaw}" for ${path}`);
  }
  const kind: Kind = extname(path).toLowerCase() === '.pdf' ? 'pdf' : kindRaw ? (kindRaw as Kind) : inferKind(path);
  const layoutRaw = str(o, 'layout');
  const layout = layoutRaw === 'mobile' || (!layoutRaw && /mobile|movil|móvil/i.test(path)) ? 'mobile' : 'desktop';
  const langRaw = str(o, 'lang');
  const lang = langRaw === 'en' || (!langRaw && /(^|[-_./])en([-_./]|$)/i.test(path)) ? 'en' : 'es';
  const paletteRaw = str(o, 'palette');
  let palette: PaletteName | '' = '';
  if ((PALETTE_NAMES as readonly string[]).includes(paletteRaw)) palette = paletteRaw as PaletteName;
  else if (paletteRaw) console.warn(`  ! ${path}: unknown palette "${paletteRaw}", using the default`);
  const sceneRaw = str(o, 'scene');
  const scene = (SCENES as readonly string[]).includes(sceneRaw) ? (sceneRaw as Scene) : '';
  const dateRaw = str(o, 'date') || f.date;
  return {
    path,
    kind,
    title: str(o, 'title') || str(o, 'alt'),
    subtitle: str(o, 'subtitle'),
    labels: strList(o, 'labels'),
    layout,
    glyph: (str(o, 'glyph') || basename(path, extname(path))).toLowerCase(),
    lang,
    paragraphs: strList(o, 'paragraphs'),
    palette,
    width: num(o, 'width'),
    height: num(o, 'height'),
    date: /^\d{4}-\d{2}-\d{2}$/.test(dateRaw) ? dateRaw : '',
    scene,
  };
}

function specHash(spec: Spec): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: GENERATOR_VERSION, spec }))
    .digest('hex')
    .slice(0, 24);
}

function defaultSize(spec: Spec): [number, number] {
  const mobile = spec.layout === 'mobile';
  switch (spec.kind) {
    case 'hero':
      return mobile ? [800, 1000] : [1920, 800];
    case 'photo':
      return [1200, 800];
    case 'background':
      return [1920, 1080];
    case 'diagram':
      return mobile ? [750, 1300] : [1600, 900];
    case 'icon':
      return [64, 64];
    case 'logo':
      return [320, 120];
    case 'pdf':
      return [0, 0];
  }
}

function paletteOf(spec: Spec, fallback: PaletteName = 'navy'): Palette {
  return PALETTES[spec.palette || fallback];
}

// ---------------------------------------------------------------------------------------------
// Shared SVG pieces
// ---------------------------------------------------------------------------------------------

function radial(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset=".45" stop-color="${color}" stop-opacity="${n(opacity * 0.35)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

function linear(id: string, stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function dotPattern(id: string, gap: number, r: number, color: string, opacity: number): string {
  return `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${n(gap / 2)}" cy="${n(gap / 2)}" r="${r}" fill="${color}" fill-opacity="${opacity}"/></pattern>`;
}

function gearPath(cx: number, cy: number, rOuter: number, rInner: number, teeth: number): string {
  const pts: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const angles: Array<[number, number]> = [
      [a - step * 0.25, rInner],
      [a - step * 0.15, rOuter],
      [a + step * 0.15, rOuter],
      [a + step * 0.25, rInner],
    ];
    for (const [ang, rad] of angles) pts.push(`${n(cx + Math.cos(ang) * rad)} ${n(cy + Math.sin(ang) * rad)}`);
  }
  return `M${pts.join(' L')} Z`;
}

function starPath(cx: number, cy: number, rOuter: number, rInner: number, points: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rad = i % 2 === 0 ? rOuter : rInner;
    pts.push(`${n(cx + Math.cos(a) * rad)} ${n(cy + Math.sin(a) * rad)}`);
  }
  return `M${pts.join(' L')} Z`;
}

function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  return `<path d="M${n(cx)} ${n(cy - r)} C${n(cx + k)} ${n(cy - k)} ${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} C${n(cx + k)} ${n(cy + k)} ${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)} C${n(cx - k)} ${n(cy + k)} ${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} C${n(cx - k)} ${n(cy - k)} ${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/** Points spread in a box, then each linked to its nearest neighbours. */
function network(
  r: Rand,
  box: { x0: number; y0: number; x1: number; y1: number },
  count: number,
  links: number,
  lineColor: string,
  lineOpacity: number,
  nodeColors: string[],
  halo: string,
): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) pts.push([r.range(box.x0, box.x1), r.range(box.y0, box.y1)]);
  const seen = new Set<string>();
  let lines = '';
  pts.forEach(([x, y], i) => {
    const near = pts
      .map(([px, py], j) => ({ j, d: (px - x) ** 2 + (py - y) ** 2 }))
      .filter((e) => e.j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, links);
    for (const { j } of near) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const q = pts[j];
      if (q) lines += `M${n(x)} ${n(y)}L${n(q[0])} ${n(q[1])}`;
    }
  });
  let nodes = '';
  for (const [x, y] of pts) {
    const big = r.chance(0.25);
    if (big) nodes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r.range(14, 26))}" fill="url(#${halo})"/>`;
    nodes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(big ? r.range(4, 6) : r.range(1.8, 3.4))}" fill="${r.pick(nodeColors)}"/>`;
  }
  return `<path d="${lines}" stroke="${lineColor}" stroke-opacity="${lineOpacity}" stroke-width="1.2" fill="none"/>${nodes}`;
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------

function heroSvg(spec: Spec, W: number, H: number): string {
  const p = paletteOf(spec);
  const r = new Rand(`${spec.path}|hero`);
  const mobile = H > W;
  // The zone where decoration goes; the rest stays calm for the overlaid text.
  const zone = mobile ? { x0: 0, y0: H * 0.5, x1: W, y1: H } : { x0: W * 0.56, y0: 0, x1: W, y1: H };
  const zw = zone.x1 - zone.x0;
  const zh = zone.y1 - zone.y0;
  const defs: string[] = [
    linear(
      'bg',
      [
        [0, p.bg0],
        [0.55, p.bg1],
        [1, p.bg2],
      ],
      0,
      mobile ? 0 : 0.2,
      mobile ? 0.4 : 1,
      mobile ? 1 : 0.8,
    ),
    radial('g0', p.glow[0], 0.75),
    radial('g1', p.glow[1], 0.6),
    radial('g2', p.glow[2], 0.55),
    radial('halo', '#ffffff', 0.5),
    mobile
      ? linear(
          'calm',
          [
            [0, p.bg0, 0.92],
            [0.48, p.bg0, 0.55],
            [0.62, p.bg0, 0],
          ],
          0,
          0,
          0,
          1,
        )
      : linear(
          'calm',
          [
            [0, p.bg0, 0.92],
            [0.4, p.bg0, 0.6],
            [0.6, p.bg0, 0],
          ],
          0,
          0,
          1,
          0,
        ),
    mobile
      ? `<linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="0" y1="${n(H * 0.42)}" x2="0" y2="${n(H)}"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity=".16"/></linearGradient>`
      : `<linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="${n(W * 0.45)}" y1="0" x2="${n(W)}" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity=".16"/></linearGradient>`,
    linear('glass', [
      [0, '#ffffff', 0.16],
      [1, '#ffffff', 0.04],
    ]),
    `<linearGradient id="wave" gradientUnits="userSpaceOnUse" x1="${n(mobile ? 0 : W * 0.42)}" y1="0" x2="${W}" y2="0"><stop offset="0" stop-color="${p.accent}" stop-opacity="0"/><stop offset=".55" stop-color="${p.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${p.glow[0]}" stop-opacity=".35"/></linearGradient>`,
    linear(
      'accentLine',
      [
        [0, p.accent, 0],
        [0.5, p.accent, 0.9],
        [1, p.glow[0], 0],
      ],
      0,
      0,
      1,
      0,
    ),
  ];
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="url(#bg)"/>`];
  // glows
  const base = Math.max(W, H);
  parts.push(
    `<circle cx="${n(zone.x0 + zw * r.range(0.45, 0.8))}" cy="${n(zone.y0 + zh * r.range(0.25, 0.6))}" r="${n(base * r.range(0.28, 0.36))}" fill="url(#g0)"/>`,
    `<circle cx="${n(zone.x0 + zw * r.range(0.7, 1))}" cy="${n(zone.y0 + zh * r.range(0.6, 1))}" r="${n(base * r.range(0.2, 0.28))}" fill="url(#g1)"/>`,
    `<circle cx="${n(zone.x0 + zw * r.range(0.1, 0.5))}" cy="${n(zone.y0 + zh * r.range(0, 0.3))}" r="${n(base * r.range(0.16, 0.22))}" fill="url(#g2)"/>`,
    `<circle cx="${n(mobile ? W * 0.1 : W * 0.12)}" cy="${n(mobile ? H * 0.1 : H * 0.95)}" r="${n(base * 0.22)}" fill="url(#g2)" opacity=".35"/>`,
  );
  // grid
  const cell = mobile ? 48 : 64;
  let grid = '';
  for (let x = cell; x < W; x += cell) grid += `M${x} 0V${H}`;
  for (let y = cell; y < H; y += cell) grid += `M0 ${y}H${W}`;
  parts.push(`<path d="${grid}" stroke="url(#fade)" stroke-width="1" fill="none" opacity=".55"/>`);
  // flowing lines sweeping into the decorated zone
  const bend = r.range(0.3, 0.6);
  let waves = '';
  const N = 18;
  for (let i = 0; i < N; i++) {
    const t = i / (N - 1);
    if (mobile) {
      waves += `M-20 ${n(H * (0.8 + 0.1 * t))}C${n(W * 0.3)} ${n(H * (0.6 + 0.3 * t * bend))} ${n(W * 0.65)} ${n(H * (1 - 0.25 * t))} ${n(W + 20)} ${n(H * (0.6 + 0.3 * t))}`;
    } else {
      waves += `M${n(W * (0.42 + 0.1 * t))} ${n(H + 10)}C${n(W * 0.62)} ${n(H * (0.95 - 0.3 * t))} ${n(W * 0.76)} ${n(H * (0.15 + 0.6 * t * bend))} ${n(W + 20)} ${n(H * (0.08 + 0.6 * t))}`;
    }
  }
  parts.push(`<path d="${waves}" stroke="url(#wave)" stroke-width="1.3" fill="none"/>`);
  // focal element: rings, a wireframe sphere or a hexagon cluster
  const rcx = zone.x0 + zw * r.range(0.45, 0.7);
  const rcy = zone.y0 + zh * r.range(0.4, 0.6);
  const rr = Math.min(zw, zh) * r.range(0.32, 0.42);
  const focal = r.int(0, 2);
  if (focal === 0) {
    parts.push(
      `<circle cx="${n(rcx)}" cy="${n(rcy)}" r="${n(rr)}" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="1.5"/>`,
      `<circle cx="${n(rcx)}" cy="${n(rcy)}" r="${n(rr * 1.38)}" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="1.2" stroke-dasharray="2 10"/>`,
      `<circle cx="${n(rcx)}" cy="${n(rcy)}" r="${n(rr * 0.66)}" fill="none" stroke="${p.accent}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="${n(rr * 1.2)} ${n(rr * 3)}" transform="rotate(${n(r.range(0, 360))} ${n(rcx)} ${n(rcy)})"/>`,
    );
  } else if (focal === 1) {
    let sphere = `<circle cx="${n(rcx)}" cy="${n(rcy)}" r="${n(rr)}" fill="#fff" fill-opacity=".03" stroke="#fff" stroke-opacity=".2" stroke-width="1.5"/>`;
    for (const k of [0.22, 0.5, 0.78])
      sphere += `<ellipse cx="${n(rcx)}" cy="${n(rcy)}" rx="${n(rr * k)}" ry="${n(rr)}" fill="none" stroke="#fff" stroke-opacity=".12"/>`;
    for (const lat of [-0.66, -0.33, 0, 0.33, 0.66]) {
      const rx = rr * Math.sqrt(1 - lat * lat);
      sphere += `<ellipse cx="${n(rcx)}" cy="${n(rcy + rr * lat)}" rx="${n(rx)}" ry="${n(rx * 0.16)}" fill="none" stroke="#fff" stroke-opacity=".12"/>`;
    }
    for (let i = 0; i < 5; i++) {
      const ang = r.range(0, Math.PI * 2);
      const rad = rr * Math.sqrt(r.next());
      sphere += `<circle cx="${n(rcx + Math.cos(ang) * rad)}" cy="${n(rcy + Math.sin(ang) * rad)}" r="4" fill="${p.accent}"/>`;
    }
    sphere += `<ellipse cx="${n(rcx)}" cy="${n(rcy)}" rx="${n(rr * 1.45)}" ry="${n(rr * 0.38)}" fill="none" stroke="${p.accent}" stroke-opacity=".4" stroke-width="1.5" stroke-dasharray="3 9"/>`;
    parts.push(`<g transform="rotate(${n(r.range(-22, -8))} ${n(rcx)} ${n(rcy)})">${sphere}</g>`);
  } else {
    const hs = rr * 0.34;
    const hexAt = (hx: number, hy: number): string =>
      Array.from({ length: 6 }, (_, i) => {
        const ang = Math.PI / 6 + (i * Math.PI) / 3;
        return `${n(hx + Math.cos(ang) * hs)} ${n(hy + Math.sin(ang) * hs)}`;
      }).join('L');
    const centers: Array<[number, number]> = [[rcx, rcy]];
    for (let i = 0; i < 6; i++) {
      const ang = (i * Math.PI) / 3;
      centers.push([rcx + Math.cos(ang) * hs * Math.sqrt(3), rcy + Math.sin(ang) * hs * Math.sqrt(3)]);
    }
    const lit = r.int(1, 6);
    centers.forEach(([hx, hy], i) => {
      const on = i === lit || i === 0;
      parts.push(
        `<path d="M${hexAt(hx, hy)}Z" fill="${on ? p.accent : '#fff'}" fill-opacity="${on ? 0.22 : 0.03}" stroke="#fff" stroke-opacity=".18" stroke-width="1.5"/>`,
      );
    });
  }
  // network
  parts.push(
    network(
      r,
      { x0: zone.x0 + zw * 0.05, y0: zone.y0 + zh * 0.06, x1: zone.x1 - zw * 0.03, y1: zone.y1 - zh * 0.05 },
      mobile ? 18 : 26,
      2,
      '#ffffff',
      0.2,
      ['#ffffff', p.accent, p.glow[0], '#ffffff'],
      'halo',
    ),
  );
  // glass panels with a mini chart
  const panels = mobile ? 1 : 2;
  for (let i = 0; i < panels; i++) {
    const pw = (mobile ? W * 0.34 : W * 0.13) * r.range(0.9, 1.15);
    const ph = pw * r.range(0.55, 0.7);
    const px = mobile ? W * r.range(0.56, 0.6) : zone.x0 + zw * (i === 0 ? r.range(0.12, 0.25) : r.range(0.5, 0.6));
    const py = mobile ? H * r.range(0.66, 0.72) : zone.y0 + zh * (i === 0 ? r.range(0.12, 0.22) : r.range(0.6, 0.7));
    let bars = '';
    const kind = r.int(0, 2);
    if (kind === 0) {
      const bn = 6;
      for (let b = 0; b < bn; b++) {
        const bh = ph * 0.5 * r.range(0.3, 1);
        const bx = px + pw * 0.1 + b * ((pw * 0.8) / bn);
        bars += `<rect x="${n(bx)}" y="${n(py + ph * 0.85 - bh)}" width="${n((pw * 0.8) / bn - 8)}" height="${n(bh)}" rx="3" fill="${b % 2 ? p.accent : '#ffffff'}" fill-opacity="${b % 2 ? 0.8 : 0.45}"/>`;
      }
    } else if (kind === 1) {
      let v = r.range(0.2, 0.5);
      const pts = Array.from({ length: 7 }, (_, k) => {
        v = Math.min(0.95, Math.max(0.05, v + r.range(-0.15, 0.25)));
        return `${n(px + pw * 0.1 + (k * pw * 0.8) / 6)} ${n(py + ph * 0.85 - v * ph * 0.5)}`;
      });
      bars += `<path d="M${pts.join('L')}" fill="none" stroke="${p.accent}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`;
      bars += `<path d="M${n(px + pw * 0.1)} ${n(py + ph * 0.86)}H${n(px + pw * 0.9)}" stroke="#fff" stroke-opacity=".25"/>`;
    } else {
      const dr = ph * 0.22;
      const dcx = px + pw * 0.3;
      const dcy = py + ph * 0.62;
      const circ = 2 * Math.PI * dr;
      const share = r.range(0.45, 0.8);
      bars += `<circle cx="${n(dcx)}" cy="${n(dcy)}" r="${n(dr)}" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="${n(dr * 0.45)}"/>`;
      bars += `<circle cx="${n(dcx)}" cy="${n(dcy)}" r="${n(dr)}" fill="none" stroke="${p.accent}" stroke-width="${n(dr * 0.45)}" stroke-dasharray="${n(circ * share)} ${n(circ)}" transform="rotate(-90 ${n(dcx)} ${n(dcy)})"/>`;
      for (let k = 0; k < 3; k++)
        bars += `<rect x="${n(px + pw * 0.56)}" y="${n(dcy - dr + k * dr * 0.8)}" width="${n(pw * r.range(0.18, 0.32))}" height="5" rx="2.5" fill="#fff" fill-opacity="${k ? 0.3 : 0.6}"/>`;
    }
    parts.push(
      `<rect x="${n(px)}" y="${n(py)}" width="${n(pw)}" height="${n(ph)}" rx="18" fill="url(#glass)" stroke="#fff" stroke-opacity=".22"/>`,
      `<rect x="${n(px + pw * 0.1)}" y="${n(py + ph * 0.13)}" width="${n(pw * 0.35)}" height="6" rx="3" fill="#fff" fill-opacity=".6"/>`,
      `<rect x="${n(px + pw * 0.1)}" y="${n(py + ph * 0.13 + 14)}" width="${n(pw * 0.22)}" height="5" rx="2.5" fill="#fff" fill-opacity=".3"/>`,
      bars,
    );
  }
  // small geometric shapes
  for (let i = 0; i < (mobile ? 4 : 6); i++) {
    const x = zone.x0 + zw * r.range(0.05, 0.95);
    const y = zone.y0 + zh * r.range(0.05, 0.95);
    const s = r.range(10, 22);
    const t = r.int(0, 3);
    const col = r.pick([p.accent, '#ffffff', p.glow[0]]);
    if (t === 0)
      parts.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" rx="3" fill="none" stroke="${col}" stroke-opacity=".6" stroke-width="2" transform="rotate(${n(r.range(0, 90))} ${n(x + s / 2)} ${n(y + s / 2)})"/>`,
      );
    else if (t === 1)
      parts.push(
        `<path d="M${n(x - s / 2)} ${n(y)}H${n(x + s / 2)}M${n(x)} ${n(y - s / 2)}V${n(y + s / 2)}" stroke="${col}" stroke-opacity=".6" stroke-width="2.2" stroke-linecap="round"/>`,
      );
    else if (t === 2)
      parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s / 2)}" fill="none" stroke="${col}" stroke-opacity=".55" stroke-width="2"/>`);
    else
      parts.push(
        `<path d="M${n(x)} ${n(y - s / 2)}L${n(x + s / 2)} ${n(y + s / 2)}L${n(x - s / 2)} ${n(y + s / 2)}Z" fill="${col}" fill-opacity=".35"/>`,
      );
  }
  // a light streak
  if (mobile) parts.push(`<rect x="0" y="${n(H * r.range(0.55, 0.6))}" width="${W}" height="2" fill="url(#accentLine)" opacity=".7"/>`);
  else
    parts.push(
      `<rect x="${n(W * 0.45)}" y="${n(H * r.range(0.78, 0.86))}" width="${n(W * 0.55)}" height="2" fill="url(#accentLine)" opacity=".7"/>`,
    );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#calm)"/>`);
  return svgDoc(W, H, `<defs>${defs.join('')}</defs>${parts.join('')}`);
}

// ---------------------------------------------------------------------------------------------
// Background
// ---------------------------------------------------------------------------------------------

function backgroundSvg(spec: Spec, W: number, H: number): string {
  const p = paletteOf(spec);
  const r = new Rand(`${spec.path}|bg`);
  const dark = p.dark;
  const base0 = dark ? p.bg0 : mix('#ffffff', p.primary, 0.03);
  const base1 = dark ? p.bg1 : mix('#ffffff', p.primary, 0.08);
  const ink = dark ? '#ffffff' : p.primary;
  const defs = [
    linear('bg', [
      [0, base0],
      [1, base1],
    ]),
    dotPattern('dots', 32, 1.5, ink, dark ? 0.1 : 0.12),
    radial('g0', dark ? p.glow[0] : p.primary, dark ? 0.28 : 0.1),
    radial('g1', dark ? p.glow[1] : p.accent, dark ? 0.22 : 0.1),
  ];
  const parts = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="${n(W * r.range(0.75, 0.95))}" cy="${n(H * r.range(0.05, 0.3))}" r="${n(W * 0.32)}" fill="url(#g0)"/>`,
    `<circle cx="${n(W * r.range(0.05, 0.25))}" cy="${n(H * r.range(0.7, 0.95))}" r="${n(W * 0.28)}" fill="url(#g1)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#dots)"/>`,
  ];
  // a few long diagonal hairlines and soft rings
  let lines = '';
  for (let i = 0; i < 5; i++) {
    const x = r.range(-0.2, 1) * W;
    lines += `M${n(x)} ${H}L${n(x + H * 0.9)} 0`;
  }
  parts.push(`<path d="${lines}" stroke="${ink}" stroke-opacity="${dark ? 0.05 : 0.05}" stroke-width="1.5" fill="none"/>`);
  const corner = r.int(0, 3);
  const cx = corner % 2 ? W : 0;
  const cy = corner < 2 ? H : 0;
  for (let i = 1; i <= 6; i++) {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${n(i * H * 0.16)}" fill="none" stroke="${ink}" stroke-opacity="${n(dark ? 0.07 - i * 0.008 : 0.08 - i * 0.009)}" stroke-width="1.5"/>`,
    );
  }
  return svgDoc(W, H, `<defs>${defs.join('')}</defs>${parts.join('')}`);
}

// ---------------------------------------------------------------------------------------------
// Photo (illustrated scenes, drawn in a 1200x800 space)
// ---------------------------------------------------------------------------------------------

interface Theme {
  dark: boolean;
  p: Palette;
  surface: string;
  surfaceOpacity: number;
  stroke: string;
  strokeOpacity: number;
  line: string;
  muted: string;
  ink: string;
  screen: string;
  device: string;
  colors: string[];
}

function makeTheme(p: Palette, dark: boolean): Theme {
  return dark
    ? {
        dark,
        p,
        surface: '#ffffff',
        surfaceOpacity: 0.1,
        stroke: '#ffffff',
        strokeOpacity: 0.22,
        line: '#ffffff',
        muted: '#cbd5e1',
        ink: '#ffffff',
        screen: '#0c1736',
        device: '#050b1f',
        colors: [p.accent, p.glow[0], '#fbbf24', p.glow[2], '#f472b6'],
      }
    : {
        dark,
        p,
        surface: '#ffffff',
        surfaceOpacity: 1,
        stroke: mix('#ffffff', p.primary, 0.15),
        strokeOpacity: 1,
        line: mix('#ffffff', '#334155', 0.25),
        muted: '#94a3b8',
        ink: BRAND.ink,
        screen: '#f8fafc',
        device: '#1e293b',
        colors: [p.primary, p.accent, '#f59e0b', '#8b5cf6', '#f43f5e'],
      };
}

class Canvas {
  readonly shadows: string[] = [];
  readonly parts: string[] = [];
  constructor(readonly t: Theme) {}
  add(...s: string[]): void {
    this.parts.push(...s);
  }
  /** A card surface with a soft shadow. */
  card(x: number, y: number, w: number, h: number, rx = 16, fill?: string, opacity?: number): void {
    this.shadows.push(`<rect x="${n(x + 4)}" y="${n(y + 14)}" width="${n(w - 8)}" height="${n(h)}" rx="${rx}"/>`);
    const f = fill ?? this.t.surface;
    const o = opacity ?? this.t.surfaceOpacity;
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${f}" fill-opacity="${o}" stroke="${this.t.stroke}" stroke-opacity="${this.t.strokeOpacity}"/>`,
    );
  }
  bar(x: number, y: number, w: number, h: number, color: string, opacity = 1): void {
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(1, w))}" height="${n(h)}" rx="${n(Math.min(h, w) / 2)}" fill="${color}" fill-opacity="${opacity}"/>`,
    );
  }
}

function textBars(c: Canvas, r: Rand, x: number, y: number, w: number, rows: number, gap = 16, h = 7): void {
  for (let i = 0; i < rows; i++) {
    c.bar(x, y + i * gap, w * (i === 0 ? r.range(0.5, 0.7) : r.range(0.6, 1)), h, i === 0 ? c.t.ink : c.t.line, i === 0 ? 0.75 : 0.6);
  }
}

function lineChart(c: Canvas, r: Rand, x: number, y: number, w: number, h: number, color: string, id: string): void {
  const pts: Array<[number, number]> = [];
  const count = 8;
  let v = r.range(0.25, 0.5);
  for (let i = 0; i < count; i++) {
    v = Math.min(0.95, Math.max(0.08, v + r.range(-0.12, 0.2)));
    pts.push([x + (i * w) / (count - 1), y + h - v * h]);
  }
  let grid = '';
  for (let i = 0; i <= 3; i++) grid += `M${n(x)} ${n(y + (i * h) / 3)}H${n(x + w)}`;
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${n(px)} ${n(py)}`).join('');
  c.add(
    `<defs>${linear(
      id,
      [
        [0, color, 0.35],
        [1, color, 0],
      ],
      0,
      0,
      0,
      1,
    )}</defs>`,
    `<path d="${grid}" stroke="${c.t.line}" stroke-opacity=".35" stroke-width="1" stroke-dasharray="4 6"/>`,
    `<path d="${d}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z" fill="url(#${id})"/>`,
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  const last = pts[pts.length - 1];
  if (last) c.add(`<circle cx="${n(last[0])}" cy="${n(last[1])}" r="7" fill="${c.t.surface}" stroke="${color}" stroke-width="4"/>`);
}

function barChart(c: Canvas, r: Rand, x: number, y: number, w: number, h: number, count: number, colors: string[]): void {
  const bw = (w / count) * 0.58;
  for (let i = 0; i < count; i++) {
    const bh = h * r.range(0.3, 1);
    c.bar(x + i * (w / count) + (w / count - bw) / 2, y + h - bh, bw, bh, colors[i % colors.length] ?? c.t.p.primary, i % 2 ? 0.55 : 0.95);
  }
}

function donut(c: Canvas, r: Rand, cx: number, cy: number, rad: number, sw: number, colors: string[]): void {
  const circ = 2 * Math.PI * rad;
  const a = r.range(0.35, 0.55);
  const b = r.range(0.2, 0.3);
  const segs: Array<[number, number]> = [
    [0, a],
    [a, b],
    [a + b, 1 - a - b],
  ];
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="none" stroke="${c.t.line}" stroke-opacity=".25" stroke-width="${sw}"/>`);
  segs.forEach(([start, len], i) => {
    c.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${sw}" stroke-dasharray="${n(Math.max(0, len * circ - 6))} ${n(circ)}" stroke-dashoffset="${n(-start * circ)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"/>`,
    );
  });
}

function person(c: Canvas, r: Rand, cx: number, headY: number, scale: number, shirt: string): void {
  const skin = r.pick(['#f3cfb3', '#e0ac84', '#c68b62', '#8d5a3b', '#f1c27d', '#6b4026']);
  const hair = r.pick(['#1f2937', '#3f2a1d', '#5b3a29', '#111827', '#a16207', '#78350f']);
  const hr = 40 * scale;
  const bw = 100 * scale;
  const body = `M${n(cx - bw)} ${n(headY + 250 * scale)}C${n(cx - bw)} ${n(headY + 110 * scale)} ${n(cx - bw * 0.55)} ${n(headY + 72 * scale)} ${n(cx)} ${n(headY + 72 * scale)}C${n(cx + bw * 0.55)} ${n(headY + 72 * scale)} ${n(cx + bw)} ${n(headY + 110 * scale)} ${n(cx + bw)} ${n(headY + 250 * scale)}Z`;
  const style = r.int(0, 2);
  let hairShape = '';
  if (style === 0)
    hairShape = `<path d="M${n(cx - hr * 1.04)} ${n(headY + 4 * scale)}A${n(hr * 1.04)} ${n(hr * 1.06)} 0 0 1 ${n(cx + hr * 1.04)} ${n(headY + 4 * scale)}C${n(cx + hr * 0.6)} ${n(headY - hr * 0.45)} ${n(cx - hr * 0.4)} ${n(headY - hr * 0.2)} ${n(cx - hr * 1.04)} ${n(headY + 4 * scale)}Z" fill="${hair}"/>`;
  else if (style === 1)
    hairShape = `<path d="M${n(cx - hr * 1.1)} ${n(headY + hr * 1.3)}V${n(headY)}A${n(hr * 1.1)} ${n(hr * 1.1)} 0 0 1 ${n(cx + hr * 1.1)} ${n(headY)}V${n(headY + hr * 1.3)}H${n(cx + hr * 0.8)}V${n(headY)}C${n(cx + hr * 0.3)} ${n(headY - hr * 0.4)} ${n(cx - hr * 0.4)} ${n(headY - hr * 0.2)} ${n(cx - hr * 0.8)} ${n(headY + hr * 0.1)}V${n(headY + hr * 1.3)}Z" fill="${hair}"/>`;
  else
    hairShape = `<circle cx="${n(cx)}" cy="${n(headY - hr * 1.05)}" r="${n(hr * 0.42)}" fill="${hair}"/><path d="M${n(cx - hr * 1.03)} ${n(headY + 2 * scale)}A${n(hr * 1.03)} ${n(hr * 1.03)} 0 0 1 ${n(cx + hr * 1.03)} ${n(headY + 2 * scale)}C${n(cx + hr * 0.5)} ${n(headY - hr * 0.5)} ${n(cx - hr * 0.5)} ${n(headY - hr * 0.5)} ${n(cx - hr * 1.03)} ${n(headY + 2 * scale)}Z" fill="${hair}"/>`;
  c.add(
    `<path d="${body}" fill="${shirt}"/>`,
    `<path d="M${n(cx - 26 * scale)} ${n(headY + 74 * scale)}L${n(cx)} ${n(headY + 112 * scale)}L${n(cx + 26 * scale)} ${n(headY + 74 * scale)}Z" fill="#ffffff" fill-opacity=".85"/>`,
    `<rect x="${n(cx - 15 * scale)}" y="${n(headY + 28 * scale)}" width="${n(30 * scale)}" height="${n(48 * scale)}" rx="${n(10 * scale)}" fill="${skin}"/>`,
    `<circle cx="${n(cx)}" cy="${n(headY)}" r="${n(hr)}" fill="${skin}"/>`,
    hairShape,
  );
}

function laptopBack(c: Canvas, cx: number, y: number, w: number, color: string): void {
  const h = w * 0.62;
  c.add(
    `<path d="M${n(cx - w / 2)} ${n(y + h)}L${n(cx - w / 2 + 10)} ${n(y)}H${n(cx + w / 2 - 10)}L${n(cx + w / 2)} ${n(y + h)}Z" fill="${color}"/>`,
    `<circle cx="${n(cx)}" cy="${n(y + h / 2)}" r="${n(w * 0.06)}" fill="#ffffff" fill-opacity=".5"/>`,
  );
}

function cloudShape(cx: number, cy: number, s: number, fill: string, extra = ''): string {
  return `<g fill="${fill}"${extra}><circle cx="${n(cx - 85 * s)}" cy="${n(cy + 10 * s)}" r="${n(70 * s)}"/><circle cx="${n(cx + 5 * s)}" cy="${n(cy - 30 * s)}" r="${n(100 * s)}"/><circle cx="${n(cx + 100 * s)}" cy="${n(cy + 20 * s)}" r="${n(62 * s)}"/><rect x="${n(cx - 155 * s)}" y="${n(cy + 10 * s)}" width="${n(317 * s)}" height="${n(72 * s)}" rx="${n(36 * s)}"/></g>`;
}

function sceneDashboard(c: Canvas, r: Rand): void {
  const t = c.t;
  const [c0, c1, c2] = [t.colors[0] ?? t.p.primary, t.colors[1] ?? t.p.accent, t.colors[2] ?? '#f59e0b'];
  // monitor
  c.shadows.push(`<rect x="270" y="140" width="660" height="420" rx="22"/>`);
  c.add(
    `<rect x="250" y="110" width="700" height="440" rx="22" fill="${t.device}"/>`,
    `<rect x="266" y="126" width="668" height="400" rx="10" fill="${t.screen}"/>`,
    `<path d="M565 550H635L660 612H540Z" fill="${mix(t.device, '#94a3b8', 0.35)}"/>`,
    `<rect x="480" y="606" width="240" height="16" rx="8" fill="${mix(t.device, '#94a3b8', 0.45)}"/>`,
  );
  // sidebar
  c.add(`<rect x="266" y="126" width="58" height="400" rx="10" fill="${t.p.primary}" fill-opacity="${t.dark ? 0.35 : 0.92}"/>`);
  for (let i = 0; i < 5; i++) c.bar(283, 160 + i * 44, 24, 24, '#ffffff', i === 1 ? 0.9 : 0.35);
  // header and KPIs
  const screenInk = t.dark ? '#ffffff' : BRAND.ink;
  c.bar(346, 146, 160, 10, screenInk, 0.7);
  c.bar(346, 164, 100, 7, t.line, 0.7);
  c.bar(820, 146, 90, 22, c1, 0.9);
  const kpiColors = [c0, c1, c2];
  for (let i = 0; i < 3; i++) {
    const x = 346 + i * 192;
    c.add(
      `<rect x="${x}" y="190" width="176" height="72" rx="10" fill="${t.dark ? '#ffffff' : '#ffffff'}" fill-opacity="${t.dark ? 0.07 : 1}" stroke="${t.dark ? '#ffffff' : '#e2e8f0'}" stroke-opacity="${t.dark ? 0.12 : 1}"/>`,
    );
    c.bar(x + 14, 204, 60, 6, t.muted, 0.8);
    c.bar(x + 14, 220, r.range(60, 100), 14, screenInk, 0.85);
    c.bar(x + 14, 244, 40, 6, kpiColors[i] ?? c0, 0.9);
    const spark = Array.from({ length: 6 }, (_, k) => `${k ? 'L' : 'M'}${n(x + 112 + k * 10)} ${n(246 - r.range(0, 26))}`).join('');
    c.add(`<path d="${spark}" fill="none" stroke="${kpiColors[i]}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`);
  }
  // main chart card
  c.add(
    `<rect x="346" y="278" width="370" height="232" rx="10" fill="#ffffff" fill-opacity="${t.dark ? 0.07 : 1}" stroke="${t.dark ? '#ffffff' : '#e2e8f0'}" stroke-opacity="${t.dark ? 0.12 : 1}"/>`,
  );
  c.bar(362, 292, 120, 8, screenInk, 0.7);
  if (r.chance(0.6)) lineChart(c, r, 366, 318, 330, 170, c0, 'lc1');
  else {
    let grid = '';
    for (let i = 0; i <= 3; i++) grid += `M366 ${n(318 + (i * 170) / 3)}H696`;
    c.add(`<path d="${grid}" stroke="${t.line}" stroke-opacity=".35" stroke-width="1" stroke-dasharray="4 6"/>`);
    barChart(c, r, 366, 318, 330, 170, 10, [c0, c1]);
  }
  // donut card
  c.add(
    `<rect x="730" y="278" width="184" height="232" rx="10" fill="#ffffff" fill-opacity="${t.dark ? 0.07 : 1}" stroke="${t.dark ? '#ffffff' : '#e2e8f0'}" stroke-opacity="${t.dark ? 0.12 : 1}"/>`,
  );
  if (r.chance(0.6)) {
    donut(c, r, 822, 370, 48, 18, [c0, c1, c2]);
    for (let i = 0; i < 3; i++) {
      c.add(`<circle cx="752" cy="${446 + i * 20}" r="5" fill="${kpiColors[i]}"/>`);
      c.bar(764, 442 + i * 20, r.range(60, 110), 7, t.line, 0.7);
    }
  } else {
    c.bar(746, 294, 90, 8, screenInk, 0.7);
    for (let i = 0; i < 5; i++) {
      const y = 326 + i * 36;
      c.bar(746, y, r.range(50, 100), 6, t.muted, 0.8);
      c.bar(746, y + 14, 152, 8, t.line, 0.3);
      c.bar(746, y + 14, r.range(40, 150), 8, kpiColors[i % 3] ?? c0, 0.95);
    }
  }
  // floating cards
  c.card(110, 392, 230, 168, 18);
  c.bar(132, 414, 90, 8, t.ink, 0.7);
  barChart(c, r, 130, 440, 190, 100, 6, [c1, c0]);
  c.card(872, 172, 220, 116, 18);
  c.add(
    `<circle cx="914" cy="214" r="22" fill="${c1}" fill-opacity=".18"/><path d="M903 222L912 211L919 217L927 206" fill="none" stroke="${c1}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  c.bar(948, 202, 100, 12, t.ink, 0.8);
  c.bar(948, 222, 70, 7, t.muted, 0.8);
  c.bar(896, 252, 176, 10, t.line, 0.35);
  c.bar(896, 252, r.range(80, 160), 10, c1, 0.95);
  if (r.chance(0.6)) {
    c.card(980, 470, 130, 130, 65);
    donut(c, r, 1045, 535, 36, 12, [c2, c0, c1]);
  }
}

function sceneTeam(c: Canvas, r: Rand): void {
  const t = c.t;
  const colors = t.colors;
  // presentation screen
  c.card(300, 70, 600, 320, 20);
  c.bar(336, 104, 180, 12, t.ink, 0.75);
  c.bar(336, 126, 120, 8, t.muted, 0.7);
  barChart(c, r, 336, 160, 250, 200, 5, [colors[0] ?? t.p.primary, colors[1] ?? t.p.accent]);
  lineChart(c, r, 610, 170, 260, 180, colors[1] ?? t.p.accent, 'tl1');
  // people
  const count = r.chance(0.5) ? 3 : 4;
  const shirts = [t.p.primary, t.p.accent, '#f59e0b', '#8b5cf6', '#ef4444', '#0ea5e9'];
  const start = r.int(0, shirts.length - 1);
  const span = count === 3 ? 320 : 260;
  const x0 = 600 - (span * (count - 1)) / 2;
  for (let i = 0; i < count; i++) {
    const cx = x0 + i * span + r.range(-14, 14);
    const head = 468 + r.range(-16, 16);
    person(c, r, cx, head, r.range(0.92, 1.05), shirts[(start + i) % shirts.length] ?? t.p.primary);
  }
  // table and laptops
  const table = t.dark ? mix(t.p.bg0, '#ffffff', 0.14) : mix('#ffffff', '#334155', 0.16);
  c.add(
    `<rect x="120" y="676" width="960" height="20" rx="10" fill="${mix(table, '#ffffff', 0.25)}"/>`,
    `<rect x="150" y="692" width="900" height="120" fill="${table}"/>`,
  );
  for (let i = 0; i < count; i++) {
    if (i % 2 === 1 && count === 4) continue;
    laptopBack(c, x0 + i * span + r.range(-20, 20), 600, 150, t.dark ? '#cbd5e1' : '#334155');
  }
  // speech bubbles
  const bubbles = r.int(1, 2);
  for (let i = 0; i < bubbles; i++) {
    const bx = i === 0 ? r.range(60, 140) : r.range(930, 990);
    const by = r.range(300, 380);
    c.card(bx, by, 200, 86, 18);
    c.add(
      `<path d="M${n(bx + (i === 0 ? 150 : 40))} ${n(by + 85)}l${i === 0 ? 18 : -18} 22l${i === 0 ? -2 : 2} -22Z" fill="${t.surface}" fill-opacity="${t.surfaceOpacity}"/>`,
    );
    textBars(c, r, bx + 20, by + 24, 160, 3, 16, 7);
  }
  c.add(sparkle(r.range(920, 1080), r.range(90, 200), 18, t.p.accent, 0.9));
  c.add(sparkle(r.range(120, 250), r.range(110, 220), 12, colors[2] ?? '#f59e0b', 0.9));
}

function rack(c: Canvas, r: Rand, x: number, y: number, w: number, h: number): void {
  const t = c.t;
  c.card(x, y, w, h, 14, t.dark ? '#0b1533' : '#1e293b', 1);
  const slots = 4;
  for (let i = 0; i < slots; i++) {
    const sy = y + 18 + i * ((h - 30) / slots);
    c.add(
      `<rect x="${n(x + 14)}" y="${n(sy)}" width="${n(w - 28)}" height="${n((h - 30) / slots - 12)}" rx="6" fill="#ffffff" fill-opacity=".08"/>`,
    );
    c.add(`<circle cx="${n(x + 30)}" cy="${n(sy + ((h - 30) / slots - 12) / 2)}" r="5" fill="${r.chance(0.7) ? t.p.accent : '#fbbf24'}"/>`);
    c.bar(x + 46, sy + ((h - 30) / slots - 12) / 2 - 3, (w - 76) * r.range(0.4, 0.9), 6, '#ffffff', 0.35);
  }
}

function sceneCloud(c: Canvas, r: Rand): void {
  const t = c.t;
  c.add(
    `<defs>${radial('cglow', t.dark ? t.p.glow[0] : t.p.primary, t.dark ? 0.55 : 0.22)}${linear(
      'cfill',
      [
        [0, '#ffffff'],
        [1, mix('#ffffff', t.p.primary, 0.14)],
      ],
      0,
      0,
      0,
      1,
    )}</defs>`,
  );
  c.add(`<circle cx="600" cy="240" r="330" fill="url(#cglow)"/>`);
  c.shadows.push(cloudShape(600, 236, 1.05, '#000'));
  c.add(cloudShape(600, 226, 1.05, 'url(#cfill)'));
  // arrows inside the cloud
  c.add(
    `<path d="M560 280V190M535 215L560 190L585 215" fill="none" stroke="${t.p.primary}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M640 190V280M615 255L640 280L665 255" fill="none" stroke="${t.p.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  // racks and connectors
  const xs = [330, 540, 750];
  let links = '';
  for (const x of xs) links += `M600 318C600 400 ${x + 60} 380 ${x + 60} 490`;
  links += 'M440 250C320 250 230 300 220 420M760 250C900 250 1010 300 1020 390';
  c.add(
    `<path d="${links}" fill="none" stroke="${t.dark ? '#ffffff' : t.p.primary}" stroke-opacity="${t.dark ? 0.45 : 0.5}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`,
  );
  for (const x of xs) rack(c, r, x, 490, 120, 220);
  for (const x of xs) c.add(`<circle cx="${x + 60}" cy="490" r="8" fill="${t.p.accent}" stroke="#ffffff" stroke-width="3"/>`);
  // laptop (left)
  c.card(120, 420, 200, 128, 12, t.device, 1);
  c.add(`<rect x="132" y="432" width="176" height="104" rx="6" fill="${t.screen}"/>`);
  barChart(c, r, 146, 450, 148, 72, 5, [t.p.primary, t.p.accent]);
  c.add(`<path d="M96 548H344L330 566H110Z" fill="${mix(t.device, '#94a3b8', 0.4)}"/>`);
  // phone (right)
  c.card(980, 390, 90, 170, 16, t.device, 1);
  c.add(`<rect x="988" y="402" width="74" height="146" rx="10" fill="${t.screen}"/>`);
  donut(c, r, 1025, 450, 20, 8, [t.p.accent, t.p.primary, '#f59e0b']);
  textBars(c, r, 998, 486, 54, 3, 14, 6);
  // floating orbs
  for (let i = 0; i < 7; i++) {
    c.add(
      `<circle cx="${n(r.range(80, 1120))}" cy="${n(r.range(60, 360))}" r="${n(r.range(3, 7))}" fill="${r.pick([t.p.accent, '#ffffff', t.p.glow[0]])}" fill-opacity=".7"/>`,
    );
  }
  c.add(sparkle(r.range(860, 1000), r.range(90, 150), 16, t.p.accent, 0.9));
}

function sceneCode(c: Canvas, r: Rand): void {
  const t = c.t;
  const syntax = ['#7dd3fc', '#c4b5fd', '#fca5a5', '#86efac', '#fcd34d', '#94a3b8', '#5eead4'];
  c.shadows.push(`<rect x="210" y="130" width="700" height="510" rx="18"/>`);
  c.add(
    `<rect x="190" y="100" width="740" height="530" rx="18" fill="#0b1226"/>`,
    `<path d="M190 118a18 18 0 0 1 18-18h704a18 18 0 0 1 18 18v30H190Z" fill="#151f3d"/>`,
    `<circle cx="218" cy="124" r="7" fill="#f87171"/><circle cx="242" cy="124" r="7" fill="#fbbf24"/><circle cx="266" cy="124" r="7" fill="#34d399"/>`,
    `<rect x="300" y="112" width="130" height="36" rx="6" fill="#0b1226"/>`,
    `<rect x="190" y="148" width="150" height="482" fill="#0f1830"/>`,
  );
  c.bar(316, 126, 90, 7, '#ffffff', 0.5);
  for (let i = 0; i < 10; i++) {
    const depth = i === 0 || i === 5 ? 0 : 1;
    c.add(`<rect x="${208 + depth * 16}" y="${172 + i * 26}" width="12" height="10" rx="2" fill="${depth ? '#64748b' : t.p.accent}"/>`);
    c.bar(228 + depth * 16, 173 + i * 26, r.range(50, 80), 8, '#ffffff', i === 3 ? 0.7 : 0.28);
  }
  let indent = 0;
  for (let i = 0; i < 15; i++) {
    const y = 172 + i * 28;
    c.bar(356, y + 1, 16, 7, '#64748b', 0.6);
    let x = 392 + indent * 28;
    const tokens = r.int(1, 4);
    for (let k = 0; k < tokens; k++) {
      const w = r.range(24, 110);
      if (x + w > 900) break;
      c.bar(x, y, w, 10, r.pick(syntax), 0.9);
      x += w + 10;
    }
    indent = Math.max(0, Math.min(3, indent + r.pick([-1, 0, 0, 1, 1])));
  }
  c.add(`<rect x="390" y="${172 + 6 * 28 - 5}" width="520" height="22" rx="4" fill="#ffffff" fill-opacity=".05"/>`);
  // terminal
  c.card(700, 430, 390, 230, 16, '#050a18', 1);
  c.add(
    `<circle cx="726" cy="456" r="6" fill="#f87171"/><circle cx="746" cy="456" r="6" fill="#fbbf24"/><circle cx="766" cy="456" r="6" fill="#34d399"/>`,
  );
  for (let i = 0; i < 5; i++) {
    c.add(`<path d="M724 ${494 + i * 26}l8 5l-8 5" fill="none" stroke="#34d399" stroke-width="2.5" stroke-linecap="round"/>`);
    c.bar(744, 495 + i * 26, r.range(120, 280), 8, i === 4 ? '#34d399' : '#e2e8f0', i === 4 ? 0.9 : 0.45);
  }
  // badges
  c.add(
    `<defs>${linear('badge', [
      [0, t.p.primary],
      [1, t.p.accent],
    ])}</defs>`,
  );
  c.shadows.push('<circle cx="1020" cy="196" r="58"/>');
  c.add(
    `<circle cx="1020" cy="186" r="62" fill="url(#badge)"/>`,
    `<path d="M1002 166L982 186L1002 206M1038 166L1058 186L1038 206M1026 160L1014 212" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  c.add(
    `<path d="${gearPath(130, 300, 54, 42, 10)}" fill="${t.dark ? '#ffffff' : t.p.primary}" fill-opacity="${t.dark ? 0.14 : 0.16}"/><circle cx="130" cy="300" r="18" fill="${t.dark ? t.p.bg1 : '#ffffff'}"/>`,
  );
  // pipeline
  const px = 210;
  c.add(
    `<path d="M${px} 700H${px + 420}" stroke="${t.dark ? '#ffffff' : t.p.primary}" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
  );
  const done = r.int(2, 4);
  for (let i = 0; i < 4; i++) {
    const x = px + i * 140;
    const ok = i < done;
    c.add(
      `<circle cx="${x}" cy="700" r="22" fill="${ok ? t.p.accent : t.dark ? '#1e293b' : '#ffffff'}" stroke="${ok ? '#ffffff' : t.muted}" stroke-width="3"/>`,
    );
    if (ok)
      c.add(
        `<path d="M${x - 9} 700l6 7l12 -13" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
  }
}

function sceneFactory(c: Canvas, r: Rand): void {
  const t = c.t;
  const wall = t.dark ? mix(t.p.bg1, '#ffffff', 0.14) : mix('#ffffff', t.p.primary, 0.14);
  const roof = t.dark ? mix(t.p.bg1, '#ffffff', 0.26) : mix('#ffffff', t.p.primary, 0.32);
  const floor = t.dark ? mix(t.p.bg0, '#ffffff', 0.08) : mix('#ffffff', '#334155', 0.1);
  c.add(`<rect x="0" y="640" width="1200" height="160" fill="${floor}"/>`);
  // chimneys and smoke
  for (const x of [300, 380]) {
    c.add(
      `<rect x="${x}" y="250" width="40" height="160" fill="${roof}"/>`,
      `<rect x="${x - 4}" y="244" width="48" height="14" rx="4" fill="${wall}"/>`,
    );
    for (let i = 0; i < 3; i++)
      c.add(
        `<circle cx="${n(x + 20 + i * 22 + r.range(-6, 6))}" cy="${n(220 - i * 38)}" r="${n(18 + i * 8)}" fill="${t.dark ? '#ffffff' : '#94a3b8'}" fill-opacity="${n(0.16 - i * 0.04)}"/>`,
      );
  }
  // building with saw-tooth roof
  let roofPath = 'M240 640V420';
  for (let i = 0; i < 4; i++) roofPath += `L${240 + i * 130} 340L${240 + (i + 1) * 130} 420`;
  roofPath += 'V640Z';
  c.shadows.push(`<path d="${roofPath}"/>`);
  c.add(`<path d="${roofPath}" fill="${wall}"/>`);
  for (let i = 0; i < 4; i++)
    c.add(`<path d="M${240 + i * 130} 340L${240 + i * 130} 420L${240 + (i + 1) * 130} 420Z" fill="${roof}" fill-opacity=".6"/>`);
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 6; col++) {
      const lit = r.chance(0.6);
      c.add(
        `<rect x="${270 + col * 80}" y="${450 + row * 70}" width="52" height="44" rx="6" fill="${lit ? t.p.accent : t.dark ? '#0b1533' : '#ffffff'}" fill-opacity="${lit ? 0.85 : 0.8}"/>`,
      );
    }
  }
  c.add(`<rect x="560" y="586" width="80" height="54" rx="4" fill="${roof}"/>`);
  // robot arm
  const armColor = t.dark ? '#f59e0b' : t.p.primary;
  c.add(
    `<rect x="870" y="600" width="120" height="40" rx="10" fill="${t.dark ? '#334155' : '#1e293b'}"/>`,
    `<path d="M930 600L900 470L1010 400" fill="none" stroke="${armColor}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="930" cy="600" r="22" fill="${t.dark ? '#e2e8f0' : '#ffffff'}" stroke="${armColor}" stroke-width="6"/>`,
    `<circle cx="900" cy="470" r="20" fill="${t.dark ? '#e2e8f0' : '#ffffff'}" stroke="${armColor}" stroke-width="6"/>`,
    `<path d="M1010 400l26 8M1010 400l10 -24" stroke="${t.dark ? '#e2e8f0' : '#334155'}" stroke-width="10" stroke-linecap="round"/>`,
  );
  // conveyor
  c.add(`<rect x="140" y="680" width="940" height="26" rx="13" fill="${t.dark ? '#1e293b' : '#334155'}"/>`);
  for (let i = 0; i < 12; i++) c.add(`<circle cx="${165 + i * 80}" cy="693" r="8" fill="#94a3b8"/>`);
  for (let i = 0; i < 5; i++) {
    const x = 180 + i * 170 + r.range(-20, 20);
    const s = r.range(44, 64);
    c.add(
      `<rect x="${n(x)}" y="${n(680 - s)}" width="${n(s)}" height="${n(s)}" rx="6" fill="#d6a46a"/><path d="M${n(x + s / 2)} ${n(680 - s)}V${n(680 - s * 0.55)}" stroke="#a16207" stroke-width="6"/>`,
    );
  }
  // gears
  c.add(
    `<path d="${gearPath(1060, 200, 70, 54, 12)}" fill="${t.dark ? '#ffffff' : t.p.primary}" fill-opacity=".16"/><circle cx="1060" cy="200" r="24" fill="none" stroke="${t.dark ? '#ffffff' : t.p.primary}" stroke-opacity=".25" stroke-width="6"/>`,
  );
  c.add(`<path d="${gearPath(960, 120, 40, 30, 9)}" fill="${t.p.accent}" fill-opacity=".35"/>`);
  // tablet with gauge
  c.card(90, 130, 200, 150, 18);
  const g = r.range(0.4, 0.9);
  const gx = 190;
  const gy = 240;
  const ang = Math.PI * (1 + g);
  c.add(
    `<path d="M${gx - 62} ${gy}A62 62 0 0 1 ${gx + 62} ${gy}" fill="none" stroke="${t.line}" stroke-opacity=".35" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M${gx - 62} ${gy}A62 62 0 0 1 ${n(gx + Math.cos(ang) * 62)} ${n(gy + Math.sin(ang) * 62)}" fill="none" stroke="${t.p.accent}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M${gx} ${gy}L${n(gx + Math.cos(ang) * 44)} ${n(gy + Math.sin(ang) * 44)}" stroke="${t.ink}" stroke-width="5" stroke-linecap="round"/><circle cx="${gx}" cy="${gy}" r="7" fill="${t.ink}"/>`,
  );
  c.bar(114, 150, 80, 8, t.ink, 0.7);
  // signal arcs
  for (let i = 1; i <= 3; i++)
    c.add(
      `<path d="M${650 - i * 26} ${n(300 - i * 18)}A${i * 36} ${i * 36} 0 0 1 ${650 + i * 26} ${n(300 - i * 18)}" fill="none" stroke="${t.p.accent}" stroke-opacity="${n(1 - i * 0.22)}" stroke-width="6" stroke-linecap="round"/>`,
    );
  c.add(`<circle cx="650" cy="310" r="10" fill="${t.p.accent}"/>`);
}

function sceneGlobe(c: Canvas, r: Rand): void {
  const t = c.t;
  const cx = 600;
  const cy = 410;
  const R = 280;
  const rot = r.range(0, Math.PI * 2);
  const tilt = 0.35;
  c.add(
    `<defs>${radial('gl', t.dark ? t.p.glow[0] : t.p.primary, t.dark ? 0.5 : 0.2)}<radialGradient id="gfill" cx=".35" cy=".3"><stop offset="0" stop-color="${t.dark ? mix(t.p.bg2, '#ffffff', 0.12) : '#ffffff'}"/><stop offset="1" stop-color="${t.dark ? t.p.bg0 : mix('#ffffff', t.p.primary, 0.16)}"/></radialGradient>${linear(
      'arc',
      [
        [0, t.p.accent],
        [1, t.dark ? '#ffffff' : t.p.primary],
      ],
      0,
      0,
      1,
      0,
    )}</defs>`,
    `<circle cx="${cx}" cy="${cy}" r="${R * 1.45}" fill="url(#gl)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#gfill)" stroke="${t.dark ? '#ffffff' : t.p.primary}" stroke-opacity=".25" stroke-width="2"/>`,
  );
  const project = (lat: number, lon: number): [number, number, number] => {
    const x = Math.cos(lat) * Math.sin(lon + rot);
    const y = Math.sin(lat);
    const z = Math.cos(lat) * Math.cos(lon + rot);
    const y2 = y * Math.cos(tilt) - z * Math.sin(tilt);
    const z2 = y * Math.sin(tilt) + z * Math.cos(tilt);
    return [cx + x * R, cy - y2 * R, z2];
  };
  // land: a smooth pseudo-noise
  const land = (lat: number, lon: number): boolean =>
    Math.sin(lon * 2 + 1.3) * Math.cos(lat * 3) + Math.sin(lon * 5 + lat * 2) * 0.45 + Math.cos(lat * 7 - lon) * 0.25 > 0.05;
  let dotsLand = '';
  let dotsSea = '';
  for (let la = -80; la <= 80; la += 4.5) {
    const lat = (la * Math.PI) / 180;
    const step = 4.5 / Math.max(0.2, Math.cos(lat));
    for (let lo = -180; lo < 180; lo += step) {
      const lon = (lo * Math.PI) / 180;
      const [x, y, z] = project(lat, lon);
      if (z < 0.05) continue;
      const rad = 2.3 * (0.55 + 0.45 * z);
      if (land(lat, lon))
        dotsLand += `M${n(x - rad)} ${n(y)}a${n(rad)} ${n(rad)} 0 1 0 ${n(rad * 2)} 0a${n(rad)} ${n(rad)} 0 1 0 ${n(-rad * 2)} 0`;
      else
        dotsSea += `M${n(x - rad * 0.6)} ${n(y)}a${n(rad * 0.6)} ${n(rad * 0.6)} 0 1 0 ${n(rad * 1.2)} 0a${n(rad * 0.6)} ${n(rad * 0.6)} 0 1 0 ${n(-rad * 1.2)} 0`;
    }
  }
  c.add(
    `<path d="${dotsSea}" fill="${t.dark ? '#ffffff' : t.p.primary}" fill-opacity="${t.dark ? 0.22 : 0.2}"/>`,
    `<path d="${dotsLand}" fill="${t.dark ? '#ffffff' : t.p.primary}" fill-opacity="${t.dark ? 0.7 : 0.6}"/>`,
  );
  // connections
  const pts: Array<[number, number]> = [];
  while (pts.length < 6) {
    const lat = r.range(-0.8, 1);
    const lon = r.range(-Math.PI, Math.PI);
    const [x, y, z] = project(lat, lon);
    if (z > 0.35) pts.push([x, y]);
  }
  let arcs = '';
  for (let i = 1; i < pts.length; i++) {
    const a = pts[0];
    const b = pts[i];
    if (!a || !b) continue;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const dx = mx - cx;
    const dy = my - cy;
    const len = Math.hypot(dx, dy) || 1;
    const lift = 60 + Math.hypot(a[0] - b[0], a[1] - b[1]) * 0.35;
    arcs += `M${n(a[0])} ${n(a[1])}Q${n(mx + (dx / len) * lift)} ${n(my + (dy / len) * lift)} ${n(b[0])} ${n(b[1])}`;
  }
  c.add(`<path d="${arcs}" fill="none" stroke="url(#arc)" stroke-width="3" stroke-linecap="round"/>`);
  for (const [x, y] of pts)
    c.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="14" fill="${t.p.accent}" fill-opacity=".25"/><circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${t.p.accent}" stroke="#ffffff" stroke-width="2"/>`,
    );
  const hub = pts[0];
  if (hub)
    c.add(
      `<path d="M${n(hub[0])} ${n(hub[1] - 12)}c-16 0-28 12-28 27c0 21 28 45 28 45s28-24 28-45c0-15-12-27-28-27z" transform="translate(0 -62)" fill="${t.dark ? '#f59e0b' : '#ef4444'}"/><circle cx="${n(hub[0])}" cy="${n(hub[1] - 47)}" r="9" fill="#ffffff"/>`,
    );
  // orbit
  c.add(
    `<ellipse cx="${cx}" cy="${cy}" rx="${R * 1.32}" ry="${R * 0.34}" fill="none" stroke="${t.dark ? '#ffffff' : t.p.primary}" stroke-opacity=".3" stroke-width="2" stroke-dasharray="3 9" transform="rotate(-14 ${cx} ${cy})"/>`,
    `<circle cx="${n(cx + R * 1.28)}" cy="${n(cy - 40)}" r="10" fill="${t.p.accent}" transform="rotate(-14 ${cx} ${cy})"/>`,
  );
  c.card(60, 560, 230, 96, 18);
  c.add(
    `<circle cx="104" cy="608" r="22" fill="${t.p.primary}" fill-opacity=".9"/><path d="M94 608h20M104 598v20" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`,
  );
  textBars(c, r, 140, 592, 130, 2, 20, 8);
  c.card(930, 110, 220, 90, 18);
  c.add(
    `<circle cx="972" cy="155" r="20" fill="${t.p.accent}"/><path d="M963 155l6 6l11 -12" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  textBars(c, r, 1004, 140, 120, 2, 20, 8);
}

function sceneAi(c: Canvas, r: Rand): void {
  const t = c.t;
  const cx = 620;
  const cy = 400;
  const s = 220;
  c.add(
    `<defs>${linear('chip', [
      [0, t.p.primary],
      [1, t.p.accent],
    ])}${radial('aig', t.dark ? t.p.glow[0] : t.p.accent, t.dark ? 0.6 : 0.3)}</defs>`,
  );
  c.add(`<circle cx="${cx}" cy="${cy}" r="330" fill="url(#aig)"/>`);
  // circuit traces
  let traces = '';
  const ends: Array<[number, number]> = [];
  for (let side = 0; side < 4; side++) {
    for (let i = 0; i < 5; i++) {
      const off = -s / 2 + 30 + i * ((s - 60) / 4);
      const l1 = r.range(40, 110);
      const l2 = r.range(30, 90);
      const dir = r.pick([-1, 1]);
      let p0: [number, number];
      let p1: [number, number];
      let p2: [number, number];
      if (side === 0) {
        p0 = [cx + off, cy - s / 2];
        p1 = [p0[0], p0[1] - l1];
        p2 = [p1[0] + dir * l2, p1[1] - l2];
      } else if (side === 1) {
        p0 = [cx + s / 2, cy + off];
        p1 = [p0[0] + l1, p0[1]];
        p2 = [p1[0] + l2, p1[1] + dir * l2];
      } else if (side === 2) {
        p0 = [cx + off, cy + s / 2];
        p1 = [p0[0], p0[1] + l1];
        p2 = [p1[0] + dir * l2, p1[1] + l2];
      } else {
        p0 = [cx - s / 2, cy + off];
        p1 = [p0[0] - l1, p0[1]];
        p2 = [p1[0] - l2, p1[1] + dir * l2];
      }
      traces += `M${n(p0[0])} ${n(p0[1])}L${n(p1[0])} ${n(p1[1])}L${n(p2[0])} ${n(p2[1])}`;
      ends.push(p2);
    }
  }
  c.add(
    `<path d="${traces}" fill="none" stroke="${t.dark ? '#ffffff' : t.p.primary}" stroke-opacity="${t.dark ? 0.35 : 0.4}" stroke-width="3" stroke-linejoin="round"/>`,
  );
  for (const [x, y] of ends)
    c.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${t.dark ? t.p.bg1 : '#ffffff'}" stroke="${r.chance(0.4) ? t.p.accent : t.dark ? '#ffffff' : t.p.primary}" stroke-width="3"/>`,
    );
  // chip
  c.shadows.push(`<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="34"/>`);
  c.add(
    `<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="34" fill="url(#chip)"/>`,
    `<rect x="${cx - s / 2 + 26}" y="${cy - s / 2 + 26}" width="${s - 52}" height="${s - 52}" rx="22" fill="#ffffff" fill-opacity=".12" stroke="#ffffff" stroke-opacity=".5" stroke-width="2"/>`,
  );
  // brain-ish network inside the chip
  const inner: Array<[number, number]> = [
    [cx - 45, cy - 40],
    [cx + 5, cy - 55],
    [cx + 48, cy - 30],
    [cx - 55, cy + 10],
    [cx, cy],
    [cx + 52, cy + 18],
    [cx - 30, cy + 52],
    [cx + 22, cy + 55],
  ];
  const edges = [
    [0, 1],
    [1, 2],
    [0, 3],
    [0, 4],
    [1, 4],
    [2, 4],
    [2, 5],
    [3, 4],
    [4, 5],
    [3, 6],
    [4, 6],
    [4, 7],
    [5, 7],
    [6, 7],
  ];
  let ed = '';
  for (const [a, b] of edges) {
    const pa = inner[a ?? 0];
    const pb = inner[b ?? 0];
    if (pa && pb) ed += `M${n(pa[0])} ${n(pa[1])}L${n(pb[0])} ${n(pb[1])}`;
  }
  c.add(`<path d="${ed}" stroke="#ffffff" stroke-opacity=".8" stroke-width="3"/>`);
  for (const [x, y] of inner) c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="#ffffff"/>`);
  // neural network (left)
  const layers = [4, 5, 3];
  const layerPts: Array<Array<[number, number]>> = layers.map((count, li) =>
    Array.from({ length: count }, (_, i) => [90 + li * 90, 400 - ((count - 1) * 60) / 2 + i * 60] as [number, number]),
  );
  let nl = '';
  for (let li = 0; li < layerPts.length - 1; li++) {
    for (const a of layerPts[li] ?? []) for (const b of layerPts[li + 1] ?? []) nl += `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`;
  }
  c.card(60, 230, 240, 340, 22);
  c.add(`<path d="${nl}" stroke="${t.dark ? '#ffffff' : t.p.primary}" stroke-opacity=".3" stroke-width="1.5"/>`);
  layerPts.forEach((layer, li) => {
    for (const [x, y] of layer)
      c.add(`<circle cx="${x}" cy="${y}" r="11" fill="${li === 1 ? t.p.accent : t.p.primary}" stroke="#ffffff" stroke-width="3"/>`);
  });
  // assistant bubble (right)
  c.card(930, 150, 220, 120, 20);
  c.add(`<circle cx="972" cy="190" r="20" fill="${t.p.accent}"/>`, sparkle(972, 190, 11, '#ffffff'));
  textBars(c, r, 1004, 180, 120, 3, 18, 7);
  c.card(960, 560, 190, 80, 20);
  for (let i = 0; i < 3; i++)
    c.add(`<circle cx="${1010 + i * 30}" cy="600" r="8" fill="${t.dark ? '#ffffff' : t.p.primary}" fill-opacity="${n(0.9 - i * 0.25)}"/>`);
  for (let i = 0; i < 4; i++)
    c.add(sparkle(r.range(380, 1100), r.range(70, 740), r.range(8, 18), r.pick([t.p.accent, '#fbbf24', '#ffffff']), 0.85));
}

function sceneSecurity(c: Canvas, r: Rand): void {
  const t = c.t;
  const cx = 600;
  const cy = 390;
  c.add(
    `<defs>${linear(
      'shield',
      [
        [0, t.p.primary],
        [1, t.p.accent],
      ],
      0,
      0,
      0.6,
      1,
    )}${radial('sg', t.dark ? t.p.glow[0] : t.p.primary, t.dark ? 0.5 : 0.18)}</defs>`,
  );
  c.add(`<circle cx="${cx}" cy="${cy}" r="360" fill="url(#sg)"/>`);
  for (let i = 1; i <= 4; i++)
    c.add(
      `<circle cx="${cx}" cy="${cy}" r="${120 + i * 60}" fill="none" stroke="${t.dark ? '#ffffff' : t.p.primary}" stroke-opacity="${n(0.22 - i * 0.04)}" stroke-width="2" ${i % 2 ? 'stroke-dasharray="4 12"' : ''}/>`,
    );
  const sweep = r.range(0, 360);
  c.add(
    `<path d="M${cx} ${cy}L${cx + 360} ${cy}A360 360 0 0 0 ${n(cx + 360 * Math.cos(-0.5))} ${n(cy + 360 * Math.sin(-0.5))}Z" fill="${t.p.accent}" fill-opacity=".1" transform="rotate(${n(sweep)} ${cx} ${cy})"/>`,
  );
  const shield = `M${cx} ${cy - 190}L${cx + 150} ${cy - 130}V${cy - 10}C${cx + 150} ${cy + 100} ${cx + 80} ${cy + 170} ${cx} ${cy + 205}C${cx - 80} ${cy + 170} ${cx - 150} ${cy + 100} ${cx - 150} ${cy - 10}V${cy - 130}Z`;
  c.shadows.push(`<path d="${shield}"/>`);
  c.add(
    `<path d="${shield}" fill="url(#shield)"/>`,
    `<path d="${shield}" fill="none" stroke="#ffffff" stroke-opacity=".4" stroke-width="3" transform="translate(${cx} ${cy}) scale(.86) translate(${-cx} ${-cy})"/>`,
  );
  // lock
  c.add(
    `<path d="M${cx - 38} ${cy - 8}V${cy - 40}a38 38 0 0 1 76 0V${cy - 8}" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>`,
    `<rect x="${cx - 62}" y="${cy - 14}" width="124" height="100" rx="18" fill="#ffffff"/>`,
    `<circle cx="${cx}" cy="${cy + 26}" r="12" fill="${t.p.primary}"/><rect x="${cx - 5}" y="${cy + 30}" width="10" height="26" rx="5" fill="${t.p.primary}"/>`,
  );
  // floating cards
  c.card(110, 170, 230, 100, 18);
  c.add(
    `<circle cx="156" cy="220" r="24" fill="${t.p.accent}"/><path d="M145 220l8 8l14 -15" fill="none" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  textBars(c, r, 192, 204, 124, 2, 22, 8);
  c.card(880, 520, 240, 120, 18);
  textBars(c, r, 904, 544, 140, 1, 0, 8);
  for (let i = 0; i < 4; i++) c.bar(904 + i * 52, 570, 40, 44, i < 3 ? t.p.primary : '#f59e0b', i < 3 ? 0.85 : 0.9);
  c.card(900, 150, 200, 86, 18);
  for (let i = 0; i < 6; i++)
    c.add(`<circle cx="${930 + i * 28}" cy="193" r="8" fill="${t.dark ? '#ffffff' : t.ink}" fill-opacity=".75"/>`);
  // binary-ish rows
  for (let row = 0; row < 3; row++) {
    let x = 120;
    while (x < 400) {
      const w = r.pick([10, 10, 26]);
      c.bar(x, 620 + row * 22, w, 10, t.dark ? '#ffffff' : t.p.primary, 0.18);
      x += w + 10;
    }
  }
}

const SCENE_KEYWORDS: Array<[Scene, RegExp]> = [
  ['security', /seguridad|security|ciber|cyber|riesgo|risk|cumplimiento|compliance|identidad|identity|zero trust|protec/i],
  [
    'ai',
    /\bia\b|\bai\b|inteligencia|intelligence|agente|agent|copilot|genai|generativ|machine learning|\bml\b|llm|gpt|chatbot|robot|automatiz|automation/i,
  ],
  ['cloud', /nube|cloud|azure|aws|finops|\bc3\b|kubernetes|hosting|infraestructura|infrastructure/i],
  ['code', /c[oó]digo|\bcode\b|devops|desarroll|develop|software|\bapi\b|integraci|integration|app\b|aplicaci/i],
  [
    'factory',
    /manufactur|planta|plant\b|industria|factory|f[aá]brica|suministro|supply|log[ií]stic|almac[eé]n|warehouse|mantenimiento|maintenance|miner/i,
  ],
  ['globe', /global|nearshore|latam|latinoam|internacional|international|world|mundo|expansi|pa[ií]ses|countries|export/i],
  [
    'team',
    /equipo|team|talento|talent|staffing|personas|people|capacitaci|training|adopci|adoption|cultura|culture|reclut|recruit|consultor/i,
  ],
  [
    'dashboard',
    /dashboard|power bi|anal[ií]tic|datos|data|kpi|report|tablero|\bbi\b|finanz|financ|\bsap\b|erp|s\/4|hana|ventas|sales|retail|cost/i,
  ],
];

function chooseScene(spec: Spec): Scene {
  if (spec.scene) return spec.scene;
  const text = `${spec.title} ${spec.subtitle} ${spec.path.replace(/[-_/.]/g, ' ')}`;
  const matches = SCENE_KEYWORDS.filter(([, re]) => re.test(text)).map(([s]) => s);
  const r = new Rand(`${spec.path}|${spec.title}|scene`);
  if (matches.length) return matches.length > 1 && r.chance(0.3) ? r.pick(matches.slice(0, 2)) : (matches[0] ?? 'dashboard');
  return r.pick(SCENES);
}

function photoSvg(spec: Spec, W: number, H: number): string {
  const r = new Rand(`${spec.path}|${spec.title}|photo`);
  const pName: PaletteName = spec.palette || r.pick(['navy', 'teal', 'violet', 'blue', 'navy', 'green', 'orange'] as const);
  const p = PALETTES[pName];
  const dark = pName === 'navy' || pName === 'violet' ? r.chance(0.75) : r.chance(0.3);
  const t = makeTheme(p, dark);
  const c = new Canvas(t);
  const scene = chooseScene(spec);
  const bgA = dark ? p.bg0 : mix('#ffffff', p.primary, 0.1);
  const bgB = dark ? p.bg2 : mix('#ffffff', p.accent, 0.18);
  const defs = [
    linear('pbg', [
      [0, bgA],
      [0.6, dark ? p.bg1 : mix('#ffffff', p.primary, 0.05)],
      [1, bgB],
    ]),
    radial('pg0', dark ? p.glow[0] : p.primary, dark ? 0.45 : 0.16),
    radial('pg1', dark ? p.glow[1] : p.accent, dark ? 0.35 : 0.2),
    dotPattern('pdots', 28, 1.3, dark ? '#ffffff' : p.primary, dark ? 0.07 : 0.08),
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>`,
  ];
  const back = [
    `<rect width="1200" height="800" fill="url(#pbg)"/>`,
    `<circle cx="${n(r.range(900, 1150))}" cy="${n(r.range(50, 250))}" r="420" fill="url(#pg0)"/>`,
    `<circle cx="${n(r.range(50, 300))}" cy="${n(r.range(550, 780))}" r="380" fill="url(#pg1)"/>`,
    `<rect width="1200" height="800" fill="url(#pdots)"/>`,
    `<circle cx="${n(r.range(100, 1100))}" cy="${n(r.range(80, 720))}" r="${n(r.range(160, 260))}" fill="none" stroke="${dark ? '#ffffff' : p.primary}" stroke-opacity=".06" stroke-width="28"/>`,
  ];
  switch (scene) {
    case 'dashboard':
      sceneDashboard(c, r);
      break;
    case 'team':
      sceneTeam(c, r);
      break;
    case 'cloud':
      sceneCloud(c, r);
      break;
    case 'code':
      sceneCode(c, r);
      break;
    case 'factory':
      sceneFactory(c, r);
      break;
    case 'globe':
      sceneGlobe(c, r);
      break;
    case 'ai':
      sceneAi(c, r);
      break;
    case 'security':
      sceneSecurity(c, r);
      break;
  }
  // scenes carry no text, so a mirror image is a free variation
  const mirror = scene !== 'dashboard' && scene !== 'code' && new Rand(`${spec.path}|mirror`).chance(0.5);
  const shadow = c.shadows.length
    ? `<g filter="url(#soft)" fill="${dark ? '#000000' : p.bg1}" fill-opacity="${dark ? 0.35 : 0.16}">${c.shadows.join('')}</g>`
    : '';
  return svgDoc(
    W,
    H,
    `<defs>${defs.join('')}</defs>${back.join('')}${mirror ? '<g transform="translate(1200 0) scale(-1 1)">' : '<g>'}${shadow}${c.parts.join('')}</g>`,
    '0 0 1200 800',
    ' preserveAspectRatio="xMidYMid slice"',
  );
}

// ---------------------------------------------------------------------------------------------
// Diagram
// ---------------------------------------------------------------------------------------------

function diagramSvg(spec: Spec, W: number, H: number): string {
  const p = paletteOf(spec);
  const vertical = H > W;
  const labels = spec.labels.length
    ? spec.labels
    : spec.lang === 'en'
      ? ['Assessment', 'Design', 'Implementation', 'Continuous support']
      : ['Diagnóstico', 'Diseño', 'Implementación', 'Soporte continuo'];
  const stepColors = [p.primary, p.accent, p.glow[2], mix(p.primary, p.accent, 0.5), p.glow[0]];
  const defs = [
    linear('dbg', [
      [0, '#ffffff'],
      [1, mix('#ffffff', p.primary, 0.07)],
    ]),
    dotPattern('ddots', 26, 1.3, p.primary, 0.1),
    radial('dg0', p.primary, 0.12),
    radial('dg1', p.accent, 0.14),
    `<filter id="dsh" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="12"/></filter>`,
    `<marker id="arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="${p.primary}"/></marker>`,
    ...stepColors.map((col, i) =>
      linear(`badge${i}`, [
        [0, col],
        [1, mix(col, '#ffffff', 0.25)],
      ]),
    ),
  ];
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="url(#dbg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#ddots)"/>`,
    `<circle cx="${n(W * 0.95)}" cy="${n(H * 0.05)}" r="${n(Math.max(W, H) * 0.35)}" fill="url(#dg0)"/>`,
    `<circle cx="${n(W * 0.05)}" cy="${n(H * 0.95)}" r="${n(Math.max(W, H) * 0.3)}" fill="url(#dg1)"/>`,
  ];
  const pad = vertical ? 60 : 70;
  // title
  let y = vertical ? 96 : 104;
  const titleSize = vertical ? 40 : 46;
  const titleLines = spec.title ? wrapSvg(spec.title, W - pad * 2, titleSize, true).slice(0, 3) : [];
  parts.push(
    textLines(
      titleLines,
      W / 2,
      y,
      titleSize,
      titleSize * 1.2,
      `text-anchor="middle" font-weight="700" fill="${BRAND.ink}" font-family="${FONT}"`,
    ),
  );
  y += Math.max(0, titleLines.length - 1) * titleSize * 1.2;
  if (spec.subtitle) {
    const subSize = vertical ? 22 : 24;
    const subLines = wrapSvg(spec.subtitle, W - pad * 2, subSize, false).slice(0, 3);
    y += subSize * 1.8;
    parts.push(textLines(subLines, W / 2, y, subSize, subSize * 1.35, `text-anchor="middle" fill="${BRAND.slate}" font-family="${FONT}"`));
    y += (subLines.length - 1) * subSize * 1.35;
  }
  if (titleLines.length) {
    y += 26;
    parts.push(`<rect x="${n(W / 2 - 36)}" y="${n(y)}" width="72" height="6" rx="3" fill="${p.accent}"/>`);
  }
  const top = y + (vertical ? 60 : 80);
  const shadows: string[] = [];
  const boxes: string[] = [];
  const arrows: string[] = [];
  const count = labels.length;

  const box = (i: number, bx: number, by: number, bw: number, bh: number): void => {
    const col = stepColors[i % stepColors.length] ?? p.primary;
    shadows.push(`<rect x="${n(bx + 6)}" y="${n(by + 14)}" width="${n(bw - 12)}" height="${n(bh)}" rx="22"/>`);
    boxes.push(
      `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="22" fill="#ffffff" stroke="${mix('#ffffff', col, 0.35)}" stroke-width="2"/>`,
    );
    const label = labels[i] ?? '';
    if (vertical) {
      const bcx = bx + 58;
      const bcy = by + bh / 2;
      boxes.push(
        `<rect x="${n(bx)}" y="${n(by)}" width="10" height="${n(bh)}" rx="5" fill="${col}"/>`,
        `<circle cx="${n(bcx)}" cy="${n(bcy)}" r="30" fill="url(#badge${i % stepColors.length})"/>`,
        `<text x="${n(bcx)}" y="${n(bcy + 10)}" font-size="28" font-weight="700" text-anchor="middle" fill="#ffffff" font-family="${FONT}">${i + 1}</text>`,
      );
      let size = 28;
      let lines = balanced(label, bw - 130, size);
      while ((lines.length * size * 1.25 > bh - 24 || lines.length > 3) && size > 17) {
        size -= 1;
        lines = balanced(label, bw - 130, size);
      }
      const lh = size * 1.25;
      const ty = by + bh / 2 - ((lines.length - 1) * lh) / 2 + size * 0.36;
      boxes.push(textLines(lines, bx + 108, ty, size, lh, `font-weight="700" fill="${BRAND.ink}" font-family="${FONT}"`));
    } else {
      const bcx = bx + bw / 2;
      boxes.push(
        `<rect x="${n(bx + 24)}" y="${n(by + bh - 10)}" width="${n(bw - 48)}" height="6" rx="3" fill="${col}" fill-opacity=".85"/>`,
        `<circle cx="${n(bcx)}" cy="${n(by)}" r="32" fill="url(#badge${i % stepColors.length})" stroke="#ffffff" stroke-width="5"/>`,
        `<text x="${n(bcx)}" y="${n(by + 10)}" font-size="28" font-weight="700" text-anchor="middle" fill="#ffffff" font-family="${FONT}">${i + 1}</text>`,
      );
      let size = 26;
      let lines = balanced(label, bw - 36, size);
      while (
        (lines.length * size * 1.25 > bh - 70 || lines.length > 3 || (lines.length > 1 && lines.some((l) => l.length <= 2))) &&
        size > 16
      ) {
        size -= 1;
        lines = balanced(label, bw - 36, size);
      }
      const lh = size * 1.25;
      const ty = by + 22 + (bh - 22) / 2 - ((lines.length - 1) * lh) / 2 + size * 0.36;
      boxes.push(textLines(lines, bcx, ty, size, lh, `text-anchor="middle" font-weight="700" fill="${BRAND.ink}" font-family="${FONT}"`));
    }
  };
  const arrow = (x1: number, y1: number, x2: number, y2: number): void => {
    arrows.push(
      `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${p.primary}" stroke-width="4" stroke-linecap="round" marker-end="url(#arrow)"/>`,
    );
  };

  if (vertical) {
    const bw = W - pad * 2;
    const gap = 50;
    const avail = H - top - 50;
    const bh = Math.max(70, Math.min(150, (avail - (count - 1) * gap) / count));
    const total = count * bh + (count - 1) * gap;
    const y0 = top + Math.max(0, (avail - total) / 2);
    for (let i = 0; i < count; i++) {
      const by = y0 + i * (bh + gap);
      box(i, pad, by, bw, bh);
      if (i < count - 1) arrow(pad + 58, by + bh + 8, pad + 58, by + bh + gap - 10);
    }
  } else {
    const rows = Math.ceil(count / 5);
    const perRow = Math.ceil(count / rows);
    const gap = 56;
    const rowGap = 90;
    const bw = (W - pad * 2 - (perRow - 1) * gap) / perRow;
    const avail = H - top - 40;
    const bh = Math.max(120, Math.min(rows === 1 ? 250 : 220, (avail - (rows - 1) * rowGap) / rows));
    const total = rows * bh + (rows - 1) * rowGap;
    const y0 = top + Math.max(0, (avail - total) / 2);
    const pos: Array<[number, number]> = [];
    for (let i = 0; i < count; i++) {
      const row = Math.floor(i / perRow);
      const inRow = i % perRow;
      const itemsInRow = Math.min(perRow, count - row * perRow);
      const rowOffset = ((perRow - itemsInRow) * (bw + gap)) / 2;
      const col = row % 2 === 0 ? inRow : itemsInRow - 1 - inRow;
      pos.push([pad + rowOffset + col * (bw + gap), y0 + row * (bh + rowGap)]);
    }
    pos.forEach(([bx, by], i) => {
      box(i, bx, by, bw, bh);
      const next = pos[i + 1];
      if (!next) return;
      if (Math.abs(next[1] - by) < 1) {
        const cy = by + bh / 2 + 11;
        if (next[0] > bx) arrow(bx + bw + 10, cy, next[0] - 12, cy);
        else arrow(bx - 10, cy, next[0] + bw + 12, cy);
      } else {
        const cx = (bx + next[0] + bw) / 2;
        arrow(cx, by + bh + 10, cx, next[1] - 40);
      }
    });
  }
  parts.push(`<g filter="url(#dsh)" fill="${p.bg1}" fill-opacity=".14">${shadows.join('')}</g>`, arrows.join(''), boxes.join(''));
  return svgDoc(W, H, `<defs>${defs.join('')}</defs>${parts.join('')}`);
}

// ---------------------------------------------------------------------------------------------
// Icons
// ---------------------------------------------------------------------------------------------

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

function iconSvg(spec: Spec, W: number, H: number): string {
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

// ---------------------------------------------------------------------------------------------
// Logo
// ---------------------------------------------------------------------------------------------

const LOGO_COLORS: Array<[string, string]> = [
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

function logoMark(kind: number, x: number, y: number, s: number, a: string, b: string): string {
  const cx = x + s / 2;
  const cy = y + s / 2;
  switch (kind) {
    case 0: {
      const hex = Array.from({ length: 6 }, (_, i) => {
        const ang = Math.PI / 6 + (i * Math.PI) / 3;
        return `${n(cx + Math.cos(ang) * s * 0.48)} ${n(cy + Math.sin(ang) * s * 0.48)}`;
      });
      return `<path d="M${hex.join('L')}Z" fill="${a}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.17)}" fill="${b}"/>`;
    }
    case 1:
      return `<circle cx="${n(cx - s * 0.14)}" cy="${n(cy)}" r="${n(s * 0.33)}" fill="${a}"/><circle cx="${n(cx + s * 0.16)}" cy="${n(cy)}" r="${n(s * 0.33)}" fill="${b}" fill-opacity=".8"/>`;
    case 2:
      return `<path d="M${n(x + s * 0.12)} ${n(y + s * 0.2)}L${n(cx)} ${n(cy)}L${n(x + s * 0.12)} ${n(y + s * 0.8)}" fill="none" stroke="${a}" stroke-width="${n(s * 0.16)}" stroke-linecap="round" stroke-linejoin="round"/><path d="M${n(x + s * 0.48)} ${n(y + s * 0.2)}L${n(x + s * 0.86)} ${n(cy)}L${n(x + s * 0.48)} ${n(y + s * 0.8)}" fill="none" stroke="${b}" stroke-width="${n(s * 0.16)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 3:
      return `<rect x="${n(x + s * 0.06)}" y="${n(y + s * 0.06)}" width="${n(s * 0.88)}" height="${n(s * 0.88)}" rx="${n(s * 0.24)}" fill="${a}"/><path d="M${n(x + s * 0.94)} ${n(y + s * 0.3)}V${n(y + s * 0.7)}A${n(s * 0.24)} ${n(s * 0.24)} 0 0 1 ${n(x + s * 0.7)} ${n(y + s * 0.94)}H${n(x + s * 0.3)}Z" fill="${b}"/>`;
    case 4:
      return `<path d="M${n(cx)} ${n(y + s * 0.08)}L${n(x + s * 0.94)} ${n(y + s * 0.88)}H${n(x + s * 0.06)}Z" fill="${a}"/><path d="M${n(cx)} ${n(y + s * 0.42)}L${n(x + s * 0.72)} ${n(y + s * 0.88)}H${n(x + s * 0.28)}Z" fill="${b}"/>`;
    case 5:
      return [0, 1, 2, 3]
        .map((i) => {
          const gx = x + s * 0.08 + (i % 2) * s * 0.46;
          const gy = y + s * 0.08 + Math.floor(i / 2) * s * 0.46;
          return `<rect x="${n(gx)}" y="${n(gy)}" width="${n(s * 0.38)}" height="${n(s * 0.38)}" rx="${n(s * 0.09)}" fill="${i === 1 ? b : a}"${i === 3 ? ' fill-opacity=".45"' : ''}/>`;
        })
        .join('');
    default:
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${n(x + s * 0.1 + i * s * 0.3)}" y="${n(y + s * (0.55 - i * 0.2))}" width="${n(s * 0.2)}" height="${n(s * (0.35 + i * 0.2))}" rx="${n(s * 0.07)}" fill="${i === 2 ? b : a}"/>`,
        )
        .join('');
  }
}

function logoSvg(spec: Spec, W: number, H: number): string {
  const title = spec.title || basename(spec.path, extname(spec.path)).replace(/[-_]+/g, ' ');
  const r = new Rand(`${title}|logo`);
  const [a, b] = spec.palette ? [PALETTES[spec.palette].primary, PALETTES[spec.palette].accent] : r.pick(LOGO_COLORS);
  const markKind = r.int(0, 6);
  const s = H * 0.6;
  const mx = H * 0.14;
  const parts = [logoMark(markKind, mx, (H - s) / 2, s, a, b)];
  const tx = mx + s + H * 0.14;
  const maxW = W - tx - H * 0.08;
  const ink = r.chance(0.5) ? '#0f172a' : mix(a, '#0f172a', 0.45);
  let size = Math.min(H * 0.36, maxW / (textWidth(title, 1, true) || 1));
  let lines = [title];
  if (size < H * 0.2 && title.includes(' ')) {
    let big = spec.subtitle ? H * 0.2 : H * 0.24;
    lines = balanced(title, maxW, big);
    while (lines.length > 2 && big > H * 0.1) {
      big -= 1;
      lines = balanced(title, maxW, big);
    }
    lines = lines.slice(0, 2);
    size = Math.min(big, ...lines.map((l) => maxW / (textWidth(l, 1, true) || 1)));
  }
  const sub = spec.subtitle ? spec.subtitle.toUpperCase() : '';
  const subSize = sub ? Math.min(H * 0.11, maxW / (textWidth(sub, 1, false) * 1.15 || 1)) : 0;
  const blockH = size * 0.8 + (lines.length - 1) * size * 1.08 + (sub ? subSize * 1.9 : 0);
  let y = H / 2 - blockH / 2 + size * 0.8;
  lines.forEach((line, i) => {
    if (i) y += size * 1.08;
    parts.push(
      `<text x="${n(tx)}" y="${n(y)}" font-size="${n(size)}" font-weight="700" letter-spacing="-0.5" fill="${ink}" font-family="${FONT}">${esc(line)}</text>`,
    );
  });
  if (sub)
    parts.push(
      `<text x="${n(tx)}" y="${n(y + subSize * 1.9)}" font-size="${n(subSize)}" letter-spacing="1.5" fill="#64748b" font-family="${FONT}">${esc(sub)}</text>`,
    );
  return svgDoc(W, H, parts.join(''));
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '✓': '-',
  '✔': '-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '″': '"',
  '′': "'",
  '×': 'x',
};

function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(ch)) {
      out += ch;
      continue;
    }
    if (ch === '\n' || ch === '\t') {
      out += ' ';
      continue;
    }
    const rep = REPLACEMENTS[ch];
    if (rep !== undefined) {
      out += rep;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (base && [...base].every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && (c.codePointAt(0) ?? 0) <= 0x7e)) out += base;
  }
  return out;
}

function pdfColor(hex: string): ReturnType<typeof rgb> {
  const [r, g, b] = hexToRgb(hex);
  return rgb(r / 255, g / 255, b / 255);
}

function formatDate(date: string, lang: 'es' | 'en'): string {
  const d = new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** pdf-lib names resources with Math.random(); PDFs are made one at a time with a seeded one. */
let pdfQueue: Promise<unknown> = Promise.resolve();
function renderPdfDeterministic(spec: Spec): Promise<Uint8Array> {
  const run = async (): Promise<Uint8Array> => {
    const random = Math.random;
    const r = new Rand(`${spec.path}|pdf`);
    Math.random = () => r.next();
    try {
      return await renderPdf(spec);
    } finally {
      Math.random = random;
    }
  };
  const result = pdfQueue.then(run, run);
  pdfQueue = result.catch(() => undefined);
  return result;
}

async function renderPdf(spec: Spec): Promise<Uint8Array> {
  const p = paletteOf(spec);
  const en = spec.lang === 'en';
  const doc = await PDFDocument.create();
  const fixed = new Date(`${spec.date || '2024-01-15'}T12:00:00Z`);
  const title = winAnsi(spec.title || basename(spec.path, '.pdf').replace(/[-_]+/g, ' '));
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(FIRM);
  doc.setCreator(FIRM);
  doc.setProducer('Nexalia seed media generator');
  if (spec.subtitle) doc.setSubject(winAnsi(spec.subtitle));
  doc.setLanguage(en ? 'en-US' : 'es-MX');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const PW = 595.28;
  const PH = 841.89;
  const M = 58;
  const bottom = 78;
  const textW = PW - M * 2;
  const primary = pdfColor(p.primary);
  const accent = pdfColor(p.accent);
  const ink = pdfColor(BRAND.ink);
  const body = pdfColor('#1e293b');
  const muted = pdfColor('#64748b');
  const white = rgb(1, 1, 1);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  let truncated = false;

  const drawLines = (lines: string[], font: PDFFont, size: number, lead: number, color: ReturnType<typeof rgb>, x = M): void => {
    for (const line of lines) {
      page.drawText(line, { x, y: y - size, size, font, color });
      y -= lead;
    }
  };
  const wrapPdf = (text: string, font: PDFFont, size: number, width: number): string[] =>
    wrap(text, width, (s) => font.widthOfTextAtSize(s, size));
  const newPage = (first: boolean): void => {
    page = doc.addPage([PW, PH]);
    pages.push(page);
    const band = first ? 104 : 40;
    page.drawRectangle({ x: 0, y: PH - band, width: PW, height: band, color: primary });
    page.drawRectangle({ x: 0, y: PH - band - 4, width: PW, height: 4, color: accent });
    if (first) {
      page.drawCircle({ x: PW - 60, y: PH - 18, size: 90, color: white, opacity: 0.07 });
      page.drawCircle({ x: PW - 150, y: PH - 100, size: 46, color: white, opacity: 0.06 });
      page.drawCircle({ x: M + 11, y: PH - 50, size: 11, borderColor: white, borderWidth: 2.5 });
      page.drawCircle({ x: M + 11, y: PH - 50, size: 4, color: accent });
      page.drawText(FIRM, { x: M + 32, y: PH - 57, size: 19, font: bold, color: white });
      const tag = winAnsi(en ? 'Mexico City  |  Technology consulting' : 'Ciudad de México  |  Consultoría en tecnología');
      page.drawText(tag, { x: M + 32, y: PH - 76, size: 9, font: regular, color: white, opacity: 0.85 });
      y = PH - band - 44;
    } else {
      page.drawText(FIRM, { x: M, y: PH - 25, size: 10, font: bold, color: white });
      const t = title.length > 70 ? `${title.slice(0, 67)}...` : title;
      page.drawText(t, {
        x: PW - M - regular.widthOfTextAtSize(t, 8.5),
        y: PH - 25,
        size: 8.5,
        font: regular,
        color: white,
        opacity: 0.85,
      });
      y = PH - band - 40;
    }
  };
  const ensure = (h: number): boolean => {
    if (y - h >= bottom) return true;
    if (pages.length >= 3) {
      truncated = true;
      return false;
    }
    newPage(false);
    return true;
  };

  newPage(true);
  // title block
  drawLines(wrapPdf(title, bold, 23, textW), bold, 23, 29, ink);
  if (spec.subtitle) {
    y -= 4;
    drawLines(wrapPdf(winAnsi(spec.subtitle), regular, 13, textW), regular, 13, 18, pdfColor(BRAND.slate));
  }
  y -= 6;
  const dateLine = spec.date
    ? winAnsi(`${en ? 'Published' : 'Publicado'}: ${formatDate(spec.date, spec.lang)}  |  ${FIRM}`)
    : winAnsi(`${FIRM}  |  ${en ? 'Mexico City' : 'Ciudad de México'}`);
  drawLines([dateLine], regular, 9.5, 14, muted);
  y -= 8;
  page.drawRectangle({ x: M, y, width: 46, height: 3, color: accent });
  page.drawLine({ start: { x: M + 52, y: y + 1.5 }, end: { x: PW - M, y: y + 1.5 }, thickness: 0.6, color: pdfColor('#cbd5e1') });
  y -= 26;

  const paragraphs = spec.paragraphs.length
    ? spec.paragraphs
    : [en ? 'Document prepared by Nexalia Consulting.' : 'Documento elaborado por Nexalia Consulting.'];
  const size = 10.5;
  const lead = 15.5;
  for (const raw of paragraphs) {
    if (truncated) break;
    const text = winAnsi(raw.trim());
    if (!text) continue;
    if (text.startsWith('## ')) {
      const lines = wrapPdf(text.slice(3), bold, 13.5, textW);
      if (!ensure(lines.length * 18 + 8 + lead * 2)) break;
      y -= 6;
      drawLines(lines, bold, 13.5, 18, primary);
      y -= 4;
      continue;
    }
    if (text.startsWith('- ')) {
      const lines = wrapPdf(text.slice(2), regular, size, textW - 16);
      for (const [i, line] of lines.entries()) {
        if (!ensure(lead)) break;
        if (i === 0) page.drawCircle({ x: M + 4, y: y - size * 0.68, size: 2.2, color: accent });
        drawLines([line], regular, size, lead, body, M + 16);
      }
      y -= 3;
      continue;
    }
    const lines = wrapPdf(text, regular, size, textW);
    for (const line of lines) {
      if (!ensure(lead)) break;
      drawLines([line], regular, size, lead, body);
    }
    y -= 8;
  }
  if (truncated) console.warn(`  ! ${spec.path}: text longer than 3 pages was cut`);

  const total = pages.length;
  pages.forEach((pg, i) => {
    pg.drawLine({ start: { x: M, y: 52 }, end: { x: PW - M, y: 52 }, thickness: 0.6, color: pdfColor('#cbd5e1') });
    const left = winAnsi(
      `© ${(spec.date || '2024').slice(0, 4)} ${FIRM}. ${en ? 'All rights reserved.' : 'Todos los derechos reservados.'}`,
    );
    pg.drawText(left, { x: M, y: 36, size: 8, font: regular, color: muted });
    const right = winAnsi(en ? `Page ${i + 1} of ${total}` : `Página ${i + 1} de ${total}`);
    pg.drawText(right, { x: PW - M - regular.widthOfTextAtSize(right, 8), y: 36, size: 8, font: regular, color: muted });
  });
  return doc.save({ useObjectStreams: false });
}

// ---------------------------------------------------------------------------------------------
// Rendering and the main loop
// ---------------------------------------------------------------------------------------------

function svgFor(spec: Spec, W: number, H: number): string {
  switch (spec.kind) {
    case 'hero':
      return heroSvg(spec, W, H);
    case 'photo':
      return photoSvg(spec, W, H);
    case 'background':
      return backgroundSvg(spec, W, H);
    case 'diagram':
      return diagramSvg(spec, W, H);
    case 'icon':
      return iconSvg(spec, W, H);
    case 'logo':
      return logoSvg(spec, W, H);
    case 'pdf':
      throw new Error('a pdf is not an image');
  }
}

async function render(spec: Spec): Promise<Buffer | Uint8Array> {
  const ext = extname(spec.path).toLowerCase();
  if (spec.kind === 'pdf') return renderPdfDeterministic(spec);
  const [dw, dh] = defaultSize(spec);
  let W = spec.width || dw;
  let H = spec.height || dh;
  if (spec.width && !spec.height) H = Math.round((spec.width * dh) / dw);
  if (spec.height && !spec.width) W = Math.round((spec.height * dw) / dh);
  const svg = svgFor(spec, W, H);
  if (ext === '.svg') return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`, 'utf8');
  const img = sharp(Buffer.from(svg), { density: 72 });
  if (ext === '.png') return img.png({ compressionLevel: 8 }).toBuffer();
  if (ext === '.jpg' || ext === '.jpeg') return img.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (ext === '.webp') return img.webp({ quality: 80, effort: 3 }).toBuffer();
  throw new Error(`unsupported image extension ${ext}`);
}

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await fn(item);
    }
  });
  await Promise.all(workers);
}

interface Manifest {
  version: number;
  files: Record<string, string>;
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Manifest>;
    return { version: GENERATOR_VERSION, files: parsed.files ?? {} };
  } catch {
    return { version: GENERATOR_VERSION, files: {} };
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const here = dirname(fileURLToPath(import.meta.url));
  const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const contentDir = resolve(arg('content') ?? join(here, '..', 'content'));
  const outDir = resolve(arg('out') ?? join(here, '..', 'media', 'out'));
  const only = arg('only');
  const force = process.argv.includes('--force');
  sharp.cache(false);

  const found = new Map<string, Found>();
  const files = await listJson(contentDir);
  for (const file of files) {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Json;
    scan(parsed, '', relative(contentDir, file), found);
  }
  const specs = [...found.entries()]
    .map(([path, f]) => toSpec(path, f))
    .filter((s) => !only || s.path.includes(only))
    .sort((a, b) => a.path.localeCompare(b.path));

  const manifestFile = join(outDir, '.manifest.json');
  const manifest = await readManifest(manifestFile);
  let made = 0;
  let skipped = 0;
  const failures: string[] = [];
  const byKind = new Map<Kind, number>();
  await pool(specs, CONCURRENCY, async (spec) => {
    byKind.set(spec.kind, (byKind.get(spec.kind) ?? 0) + 1);
    const target = join(outDir, spec.path);
    const hash = specHash(spec);
    if (!force && manifest.files[spec.path] === hash && existsSync(target)) {
      skipped++;
      return;
    }
    try {
      const data = await render(spec);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
      manifest.files[spec.path] = hash;
      made++;
    } catch (err) {
      failures.push(`${spec.path}: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  // forget paths no longer referenced (their files stay until out/ is cleaned)
  const referenced = new Set(found.keys());
  for (const key of Object.keys(manifest.files)) if (!referenced.has(key)) delete manifest.files[key];
  await mkdir(outDir, { recursive: true });
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(manifest.files).sort()) sorted[key] = manifest.files[key] ?? '';
  await writeFile(manifestFile, `${JSON.stringify({ version: GENERATOR_VERSION, files: sorted }, null, 2)}\n`);

  const kinds = [...byKind.entries()].map(([k, v]) => `${k} ${v}`).join(', ');
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `seed:media: ${specs.length} files from ${files.length} content files (${kinds}); ${made} generated, ${skipped} unchanged, in ${secs} s -> ${relative(process.cwd(), outDir) || outDir}`,
  );
  if (failures.length) {
    for (const f of failures) console.error(`  x ${f}`);
    process.exitCode = 1;
  }
}

await main();
