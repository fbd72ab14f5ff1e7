/**
 * From seed content to media specs: scans seed/content/*.json for "media:<path>" strings and
 * { "$media": … } objects, turns each referenced path into a Spec (kind, texts, layout, palette, …)
 * and gives each kind its default size.
 */
import { readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { PALETTE_NAMES, type PaletteName } from './palette';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const KINDS = ['hero', 'photo', 'background', 'diagram', 'icon', 'logo', 'pdf', 'video', 'captions'] as const;
export type Kind = (typeof KINDS)[number];

export const SCENES = ['dashboard', 'team', 'cloud', 'code', 'factory', 'globe', 'ai', 'security'] as const;
export type Scene = (typeof SCENES)[number];

export interface Spec {
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

export interface Found {
  obj: JsonObject | null;
  date: string;
  where: string;
}

export async function listJson(dir: string): Promise<string[]> {
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

export function scan(value: Json, date: string, where: string, found: Map<string, Found>): void {
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
  if (ext === '.webm') return 'video';
  if (ext === '.vtt') return 'captions';
  if (ext === '.svg') return /logo/.test(name) ? 'logo' : 'icon';
  if (/hero|banner/.test(name)) return 'hero';
  if (/background|(^|[-_/])bg([-_.]|$)|fondo/.test(name)) return 'background';
  if (/diagram|process|proceso|flow|flujo|steps|pasos/.test(name)) return 'diagram';
  if (/logo/.test(name)) return 'logo';
  if (/icon/.test(name)) return 'icon';
  return 'photo';
}

export function toSpec(path: string, f: Found): Spec {
  const o = f.obj;
  const kindRaw = str(o, 'kind');
  if (kindRaw && !(KINDS as readonly string[]).includes(kindRaw)) {
    throw new Error(`${f.where}: unknown media kind "${kindRaw}" for ${path}`);
  }
  const ext = extname(path).toLowerCase();
  const fixed: Kind | null = ext === '.pdf' ? 'pdf' : ext === '.webm' ? 'video' : ext === '.vtt' ? 'captions' : null;
  const kind: Kind = fixed ?? (kindRaw ? (kindRaw as Kind) : inferKind(path));
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

export function defaultSize(spec: Spec): [number, number] {
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
    case 'video':
      return [640, 360];
    case 'pdf':
    case 'captions':
      return [0, 0];
  }
}
