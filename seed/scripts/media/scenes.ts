/**
 * The eight illustrated photo scenes, each drawn on a 1200x800 canvas: dashboard, team, cloud, code,
 * factory, globe, AI and security.
 */
import { BRAND, mix } from './palette';
import { gearPath, linear, n, type Rand, radial } from './primitives';
import { barChart, type Canvas, cloudShape, donut, laptopBack, lineChart, person, sparkle, textBars } from './scene-kit';

export function sceneDashboard(c: Canvas, r: Rand): void {
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

export function sceneTeam(c: Canvas, r: Rand): void {
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

export function sceneCloud(c: Canvas, r: Rand): void {
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

export function sceneCode(c: Canvas, r: Rand): void {
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

export function sceneFactory(c: Canvas, r: Rand): void {
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

export function sceneGlobe(c: Canvas, r: Rand): void {
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

export function sceneAi(c: Canvas, r: Rand): void {
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

export function sceneSecurity(c: Canvas, r: Rand): void {
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
