/**
 * The kit the illustrated photo scenes are drawn with: a light or dark theme derived from a palette,
 * a canvas collecting parts and soft shadows, and small props (text bars, charts, a donut, people,
 * a laptop, a cloud, a sparkle).
 */
import { BRAND, mix, type Palette } from './palette';
import { linear, n, type Rand } from './primitives';

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

export function makeTheme(p: Palette, dark: boolean): Theme {
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

export class Canvas {
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

export function textBars(c: Canvas, r: Rand, x: number, y: number, w: number, rows: number, gap = 16, h = 7): void {
  for (let i = 0; i < rows; i++) {
    c.bar(x, y + i * gap, w * (i === 0 ? r.range(0.5, 0.7) : r.range(0.6, 1)), h, i === 0 ? c.t.ink : c.t.line, i === 0 ? 0.75 : 0.6);
  }
}

export function lineChart(c: Canvas, r: Rand, x: number, y: number, w: number, h: number, color: string, id: string): void {
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

export function barChart(c: Canvas, r: Rand, x: number, y: number, w: number, h: number, count: number, colors: string[]): void {
  const bw = (w / count) * 0.58;
  for (let i = 0; i < count; i++) {
    const bh = h * r.range(0.3, 1);
    c.bar(x + i * (w / count) + (w / count - bw) / 2, y + h - bh, bw, bh, colors[i % colors.length] ?? c.t.p.primary, i % 2 ? 0.55 : 0.95);
  }
}

export function donut(c: Canvas, r: Rand, cx: number, cy: number, rad: number, sw: number, colors: string[]): void {
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

export function person(c: Canvas, r: Rand, cx: number, headY: number, scale: number, shirt: string): void {
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

export function laptopBack(c: Canvas, cx: number, y: number, w: number, color: string): void {
  const h = w * 0.62;
  c.add(
    `<path d="M${n(cx - w / 2)} ${n(y + h)}L${n(cx - w / 2 + 10)} ${n(y)}H${n(cx + w / 2 - 10)}L${n(cx + w / 2)} ${n(y + h)}Z" fill="${color}"/>`,
    `<circle cx="${n(cx)}" cy="${n(y + h / 2)}" r="${n(w * 0.06)}" fill="#ffffff" fill-opacity=".5"/>`,
  );
}

export function cloudShape(cx: number, cy: number, s: number, fill: string, extra = ''): string {
  return `<g fill="${fill}"${extra}><circle cx="${n(cx - 85 * s)}" cy="${n(cy + 10 * s)}" r="${n(70 * s)}"/><circle cx="${n(cx + 5 * s)}" cy="${n(cy - 30 * s)}" r="${n(100 * s)}"/><circle cx="${n(cx + 100 * s)}" cy="${n(cy + 20 * s)}" r="${n(62 * s)}"/><rect x="${n(cx - 155 * s)}" y="${n(cy + 10 * s)}" width="${n(317 * s)}" height="${n(72 * s)}" rx="${n(36 * s)}"/></g>`;
}

export function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  return `<path d="M${n(cx)} ${n(cy - r)} C${n(cx + k)} ${n(cy - k)} ${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} C${n(cx + k)} ${n(cy + k)} ${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)} C${n(cx - k)} ${n(cy + k)} ${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} C${n(cx - k)} ${n(cy - k)} ${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}
