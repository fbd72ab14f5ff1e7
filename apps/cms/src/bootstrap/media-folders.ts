import type { Core } from '@strapi/strapi';
import { pluginService } from '../strapi-helpers';

/**
 * The media library in folders per page type, with file names that say what they show
 * (docs/decisions/0044). The seed's files live in `seed/media/out/<page>/<file>`: each `<page>`
 * becomes a folder of the media library (named in both languages), and each file is named from its
 * alternative text (`consultants-in-a-planning-session.webp`) rather than `banner-desktop.webp`.
 */
export const SEED_FOLDERS: Record<string, string> = {
  home: 'Inicio · Home',
  about: 'Nosotros · About us',
  blog: 'Blog',
  cases: 'Casos de éxito · Success cases',
  downloads: 'Descargas · Downloads',
  insights: 'Insights',
  sap: 'SAP',
  microsoft: 'Microsoft',
  digital: 'Transformación digital · Digital transformation',
  staffing: 'Staffing',
  ia: 'Inteligencia artificial · AI',
  offer1: 'Oferta IA 1 · AI offer 1',
  offer2: 'Oferta IA 2 · AI offer 2',
  offer3: 'Oferta IA 3 · AI offer 3',
  c3: 'C3',
  clients: 'Clientes y socios · Clients and partners',
  icons: 'Iconos · Icons',
  footer: 'Pie de página · Footer',
  legal: 'Legal',
};

/** The folder's name for a seed path's first segment (an unknown one: the segment itself). */
function folderNameOf(path: string): string {
  const segment = path.includes('/') ? (path.split('/')[0] ?? '') : '';
  return SEED_FOLDERS[segment] ?? (segment || 'Seed');
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const IMAGE_EXT = new Set(['.webp', '.png', '.jpg', '.jpeg', '.svg', '.avif', '.gif']);

/** The basename without extension, and the extension (with its dot). */
function split(path: string): { base: string; ext: string } {
  const file = path.split('/').pop() ?? path;
  const dot = file.lastIndexOf('.');
  return dot > 0 ? { base: file.slice(0, dot), ext: file.slice(dot) } : { base: file, ext: '' };
}

/**
 * A descriptive file name for a seed file: its alternative text (the English one when per language)
 * slugged and cut at a word (≤ 60 characters), with the layout (`-mobile`) or language (`-es`) the
 * path names; without a text, the page and the file (`about-banner-desktop`). Unique within `used`.
 * Only images are renamed.
 */
export function seedFileName(path: string, alt: string | null, used: Set<string>): string {
  const { base, ext } = split(path);
  // Documents, videos and captions keep their names: already descriptive, and a document's names its
  // e-mail attachment.
  if (!IMAGE_EXT.has(ext.toLowerCase())) {
    used.add(`${base}${ext}`);
    return `${base}${ext}`;
  }
  const page = path.includes('/') ? (path.split('/')[0] ?? '') : '';
  const english = alt ? (/\ben\s*:\s*([^|]*)/i.exec(alt)?.[1] ?? alt) : '';
  let stem = slugify(english);
  if (stem.length > 60) stem = stem.slice(0, 60).replace(/-[^-]*$/, '');
  if (stem) {
    const qualifiers = base.split('-').filter((w) => ['mobile', 'desktop', 'es', 'en', 'poster'].includes(w));
    for (const q of qualifiers) if (!stem.endsWith(`-${q}`)) stem += `-${q}`;
  } else stem = slugify(page && !base.startsWith(page) ? `${page}-${base}` : base);
  let name = `${stem}${ext}`;
  for (let i = 2; used.has(name); i++) name = `${stem}-${i}${ext}`;
  used.add(name);
  return name;
}

type FolderService = { create: (data: { name: string; parent: number | null }) => Promise<{ id: number }> };

/**
 * Creates (once per run) the media library folder for a seed path and answers its id. Folders are
 * made one at a time: the upload plugin numbers a new folder after the highest one, so two made at
 * once (the seed uploads a component's images in parallel) would get the same number.
 */
export class SeedFolders {
  private readonly ids = new Map<string, Promise<number>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly strapi: Core.Strapi) {}

  idFor(path: string): Promise<number> {
    const name = folderNameOf(path);
    const known = this.ids.get(name);
    if (known) return known;
    const made = this.queue.then(() => this.make(name));
    this.queue = made.catch(() => undefined);
    this.ids.set(name, made);
    return made;
  }

  private async make(name: string): Promise<number> {
    const existing = (await this.strapi.db.query('plugin::upload.folder').findOne({ where: { name, parent: null } })) as {
      id: number;
    } | null;
    if (existing) return existing.id;
    const folder = await pluginService<FolderService>(this.strapi, 'upload', 'folder').create({ name, parent: null });
    return folder.id;
  }
}
