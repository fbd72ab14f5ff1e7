/**
 * Logos (`logo`): a geometric mark and the name, optionally with a subtitle. The same drawing serves
 * the firm's own logos and every client and partner logo (colours from LOGO_COLORS unless a palette
 * is named).
 */
import { basename, extname } from 'node:path';
import { LOGO_COLORS, mix, PALETTES } from './palette';
import { balanced, esc, FONT, n, Rand, svgDoc, textWidth } from './primitives';
import type { Spec } from './spec';

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

export function logoSvg(spec: Spec, W: number, H: number): string {
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
