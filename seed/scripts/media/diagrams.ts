/**
 * Diagrams (`diagram`): a title, an optional subtitle and numbered step boxes joined by arrows, in
 * rows for desktop or one column for mobile.
 */
import { BRAND, mix, paletteOf } from './palette';
import { balanced, dotPattern, FONT, linear, n, radial, svgDoc, textLines, wrapSvg } from './primitives';
import type { Spec } from './spec';

export function diagramSvg(spec: Spec, W: number, H: number): string {
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
