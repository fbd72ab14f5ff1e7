/**
 * Shared drawing primitives: the seeded pseudo-random generator, SVG number and text escaping, text
 * measuring and wrapping, the SVG document wrapper, gradients, a dot pattern and gear outlines.
 */

export const FONT = "'DejaVu Sans', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export class Rand {
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
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Approximate advance widths (em) of DejaVu Sans, the widest of the fonts we name. */
const NARROW = new Set([..."ijlI.,:;!|'`"]);
const SEMI = new Set([...'frt()[]{}"-/ ']);
const WIDE = new Set([...'mwMW@%']);
export function textWidth(text: string, size: number, bold = false): number {
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

export function wrap(text: string, maxWidth: number, measure: (s: string) => number): string[] {
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

export function wrapSvg(text: string, maxWidth: number, size: number, bold: boolean): string[] {
  return wrap(text, maxWidth, (s) => textWidth(s, size, bold));
}

/** Wraps bold text into as few lines as needed, then evens their lengths (no lone short word). */
export function balanced(text: string, maxWidth: number, size: number): string[] {
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

export function svgDoc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`, extra = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"${extra}>${body}</svg>`;
}

export function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines.map((l, i) => `<text x="${n(x)}" y="${n(y + i * lineHeight)}" font-size="${n(size)}" ${attrs}>${esc(l)}</text>`).join('');
}

export function radial(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset=".45" stop-color="${color}" stop-opacity="${n(opacity * 0.35)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export function linear(id: string, stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function dotPattern(id: string, gap: number, r: number, color: string, opacity: number): string {
  return `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${n(gap / 2)}" cy="${n(gap / 2)}" r="${r}" fill="${color}" fill-opacity="${opacity}"/></pattern>`;
}

export function gearPath(cx: number, cy: number, rOuter: number, rInner: number, teeth: number): string {
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
