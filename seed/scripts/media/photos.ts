/**
 * Photos (`photo`): picks a scene from the title and path (or the spec's `scene`), a palette and a
 * light or dark theme, then draws the scene over a soft background, mirrored at random.
 */
import { mix, PALETTES, type PaletteName } from './palette';
import { dotPattern, linear, n, Rand, radial, svgDoc } from './primitives';
import { Canvas, makeTheme } from './scene-kit';
import { sceneAi, sceneCloud, sceneCode, sceneDashboard, sceneFactory, sceneGlobe, sceneSecurity, sceneTeam } from './scenes';
import { SCENES, type Scene, type Spec } from './spec';

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

export function photoSvg(spec: Spec, W: number, H: number): string {
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
