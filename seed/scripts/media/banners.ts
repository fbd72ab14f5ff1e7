/**
 * Banners: page heroes (`hero`, landscape for desktop and portrait for mobile, decoration kept to
 * one side for the overlaid text, with a node-and-link network) and section backgrounds (`background`).
 */
import { mix, paletteOf } from './palette';
import { dotPattern, linear, n, Rand, radial, svgDoc } from './primitives';
import type { Spec } from './spec';

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

export function heroSvg(spec: Spec, W: number, H: number): string {
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

export function backgroundSvg(spec: Spec, W: number, H: number): string {
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
