/**
 * Generates every media file the seed content references into an output folder: scans the content,
 * renders each spec (SVG drawn by the kind's module, rasterised by sharp; PDFs by pdf-lib), and keeps
 * a manifest of spec hashes so unchanged files are skipped unless forced.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { backgroundSvg, heroSvg } from './banners';
import { diagramSvg } from './diagrams';
import { iconSvg } from './icons';
import { logoSvg } from './logos';
import { renderPdfDeterministic } from './pdfs';
import { photoSvg } from './photos';
import { renderCaptions, renderVideo } from './video';
import { defaultSize, type Found, type Json, type Kind, listJson, type Spec, scan, toSpec } from './spec';

/** Bump to regenerate everything after a change of the drawing code. */
const GENERATOR_VERSION = 11;
const CONCURRENCY = 4;

function specHash(spec: Spec): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: GENERATOR_VERSION, spec }))
    .digest('hex')
    .slice(0, 24);
}

function svgFor(spec: Spec, W: number, H: number): string {
  switch (spec.kind) {
    case 'hero':
      return heroSvg(spec, W, H);
    case 'photo':
      return photoSvg(spec, W, H);
    case 'background':
      return backgroundSvg(spec, W, H);
    case 'diagram':
      return diagramSvg(spec, W, H);
    case 'icon':
      return iconSvg(spec, W, H);
    case 'logo':
      return logoSvg(spec, W, H);
    case 'pdf':
    case 'video':
    case 'captions':
      throw new Error(`a ${spec.kind} is not an image`);
  }
}

async function render(spec: Spec): Promise<Buffer | Uint8Array> {
  const ext = extname(spec.path).toLowerCase();
  if (spec.kind === 'pdf') return renderPdfDeterministic(spec);
  if (spec.kind === 'captions') return renderCaptions(spec);
  const [dw, dh] = defaultSize(spec);
  let W = spec.width || dw;
  let H = spec.height || dh;
  if (spec.width && !spec.height) H = Math.round((spec.width * dh) / dw);
  if (spec.height && !spec.width) W = Math.round((spec.height * dw) / dh);
  if (spec.kind === 'video') return renderVideo(spec, W, H);
  const svg = svgFor(spec, W, H);
  if (ext === '.svg') return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`, 'utf8');
  const img = sharp(Buffer.from(svg), { density: 72 });
  if (ext === '.png') return img.png({ compressionLevel: 8 }).toBuffer();
  if (ext === '.jpg' || ext === '.jpeg') return img.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (ext === '.webp') return img.webp({ quality: 80, effort: 3 }).toBuffer();
  throw new Error(`unsupported image extension ${ext}`);
}

async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await fn(item);
    }
  });
  await Promise.all(workers);
}

interface Manifest {
  version: number;
  files: Record<string, string>;
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Manifest>;
    return { version: GENERATOR_VERSION, files: parsed.files ?? {} };
  } catch {
    return { version: GENERATOR_VERSION, files: {} };
  }
}

interface MediaOptions {
  /** Folder of the seed content JSON (default seed/content). */
  content?: string;
  /** Output folder (default seed/media/out). */
  out?: string;
  /** Only paths containing this substring. */
  only?: string;
  /** Regenerate every file, even those the manifest says are unchanged. */
  force?: boolean;
}

interface MediaResult {
  /** Referenced paths (after `only`). */
  total: number;
  made: number;
  skipped: number;
  /** "path: message" of each file that could not be made. */
  failures: string[];
}

const SEED_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function generateMedia(options: MediaOptions = {}): Promise<MediaResult> {
  const started = performance.now();
  const contentDir = resolve(options.content ?? join(SEED_DIR, 'content'));
  const outDir = resolve(options.out ?? join(SEED_DIR, 'media', 'out'));
  const only = options.only;
  const force = options.force ?? false;
  sharp.cache(false);

  const found = new Map<string, Found>();
  const files = await listJson(contentDir);
  for (const file of files) {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Json;
    scan(parsed, '', relative(contentDir, file), found);
  }
  const specs = [...found.entries()]
    .map(([path, f]) => toSpec(path, f))
    .filter((s) => !only || s.path.includes(only))
    .sort((a, b) => a.path.localeCompare(b.path));

  const manifestFile = join(outDir, '.manifest.json');
  const manifest = await readManifest(manifestFile);
  let made = 0;
  let skipped = 0;
  const failures: string[] = [];
  const byKind = new Map<Kind, number>();
  await pool(specs, CONCURRENCY, async (spec) => {
    byKind.set(spec.kind, (byKind.get(spec.kind) ?? 0) + 1);
    const target = join(outDir, spec.path);
    const hash = specHash(spec);
    if (!force && manifest.files[spec.path] === hash && existsSync(target)) {
      skipped++;
      return;
    }
    try {
      const data = await render(spec);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
      manifest.files[spec.path] = hash;
      made++;
    } catch (err) {
      failures.push(`${spec.path}: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  // forget paths no longer referenced (their files stay until out/ is cleaned)
  const referenced = new Set(found.keys());
  for (const key of Object.keys(manifest.files)) if (!referenced.has(key)) delete manifest.files[key];
  await mkdir(outDir, { recursive: true });
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(manifest.files).sort()) sorted[key] = manifest.files[key] ?? '';
  await writeFile(manifestFile, `${JSON.stringify({ version: GENERATOR_VERSION, files: sorted }, null, 2)}\n`);

  const kinds = [...byKind.entries()].map(([k, v]) => `${k} ${v}`).join(', ');
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `seed:media: ${specs.length} files from ${files.length} content files (${kinds}); ${made} generated, ${skipped} unchanged, in ${secs} s -> ${relative(process.cwd(), outDir) || outDir}`,
  );
  for (const f of failures) console.error(`  x ${f}`);
  return { total: specs.length, made, skipped, failures };
}
