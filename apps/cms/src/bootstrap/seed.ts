import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Core, Struct } from '@strapi/strapi';
import { componentSchema, contentTypeSchema, pluginService } from '../strapi-helpers';
import { SeedFolders, seedFileName } from './media-folders';

/**
 * Loads the bilingual sample content of seed/content/*.json into an empty CMS on first start.
 * Idempotent: a marker in Strapi's core store records that the seed ran; later starts skip it.
 *
 * Format (see seed/README.md): single types `{ "data": {…} }`, collections `{ "data": [{ "$key", … }] }`;
 * a media value is "media:<path>" or { "$media": "<path>", "alt": "…" } (files in seed/media/out);
 * a relation value is the `$key` (or list of keys) of entries of the target collection; an entry is
 * published unless it says `"$status": "draft"` (a draft, e.g. one scheduled with `publish_at`).
 * Every key is checked against the content model, so a typo in the seed fails loudly.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };
interface AttributeSchema {
  type: string;
  component?: string;
  repeatable?: boolean;
  multiple?: boolean;
  relation?: string;
  target?: string;
  inversedBy?: string;
  mappedBy?: string;
}
type AttributesSchema = Record<string, AttributeSchema>;

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};

const SEED_VERSION = '1';
/** Seed files uploaded at once (each upload's image work runs on libuv's threads). */
const UPLOADS_AT_ONCE = 3;

function seedDir(): string {
  return process.env.SEED_DIR || resolve(process.cwd(), '../../seed');
}

export async function seedIfEmpty(strapi: Core.Strapi): Promise<void> {
  if (process.env.CMS_SEED === 'false') return;
  const store = strapi.store({ type: 'core', name: 'site-seed' });
  if ((await store.get({ key: 'version' })) === SEED_VERSION) return;
  const dir = join(seedDir(), 'content');
  if (!existsSync(dir)) {
    strapi.log.warn(`No seed content at ${dir}; starting empty.`);
    return;
  }
  const started = Date.now();
  // One transaction: a start stopped half-way through the seed leaves an empty database, not half
  // of the content (the next start seeds again from scratch).
  await strapi.db.transaction(async () => {
    await new Seeder(strapi, seedDir()).run();
    await store.set({ key: 'version', value: SEED_VERSION });
  });
  strapi.log.info(`Seed content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

class Seeder {
  /** Each seed file's upload, once (a file referenced twice is one media-library entry). */
  private readonly media = new Map<string, Promise<number>>();
  /** The media library's folders per page type and the descriptive file names (docs/decisions/0044). */
  private readonly folders: SeedFolders;
  private readonly names = new Set<string>();
  /** A file's alternative text from any of its object-form references (a `media:` string has none). */
  private readonly alts = new Map<string, string>();
  /** restName -> $key -> documentId */
  private readonly keys = new Map<string, Map<string, string>>();

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly root: string,
  ) {
    this.folders = new SeedFolders(strapi);
  }

  async run(): Promise<void> {
    const types = Object.entries(this.strapi.contentTypes).filter(([uid]) => uid.startsWith('api::'));
    const byRestName = new Map(types.map(([uid, ct]) => [ct.kind === 'singleType' ? ct.info.singularName : ct.info.pluralName, uid]));
    const files = readdirSync(join(this.root, 'content')).filter((f) => f.endsWith('.json'));
    const entries: Array<{ restName: string; uid: string; data: Json }> = [];
    for (const f of files) {
      const restName = f.replace(/\.json$/, '');
      const uid = byRestName.get(restName);
      if (!uid) throw new Error(`seed/content/${f}: no content type with REST name "${restName}"`);
      const parsed = JSON.parse(readFileSync(join(this.root, 'content', f), 'utf8')) as { data: Json };
      entries.push({ restName, uid, data: parsed.data });
      this.collectAlts(parsed.data);
    }
    const ordered = this.order(entries);
    await this.uploadAll(ordered);
    for (const e of ordered) {
      const ct = this.contentType(e.uid);
      const attrs: AttributesSchema = ct.attributes;
      const docs = this.strapi.documents(e.uid as Parameters<Core.Strapi['documents']>[0]);
      const draftAndPublish = Boolean(ct.options?.draftAndPublish);
      const items = ct.kind === 'singleType' ? [e.data] : (e.data as Json[]);
      if (!Array.isArray(items)) throw new Error(`seed ${e.restName}: "data" must be a list`);
      const keyMap = new Map<string, string>();
      this.keys.set(e.restName, keyMap);
      for (const [i, raw] of items.entries()) {
        const item = raw as Obj;
        const key = typeof item.$key === 'string' ? item.$key : String(i + 1);
        const data = await this.resolveObject(item, attrs, `${e.restName}[${key}]`);
        if (item.$status !== undefined && item.$status !== 'draft')
          throw new Error(`seed ${e.restName}[${key}]: "$status" is "draft" or absent`);
        const created = await docs.create({
          data: data as never,
          ...(draftAndPublish && item.$status !== 'draft' ? { status: 'published' as const } : {}),
        });
        keyMap.set(key, created.documentId);
      }
    }
  }

  /**
   * Every file the entries reference, uploaded before the entries are made, a few at a time: an
   * upload is mostly image work (Strapi's formats and the WebP variants) on libuv's threads, which
   * one upload after another leaves half idle. Names are given in the entries' order, as before.
   */
  private async uploadAll(entries: Array<{ restName: string; data: Json }>): Promise<void> {
    const refs: Array<{ ref: Json; where: string }> = [];
    const collect = (value: Json, where: string): void => {
      if (typeof value === 'string' && value.startsWith('media:')) refs.push({ ref: value, where });
      else if (Array.isArray(value)) for (const v of value) collect(v, where);
      else if (value && typeof value === 'object') {
        if (typeof value.$media === 'string') refs.push({ ref: value, where });
        else for (const v of Object.values(value)) collect(v, where);
      }
    };
    for (const e of entries) collect(e.data, e.restName);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < refs.length) {
        const { ref, where } = refs[next++] as { ref: Json; where: string };
        await this.upload(ref, where);
      }
    };
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
  }

  private collectAlts(value: Json): void {
    if (Array.isArray(value)) for (const v of value) this.collectAlts(v);
    else if (value && typeof value === 'object') {
      if (typeof value.$media === 'string' && typeof value.alt === 'string' && !this.alts.has(value.$media))
        this.alts.set(value.$media, value.alt);
      for (const v of Object.values(value)) this.collectAlts(v);
    }
  }

  /** Entries whose relations point at other seeded collections are created after them. */
  private order<T extends { restName: string; uid: string }>(entries: T[]): T[] {
    const deps = new Map<string, Set<string>>();
    for (const e of entries) {
      const attrs: AttributesSchema = this.contentType(e.uid).attributes;
      const d = new Set<string>();
      for (const a of Object.values(attrs)) {
        if (a.type === 'relation' && a.target && !a.mappedBy && a.target !== e.uid) d.add(a.target);
      }
      deps.set(e.uid, d);
    }
    const done = new Set<string>();
    const out: T[] = [];
    while (out.length < entries.length) {
      const next = entries.find(
        (e) => !done.has(e.uid) && [...(deps.get(e.uid) ?? [])].every((t) => done.has(t) || !entries.some((x) => x.uid === t)),
      );
      if (!next) throw new Error('seed: relation cycle between seeded collections');
      done.add(next.uid);
      out.push(next);
    }
    return out;
  }

  private async resolveObject(item: Obj, attrs: AttributesSchema, where: string): Promise<Obj> {
    const out: Obj = {};
    for (const [k, v] of Object.entries(item)) {
      if (k === '$key' || k === '$status') continue;
      const a = attrs[k];
      if (!a) throw new Error(`seed ${where}: unknown field "${k}"`);
      out[k] = await this.resolveValue(v, a, `${where}.${k}`);
    }
    return out;
  }

  /** A seeded content type's schema (a seed file naming none is an error). */
  private contentType(uid: string): Struct.ContentTypeSchema {
    const found = contentTypeSchema(this.strapi, uid);
    if (!found) throw new Error(`seed: unknown content type ${uid}`);
    return found;
  }

  private async resolveValue(v: Json, a: AttributeSchema, where: string): Promise<Json> {
    if (v === null) return null;
    switch (a.type) {
      case 'media':
        if (Array.isArray(v)) return Promise.all(v.map((m) => this.upload(m, where)));
        return this.upload(v, where);
      case 'component': {
        const comp = componentSchema(this.strapi, a.component ?? '');
        if (!comp) throw new Error(`seed ${where}: unknown component ${a.component}`);
        const cattrs: AttributesSchema = comp.attributes;
        if (a.repeatable) {
          if (!Array.isArray(v)) throw new Error(`seed ${where}: expected a list`);
          return Promise.all(v.map((x, i) => this.resolveObject(x as Obj, cattrs, `${where}[${i}]`)));
        }
        return this.resolveObject(v as Obj, cattrs, where);
      }
      case 'relation': {
        const target = a.target ? this.strapi.contentTypes[a.target as keyof typeof this.strapi.contentTypes] : null;
        if (!target) throw new Error(`seed ${where}: unknown relation target`);
        const restName = target.kind === 'singleType' ? target.info.singularName : target.info.pluralName;
        if (target.kind === 'singleType') {
          const doc = await this.strapi.documents(a.target as Parameters<Core.Strapi['documents']>[0]).findFirst({});
          if (!doc) throw new Error(`seed ${where}: single type ${restName} must be seeded first`);
          return doc.documentId;
        }
        const map = this.keys.get(restName);
        const find = (key: Json) => {
          const id = map?.get(String(key));
          if (!id) throw new Error(`seed ${where}: no ${restName} with $key "${String(key)}"`);
          return id;
        };
        return Array.isArray(v) ? v.map(find) : find(v);
      }
      default:
        return v;
    }
  }

  private upload(ref: Json, where: string): Promise<number> {
    let path: string;
    let alt: string | null = null;
    if (typeof ref === 'string' && ref.startsWith('media:')) path = ref.slice('media:'.length);
    else if (ref && typeof ref === 'object' && !Array.isArray(ref) && typeof ref.$media === 'string') {
      path = ref.$media;
      alt = typeof ref.alt === 'string' ? ref.alt : null;
    } else throw new Error(`seed ${where}: a media value is "media:<path>" or {"$media": "<path>"}`);
    const cached = this.media.get(path);
    if (cached) return cached;
    const filepath = join(this.root, 'media', 'out', path);
    if (!existsSync(filepath)) throw new Error(`seed ${where}: missing ${filepath} (run npm run seed:media)`);
    alt ??= this.alts.get(path) ?? null;
    // The name is taken now, in the order of the calls (names of files with the same text get -2, -3).
    const uploaded = this.uploadFile(filepath, seedFileName(path, alt, this.names), alt, path);
    this.media.set(path, uploaded);
    return uploaded;
  }

  private async uploadFile(filepath: string, name: string, alt: string | null, path: string): Promise<number> {
    const folder = await this.folders.idFor(path);
    const upload = pluginService<{
      upload: (input: Record<string, unknown>) => Promise<Array<{ id: number }>>;
    }>(this.strapi, 'upload', 'upload');
    const [file] = await upload.upload({
      data: { fileInfo: { name, alternativeText: alt, caption: null, folder } },
      files: {
        filepath,
        originalFilename: name,
        mimetype: MIME[extname(name).toLowerCase()] ?? 'application/octet-stream',
        size: statSync(filepath).size,
      },
    });
    return file.id;
  }
}
